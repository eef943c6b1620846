import type { Slot } from '@giftcash/core';
import { StatusMessage } from '@giftcash/core/react';
import { prizeLabel, type PlayCost, type ResolvedWheelConfig } from '@giftcash/core/games';
import { Celebration, StartSavingLink, Wheel, useWheelConfig } from '@giftcash/games-demo';
import { COMMON_ATTRIBUTES, GiftcashEmbedElement, warnIgnored } from './EmbedElement';
import { parsePlayCost } from '../config/attributes';
import { askPage, playPending, playShown } from './pagePlay';
import { wheelCss } from '../styles/embedStyles';
import { registerSampleEndpoint } from '../config/sampleProvider';
import { buildWheelConfig } from '@giftcash/sample';

registerSampleEndpoint('wheelConfig', buildWheelConfig);

/** Shown when the wheel's configuration cannot be read from `data-source` (the spec's message, as a sentence for people). */
export const WHEEL_ERROR_TEXT = 'Failed to load wheel configuration. Please try again later.';

interface WheelContentProps {
  label: string | null;
  /** What a spin costs (`play-cost`): a coin prize under it is not called a win. */
  playCost: PlayCost | undefined;
  /** A play asked of the page before the element was detached, still to be shown. */
  resume: boolean;
  onSpinEnd: (slot: Slot, index: number) => void;
  onError: (error: unknown) => void;
  /** Asks the page for the outcome (`giftcash:spin-request`); `undefined` keeps the demo draw. */
  onSpin: (
    signal: AbortSignal,
    gameId: string | undefined,
    config: ResolvedWheelConfig,
  ) => PromiseLike<number> | undefined;
  onSpinError: (error: unknown) => void;
}

/**
 * The wheel over the element's data source. Unlike the site's demo (which plays the default
 * wheel when `/cashback-plus` fails), a partner's dead `data-source` shows the error with Retry,
 * as the carousel does: the partner asked for its own configuration, not a stand-in.
 */
function WheelContent({
  label,
  playCost,
  resume,
  onSpinEnd,
  onError,
  onSpin,
  onSpinError,
}: WheelContentProps) {
  const { status, raw, config, reload } = useWheelConfig(onError);
  if (status === 'error')
    return (
      <StatusMessage kind="error" onRetry={reload}>
        {WHEEL_ERROR_TEXT}
      </StatusMessage>
    );
  const loading = status === 'loading';
  return (
    <Wheel
      {...(label ? { label } : {})}
      {...(playCost === undefined ? {} : { playCost })}
      slots={config.slots}
      disabled={loading}
      resume={resume}
      aria-busy={loading || undefined}
      onSpinEnd={onSpinEnd}
      onSpin={(signal) => onSpin(signal, raw?.id, config)}
      onSpinError={onSpinError}
      cta={({ win }) => (
        <>
          {win ? <Celebration /> : null}
          <StartSavingLink game="wheel" />
        </>
      )}
    />
  );
}

/**
 * `<giftcash-wheel>`: the demo wheel of fortune (simulation; prizes cannot be claimed). After a
 * spin its Start Saving Today link goes straight to `app-link` (the app download link by default),
 * with no dialog. Attributes: `data-source`, `theme`, `app-link`, `label`, `play-cost`. Dispatches
 * `giftcash:spin-request` (answer with `detail.respondWith` to play your server's outcome),
 * `giftcash:spin-end` and `giftcash:error` (a failed configuration shows the error with Retry;
 * a failed or timed-out answer leaves the wheel at rest with the error). A play the page answers
 * after the element was detached (a route change) is shown, and its `giftcash:spin-end`
 * dispatched, when the element is connected again.
 */
export class GiftcashWheelElement extends GiftcashEmbedElement {
  /** The attributes the element re-renders on: the shared ones and its own. */
  static override get observedAttributes(): string[] {
    return [...COMMON_ATTRIBUTES, 'label', 'play-cost'];
  }

  /**
   * The `play-cost` attribute: what a spin costs on your server, whole coins (`5000`) or pounds
   * (`£0.50`), so a prize worth less reads "500 coins back", not "You won!". Any other value is
   * ignored (with one console warning): spins are then free. A number sets coins.
   * @default none: free spins
   */
  get playCost(): string | null {
    return this.getAttribute('play-cost');
  }
  set playCost(value: string | number | null) {
    this.reflect('play-cost', value);
  }

  /** The `label` attribute: the wheel's accessible name. */
  get label(): string | null {
    return this.getAttribute('label');
  }
  set label(value: string | null) {
    this.reflect('label', value);
  }

  /** Key of the wheel's stylesheet, adopted once per shadow root. @internal */
  protected readonly styleKey = 'wheel';
  /** The wheel's stylesheet. @internal */
  protected componentCss(): string {
    return wheelCss();
  }

  private readonly handleSpinEnd = (slot: Slot, index: number): void => {
    playShown(this);
    this.emit('giftcash:spin-end', {
      index,
      type: slot.type,
      value: slot.value,
      label: prizeLabel(slot),
    });
  };
  private readonly handleError = (error: unknown): void => this.emitError(error, 'wheelConfig');
  // The wheel's own signal is not the page's: the page's request goes on while the element is
  // detached, and its answer is shown when the element is back.
  private readonly handleSpin = (
    _signal: AbortSignal,
    gameId: string | undefined,
    config: ResolvedWheelConfig,
  ) => askPage(this, 'giftcash:spin-request', { gameId, config });
  private readonly handleSpinError = (error: unknown): void => {
    playShown(this);
    this.emitError(error, 'play');
  };

  /** The wheel inside the element's provider and theme. @internal */
  protected renderContent(): unknown {
    const cost = this.getAttribute('play-cost');
    const playCost = cost === null ? undefined : parsePlayCost(cost);
    if (playCost === null)
      warnIgnored(
        this.localName,
        'play-cost',
        'that is not a price. Set whole coins (5000) or pounds (£0.50).',
      );
    return (
      <WheelContent
        label={this.getAttribute('label')}
        playCost={playCost ?? undefined}
        resume={playPending(this)}
        onSpinEnd={this.handleSpinEnd}
        onError={this.handleError}
        onSpin={this.handleSpin}
        onSpinError={this.handleSpinError}
      />
    );
  }
}
