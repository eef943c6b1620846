import { forwardRef } from 'react';
import { Wheel, type WheelProps } from './Wheel';
import { useWheelConfig, type GameResult } from '../shared/gameConfig';
import { prizeLabel } from '@giftcash/core';

export interface WheelDemoProps extends Omit<WheelProps, 'config' | 'slots'> {
  /** Called once per spin when the wheel stops, with the prize. */
  onResult?: (result: GameResult) => void;
}

/**
 * The demo wheel, connected: loads `/cashback-plus` through the provider from context
 * (falling back to the spec's default wheel, and logging, when that fails) and plays it.
 */
export const WheelDemo = forwardRef<HTMLDivElement, WheelDemoProps>(function WheelDemo({ onResult, onSpinEnd, disabled, ...rest }, ref) {
  const { status, config } = useWheelConfig();
  return (
    <Wheel
      ref={ref}
      {...rest}
      slots={config.slots}
      disabled={disabled || status === 'loading'}
      aria-busy={status === 'loading' || undefined}
      onSpinEnd={(slot, index) => {
        onSpinEnd?.(slot, index);
        onResult?.({ game: 'wheel', prize: prizeLabel(slot), slot });
      }}
    />
  );
});
