'use client';

import { forwardRef } from 'react';
import { prizeLabel } from '@giftcash/core/games';
import { Wheel, type WheelProps } from './Wheel';
import { useWheelConfig, type GameResult } from '../shared/gameConfig';
import { PrizeReveal } from '../prize-reveal/PrizeReveal';

/**
 * Props of {@link WheelScreen}: the wheel's props without `config` and `slots`, which the screen
 * loads from `GiftcashProvider`, plus where each result and a configuration failure go and the
 * address of its Start Saving Today link.
 */
export interface WheelScreenProps extends Omit<WheelProps, 'config' | 'slots'> {
  /** Called once per spin when the wheel stops, with the prize. */
  onResult?: (result: GameResult) => void;
  /**
   * Called once when `/cashback-plus` fails to load (the wheel then plays the spec's default
   * wheel). @default logs 'Failed to load wheel configuration' with the error
   */
  onConfigError?: (error: unknown) => void;
  /** Address of the Start Saving Today link shown after a spin. @default the app download link from `GiftcashProvider` */
  appLink?: string;
}

/**
 * The demo wheel, connected: loads `/cashback-plus` through the provider from context
 * (falling back to the spec's default wheel when that fails) and plays it. A spin ends in the
 * games' prize reveal (the game pages' own: the amount counting up, the slice lit, a celebration
 * for a win, Start Saving Today and Spin again, focus moved in and back to Spin on Close), unless
 * `renderResult` says otherwise. A demo spin is free (`playCost` 0), so any prize is `You won!`.
 */
export const WheelScreen = forwardRef<HTMLDivElement, WheelScreenProps>(function WheelScreen(
  { onResult, onConfigError, onSpinEnd, disabled, appLink, ...rest },
  ref,
) {
  const { status, config } = useWheelConfig(onConfigError);
  return (
    <Wheel
      ref={ref}
      renderResult={(result) => (
        <PrizeReveal
          prize={result.slot}
          outcome={result.outcome}
          game="wheel"
          again={result.spinAgain}
          dismiss={result.dismiss}
          disabled={result.disabled}
          appLink={appLink}
        />
      )}
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
