import { GiftcashError, type ScratchConfig } from '@giftcash/core';
import { StatusMessage } from '@giftcash/core/react';
import { PLAY_DEADLINE_MS, scratchPrizeLabel, type ScratchDeal } from '@giftcash/core/games';
import { ScratchCard, useScratchConfig } from '@giftcash/games-demo';
import { COMMON_ATTRIBUTES, GiftcashEmbedElement } from './EmbedElement';
import { dispatchPlayRequest } from '../events';
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
  onComplete: (prize: number) => void;
  onError: (error: unknown) => void;
  /** Asks the page for the deal (`giftcash:scratch-request`); `undefined` keeps the demo deal. */
  onDeal: (signal: AbortSignal, config: ScratchConfig) => PromiseLike<ScratchDeal> | undefined;
}

/** The scratch card over the element's data source; a dead `data-source` shows the error with Retry (no stand-in prizes). */
function ScratchContent({ onComplete, onError, onDeal }: ScratchContentProps) {
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
 * shows the error with Retry; a failed or late answer shows the error and no card).
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
  private readonly handleDeal = (
    signal: AbortSignal,
    config: ScratchConfig,
  ): PromiseLike<ScratchDeal> | undefined => {
    // The page gets its own signal: aborted when the card leaves the page, and also when the
    // answer is given up on, so the page's request stops too.
    const request = new AbortController();
    const forward = () => request.abort(signal.reason);
    if (signal.aborted) forward();
    else signal.addEventListener('abort', forward, { once: true });
    const answer = dispatchPlayRequest(this, 'giftcash:scratch-request', {
      config,
      signal: request.signal,
    });
    if (!answer) {
      signal.removeEventListener('abort', forward);
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new GiftcashError(
          'timeout',
          `timeout of ${SCRATCH_ANSWER_TIMEOUT} ms exceeded`,
          'play',
        );
        reject(error);
        request.abort(error);
      }, SCRATCH_ANSWER_TIMEOUT);
    });
    const settle = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', forward);
    };
    return Promise.race([answer, late]).then(
      (deal) => {
        settle();
        return deal;
      },
      (error: unknown) => {
        settle();
        if (!signal.aborted) this.emitError(error, 'play');
        throw error;
      },
    );
  };

  /** The scratch card inside the element's provider and theme. @internal */
  protected renderContent(): unknown {
    return (
      <ScratchContent
        onComplete={this.handleComplete}
        onError={this.handleError}
        onDeal={this.handleDeal}
      />
    );
  }
}
