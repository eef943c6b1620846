import { Link } from '@giftcash/core/react';
import {
  COMPANY_ADDRESS,
  COMPANY_NAME,
  COMPLAINTS_POLICY_URL,
  SUPPORT_EMAIL,
} from '../../shell/siteInfo';
import { StaticPage, type StaticSection } from './StaticPage';
import { NewTabNote } from './NewTabNote';

const sections: StaticSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <>
        <p>
          These terms apply to your use of the GiftCash apps for iOS and Android and of this
          website. They are an agreement between you and {COMPANY_NAME}. Please read them together
          with:
        </p>
        <ul>
          <li>
            the <Link href="/competition-rules">Competition Rules</Link>, for the Wheel of Fortune,
            the Scratch Card and the Daily Raffle;
          </li>
          <li>
            the <Link href="/gift-card-terms">Gift Card Terms</Link>, for buying and using gift
            cards;
          </li>
          <li>
            the <Link href="/privacy-cookie-policy">Privacy and Cookie Policy</Link>, for how we
            handle your personal data.
          </li>
        </ul>
        <p>
          Purchases and real games happen in the apps. Games on this website are simulations and
          their prizes cannot be claimed.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use GiftCash',
    body: (
      <>
        <p>To open an account and buy gift cards you must:</p>
        <ul>
          <li>be 18 or older;</li>
          <li>live in the United Kingdom; and</li>
          <li>not be resident in a sanctioned country.</li>
        </ul>
        <p>
          Only customers who registered through the app can earn coins and play real competitions.
          Our employees and their relatives cannot take part in competitions.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <>
        <p>Keep your sign-in details private. Your account is always in one of these states:</p>
        <div className="static-table-wrap gc-edge-fade">
          <table className="static-table">
            <caption>Account statuses</caption>
            <thead>
              <tr>
                <th scope="col">Status</th>
                <th scope="col">What it means</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Active</th>
                <td>You can use every feature.</td>
              </tr>
              <tr>
                <th scope="row">Suspended</th>
                <td>
                  Your coin balance is kept, but you cannot play games, buy products or link payment
                  methods.
                </td>
              </tr>
              <tr>
                <th scope="row">Closed</th>
                <td>
                  Coins, bonus entries and unredeemed rewards are lost permanently, and any game you
                  are taking part in is cancelled. Coins of a closed account may be reclaimable if
                  you contact us within 30 days of closure.
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          Verifying your identity in the app gives you priority customer support, higher gift card
          purchase limits and 1M Reward Coins.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Buying gift cards and paying',
    body: (
      <>
        <p>You can pay with:</p>
        <ul>
          <li>open banking;</li>
          <li>your GiftCash gift card balance (which can only be funded by open banking);</li>
          <li>Apple Pay;</li>
          <li>Google Pay.</li>
        </ul>
        <p>
          Your gift card is normally emailed to you within 2 hours and also appears in the Gift
          Cards Wallet of your account. Gift cards are issued by the brand or its issuer; the{' '}
          <Link href="/gift-card-terms">Gift Card Terms</Link> and the brand&apos;s own terms apply
          to them.
        </p>
      </>
    ),
  },
  {
    id: 'cashback',
    title: 'Cashback',
    body: (
      <>
        <p>
          Each brand shows its cashback rate (up to 20%). Cashback is added to your cashback balance
          as soon as your purchase completes.
        </p>
        <ul>
          <li>Spend cashback on more gift cards from £1.00.</li>
          <li>
            Cash rewards need a minimum total of £10.00 before they can be used for gift cards or
            redeemed, unless the app states otherwise for an offer.
          </li>
          <li>Cash out to your bank from £10.00, for a fee of £0.30 per cash out.</li>
          <li>Cash rewards expire 12 months after they were credited.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'coins',
    title: 'Coins',
    body: (
      <>
        <p>
          Many brands also give coins for every £1 you spend, for example 1,000 coins per £1. Coins
          have no cash value: you use them to play the Wheel of Fortune and the Scratch Card, and
          they may boost your Daily Raffle entries.
        </p>
        <ul>
          <li>Coins are credited within 24 hours.</li>
          <li>Coins may be reset after 90 days without any activity on your account.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'rewards',
    title: 'Rewards and prizes',
    body: (
      <>
        <ul>
          <li>Non-cash rewards must be claimed within 3 months.</li>
          <li>Prizes under £1,500 are credited within 2 to 3 days.</li>
          <li>
            Cash prizes above £1,500 follow the separate claim process in the{' '}
            <Link href="/competition-rules">Competition Rules</Link>.
          </li>
          <li>
            Prizes under £5,000 are spent in the gift card shop; above £5,000 the excess can be
            transferred to your bank.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <>
        <p>If you ask for a refund we contact the gift card issuer on your behalf. A refund:</p>
        <ul>
          <li>can take up to 10 business days;</li>
          <li>is only possible while the card is unused;</li>
          <li>carries a 2% fee;</li>
          <li>
            is declined if coins earned on the purchase were spent and cannot be covered by your
            balance;
          </li>
          <li>is partial if cashback earned on the purchase was spent.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms and to fees',
    body: (
      <p>
        We give you at least 14 days&apos; notice of changes to these terms and 1 month&apos;s
        notice of changes to fees, by email or in the app. If you do not agree you can close your
        account before the change applies.
      </p>
    ),
  },
  {
    id: 'complaints',
    title: 'Complaints',
    body: (
      <>
        <p>
          Tell us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or in the support chat.
          We answer complaints within 15 business days; in exceptional cases we will explain the
          delay and answer within 35 business days at most.
        </p>
        <p>
          Read the full{' '}
          <a
            href={COMPLAINTS_POLICY_URL}
            target="_blank"
            rel="noopener noreferrer"
            type="application/pdf"
          >
            Complaints Policy (PDF)
            <NewTabNote />
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'cash-accounts',
    title: 'Regulated cash accounts',
    body: (
      <p>
        Regulated cash accounts ceased on 8 January 2024. GiftCash balances are not bank accounts
        and do not earn interest.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        {COMPANY_NAME}, {COMPANY_ADDRESS}. Email{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> or see the{' '}
        <Link href="/contact">contact page</Link>.
      </p>
    ),
  },
];

/** Terms & Conditions (`/terms-of-service`, `/terms-and-conditions`). */
export function TermsPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Terms & Conditions"
      lastUpdated={{ label: '01/01/2025', iso: '2025-01-01' }}
      intro={
        <p>
          The rules for using GiftCash: who can join, how cashback, coins and rewards work, refunds,
          and how to complain.
        </p>
      }
      sections={sections}
    />
  );
}
