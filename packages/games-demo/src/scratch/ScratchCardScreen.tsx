import { forwardRef } from 'react';
import { scratchPrizeLabel } from '@giftcash/core';
import { ScratchCard, type ScratchCardProps } from './ScratchCard';
import { useScratchConfig, type GameResult } from '../shared/gameConfig';

export interface ScratchDemoProps extends Omit<ScratchCardProps, 'config'> {
  /** Called once per card when it completes, with the prize. */
  onResult?: (result: GameResult) => void;
}

/**
 * The demo scratch card, connected: loads `/cashback-scratch` through the provider from
 * context (falling back to the spec's defaults, and logging, when that fails) and plays it.
 */
export const ScratchDemo = forwardRef<HTMLDivElement, ScratchDemoProps>(function ScratchDemo({ onResult, onComplete, ...rest }, ref) {
  const { status, config } = useScratchConfig();
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
});
