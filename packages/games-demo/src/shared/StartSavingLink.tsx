'use client';

import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { postToNativeApp } from '@giftcash/core';
import { cx, useAppLinks } from '@giftcash/core/react';

/**
 * Props of {@link StartSavingLink}: an anchor's attributes (spread on the link, which takes the
 * ref), plus the game it follows; `href` is optional.
 */
export interface StartSavingLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Which game it follows, passed to the app (`params.game` of `open-app`). */
  game: 'wheel' | 'scratch';
  /** Where it goes. @default the app download link from `GiftcashProvider` */
  href?: string;
}

/**
 * The games' call to action after a play: a link to the app (a new tab on the web). In a GiftCash
 * app webview the app takes over with a typed `open-app` message instead. The screens pass it to
 * the bare widgets (`Wheel`'s `cta`); the text is the spec's, "Start Saving Today", unless children say otherwise.
 */
export const StartSavingLink = forwardRef<HTMLAnchorElement, StartSavingLinkProps>(
  function StartSavingLink(
    { game, href, className, children = 'Start Saving Today', onClick, ...rest },
    ref,
  ) {
    const links = useAppLinks();
    return (
      <a
        ref={ref}
        className={cx('gc-button gc-wheel-cta', className)}
        href={href || links.download}
        target="_blank"
        rel="noopener noreferrer"
        {...rest}
        onClick={(event) => {
          onClick?.(event);
          if (
            !event.defaultPrevented &&
            postToNativeApp({ type: 'open-app', reason: 'start-saving', params: { game } })
          )
            event.preventDefault();
        }}
      >
        {children}
      </a>
    );
  },
);
