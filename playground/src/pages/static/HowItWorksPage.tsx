import { OUTBOUND_REL } from '@giftcash/core';
import { Link } from '@giftcash/core/react';
import { FAQS_URL } from '../../shell/siteInfo';
import { UkBrands } from '../../shell/brandCount';
import { StaticPage, type StaticSection } from './StaticPage';
import { NewTabNote } from './NewTabNote';

const tiers = [
  ['Bronze', '0–2', '£5 and 5M coins for each friend who joins'],
  ['Silver', '3–5', 'Bronze rewards plus a one-off 10M bonus coins'],
  ['Gold', '6–9', 'a one-off 15M bonus coins and your raffle entries boosted by 2'],
  ['Platinum', '10+', 'a one-off 30M bonus coins and your raffle entries boosted by 4'],
] as const;

const sections: StaticSection[] = [
  {
    id: 'steps',
    title: 'Four steps to saving',
    body: (
      <ol className="static-steps">
        <li className="static-step">
          <h3>Get the app</h3>
          <p>
            Download GiftCash for iOS or Android and sign up. You must be 18 or older and live in
            the UK.
          </p>
        </li>
        <li className="static-step">
          <h3>Buy a gift card</h3>
          <p>
            Choose from <UkBrands /> and pay by open banking, Apple Pay, Google Pay or your GiftCash
            balance.
          </p>
        </li>
        <li className="static-step">
          <h3>Get instant cashback</h3>
          <p>
            Up to 20% back straight away, plus coins with many brands, for example 1,000 coins per
            £1.
          </p>
        </li>
        <li className="static-step">
          <h3>Play and spend</h3>
          <p>
            Play for prizes with your coins and spend your cashback on more gift cards from £1.00.
          </p>
        </li>
      </ol>
    ),
  },
  {
    id: 'cashback',
    title: 'Cashback',
    body: (
      <>
        <p>
          Every brand shows its cashback rate on the{' '}
          <Link href="/gift-card-deals">Cashback Gift Cards</Link> page. Cashback lands in your
          balance as soon as the purchase completes.
        </p>
        <ul>
          <li>Spend it on more gift cards from £1.00: instant and free.</li>
          <li>Cash out to your bank from £10.00, with a £0.30 fee.</li>
          <li>Cash rewards expire 12 months after they are credited.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'coins-and-games',
    title: 'Coins and games',
    body: (
      <>
        <p>
          Coins are credited within 24 hours and are spent on the Wheel of Fortune and the Scratch
          Card. You also get 2 free coin spins per day and 2 free coin scratchers per week. Try the{' '}
          <Link href="/games">games</Link> on this website: they are simulations, so their prizes
          cannot be claimed; real play happens in the app.
        </p>
        <p>
          Every day there is a free Daily Raffle with automatic entry. Entries for a draw open at
          17:00:01 the day before and close at 16:59:59 on draw day (UK time). First place wins 10M
          coins. See the <Link href="/competition-rules">Competition Rules</Link> for the details
          and odds.
        </p>
      </>
    ),
  },
  {
    id: 'referrals',
    title: 'Refer friends',
    body: (
      <>
        <p>
          Share your referral code from the app. Each invited friend gets 10M coins the first time
          they redeem £10 or more in cashback buying more gift cards, and you move up the tiers as
          your referrals complete:
        </p>
        <div className="static-table-wrap gc-edge-fade">
          <table className="static-table">
            <caption>Referral tiers</caption>
            <thead>
              <tr>
                <th scope="col">Tier</th>
                <th scope="col">Completed referrals</th>
                <th scope="col">Rewards</th>
              </tr>
            </thead>
            <tbody>
              {tiers.map(([tier, range, reward]) => (
                <tr key={tier}>
                  <th scope="row">{tier}</th>
                  <td>{range}</td>
                  <td>{reward}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    ),
  },
  {
    id: 'balance',
    title: 'Checking a gift card balance',
    body: (
      <p>
        Each brand lets you check the balance of its cards in its own way. The{' '}
        <Link href="/check-gift-card-balance">Balance Checker</Link> lists where and how for every
        brand.
      </p>
    ),
  },
  {
    id: 'support',
    title: 'Help and support',
    body: (
      <>
        <p>
          Most questions are answered in our{' '}
          <a href={FAQS_URL} target="_blank" rel={OUTBOUND_REL}>
            FAQs
            <NewTabNote />
          </a>
          . If you still need help, <Link href="/contact">contact our support team</Link>: we answer
          complaints within 15 business days.
        </p>
        <p>
          The <Link href="/terms-of-service">Terms & Conditions</Link> and the{' '}
          <Link href="/gift-card-terms">Gift Card Terms</Link> explain refunds, expiry and fees in
          full.
        </p>
      </>
    ),
  },
];

/** How It Works, also the help page (`/how-it-works`, `/help-and-support`). */
export function HowItWorksPage() {
  return (
    <StaticPage
      eyebrow="Help"
      title="How GiftCash Works"
      intro={
        <p>
          Buy gift cards from <UkBrands />, get up to 20% instant cashback plus coins, and play for
          prizes.
        </p>
      }
      sections={sections}
    />
  );
}
