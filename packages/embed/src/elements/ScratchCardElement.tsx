import { StatusMessage } from '@giftcash/core';
import { scratchPrizeLabel } from '@giftcash/core/games';
import { ScratchCard, useScratchConfig } from '@giftcash/games-demo';
import { COMMON_ATTRIBUTES, GiftcashEmbedElement } from './EmbedElement';
import { scratchCss } from '../styles/embedStyles';
import { registerSampleEndpoint } from '../config/sampleProvider';
import { buildScratchConfig } from '@giftcash/core/sample';

registerSampleEndpoint('scratchConfig', buildScratchConfig);

/** Shown when the scratch card's configuration cannot be read from `data-source`. */
export const SCRATCH_ERROR_TEXT = 'Failed to load scratch card configuration. Please try again later.';

interface ScratchContentProps {
  onComplete: (prize: number) => void;
  onError: (error: unknown) => void;
}

/** The scratch card over the element's data source; a dead `data-source` shows the error with Retry (no stand-in prizes). */
function ScratchContent({ onComplete, onError }: ScratchContentProps) {
  const { status, config, reload } = useScratchConfig(onError);
  if (status === 'error')
    return (
      <StatusMessage kind="error" onRetry={reload}>
        {SCRATCH_ERROR_TEXT}
      </StatusMessage>
    );
  return <ScratchCard config={config} aria-busy={status === 'loading' || undefined} onComplete={onComplete} />;
}

/**
 * `<giftcash-scratch-card>`: the demo scratch card (simulation; prizes cannot be claimed). Its
 * app link goes straight to `app-link`, with no dialog. Attributes: `data-source`, `theme`,
 * `app-link`. Dispatches `giftcash:scratch-complete` and `giftcash:error` (a failed
 * configuration shows the error with Retry).
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
