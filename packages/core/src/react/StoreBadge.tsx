import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { OUTBOUND_REL } from '../browser/outbound';
import { cx } from '../interaction/cx';

/** Props of {@link StoreBadge}. */
export interface StoreBadgeProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Which store the badge leads to: the App Store (`apple`) or Google Play (`google`). */
  store: 'apple' | 'google';
  /** The store page of the app, e.g. `useAppLinks().appStore`. */
  href: string;
}

/* Both marks are drawn on a 24 × 24 grid. The Play triangle is cut into its four colours. */
const APPLE = (
  <path
    fill="currentColor"
    d="M16.4 12.7c0-2 1.6-3 1.7-3.1-1-1.4-2.4-1.6-2.9-1.6-1.2-.1-2.4.7-3 .7s-1.6-.7-2.6-.7c-1.3 0-2.6.8-3.3 2-1.4 2.4-.4 6 1 8 .7 1 1.5 2.1 2.5 2s1.4-.6 2.6-.6 1.5.6 2.6.6 1.7-1 2.4-2c.8-1.1 1.1-2.2 1.1-2.3 0 0-2.1-.8-2.1-3zm-1.9-6.2c.5-.7.9-1.6.8-2.5-.8 0-1.7.5-2.3 1.2-.5.6-.9 1.5-.8 2.4.9.1 1.8-.4 2.3-1.1z"
  />
);
const GOOGLE = (
  <>
    <path fill="#4285f4" d="M4 2.6v18.8L13.4 12z" />
    <path fill="#34a853" d="M4 2.6l12.6 7.3-3.2 2.1z" />
    <path fill="#fbbc04" d="M16.6 9.9l3.6 2.1-3.6 2.1-3.2-2.1z" />
    <path fill="#ea4335" d="M4 21.4l9.4-9.4 3.2 2.1z" />
  </>
);

const BADGES = {
  apple: { mark: APPLE, small: 'Download on the', big: 'App Store' },
  google: { mark: GOOGLE, small: 'Get it on', big: 'Google Play' },
} as const;

/**
 * A link to the app's store page in the shape of the store's own badge: a black rounded
 * badge with the store's mark and its wording as real text ("Download on the App Store",
 * "GET IT ON Google Play"), which is also the link's accessible name. Opens in a new tab;
 * `children` are added after the wording (e.g. a visually hidden "(opens in a new tab)").
 */
export const StoreBadge = forwardRef<HTMLAnchorElement, StoreBadgeProps>(function StoreBadge(
  { store, href, className, children, ...rest },
  ref,
) {
  const badge = BADGES[store];
  return (
    <a
      ref={ref}
      className={cx('gc-store-badge', className)}
      data-store={store}
      href={href}
      target="_blank"
      rel={OUTBOUND_REL}
      {...rest}
    >
      <svg className="gc-store-badge-mark" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {badge.mark}
      </svg>
      <span className="gc-store-badge-text">
        <span className="gc-store-badge-small">{badge.small}</span>{' '}
        <span className="gc-store-badge-big">{badge.big}</span>
      </span>
      {children}
    </a>
  );
});
