import { OUTBOUND_REL } from '@giftcash/core';
import { Link } from '@giftcash/core/react';
import { COMPANY_ADDRESS, COMPANY_NAME, FAQS_URL, SUPPORT_EMAIL } from '../../shell/siteInfo';
import { StaticPage, type StaticSection } from './StaticPage';
import { NewTabNote } from './NewTabNote';

const sections: StaticSection[] = [
  {
    id: 'chat',
    title: 'Describe your question in the support chat',
    body: (
      <>
        <p>
          Open the support chat in the GiftCash app and describe your question in one message. The
          more we know, the faster we can help.
        </p>
        <ul>
          <li>
            <strong>A gift card transaction:</strong> give the date, time, brand and amount.
          </li>
          <li>
            <strong>A problem in a shop:</strong> give the shop&apos;s address.
          </li>
          <li>
            <strong>A problem online:</strong> add a screenshot of what you see.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'one-chat',
    title: 'Open one chat at a time',
    body: (
      <p>
        Please keep to one chat per question. Duplicate chats are closed automatically, and general
        questions may not be answered: the{' '}
        <a href={FAQS_URL} target="_blank" rel={OUTBOUND_REL}>
          FAQs
          <NewTabNote />
        </a>{' '}
        cover most of them.
      </p>
    ),
  },
  {
    id: 'email',
    title: 'Email',
    body: (
      <>
        <div className="static-contact-card">
          <p>Support email</p>
          <a className="static-contact-email" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
        </div>
        <p>
          Complaints are answered within 15 business days, and in exceptional cases within 35
          business days at most. See the <Link href="/terms-of-service">Terms & Conditions</Link>{' '}
          for our complaints process.
        </p>
      </>
    ),
  },
  {
    id: 'post',
    title: 'Post',
    body: (
      <address className="static-address">
        {COMPANY_NAME}
        <br />
        {COMPANY_ADDRESS}
      </address>
    ),
  },
];

/** The contact page (`/contact`): how to reach support and what to include. */
export function ContactPage() {
  return (
    <StaticPage
      eyebrow="Help"
      title="How to contact our support team"
      intro={
        <p>
          Our team answers in the support chat of the GiftCash app and by email. Here is how to get
          the quickest answer.
        </p>
      }
      sections={sections}
    />
  );
}
