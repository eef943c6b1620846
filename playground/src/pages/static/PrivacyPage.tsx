import { COMPANY_ADDRESS, COMPANY_NAME, SUPPORT_EMAIL } from '../../shell/siteInfo';
import { StaticPage, type StaticSection } from './StaticPage';

const storageRows = [
  [
    'cookieConsent',
    'Local storage',
    'Remembers that you accepted cookies, so the banner stays hidden.',
    'Until you clear it',
  ],
  [
    'giftcash:theme',
    'Local storage',
    'Remembers your choice of light or dark mode.',
    'Until you clear it',
  ],
  [
    'giftcash:signed-in',
    'Local storage',
    'Remembers that you are signed in on this browser.',
    'Until you sign out',
  ],
  [
    'giftcash:app',
    'Session storage',
    'Hides the website header and footer inside our apps.',
    'Until the tab closes',
  ],
  [
    'giftcash:api',
    'Session storage',
    'Testing only: which data source the site reads.',
    'Until the tab closes',
  ],
] as const;

const sections: StaticSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {COMPANY_NAME} ({COMPANY_ADDRESS}) is the controller of your personal data. Contact us about
        privacy at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <ul>
        <li>
          Account details: name, date of birth, email address, phone number and postal address.
        </li>
        <li>
          Identity checks: the results of ID verification and of sanctions and fraud screening.
        </li>
        <li>
          Purchases: gift card orders, amounts, payment method and status, cashback and coins
          earned.
        </li>
        <li>Games and rewards: plays, free entries, raffle entries, winnings and referrals.</li>
        <li>
          Device information: app version, platform, time zone and identifiers used to measure app
          installs.
        </li>
        <li>Messages you send to our support team.</li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <ul>
        <li>
          To run your account, deliver gift cards and pay cashback and prizes (performance of our
          contract with you).
        </li>
        <li>
          To check your age, identity and residence and to prevent fraud (legal obligation and
          legitimate interests).
        </li>
        <li>To answer support requests and complaints.</li>
        <li>
          To send service messages and, if you agree, offers and raffle results by email or push
          notification.
        </li>
        <li>To improve the apps and the website.</li>
      </ul>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <p>
        Payment and open banking providers, identity verification providers, gift card issuers (to
        deliver and refund cards), hosting and analytics providers, and authorities where the law
        requires. We do not sell your personal data.
      </p>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <p>
        While your account is open and afterwards for as long as the law requires for financial and
        anti-fraud records. Cash rewards expire 12 months after credit and coins may be reset after
        90 days of inactivity; the records of those changes are kept with your account history.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          Under UK data protection law you can ask for a copy of your data, have it corrected or
          deleted, restrict or object to its use, and take it to another service. Email{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. We answer within one month.
        </p>
        <p>You can also complain to the Information Commissioner&apos;s Office (ICO).</p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and similar storage',
    body: (
      <>
        <p>
          This website keeps a few small items in your browser so that it works the way you chose.
          It sets no advertising cookies. The cookie banner&apos;s Accept button stores your
          consent; its close button hides the banner for the page you are on and stores nothing, so
          it returns on your next visit.
        </p>
        <div className="static-table-wrap">
          <table className="static-table">
            <caption>What this website stores</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Type</th>
                <th scope="col">Purpose</th>
                <th scope="col">Kept</th>
              </tr>
            </thead>
            <tbody>
              {storageRows.map(([name, type, purpose, kept]) => (
                <tr key={name}>
                  <th scope="row">
                    <code>{name}</code>
                  </th>
                  <td>{type}</td>
                  <td>{purpose}</td>
                  <td>{kept}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          Third-party content such as the review widget may set its own cookies under its
          provider&apos;s policy.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>We will tell you about important changes by email or in the app before they apply.</p>,
  },
];

/** Privacy and Cookie Policy (`/privacy-cookie-policy`, `/private-and-cookie-policy`). */
export function PrivacyPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Privacy and Cookie Policy"
      lastUpdated={{ label: '15 March 2025', iso: '2025-03-15' }}
      intro={
        <p>
          What personal data GiftCash collects, why, who we share it with, your rights, and what
          this website stores in your browser.
        </p>
      }
      sections={sections}
    />
  );
}
