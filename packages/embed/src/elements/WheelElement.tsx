import { type Slot } from '@giftcash/core';
import { prizeLabel } from '@giftcash/core/games';
import { WheelScreen } from '@giftcash/games-demo';
import { COMMON_ATTRIBUTES, GiftcashEmbedElement } from './EmbedElement';
import { wheelCss } from '../styles/embedStyles';
import { registerSampleEndpoint } from '../config/sampleProvider';
import { buildWheelConfig } from '@giftcash/core/sample';

registerSampleEndpoint('wheelConfig', buildWheelConfig);

/**
 * `<giftcash-wheel>`: the demo wheel of fortune (simulation; prizes cannot be claimed). After a
 * spin its Start Saving Today link goes straight to `app-link` (the app download link by default),
 * with no dialog. Attributes: `data-source`, `theme`, `app-link`, `label`. Dispatches
 * `giftcash:spin-end` and `giftcash:error` (a failed configuration falls back to the spec's
 * default wheel, like the site's demo wheel).
 */
export class GiftcashWheelElement extends GiftcashEmbedElement {
  static override get observedAttributes(): string[] {
    return [...COMMON_ATTRIBUTES, 'label'];
  }

  protected readonly styleKey = 'wheel';
  protected componentCss(): string {
    return wheelCss();
  }

  private readonly handleSpinEnd = (slot: Slot, index: number): void => {
    this.emit('giftcash:spin-end', { index, type: slot.type, value: slot.value, label: prizeLabel(slot) });
  };
  private readonly handleError = (error: unknown): void => this.emitError(error, 'wheelConfig');

  protected renderContent(): unknown {
    const label = this.getAttribute('label');
    return <WheelScreen {...(label ? { label } : {})} onSpinEnd={this.handleSpinEnd} onConfigError={this.handleError} />;
  }
}
