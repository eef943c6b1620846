'use client';

import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useGiftcashNavigate } from './GiftcashProvider';
import { composeEventHandlers } from '../interaction/composeEventHandlers';

/** Props of {@link Link}: an anchor's, with `href` required. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Path or address inside the site, e.g. `/brand/tesco`. */
  href: string;
}

const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * An in-site link: a real `<a href>` (open in new tab, copy link and no-JS all work) whose
 * plain clicks go through the router given to `GiftcashProvider` (`navigate`), when there is one.
 * `onClick` runs first and can `preventDefault()` to stop the navigation.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, onClick, target, children, ...rest },
  ref,
) {
  const navigate = useGiftcashNavigate();
  return (
    <a
      ref={ref}
      href={href}
      target={target}
      {...rest}
      onClick={composeEventHandlers(onClick, (event) => {
        if (!navigate || !isPlainClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(href);
      })}
    >
      {children}
    </a>
  );
});
