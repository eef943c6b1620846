'use client';

import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { formatCashPrize, postToNativeApp } from '@giftcash/core';
import { cx, useAppLinks } from '@giftcash/core/react';
import {
  cryptoRandom,
  dealScratchCard,
  isRefusedDeal,
  outcomeSentence,
  playOutcome,
  scratchCardRules,
  SCRATCH_START,
  scratchStep,
  type ScratchDeal,
  type ScratchEvent,
} from '@giftcash/core/games';
import { Celebration } from '../celebration/Celebration';
import { PLAY_ANSWER_REFUSED, playErrorText } from '../shared/playErrorText';
import type { ScratchCardProps, ScratchCardState } from './ScratchCard.types';
import { createScratchSurface, type ScratchSurface } from './scratchSurface';

export type { ScratchCardProps, ScratchCardResult, ScratchCardState } from './ScratchCard.types';

/** One card being scratched: its foil, where the stroke is and what drew it. */
interface Session {
  surface: ScratchSurface;
  rect?: DOMRect | null;
  last: number[];
  touch?: boolean;
}

/**
 * A scratch card: pick a card, press Play Now, scratch the canvas (pointer events, any
 * input, `touch-action: none`) or press Reveal. Cleared area is tracked on a coarse grid
 * updated by the brush; the app link shows above 40%, the result above 50%, and the card
 * completes above 60% (mouse) or 50% (touch) — each once. The play itself is core's
 * `scratchStep` machine; this component draws its state.
 */
