'use client';

import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes, type MouseEvent, type PointerEvent } from 'react';
import { formatCashPrize, postToNativeApp, type ScratchConfig } from '@giftcash/core';
import { cx, useAppLinks } from '@giftcash/core/react';
import { checkScratchDeal, cryptoRandom, dealScratchCard, resolveScratchConfig, type RandomSource, type ScratchDeal } from '@giftcash/core/games';
import { Celebration } from '../celebration/Celebration';
import { PLAY_ANSWER_REFUSED, playErrorText } from '../shared/playErrorText';
import { createCoverageGrid, createMilestones, type CoverageGrid } from './coverageGrid';

/** Where the scratch card is in its play. */
export type ScratchCardState = 'pick' | 'scratching' | 'complete';

export interface ScratchCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** A scratch configuration (`/cashback-scratch`); missing parts take the spec's defaults. */
  config?: ScratchConfig | null;
  /** Controlled result: the prize in pounds decided elsewhere (0 for none). @default drawn from the odds */
  prize?: number;
  /**
   * Fetches the card's outcome from a server when Play Now is pressed, before any scratching:
   * return the deal (`{ prize, areas }`) or a promise of it, e.g. from `provider.playGame`. While
   * it is pending Play Now waits; if it fails, the error shows and no card is dealt. A deal that
   * does not add up against the card's prizes (a prize not on the list, areas that do not show the
   * prize three times, or show another prize three times) is refused the same way: the card never
   * says a prize its areas do not show. `signal` aborts when the card unmounts. Returning nothing
   * keeps `prize` or the card's own draw.
   */
  onDeal?: (signal: AbortSignal) => ScratchDeal | PromiseLike<ScratchDeal> | void;
  /** Random source in [0, 1) for the draw and the layout. @default crypto.getRandomValues */
  random?: RandomSource;
  /** Scratch areas per card. @default the configuration's slots_per_game, else 6 */
  areas?: number;
  /** Cards offered under 'Pick one to Play'. @default 3 */
  cards?: number;
  /** The game's name, printed on each card's top band and part of its button's name ("Lucky Scratch Card 1"). @default "Lucky Scratch" */
  name?: string;
  /** Called once when the result message shows (more than 50% cleared), with the prize in pounds. */
  onReveal?: (prize: number) => void;
  /** Called once when the card counts as scratched (60% with a mouse, 50% with touch, or Reveal). */
  onComplete?: (prize: number) => void;
  /** Address of the app link shown above 40% cleared. @default the app download link from `GiftcashProvider` */
  appLink?: string;
  /** Canvas width in CSS pixels. @default 340 */
  width?: number;
  /** Canvas height in CSS pixels. @default 140 */
  height?: number;
  /** Brush diameter in CSS pixels. @default 30 */
  brush?: number;
  /** Said under Play Now while the deal is awaited, e.g. that a slow play is still being confirmed. */
  pendingNote?: string | null;
  /** Text of Play Now after a failed deal, e.g. `Try again` while that play is still unconfirmed. @default "Play Now" */
  retryLabel?: string;
}



interface Play {
  deal: ScratchDeal;
  link: boolean;
  result: boolean;
}

