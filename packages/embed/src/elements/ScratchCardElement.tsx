import { scratchPrizeLabel, useResource } from '@giftcash/core';
import { ScratchCard } from '@giftcash/games-demo';
import { COMMON_ATTRIBUTES, GiftcashEmbedElement, useReportError } from './EmbedElement';
import { scratchCss } from '../styles/embedStyles';
import { registerSampleEndpoint } from '../config/sampleProvider';
import { buildScratchConfig } from '@giftcash/core/sample';

registerSampleEndpoint('scratchConfig', buildScratchConfig);

interface ScratchContentProps {
  onComplete: (prize: number) => void;
  onError: (error: unknown) => void;
}

function ScratchContent({ onComplete, onError }: ScratchContentProps) {
  const { status, data, error } = useResource((provider, signal) => provider.getScratchConfig({ signal }), []);
  useReportError(status, error, onError);
  // A failed configuration falls back to the spec's defaults (the card resolves missing parts).
  return <ScratchCard config={data ?? null} aria-busy={status === 'loading' || undefined} onComplete={onComplete} />;
}

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
    return <ScratchContent onComplete={this.handleComplete} onError={this.handleError} />;
  }
}
