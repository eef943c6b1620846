import { useMemo } from 'react';
import { prizeLabel, resolveWheelConfig, useResource, type Slot } from '@giftcash/core';
import { Wheel } from '@giftcash/games-demo';
import { COMMON_ATTRIBUTES, GiftcashEmbedElement, useReportError } from './EmbedElement';
import { wheelCss } from '../styles/embedStyles';
import { registerSampleEndpoint } from '../config/sampleProvider';
import { buildWheelConfig } from '@giftcash/core/sample';

registerSampleEndpoint('wheelConfig', buildWheelConfig);

interface WheelContentProps {
  label: string | null;
  onSpinStart: () => void;
  onSpinEnd: (slot: Slot, index: number) => void;
  onError: (error: unknown) => void;
}

function WheelContent({ label, onSpinStart, onSpinEnd, onError }: WheelContentProps) {
  const { status, data, error } = useResource((provider, signal) => provider.getWheelConfig({ signal }), []);
  useReportError(status, error, onError);
  // Like the site's demo wheel: a failed configuration falls back to the spec's default wheel.
  const config = useMemo(() => resolveWheelConfig(data), [data]);
  return (
    <Wheel
      slots={config.slots}
      disabled={status === 'loading'}
      aria-busy={status === 'loading' || undefined}
      {...(label ? { label } : {})}
      onSpinStart={onSpinStart}
      onSpinEnd={onSpinEnd}
    />
  );
}

/**
 * `<giftcash-wheel>`: the demo wheel of fortune (simulation; prizes cannot be claimed). After a
 * spin its Start Saving Today link goes straight to `app-link` (the app download link by default),
 * with no dialog. Attributes: `data-source`, `theme`, `app-link`, `label`. Dispatches
 * `giftcash:spin-end` and `giftcash:error`.
 */
export class GiftcashWheelElement extends GiftcashEmbedElement {
  static override get observedAttributes(): string[] {
    return [...COMMON_ATTRIBUTES, 'label'];
  }

  protected readonly styleKey = 'wheel';
  protected componentCss(): string {
    return wheelCss();
  }

  #focusAfterSpin = false;

  // The wheel moves focus from Spin to Spin again by comparing `document.activeElement`, which is
  // this element (not the button) inside a shadow root; so the element keeps focus on the actions itself.
  private readonly handleSpinStart = (): void => {
    this.#focusAfterSpin = Boolean(this.shadowRoot?.activeElement?.closest('.gc-wheel-actions'));
  };

  private readonly handleSpinEnd = (slot: Slot, index: number): void => {
    this.emit('giftcash:spin-end', { index, type: slot.type, value: slot.value, label: prizeLabel(slot) });
    if (!this.#focusAfterSpin) return;
    this.#focusAfterSpin = false;
    requestAnimationFrame(() => {
      const again = this.shadowRoot?.querySelector<HTMLButtonElement>('.gc-wheel-actions button');
      if (again && !this.shadowRoot?.activeElement) again.focus();
    });
  };
  private readonly handleError = (error: unknown): void => this.emitError(error, 'wheelConfig');

  protected renderContent(): unknown {
    return <WheelContent label={this.getAttribute('label')} onSpinStart={this.handleSpinStart} onSpinEnd={this.handleSpinEnd} onError={this.handleError} />;
  }
}
