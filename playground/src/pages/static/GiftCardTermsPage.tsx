import { Link } from '@giftcash/core/react';
import { SUPPORT_EMAIL } from '../../shell/siteInfo';
import { StaticPage, type StaticSection } from './StaticPage';

const sections: StaticSection[] = [
  {
    id: 'issuer',
    title: 'Who issues your gift card',
    body: (
      <p>
        GiftCash sells digital gift cards on behalf of the brands and their issuers. Each card is
        also governed by the brand&apos;s own terms, linked from its brand page under Brand Terms.
        These gift card terms add to our <Link href="/terms-of-service">Terms & Conditions</Link>.
      </p>
    ),
  },
  {
    id: 'buying',
    title: 'Choosing a value',
    body: (
      <ul>
        <li>
          Some brands offer fixed values; others let you enter any amount in pounds and pence.
        </li>
        <li>
          Where a brand has limits, the brand page shows them as &ldquo;Min: £x; Max: £y&rdquo;.
        </li>
        <li>
          A value above the brand&apos;s maximum is not accepted; the page tells you the maximum per
          gift card.
        </li>
        <li>
          Cashback and coins are worked out from the value you choose and shown before you buy.
        </li>
      </ul>
    ),
  },
  {
    id: 'paying',
    title: 'Paying',
    body: (
      <p>
        Pay by open banking, with your GiftCash gift card balance (funded by open banking only),
        Apple Pay or Google Pay. You can also spend your cashback on gift cards from £1.00.
      </p>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    body: (
      <p>
        Your gift card is normally emailed within 2 hours of payment. It is also kept in the Gift
        Cards Wallet of your account, with an Open Card link where the brand provides one. Check
        your spam folder before contacting us.
      </p>
    ),
  },
  {
    id: 'using',
    title: 'Using your gift card',
    body: (
      <ul>
        <li>
          Each brand page says whether the card can be spent online, in store, or both, and lists
          any restrictions.
        </li>
        <li>The expiry date is set by the brand and shown on the brand page and on the card.</li>
        <li>
          Check the remaining balance with the brand; the{' '}
          <Link href="/check-gift-card-balance">Balance Checker</Link> shows where.
        </li>
        <li>
          Treat your gift card like cash: we cannot replace a card that is lost, stolen or used by
          someone else.
        </li>
      </ul>
    ),
  },
  {
    id: 'rewards',
    title: 'Cashback and coins on purchases',
    body: (
      <p>
        Cashback is credited instantly and coins within 24 hours. If a purchase is refunded or
        cancelled, the cashback and coins earned on it are taken back.
      </p>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds and cancellations',
    body: (
      <>
        <p>
          Digital gift cards cannot normally be returned once delivered. Where the issuer allows a
          refund:
        </p>
        <ul>
          <li>we contact the issuer for you, and it can take up to 10 business days;</li>
          <li>the card must be unused;</li>
          <li>a 2% fee applies;</li>
          <li>
            the refund is declined if coins earned on the purchase were spent and cannot be covered;
          </li>
          <li>the refund is partial if cashback earned on the purchase was spent.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'help',
    title: 'Getting help',
    body: (
      <p>
        Contact us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> with the date, time,
        brand and amount of the purchase. See the <Link href="/contact">contact page</Link> for what
        else helps us answer quickly.
      </p>
    ),
  },
];

/** Gift Card Terms (`/gift-card-terms`, `/gift-cards-terms`). */
export function GiftCardTermsPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Gift Card Terms"
      lastUpdated={{ label: '15/01/2025', iso: '2025-01-15' }}
      intro={
        <p>
          What applies when you buy a digital gift card through GiftCash: values, payment, delivery,
          use and refunds.
        </p>
      }
      sections={sections}
    />
  );
}
