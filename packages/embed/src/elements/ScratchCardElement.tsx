import type { ScratchConfig } from '@giftcash/core';
import { StatusMessage } from '@giftcash/core/react';
import { PLAY_DEADLINE_MS, scratchPrizeLabel, type ScratchDeal } from '@giftcash/core/games';
import { ScratchCard, useScratchConfig } from '@giftcash/games-demo';
import { COMMON_ATTRIBUTES, GiftcashEmbedElement } from './EmbedElement';
import { askPage, playPending, playShown } from './pagePlay';
import { scratchCss } from '../styles/embedStyles';
import { registerSampleEndpoint } from '../config/sampleProvider';
import { buildScratchConfig } from '@giftcash/sample';

registerSampleEndpoint('scratchConfig', buildScratchConfig);

/** Shown when the scratch card's configuration cannot be read from `data-source`. */
export const SCRATCH_ERROR_TEXT =
  'Failed to load scratch card configuration. Please try again later.';

/**
 * How long Play Now waits for the page's answer to `giftcash:scratch-request`: as long as a
 * retried play may take (`PLAY_DEADLINE_MS`, the wheel's default `answerTimeout` too).
 */
export const SCRATCH_ANSWER_TIMEOUT = PLAY_DEADLINE_MS;

interface ScratchContentProps {
  /** A deal asked of the page before the element was detached, still to be shown. */
  resume: boolean;
  /** The deal's result shows: the next Play Now asks anew. */
  onShown: () => void;
  onComplete: (prize: number) => void;
  onError: (error: unknown) => void;
  /** Asks the page for the deal (`giftcash:scratch-request`); `undefined` keeps the demo deal. */
  onDeal: (signal: AbortSignal, config: ScratchConfig) => PromiseLike<ScratchDeal> | undefined;
}

/** The scratch card over the element's data source; a dead `data-source` shows the error with Retry (no stand-in prizes). */
function ScratchContent({ resume, onShown, onComplete, onError, onDeal }: ScratchContentProps) {
  const { status, config, reload } = useScratchConfig(onError);
  if (status === 'error')
    return (
      <StatusMessage kind="error" onRetry={reload}>
        {SCRATCH_ERROR_TEXT}
      </StatusMessage>
    );
  return (
    <ScratchCard
      config={config}
      aria-busy={status === 'loading' || undefined}
      resume={resume && status === 'success'}
      onReveal={onShown}
      onComplete={onComplete}
      onDeal={(signal) => onDeal(signal, config)}
    />
  );
}

/**
 * `<giftcash-scratch-card>`: the demo scratch card (simulation; prizes cannot be claimed). Its
 * app link goes straight to `app-link`, with no dialog. Attributes: `data-source`, `theme`,
 * `app-link`. Dispatches `giftcash:scratch-request` (answer with `detail.respondWith` to deal
 * your server's card), `giftcash:scratch-complete` and `giftcash:error` (a failed configuration
 * shows the error with Retry; a failed or late answer shows the error and no card). A deal the page
 * answers after the card was detached is dealt when the card is connected again.
 */
export class GiftcashScratchCardElement extends GiftcashEmbedElement {
  /** The attributes the element re-renders on: the shared ones and its own. */
  static override get observedAttributes(): string[] {
    return [...COMMON_ATTRIBUTES];
  }

  /** Key of the scratch card's stylesheet, adopted once per shadow root. @internal */
  protected readonly styleKey = 'scratch';
  /** The scratch card's stylesheet. @internal */
  protected componentCss(): string {
    return scratchCss();
  }

  private readonly handleComplete = (prize: number): void => {
    this.emit('giftcash:scratch-complete', { prize, label: scratchPrizeLabel(prize) });
  };
  private readonly handleError = (error: unknown): void => this.emitError(error, 'scratchConfig');
  // The page's request goes on while the card is detached; its deal is shown when the card is back.
  private readonly handleDeal = (
    _signal: AbortSignal,
    config: ScratchConfig,
  ): PromiseLike<ScratchDeal> | undefined =>
    askPage(this, 'giftcash:scratch-request', { config })?.catch((error: unknown) => {
      playShown(this);
      this.emitError(error, 'play');
      throw error;
    });
  private readonly handleShown = (): void => playShown(this);

  /** The scratch card inside the element's provider and theme. @internal */
  protected renderContent(): unknown {
    return (
      <ScratchContent
        resume={playPending(this)}
        onShown={this.handleShown}
        onComplete={this.handleComplete}
        onError={this.handleError}
        onDeal={this.handleDeal}
      />
    );
  }
}
