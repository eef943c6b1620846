import { Link } from '@giftcash/core/react';
import { COMPANY_NAME, SUPPORT_EMAIL } from '../../shell/siteInfo';
import { StaticPage, type StaticSection } from './StaticPage';

const sections: StaticSection[] = [
  {
    id: 'promoter',
    title: 'The promoter and these rules',
    body: (
      <p>
        The competitions in the GiftCash app are run by {COMPANY_NAME}. These rules add to the{' '}
        <Link href="/terms-of-service">Terms & Conditions</Link>. By playing you accept them. The
        games on this website are simulations for display only: their prizes cannot be claimed.
      </p>
    ),
  },
  {
    id: 'who-can-enter',
    title: 'Who can enter',
    body: (
      <ul>
        <li>UK residents aged 18 or older who are not resident in a sanctioned country.</li>
        <li>
          Only customers registered through the app can earn coins and play real competitions.
        </li>
        <li>Employees of {COMPANY_NAME} and their relatives cannot enter.</li>
      </ul>
    ),
  },
  {
    id: 'games',
    title: 'The games',
    body: (
      <>
        <h3>Wheel of Fortune</h3>
        <p>
          A wheel of 21 slots. The winning slot is drawn by a random number compared with the
          cumulative probability of the slots, so each slot wins with the odds shown for it.
        </p>
        <h3>Scratch Card</h3>
        <p>Each card has 6 scratch areas. Scratch them all to reveal your prize.</p>
        <h3>Daily Raffle</h3>
        <p>A free draw every day, with automatic entry for registered customers.</p>
      </>
    ),
  },
  {
    id: 'timing',
    title: 'When the competitions run',
    body: (
      <div className="static-table-wrap">
        <table className="static-table">
          <caption>Competition times (UK time, GMT or BST)</caption>
          <thead>
            <tr>
              <th scope="col">Competition</th>
              <th scope="col">Opens</th>
              <th scope="col">Closes</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Competition week</th>
              <td>Friday 00:00:01</td>
              <td>Thursday 23:59:59</td>
            </tr>
            <tr>
              <th scope="row">Daily games</th>
              <td>00:00:01</td>
              <td>23:59:59, or earlier when the day&apos;s prizes are gone</td>
            </tr>
            <tr>
              <th scope="row">Daily Raffle entries</th>
              <td>17:00:01 the day before the draw</td>
              <td>16:59:59 on draw day</td>
            </tr>
          </tbody>
        </table>
      </div>
    ),
  },
  {
    id: 'free-entries',
    title: 'Free entries and coin costs',
    body: (
      <ul>
        <li>You get 2 free coin spins per day and 2 free coin scratchers per week.</li>
        <li>
          Free entries of a game are capped at its maximum and refill daily (every 86,400 seconds)
          or weekly (every 604,800 seconds), as shown on the game.
        </li>
        <li>
          Each game shows its coin cost per play (shown in thousands, K) and how many plays are
          allowed per day.
        </li>
        <li>
          Daily Raffle: one free entry per draw unless boosted. Entries are generated overnight;
          boosts apply from the day before the draw. Gold referrers are boosted by 2 and Platinum
          referrers by 4.
        </li>
      </ul>
    ),
  },
  {
    id: 'raffle',
    title: 'The Daily Raffle draw',
    body: (
      <>
        <p>
          The raffle is drawn every 24 hours. Ticket sales close 5 minutes before the draw. There
          are 40 prize places, paid in coins:
        </p>
        <div className="static-table-wrap">
          <table className="static-table">
            <caption>Daily Raffle prizes</caption>
            <thead>
              <tr>
                <th scope="col">Place</th>
                <th scope="col">Prize</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">1st</th>
                <td>10,000,000 coins (10M), plus any extra prize announced for the draw</td>
              </tr>
              <tr>
                <th scope="row">2nd</th>
                <td>7,500,000 coins (7.5M)</td>
              </tr>
              <tr>
                <th scope="row">3rd</th>
                <td>3,500,000 coins (3.5M)</td>
              </tr>
              <tr>
                <th scope="row">4th to 40th</th>
                <td>Decreasing prizes down to 200,000 coins</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          In weekly draws 50 entry references are drawn. Results are published on the{' '}
          <Link href="/raffle-results">raffle results</Link> page.
        </p>
      </>
    ),
  },
  {
    id: 'odds',
    title: 'Prizes and odds',
    body: (
      <>
        <p>Each game lists its prizes and odds before you play. Unless a game says otherwise:</p>
        <div className="static-table-wrap">
          <table className="static-table">
            <caption>Standard game settings</caption>
            <thead>
              <tr>
                <th scope="col">Setting</th>
                <th scope="col">Wheel of Fortune</th>
                <th scope="col">Scratch Card</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Cost per play</th>
                <td>500K coins</td>
                <td>100K coins</td>
              </tr>
              <tr>
                <th scope="row">Chance of a prize</th>
                <td>99.80%</td>
                <td>99.89%</td>
              </tr>
              <tr>
                <th scope="row">Plays per day</th>
                <td>up to 200</td>
                <td>up to 10</td>
              </tr>
              <tr>
                <th scope="row">Top prize</th>
                <td>£750.00 cash plus a loaded gift card (1 in 15,000 for the gift card)</td>
                <td>£5.00 cash</td>
              </tr>
              <tr>
                <th scope="row">Prize range</th>
                <td>£0.05 (1 in 4) to £750.00 (1 in 200,000)</td>
                <td>£0.01 (1 in 7) to £5.00 (1 in 25,000)</td>
              </tr>
            </tbody>
          </table>
        </div>
      </>
    ),
  },
  {
    id: 'prizes',
    title: 'Receiving prizes',
    body: (
      <ul>
        <li>Coin prizes are credited within 24 hours.</li>
        <li>Cash prizes under £1,500 are credited within 2 to 3 days.</li>
        <li>
          Cash prizes above £1,500 must be claimed with photo ID and proof of residence. A prize
          that is not claimed within 10 days is forfeited.
        </li>
        <li>
          Prizes under £5,000 are spent in the gift card shop; above £5,000 the excess can be
          transferred to your bank.
        </li>
        <li>Non-cash prizes must be claimed within 3 months.</li>
      </ul>
    ),
  },
  {
    id: 'fair-play',
    title: 'Fair play and changes',
    body: (
      <p>
        We may disqualify entries made by automated means, through several accounts or in breach of
        these rules. We give 14 days&apos; notice of changes to these rules. Questions:{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
];

/** Competition Rules (`/competition-rules`). */
export function CompetitionRulesPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Competition Rules"
      lastUpdated={{ label: '01/01/2025', iso: '2025-01-01' }}
      intro={
        <p>
          How the Wheel of Fortune, the Scratch Card and the Daily Raffle work: who can play, when,
          the odds and how prizes are paid.
        </p>
      }
      sections={sections}
    />
  );
}
