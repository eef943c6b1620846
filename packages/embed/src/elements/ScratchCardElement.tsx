import { scratchPrizeLabel } from '@giftcash/core/games';
import { ScratchCardScreen } from '@giftcash/games-demo';
import { COMMON_ATTRIBUTES, GiftcashEmbedElement } from './EmbedElement';
import { scratchCss } from '../styles/embedStyles';
import { registerSampleEndpoint } from '../config/sampleProvider';
import { buildScratchConfig } from '@giftcash/core/sample';

registerSampleEndpoint('scratchConfig', buildScratchConfig);

/**
 * `<giftcash-scratch-card>`: the demo scratch card (simulation; prizes cannot be claimed). Its
 * app link goes straight to `app-link`, with no dialog. Attributes: `data-source`, `theme`,
 * `app-link`. Dispatches `giftcash:scratch-complete` and `giftcash:error`.
 */
export class GiftcashScratchCardElement extends GiftcashEmbedElement {
  static override get observedAttributes(): string[] {
    return [...COMMON_ATTRIBUTES];
  }

  protected readonly styleKey = 'scratch';
  protected componentCss(): string {
    return scratchCss();
  }

  private readonly handleComplete = (prize: number): void => {
    this.emit('giftcash:scratch-complete', { prize, label: scratchPrizeLabel(prize) });
  };
  private readonly handleError = (error: unknown): void => this.emitError(error, 'scratchConfig');

  protected renderContent(): unknown {
    return <ScratchCardScreen onComplete={this.handleComplete} onConfigError={this.handleError} />;
  }
}
