'use client';

import { forwardRef, useEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import { GiftcashError, postToNativeApp, type Slot, type WheelConfig } from '@giftcash/core';
import { cx, useAppLinks, usePrefersReducedMotion } from '@giftcash/core/react';
import {
  cryptoRandom,
  drawSlot,
  isWinningSlot,
  planRest,
  planStop,
  PLAY_DEADLINE_MS,
  prizeLabel,
  resolveWheelConfig,
  sliceLabel,
  STOP_EASING,
  type RandomSource,
  type SpinStop,
} from '@giftcash/core/games';
import { Celebration } from '../celebration/Celebration';
import { playErrorText } from '../shared/playErrorText';
import { landingRotation } from './wheelGeometry';

/** Where the wheel is in its play: waiting, turning, showing the prize, or at rest after a failed play. */
export type WheelState = 'idle' | 'spinning' | 'won' | 'failed';

export interface WheelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The slots, in index order. @default the configuration's slots, else the spec's 21 default slots */
  slots?: Slot[];
  /** A wheel configuration (`/cashback-plus`); missing parts take the spec's defaults. */
  config?: WheelConfig | null;
  /** Controlled result: the slot position decided elsewhere (a server). The wheel lands exactly on it. */
  result?: number;
  /** Random source in [0, 1) for the draw and the stop point inside the slot. @default crypto.getRandomValues */
  random?: RandomSource;
  /**
   * Starts a play whose result comes later (a server): return the slot position, or a promise of
   * it, e.g. from a play session (`createPlaySession` in `@giftcash/core/games`, one idempotency key
   * per play, retried until the server answers): `(signal) => session.play(signal).then((r) => r.slot_index)`. The wheel
   * turns at once, keeps turning while it waits, then slows to land inside that slot. If the promise
   * rejects or takes longer than `answerTimeout`, the wheel slows to rest, announces the error and
   * Spin works again. `signal` aborts when the wheel unmounts mid-spin. Returning nothing keeps
   * `result` or the wheel's own draw.
   */
  onSpin?: (signal: AbortSignal) => number | PromiseLike<number> | void;
  /**
   * Milliseconds to wait for `onSpin`'s answer before giving up with `timeout of N ms exceeded`:
   * never less than the request behind it takes (with a play session: `playDeadlineMs(policy)`).
   * @default PLAY_DEADLINE_MS from `@giftcash/core/games` (`playDeadlineMs()` of the default retry policy)
   */
  answerTimeout?: number;
  /** Speed of the steady spin while the answer is awaited, in degrees a second. @default 720 */
  spinSpeed?: number;
  /** Called when `onSpin`'s answer fails (rejects, times out or is not a slot of this wheel). */
  onSpinError?: (error: unknown) => void;
  /** Called when a spin starts, with the slot position it will land on (with `onSpin`: when the answer arrives). */
  onSpinStart?: (index: number) => void;
  /** Called once when the spin animation has really finished, with the slot it landed on. */
  onSpinEnd?: (slot: Slot, index: number) => void;
  /** Address of the Start Saving Today link. @default the app download link from `GiftcashProvider` */
  appLink?: string;
  /** Spin length in milliseconds. @default 5000 */
  duration?: number;
  /** Full turns before landing. @default 5 */
  turns?: number;
  /** Spin length when the person prefers reduced motion. @default 600 */
  reducedMotionDuration?: number;
  /** Said under the wheel while it waits for `onSpin`'s answer, e.g. that a slow play is still being confirmed. */
  pendingNote?: string | null;
  /** Text of the Spin button after a failed play, e.g. `Try again` while that play is still unconfirmed. @default "Spin" */
  retryLabel?: string;
  /** Disables Spin and Spin again (e.g. while the configuration loads, or with no plays left). @default false */
  disabled?: boolean;
  /** Accessible name of the wheel. @default "Wheel of Fortune" */
  label?: string;
}

const EASING = 'cubic-bezier(0.12, 0.7, 0.16, 1)';
const RADIUS = 96;

/**
 * Starts `run` at the timeline's current time instead of leaving it pending until the compositor
 * picks it up (a frame or two later), so it moves from the very next frame and hands over
 * from the steady spin without a pause.
 */
function startNow(element: Element, run: Animation): void {
  const time = element.ownerDocument.timeline?.currentTime;
  if (typeof time === 'number') run.startTime = time;
}

function point(angle: number, radius: number): string {
  const rad = (angle * Math.PI) / 180;
  return `${(radius * Math.sin(rad)).toFixed(2)} ${(-radius * Math.cos(rad)).toFixed(2)}`;
}

/** The SVG path of a slice from `start` over `size` degrees; a single slot (360°) is the whole disc. */
export function slicePath(start: number, size: number, radius = RADIUS): string {
  if (size >= 360) return `M${point(0, radius)}A${radius} ${radius} 0 1 1 ${point(180, radius)}A${radius} ${radius} 0 1 1 ${point(0, radius)}Z`;
  return `M0 0L${point(start, radius)}A${radius} ${radius} 0 ${size > 180 ? 1 : 0} 1 ${point(start + size, radius)}Z`;
}