/**
 * A scratch card: pick a card, press Play Now, scratch the canvas (pointer events, any
 * input, `touch-action: none`) or press Reveal. Cleared area is tracked on a coarse grid
 * updated by the brush; the app link shows above 40%, the result above 50%, and the card
 * completes above 60% (mouse) or 50% (touch) — each once.
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
    className,
    ...rest
  },
  ref,
) {
  const links = useAppLinks();
  const titleId = useId();
  const [state, setState] = useState<ScratchCardState>('pick');
  const [picked, setPicked] = useState<number | null>(null);
  const [play, setPlay] = useState<Play | null>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const session = useRef<{
    grid: CoverageGrid;
    milestones: ReturnType<typeof createMilestones>;
    ctx: CanvasRenderingContext2D | null;
    rect: DOMRect | null;
    last: [number, number];
    pointer: string;
  } | null>(null);
  const callbacks = useRef({ onReveal, onComplete, onDeal });
  callbacks.current = { onReveal, onComplete, onDeal };
  // A server's deal on its way (Play Now waits), or why it failed.
  const [fetching, setFetching] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);
  // The card whose pressed control is about to be replaced (Play Now, Reveal, Play again): focus
  // then goes to the next step's first button instead of dropping to <body>, when the control had
  // focus or nothing in its tree had (Safari does not focus a clicked button, #15.3); focus on
  // another control stays.
  // Focus is read from the card's own tree, so this works inside a shadow root (the embed).
  const focusAfter = useRef<Element | null>(null);
  const holdFocus = (from: Element) => {
    const active = (from.getRootNode() as Document | ShadowRoot).activeElement;
    focusAfter.current = !active || active === from || active === from.ownerDocument.body ? from.closest('.gc-scratch') : null;
  };
  useEffect(() => {
    // The step's first button: the first card, Reveal or Play again; once per hold.
    const root = focusAfter.current;
    focusAfter.current = null;
    root?.querySelector('button')?.focus();
  }, [state]);

  const start = (event: MouseEvent<HTMLButtonElement>) => {
    if (request.current) return;
    holdFocus(event.currentTarget);
    const controller = new AbortController();
    const answer = callbacks.current.onDeal?.(controller.signal);
    if (answer && typeof (answer as PromiseLike<ScratchDeal>).then === 'function') {
      request.current = controller;
      setFetching(true);
      setFailure(null);
      Promise.resolve(answer).then(
        (deal) => {
          if (controller.signal.aborted) return;
          request.current = null;
          setFetching(false);
          begin(deal);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          request.current = null;
          setFetching(false);
          setFailure(playErrorText(error));
        },
      );
      return;
    }
    const resolved = resolveScratchConfig(config);
    begin(answer ? (answer as ScratchDeal) : dealScratchCard(resolved.slots, areas ?? resolved.slots_per_game, random, prize));
  };

  const begin = (offered: ScratchDeal) => {
    // The card shows only a deal its own prizes and areas justify.
    const resolved = resolveScratchConfig(config);
    const verdict = checkScratchDeal(offered, resolved.slots.map((slot) => slot.value), areas ?? resolved.slots_per_game);
    if (!verdict.ok) {
      setFailure(PLAY_ANSWER_REFUSED);
      return;
    }
    const deal = verdict.value;
    setFailure(null);
    session.current = {
      grid: createCoverageGrid(width, height),
      milestones: createMilestones(),
      ctx: null,
      rect: null,
      last: [0, 0],
      pointer: 'mouse',
    };
    setPlay({ deal, link: false, result: false });
    setState('scratching');
  };

  useEffect(() => {
    const canvas = canvasRef.current;
    const current = session.current;
    if (state !== 'scratching' || !canvas || !current) return;
    const ratio = canvas.ownerDocument.defaultView?.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    let ctx: CanvasRenderingContext2D | null = null;
    try {
      ctx = canvas.getContext('2d');
    } catch {
      ctx = null;
    }
    if (!ctx) return;
    ctx.scale(ratio, ratio);
    // The foil's colours are theme tokens (--gc-scratch-foil-*), read from the canvas's styles.
    const style = getComputedStyle(canvas);
    const foil = (part: string) => style.getPropertyValue(`--gc-scratch-foil-${part}`).trim() || 'silver';
    const gradient = ctx.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, foil('start'));
    gradient.addColorStop(0.5, foil('middle'));
    gradient.addColorStop(1, foil('end'));
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = foil('text');
    ctx.font = '700 18px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText('Scratch here', width / 2, height / 2);
    ctx.globalCompositeOperation = 'destination-out';
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.lineWidth = brush;
    current.ctx = ctx;
  }, [state, width, height, brush]);

  const progress = () => {
    const current = session.current;
    const canvas = canvasRef.current;
    if (!current || !canvas) return;
    const fraction = current.grid.fraction();
    canvas.setAttribute('data-cleared', String(Math.floor(fraction * 100)));
    const crossed = current.milestones.update(fraction, current.pointer);
    if (!crossed.length) return;
    const won = play?.deal.prize ?? 0;
    setPlay((previous) =>
      previous && {
        ...previous,
        link: previous.link || crossed.includes('link'),
        result: previous.result || crossed.includes('result'),
      },
    );
    if (crossed.includes('result')) callbacks.current.onReveal?.(won);
    if (crossed.includes('complete')) {
      setState('complete');
      callbacks.current.onComplete?.(won);
    }
  };

  const position = (event: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const rect = session.current?.rect;
    if (!rect || !rect.width) return [0, 0];
    return [((event.clientX - rect.left) * width) / rect.width, ((event.clientY - rect.top) * height) / rect.height];
  };

  const scratch = (from: [number, number], to: [number, number]) => {
    const current = session.current;
    if (!current) return;
    const ctx = current.ctx;
    if (ctx) {
      ctx.beginPath();
      if (from[0] === to[0] && from[1] === to[1]) {
        // A zero-length line draws nothing: a dab is a filled circle.
        ctx.arc(to[0], to[1], brush / 2, 0, 2 * Math.PI);
        ctx.fill();
      } else {
        ctx.moveTo(from[0], from[1]);
        ctx.lineTo(to[0], to[1]);
        ctx.stroke();
      }
    }
    current.grid.stroke(from[0], from[1], to[0], to[1], brush / 2);
    current.last = to;
    progress();
  };

  const onPointerDown = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = session.current;
    if (!current || state !== 'scratching') return;
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    current.rect = event.currentTarget.getBoundingClientRect();
    current.pointer = event.pointerType;
    const at = position(event);
    scratch(at, at);
  };

  const onPointerMove = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = session.current;
    if (!current?.rect || state !== 'scratching') return;
    // Measured at every move: the page may have scrolled, or a message above may have moved the
    // card, since the stroke began (a rect kept from pointerdown put the stroke 60 px off).
    current.rect = event.currentTarget.getBoundingClientRect();
    scratch(current.last, position(event));
  };

  const onPointerEnd = () => {
    if (session.current) session.current.rect = null;
  };

  const reveal = (event: MouseEvent<HTMLButtonElement>) => {
    holdFocus(event.currentTarget);
    const current = session.current;
    if (!current) return;
    current.grid.clearAll();
    current.ctx?.clearRect(0, 0, width, height);
    progress();
  };

  const deal = play?.deal;
  const href = appLink || links.download;
  return (
    <div ref={ref} className={cx('gc-scratch', className)} data-state={state} {...rest}>
      {state === 'pick' ? (
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
                aria-pressed={picked === i}
                data-selected={picked === i ? '' : undefined}
                data-motif={i % 3}
                onClick={() => setPicked(i)}
              >
                {/* The name is the visible text: the game's name and the card's number (#19). */}
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
            disabled={picked === null || fetching}
            aria-busy={fetching || undefined}
            onClick={start}
          >
            {failure ? retryLabel : 'Play Now'}
          </button>
          <p className="gc-scratch-error" role="status">
            {failure ?? (fetching ? pendingNote : null)}
          </p>
        </div>
      ) : (
        <>
          <div
            className="gc-scratch-surface"
            style={width === 340 && height === 140 ? undefined : { maxWidth: width, aspectRatio: `${width} / ${height}` }}
          >
            <ul className="gc-scratch-areas" aria-hidden={play?.result ? undefined : true}>
              {deal?.areas.map((value, i) => (
                <li key={i} className="gc-scratch-area" data-match={play?.result && deal.prize > 0 && value === deal.prize ? '' : undefined}>
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
              onPointerDown={onPointerDown}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerEnd}
              onPointerCancel={onPointerEnd}
            />
            {play?.result && deal && deal.prize > 0 ? <Celebration /> : null}
          </div>
          <p className="gc-scratch-result" aria-live="polite" aria-atomic="true">
            {play?.result && deal
              ? deal.prize > 0
                ? `You won ${formatCashPrize(deal.prize)}!`
                : 'No win this time. Try again!'
              : null}
          </p>
          <div className="gc-scratch-actions">
            {state === 'scratching' ? (
              <button type="button" className="gc-button" data-variant="secondary" onClick={reveal}>
                Reveal
              </button>
            ) : (
              <button
                type="button"
                className="gc-button"
                data-variant="secondary"
                onClick={(event) => {
                  holdFocus(event.currentTarget);
                  setPlay(null);
                  setPicked(null);
                  setState('pick');
                }}
              >
                Play again
              </button>
            )}
            {play?.link ? (
              <a
                className="gc-button"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                // In a GiftCash app webview the app takes over (#15.2): a typed message, not a new tab.
                onClick={(event) => {
                  if (postToNativeApp({ type: 'open-app', reason: 'start-saving', params: { game: 'scratch-card' } })) event.preventDefault();
                }}
              >
                Start Saving Today
              </a>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
});