export const ScratchCard = forwardRef<HTMLDivElement, ScratchCardProps>(function ScratchCard(
  {
    config,
    prize,
    onDeal,
    random = cryptoRandom,
    areas,
    cards = 3,
    name = 'Lucky Scratch',
    onReveal,
    onComplete,
    appLink,
    width = 340,
    height = 140,
    brush = 30,
    retryLabel = 'Play Now',
    pendingNote,
    resume = false,
    playCost,
    renderResult,
    className,
    ...rest
  },
  ref,
) {
  const links = useAppLinks();
  const titleId = useId();
  const [play, setPlay] = useState(SCRATCH_START);
  const live = useRef(play);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const session = useRef<Session | null>(null);
  const request = useRef<AbortController | null>(null);
  const callbacks = useRef({ onReveal, onComplete, onDeal });
  callbacks.current = { onReveal, onComplete, onDeal };
  useEffect(() => () => request.current?.abort(), []);

  /** Moves the play on; tells the host when the result shows and when the card completes. */
  const send = (event: ScratchEvent) => {
    const before = live.current;
    const next = scratchStep(before, event);
    if (next === before) return;
    live.current = next;
    setPlay(next);
    const won = next.deal?.prize ?? 0;
    if (next.result && !before.result) callbacks.current.onReveal?.(won);
    if (next.phase === 'complete' && before.phase !== 'complete')
      callbacks.current.onComplete?.(won);
  };

  const { phase, deal } = play;
  const shown: ScratchCardState = phase === 'dealing' ? 'pick' : phase;
  // The card whose control was pressed (Play Now, Reveal, Play again). When the next step shows
  // and focus has dropped (the pressed control is gone, or nothing in the card's tree had focus:
  // Safari does not focus a clicked button), focus goes to the step's first button instead of
  // <body>; focus on a control still there stays. It is decided when the step shows, not at the
  // press: an effect of the previous step still pending at a quick second press (Preact runs it
  // just before the next render) finds the pressed control still focused and leaves the hold to
  // the step it is for. Focus is read from the card's own tree, so this works in a shadow root.
  const focusAfter = useRef<Element | null>(null);
  const holdFocus = (from: Element) => (focusAfter.current = from.closest('.gc-scratch'));
  useEffect(() => {
    const root = focusAfter.current;
    const active = root && (root.getRootNode() as Document | ShadowRoot).activeElement;
    if (root && (!active || active === document.body)) {
      focusAfter.current = null;
      root.querySelector('button')?.focus();
    }
  }, [shown]);

  const start = (event?: MouseEvent<HTMLButtonElement>) => {
    if (live.current.phase !== 'pick') return;
    if (event) holdFocus(event.currentTarget);
    send({ type: 'play' });
    const { ticket } = live.current;
    const card = scratchCardRules(config);
    const rules = {
      ticket,
      prizes: card.slots.map((slot) => slot.value),
      areas: areas ?? card.areas,
    };
    const controller = (request.current = new AbortController());
    const answer = callbacks.current.onDeal?.(controller.signal);
    const dealt = (offered: unknown) => send({ type: 'dealt', deal: offered, ...rules });
    if (typeof (answer as PromiseLike<ScratchDeal> | undefined)?.then === 'function')
      (answer as PromiseLike<ScratchDeal>).then(dealt, (error: unknown) =>
        send({ type: 'failed', ticket, error }),
      );
    else dealt(answer || dealScratchCard(card.slots, rules.areas, random, prize));
  };

  // A play to resume presses Play Now once cards are offered (no dependency list: it reads the latest start).
  const resumed = useRef(false);
  useEffect(() => {
    if (!resume) resumed.current = false;
    else if (!resumed.current && live.current.phase === 'pick') {
      resumed.current = true;
      if (live.current.picked === null) send({ type: 'pick', card: 0 });
      start();
    }
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (deal && canvas)
      session.current = { surface: createScratchSurface(canvas, width, height, brush), last: [] };
  }, [deal, width, height, brush]);

  const progress = (current: Session) => {
    const cleared = current.surface.fraction();
    canvasRef.current?.setAttribute('data-cleared', String(Math.floor(cleared * 100)));
    send({ type: 'scratch', cleared, touch: current.touch });
  };

  /** Brushes from the last point (or a dab) to where the pointer is, in the card's own units. */
  const scratch = (event: PointerEvent<HTMLCanvasElement>, from?: number[]) => {
    const current = session.current;
    if (!current || phase !== 'scratching') return;
    // Measured at every move: the page may have scrolled, or a message above may have moved the
    // card, since the stroke began (a rect kept from pointerdown put the stroke 60 px off).
    const rect = (current.rect = event.currentTarget.getBoundingClientRect());
    current.last = rect.width
      ? [
          ((event.clientX - rect.left) * width) / rect.width,
          ((event.clientY - rect.top) * height) / rect.height,
        ]
      : [0, 0];
    current.surface.brush(current.last, from);
    progress(current);
  };

  const end = () => {
    if (session.current) session.current.rect = null;
  };

  // Play again or Reveal; also the reveal's Play again (`renderResult`), with or without its event.
  const again = (event?: MouseEvent<HTMLButtonElement>) => {
    holdFocus((event?.currentTarget ?? canvasRef.current) as Element);
    const current = session.current;
    if (phase !== 'scratching') send({ type: 'again' });
    else if (current) {
      current.surface.clearAll();
      progress(current);
    }
  };

  const won = play.result && deal && deal.prize > 0;
  const outcome = playOutcome(deal && { type: 2, value: deal.prize }, playCost);
  const failure = play.failure;
  return (
    <div ref={ref} className={cx('gc-scratch', className)} data-state={shown} {...rest}>
      {shown === 'pick' ? (
        <div className="gc-scratch-pick">
          <p className="gc-scratch-title" id={titleId}>
            Pick one to Play
          </p>
          <div className="gc-scratch-cards" role="group" aria-labelledby={titleId}>
            {Array.from({ length: cards }, (_, i) => (
              <button
                key={i}
                type="button"
                className="gc-scratch-card"
                aria-pressed={play.picked === i}
                data-motif={i % 3}
                onClick={() => send({ type: 'pick', card: i })}
              >
                {/* The name is the visible text: the game's name and the card's number. */}
                <span className="gc-scratch-card-band">{name}</span>{' '}
                <span className="gc-scratch-card-foil" aria-hidden="true">
                  <span className="gc-scratch-card-hint">Scratch here</span>
                </span>
                <span className="gc-scratch-card-number">Card {i + 1}</span>
              </button>
            ))}
          </div>
          <button
            type="button"
            className="gc-button"
            disabled={play.picked === null || phase === 'dealing'}
            aria-busy={phase === 'dealing' || undefined}
            onClick={start}
          >
            {retryLabel}
          </button>
          <p className="gc-scratch-error" role="status">
            {failure
              ? isRefusedDeal(failure)
                ? PLAY_ANSWER_REFUSED
                : playErrorText(failure)
              : phase === 'dealing'
                ? pendingNote
                : null}
          </p>
        </div>
      ) : (
        <>
          {/* The large printed card: the foil over the prizes, the celebration over it all. */}
          <div className="gc-scratch-ticket">
            <div
              className="gc-scratch-surface"
              style={
                width === 340 && height === 140
                  ? undefined
                  : { aspectRatio: `${width} / ${height}` }
              }
            >
              <ul className="gc-scratch-areas" aria-hidden={play.result ? undefined : true}>
                {deal?.areas.map((value, i) => (
                  <li
                    key={i}
                    className="gc-scratch-area"
                    data-match={won && value === deal.prize ? '' : undefined}
                  >
                    {value > 0 ? formatCashPrize(value) : 'Try again'}
                  </li>
                ))}
              </ul>
              <canvas
                ref={canvasRef}
                className="gc-scratch-canvas"
                width={width}
                height={height}
                aria-hidden="true"
                data-cleared="0"
                onPointerDown={(event) => {
                  event.preventDefault();
                  event.currentTarget.setPointerCapture?.(event.pointerId);
                  if (session.current) session.current.touch = event.pointerType === 'touch';
                  scratch(event);
                }}
                onPointerMove={(event) =>
                  session.current?.rect && scratch(event, session.current.last)
                }
                onPointerUp={end}
                onPointerCancel={end}
              />
            </div>
            {won && !renderResult ? <Celebration /> : null}
          </div>
          {phase === 'complete' && deal && renderResult ? (
            renderResult({ prize: deal.prize, outcome, again })
          ) : (
            <>
              <p className="gc-scratch-result" aria-live="polite" aria-atomic="true">
                {play.result && deal
                  ? deal.prize > 0
                    ? outcomeSentence(outcome, formatCashPrize(deal.prize))
                    : 'No win this time. Try again!'
                  : null}
              </p>
              <div className="gc-scratch-actions">
                <button
                  type="button"
                  className="gc-button"
                  data-variant="secondary"
                  onClick={again}
                >
                  {phase === 'scratching' ? 'Reveal' : 'Play again'}
                </button>
                {play.link ? (
                  <a
                    className="gc-button"
                    href={appLink || links.download}
                    target="_blank"
                    rel="noopener noreferrer"
                    // In a GiftCash app webview the app takes over: a typed message, not a new tab.
                    onClick={(event) => {
                      if (
                        postToNativeApp({
                          type: 'open-app',
                          reason: 'start-saving',
                          params: { game: 'scratch-card' },
                        })
                      )
                        event.preventDefault();
                    }}
                  >
                    Start Saving Today
                  </a>
                ) : null}
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
});
