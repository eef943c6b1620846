'use client';

import { forwardRef } from 'react';
import { createLazyModule, useLazyModule, cx } from '@giftcash/core/react';
import type { CoinsSectionProps } from './CoinsSection';

/**
 * "What are Coins?" hosts the game demos and their prize tables. It is a chunk of its own, loaded
 * once the browser is idle after the brand page mounts: the value entry and Buy Securely do not
 * wait for it, and the task that hydrates the page does not start its load.
 */
export const coinsSectionModule = createLazyModule(() => import('./CoinsSection'));

/**
 * `What are Coins?`: a Wheel of Fortune / Scratch Card switch over the demos, the special prize,
 * the prize details and odds, and the display-only note. Loads on demand; a placeholder of the
 * same height holds its place meanwhile (and on the server), so nothing shifts.
 */
export const CoinsSection = forwardRef<HTMLElement, CoinsSectionProps>(
  function CoinsSection(props, ref) {
    const loaded = useLazyModule(coinsSectionModule, { needed: false });
    if (!loaded) {
      return (
        <section
          ref={ref}
          className={cx('gc-coins-section', 'gc-coins-section-placeholder', props.className)}
          aria-label="What are Coins?"
          aria-busy="true"
        />
      );
    }
    return <loaded.CoinsSection ref={ref} {...props} />;
  },
);

/**
 * Loads the parts of the brand page that arrive on demand ("What are Coins?"), for server
 * rendering with `renderToString`: `await preloadBrandDetail()` first and they are in the HTML.
 * Await it in the browser too before `hydrateRoot`, so hydration finds the same markup. Without
 * it the server HTML holds a placeholder of the same height and the browser fills it in.
 */
export async function preloadBrandDetail(): Promise<void> {
  await coinsSectionModule.preload();
}
