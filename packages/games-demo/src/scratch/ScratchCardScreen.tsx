'use client';

import { forwardRef } from 'react';
import { scratchPrizeLabel } from '@giftcash/core/games';
import { ScratchCard, type ScratchCardProps } from './ScratchCard';
import { useScratchConfig, type GameResult } from '../shared/gameConfig';
import { PrizeReveal } from '../prize-reveal/PrizeReveal';

/**
 * Props of {@link ScratchCardScreen}: the card's props without `config`, which the screen loads
 * from `GiftcashProvider`, plus where each result and a configuration failure go.
 */
export interface ScratchCardScreenProps extends Omit<ScratchCardProps, 'config'> {
  /** Called once per card when it completes, with the prize. */
  onResult?: (result: GameResult) => void;
  /**
   * Called once when `/cashback-scratch` fails to load (the card then uses the spec's
   * defaults). @default logs 'Failed to load scratch card configuration' with the error
   */
  onConfigError?: (error: unknown) => void;
}

/**
 * The demo scratch card, connected: loads `/cashback-scratch` through the provider from
 * context (falling back to the spec's defaults when that fails) and plays it. Its result is the
 * games' prize reveal (the winning cells lit, the amount counting up, a celebration for a win,
 * Start Saving Today and Play again), unless `renderResult` says otherwise. A demo card is free
 * (`playCost` 0), so any prize is a win.
 */
export const ScratchCardScreen = forwardRef<HTMLDivElement, ScratchCardScreenProps>(
  function ScratchCardScreen({ onResult, onConfigError, onComplete, ...rest }, ref) {
    const { status, config } = useScratchConfig(onConfigError);
    return (
      <ScratchCard
        ref={ref}
        renderResult={(result) => (
          <PrizeReveal
            prize={{ type: 2, value: result.prize }}
            outcome={result.outcome}
            game="scratch"
            again={result.again}
            appLink={rest.appLink}
          />
        )}
        {...rest}
        config={config}
        aria-busy={status === 'loading' || undefined}
        onComplete={(prize) => {
          onComplete?.(prize);
          onResult?.({ game: 'scratch', prize: scratchPrizeLabel(prize) });
        }}
      />
    );
  },
);