const kindOf = (slot: Slot) => (slot.type === 2 ? 'cash' : slot.type === 1 ? (slot.value > 0 ? 'coins' : 'none') : 'prize');

/**
 * A wheel of fortune drawn as SVG. Press Spin: it turns for 5 s (5 full turns, only
 * `transform` animated with the Web Animations API) and lands on the slot drawn from the
 * slots' cdf — or on `result` when a server decides. Then it announces `You won!` with the
 * prize and offers Start Saving Today (the app) and Spin again.
 */
export const Wheel = forwardRef<HTMLDivElement, WheelProps>(function Wheel(
  {
    slots: slotsProp,
    config,
    result,
    random = cryptoRandom,
    onSpin,
    answerTimeout = PLAY_DEADLINE_MS,
    spinSpeed = 720,
    onSpinError,
    onSpinStart,
    onSpinEnd,
    appLink,
    duration = 5000,
    turns = 5,
    reducedMotionDuration = 600,
    retryLabel = 'Spin',
    pendingNote,
    disabled = false,
    label = 'Wheel of Fortune',
    className,
    ...rest
  },
  ref,
) {
  const slots = useMemo(() => (slotsProp?.length ? slotsProp : resolveWheelConfig(config).slots), [slotsProp, config]);
  const links = useAppLinks();
  const reducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState<WheelState>('idle');
  const [won, setWon] = useState<Slot | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const discRef = useRef<HTMLDivElement>(null);
  const againRef = useRef<HTMLButtonElement>(null);
  const spinRef = useRef<HTMLButtonElement>(null);
  const rotation = useRef(0);
  const animation = useRef<Animation | null>(null);
  const restoreFocus = useRef(false);
  // One play at a time, whatever the render: a double click or repeated Space starts one play.
  const busy = useRef(false);
  const play = useRef<AbortController | null>(null);
  const unmounted = useRef(false);
  const callbacks = useRef({ onSpin, onSpinStart, onSpinEnd, onSpinError });
  callbacks.current = { onSpin, onSpinStart, onSpinEnd, onSpinError };

  useEffect(() => {
    unmounted.current = false;
    return () => {
      unmounted.current = true;
      play.current?.abort();
      animation.current?.cancel();
    };
  }, []);
  useEffect(() => {
    if (state === 'won' && restoreFocus.current) againRef.current?.focus();
  }, [state]);

  const count = slots.length;
  const size = 360 / Math.max(1, count);

  /** Runs `stop` on the disc (WAAPI on `transform`), then `done` once, when it has really ended. */
  const runStop = (disc: HTMLDivElement, stop: SpinStop, easing: string, done: () => void) => {
    if (typeof disc.animate !== 'function' || stop.duration <= 0) {
      animation.current?.cancel();
      done();
      return;
    }
    const run = disc.animate([{ transform: `rotate(${stop.from}deg)` }, { transform: `rotate(${stop.to}deg)` }], {
      duration: stop.duration,
      easing,
      fill: 'forwards',
    });
    startNow(disc, run);
    // The steady spin gives way in the same frame, at the same angle and speed.
    animation.current?.cancel();
    animation.current = run;
    run.finished.then(done, () => {});
  };

  const spin = () => {
    const disc = discRef.current;
    if (!disc || busy.current || count === 0) return;
    const from = rotation.current % 360;
    const position = 0.2 + 0.6 * random();
    // The focused element as this wheel's own tree sees it: inside a shadow root (the embed),
    // `document.activeElement` is the host element, the shadow root's is the button.
    const focused = (disc.getRootNode() as Document | ShadowRoot).activeElement;
    restoreFocus.current = focused === spinRef.current || focused === againRef.current;

    const land = (index: number, stop: SpinStop, easing: string) => {
      const slot = slots[index] as Slot;
      callbacks.current.onSpinStart?.(index);
      let done = false;
      runStop(disc, stop, easing, () => {
        if (done) return;
        done = true;
        disc.style.transform = `rotate(${stop.to}deg)`;
        disc.setAttribute('data-rotation', String(stop.to));
        disc.setAttribute('data-result-index', String(index));
        rotation.current = stop.to;
        animation.current?.cancel();
        animation.current = null;
        busy.current = false;
        setWon(slot);
        setFailure(null);
        setState('won');
        callbacks.current.onSpinEnd?.(slot, index);
      });
    };

    const controller = new AbortController();
    const answer = callbacks.current.onSpin?.(controller.signal);
    busy.current = true;
    disc.removeAttribute('data-result-index');
    setState('spinning');
    setWon(null);
    setFailure(null);

    if (!answer || typeof (answer as PromiseLike<number>).then !== 'function') {
      const given = typeof answer === 'number' ? answer : result;
      const index = given !== undefined && given >= 0 && given < count ? Math.floor(given) : drawSlot(slots, random);
      const to = landingRotation(index, count, reducedMotion ? 1 : turns, from, position);
      land(index, { from, to, duration: reducedMotion ? reducedMotionDuration : duration }, EASING);
      return;
    }

    // A pending play: turn at once at a steady speed (none with reduced motion), land on the answer.
    play.current = controller;
    const speed = reducedMotion ? 0 : Math.max(1, spinSpeed) / 1000;
    let steady: Animation | null = null;
    if (speed > 0 && typeof disc.animate === 'function') {
      // One long linear run (past the timeout) rather than infinite iterations, which headless
      // Chromium holds at time 0.
      const span = answerTimeout + 60_000;
      steady = disc.animate([{ transform: `rotate(${from}deg)` }, { transform: `rotate(${from + speed * span}deg)` }], {
        duration: span,
        easing: 'linear',
      });
      startNow(disc, steady);
      animation.current = steady;
    }
    const angleNow = () => from + speed * Number(steady?.currentTime ?? 0);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new GiftcashError('timeout', `timeout of ${answerTimeout} ms exceeded`, 'play')), answerTimeout);
    });
    Promise.race([Promise.resolve(answer), timedOut]).then(
      (index) => {
        clearTimeout(timer);
        if (unmounted.current) return;
        if (!Number.isInteger(index) || index < 0 || index >= count) throw new GiftcashError('invalid-response', 'Invalid play response: slot_index is not a slot of this wheel', 'play');
        play.current = null;
        const angle = angleNow();
        if (speed > 0) land(index, planStop({ angle, speed, index, count, position }), STOP_EASING);
        // Reduced motion: the wait was still, so the settle is short (half the reduced spin).
        else land(index, { from: angle, to: landingRotation(index, count, 0, angle, position), duration: reducedMotionDuration / 2 }, EASING);
      },
    ).catch((error: unknown) => {
      clearTimeout(timer);
      if (unmounted.current) return;
      play.current = null;
      controller.abort();
      const angle = angleNow();
      const rest = speed > 0 ? planRest(angle, speed, 600) : { from: angle, to: angle, duration: 0 };
      runStop(disc, rest, STOP_EASING, () => {
        disc.style.transform = `rotate(${rest.to}deg)`;
        disc.setAttribute('data-rotation', String(rest.to));
        rotation.current = rest.to;
        animation.current?.cancel();
        animation.current = null;
        busy.current = false;
        setFailure(playErrorText(error));
        setState('failed');
        callbacks.current.onSpinError?.(error);
      });
    });
  };

  const href = appLink || links.download;
  const win = won && isWinningSlot(won);
  return (
    <div ref={ref} className={cx('gc-wheel', className)} data-state={state} {...rest}>
      <div className="gc-wheel-stage">
        {/* The rotating element is an HTML box (SVG elements cannot be animated on the compositor). */}
        <div ref={discRef} className="gc-wheel-disc" data-slot-count={count}>
          <svg className="gc-wheel-svg" viewBox="-100 -100 200 200" role="img" aria-label={`${label}, ${count} prizes`}>
            <circle r="99" className="gc-wheel-rim" />
            {slots.map((slot, i) => {
              const start = i * size;
              const mid = start + size / 2;
              return (
                <g key={i} className="gc-wheel-slice" data-kind={kindOf(slot)} data-alt={i % 2 ? '' : undefined}>
                  <path d={slicePath(start, size)} />
                  <text transform={`rotate(${mid}) translate(0 -58) rotate(${mid > 180 ? 90 : -90})`} textAnchor="middle" dominantBaseline="central">
                    {sliceLabel(slot)}
                  </text>
                </g>
              );
            })}
            <circle r="14" className="gc-wheel-hub" />
          </svg>
        </div>
        <svg className="gc-wheel-pointer" viewBox="0 0 20 24" aria-hidden="true" focusable="false">
          <path d="M2 0h16L10 22z" />
        </svg>
        {state === 'won' && win ? <Celebration /> : null}
      </div>
      <p className="gc-wheel-result" aria-live="polite" aria-atomic="true">
        {won ? (
          win ? (
            <>
              <strong>You won!</strong> <span className="gc-wheel-prize">{prizeLabel(won)}</span>
            </>
          ) : (
            <strong>Better luck next time!</strong>
          )
        ) : failure ? (
          <span className="gc-wheel-error">{failure}</span>
        ) : state === 'spinning' && pendingNote ? (
          <span className="gc-wheel-note">{pendingNote}</span>
        ) : null}
      </p>
      <div className="gc-wheel-actions">
        {state === 'won' ? (
          <>
            <a
              className="gc-button gc-wheel-cta"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              // In a GiftCash app webview the app takes over (#15.2): a typed message, not a new tab.
              onClick={(event) => {
                if (postToNativeApp({ type: 'open-app', reason: 'start-saving', params: { game: 'wheel' } })) event.preventDefault();
              }}
            >
              Start Saving Today
            </a>
            <button ref={againRef} type="button" className="gc-button" data-variant="secondary" onClick={spin} disabled={disabled}>
              Spin again
            </button>
          </>
        ) : (
          <button
            ref={spinRef}
            type="button"
            className="gc-button gc-wheel-spin"
            onClick={spin}
            disabled={disabled || state === 'spinning'}
          >
            {state === 'spinning' ? 'Spinning...' : state === 'failed' ? retryLabel : 'Spin'}
          </button>
        )}
      </div>
    </div>
  );
});
