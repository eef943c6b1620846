import { forwardRef } from 'react';
import { createLazyModule, useLazyModule, cx } from '@giftcash/core';
import type { CoinsSectionProps } from './CoinsSection';

/**
 * "What are Coins?" hosts the game demos and their prize tables. It is a chunk of its own,
 * loaded as soon as the brand page mounts: the value entry and Buy Securely do not wait for it.
 */
export const coinsSectionModule = createLazyModule(() => import('./CoinsSection'));

/**
 * `What are Coins?`: a Wheel of Fortune / Scratch Card switch over the demos, the special prize,
 * the prize details and odds, and the display-only note. Loads on demand; a placeholder of the
 * same height holds its place meanwhile (and on the server), so nothing shifts.
 */
export const CoinsSection = forwardRef<HTMLElement, CoinsSectionProps>(function CoinsSection(props, ref) {
  const loaded = useLazyModule(coinsSectionModule, { needed: true });
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
});
