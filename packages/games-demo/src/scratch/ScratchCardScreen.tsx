'use client';

import { forwardRef } from 'react';
import { scratchPrizeLabel } from '@giftcash/core/games';
import { ScratchCard, type ScratchCardProps } from './ScratchCard';
import { useScratchConfig, type GameResult } from '../shared/gameConfig';

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
 * context (falling back to the spec's defaults when that fails) and plays it.
 */
export const ScratchCardScreen = forwardRef<HTMLDivElement, ScratchCardScreenProps>(
  function ScratchCardScreen({ onResult, onConfigError, onComplete, ...rest }, ref) {
    const { status, config } = useScratchConfig(onConfigError);
    return (
      <ScratchCard
        ref={ref}
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
