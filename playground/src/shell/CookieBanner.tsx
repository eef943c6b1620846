import './chrome.css';
import './CookieBanner.css';
import { Link } from '@giftcash/core/react';
import { COOKIE_BANNER_TEXT } from './cookieConsent';
import { CloseIcon } from './icons';

export interface CookieBannerProps {
  /** Accept: the owner stores the consent and hides the banner. */
  onAccept: () => void;
  /** Close (X): the owner hides the banner for this page load only. */
  onClose: () => void;
}

/** The cookie banner of the spec: its text, `Learn more`, Accept, and a close button. */
export function CookieBanner({ onAccept, onClose }: CookieBannerProps) {
  return (
    <section className="site-cookie" aria-label="Cookie consent">
      <p className="site-cookie-text">
        {COOKIE_BANNER_TEXT}{' '}
        <Link href="/privacy-cookie-policy" className="site-cookie-link">
          {/* The spec's visible text; the hidden rest tells screen readers (and search engines) where it goes. */}
          Learn more<span className="gc-visually-hidden"> about cookies on this site</span>
        </Link>
      </p>
      <div className="site-cookie-actions">
        <button type="button" className="gc-button" onClick={onAccept}>
          Accept
        </button>
        <button
          type="button"
          className="site-icon-button site-cookie-close"
          aria-label="Close cookie banner"
          onClick={onClose}
        >
          <CloseIcon size={20} />
        </button>
      </div>
    </section>
  );
}
