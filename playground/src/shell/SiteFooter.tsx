import './chrome.css';
import { useRef, type ReactNode } from 'react';
import { OUTBOUND_REL } from '@giftcash/core';
import { Link, QrCode, StoreBadge, useAppLinks, useInitialNow } from '@giftcash/core/react';
import {
  COMPANY_ADDRESS,
  COMPANY_NAME,
  COMPLAINTS_POLICY_URL,
  HELP_NAV,
  LEGAL_NAV,
  PARTNERS_NAV,
  SITE_VERSION,
  SOCIAL_LINKS,
  SUPPORT_EMAIL,
} from './siteInfo';
import { ExternalIcon } from './MenuButton';
import { useUkBrands } from './brandCount';
import { LogoMark } from './icons';
import { useNearViewport } from './useNearViewport';

export interface SiteFooterProps {
  /** Version shown at the bottom. @default "1.0.2" */
  version?: string;
  /** A small note at the bottom, e.g. which data source the site runs on. */
  note?: ReactNode;
}

const NewTab = () => <span className="gc-visually-hidden"> (opens in a new tab)</span>;

/**
 * The site footer: contact details, the app store links and a QR code to the app, social
 * links, help and legal links, the complaints policy (PDF) and the version.
 */
export function SiteFooter({ version = SITE_VERSION, note }: SiteFooterProps) {
  const links = useAppLinks();
  const ukBrands = useUkBrands();
  const qrRef = useRef<HTMLDivElement>(null);
  // Drawing a QR code is real work (qrcode.react tries 8 masks): done when the footer comes near.
  const showQr = useNearViewport(qrRef);
  // The build's year on the server and while hydrating, then this year.
  const year = new Date(useInitialNow()).getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <section className="site-footer-brand" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer-title">
            <LogoMark /> GiftCash
          </h2>
          <p>
            Instant cashback of up to 20% and coins for prize games on gift cards from {ukBrands}.
          </p>
          <address className="site-footer-address">
            <span>
              Email:{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`} className="site-footer-link">
                {SUPPORT_EMAIL}
              </a>
            </span>
            <span>
              {COMPANY_NAME}, {COMPANY_ADDRESS}
            </span>
          </address>
        </section>

        <nav className="site-footer-col" aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer-heading">
            Help
          </h2>
          <ul className="site-footer-list">
            {HELP_NAV.map((item) => (
              <li key={item.href}>
                {item.external ? (
                  <a
                    className="site-footer-link"
                    href={item.href}
                    target="_blank"
                    rel={OUTBOUND_REL}
                  >
                    {item.label}
                    <NewTab />
                    <ExternalIcon />
                  </a>
                ) : (
                  <Link className="site-footer-link" href={item.href}>
                    {item.label}
                  </Link>
                )}
              </li>
            ))}
            <li>
              <Link className="site-footer-link" href={PARTNERS_NAV.href}>
                {PARTNERS_NAV.label}
              </Link>
            </li>
          </ul>
        </nav>

        <nav className="site-footer-col" aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer-heading">
            Legal
          </h2>
          <ul className="site-footer-list">
            {LEGAL_NAV.map((item) => (
              <li key={item.href}>
                <Link className="site-footer-link" href={item.href}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <a
                className="site-footer-link"
                href={COMPLAINTS_POLICY_URL}
                target="_blank"
                rel={OUTBOUND_REL}
                type="application/pdf"
              >
                Complaints Policy (PDF)
                <NewTab />
              </a>
            </li>
          </ul>
        </nav>

        <section className="site-footer-col site-footer-app" aria-labelledby="footer-app">
          <h2 id="footer-app" className="site-footer-heading">
            Get the app
          </h2>
          <div className="site-footer-app-row">
            <div className="site-footer-qr" ref={qrRef}>
              {/* Its code (qrcode.react) loads on demand; the same-sized placeholder holds its place until then. */}
              {showQr ? (
                <QrCode
                  value={links.download}
                  size={96}
                  title="QR code to download the GiftCash app"
                />
              ) : (
                <span
                  className="gc-qr-placeholder"
                  role="img"
                  aria-label="QR code to download the GiftCash app"
                />
              )}
            </div>
            <ul className="site-footer-list">
              <li>
                <StoreBadge store="apple" className="site-footer-store" href={links.appStore}>
                  <NewTab />
                </StoreBadge>
              </li>
              <li>
                <StoreBadge store="google" className="site-footer-store" href={links.googlePlay}>
                  <NewTab />
                </StoreBadge>
              </li>
            </ul>
          </div>
          <h2 className="site-footer-heading" id="footer-social">
            Follow us
          </h2>
          <ul className="site-footer-social" aria-labelledby="footer-social">
            {SOCIAL_LINKS.map((item) => (
              <li key={item.network}>
                <a
                  className="site-footer-social-link"
                  href={item.href}
                  target="_blank"
                  rel={OUTBOUND_REL}
                >
                  {item.network}
                  <NewTab />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="site-footer-bottom">
        <p>
          © {year} {COMPANY_NAME}. Gift cards are sold by the brands&apos; issuers; games on this
          website are simulations.
        </p>
        <p className="site-footer-meta">
          <span>Version {version}</span>
          {note ? <span className="site-footer-note">{note}</span> : null}
        </p>
      </div>
    </footer>
  );
}
