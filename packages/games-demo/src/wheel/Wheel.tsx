'use client';

import {
  forwardRef,
  Fragment,
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import type { Slot, WheelConfig } from '@giftcash/core';
import { SLOT_TYPE } from '@giftcash/core';
import { cx, usePrefersReducedMotion } from '@giftcash/core/react';
import {
  createSpinMachine,
  cryptoRandom,
  drawSlot,
  isWinningSlot,
  PLAY_DEADLINE_MS,
  prizeLabel,
  resolveWheelConfig,
  sliceLabel,
  type RandomSource,
  type SpinState,
} from '@giftcash/core/games';
import { playErrorText } from '../shared/playErrorText';
import { slicePath } from './wheelGeometry';
import { driveSpin } from './spinMotion';

/** Where the wheel is in its play: waiting, turning, showing the prize, or at rest after a failed play. */
export type WheelState = 'idle' | 'spinning' | 'won' | 'failed';

/** A play that landed: the slot, its position, and whether it wins something. */
export interface WheelResult {
  slot: Slot;
  index: number;
  win: boolean;
}

/** What `renderResult` gets: the result, `spinAgain` (starts the next play) and `dismiss` (back to Spin, focus on it). */
export interface WheelResultControls extends WheelResult {
  spinAgain: () => void;
  dismiss: () => void;
  /** Spin again is not possible now (the wheel's `disabled`). */
  disabled: boolean;
}

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
  /**
   * The host's call to action, shown beside Spin again after a play (the screens pass the app's
   * Start Saving Today link). The bare wheel has none.
   */
  cta?: (result: WheelResult) => ReactNode;
  /**
   * Takes over the result line and the buttons once a play has landed, e.g. a prize reveal with
   * its own Spin again (call `spinAgain`) and a way back (`dismiss` returns to Spin and focuses it).
   * It announces the result itself.
   */
  renderResult?: (result: WheelResultControls) => ReactNode;
  /** Spin length in milliseconds. @default 5000 */
  duration?: number;
  /** Full turns before landing. @default 5 */
  turns?: number;
  /** Spin length when the person prefers reduced motion. @default 600 */
  reducedMotionDuration?: number;
  /** Said under the wheel while it waits for `onSpin`'s answer, e.g. that a slow play is still being confirmed. */
  pendingNote?: string | null;
  /** Text of the Spin button at rest, e.g. `Try again` while a play is still unconfirmed (after a failure, or saved before a reload). @default "Spin" */
  retryLabel?: string;
  /** Disables Spin and Spin again (e.g. while the configuration loads, or with no plays left). @default false */
  disabled?: boolean;
  /**
   * Starts a play by itself, as a press of Spin does (calling `onSpin`), once each time it turns
   * true while the wheel is at rest and enabled: for a play pressed before a reload, a navigation
   * or the element being moved, whose answer is still to be shown. @default false
   */
  resume?: boolean;
  /** Accessible name of the wheel. @default "Wheel of Fortune" */
  label?: string;
}

const kindOf = (slot: Slot) =>
  slot.type === SLOT_TYPE.cash
    ? 'cash'
    : slot.type === SLOT_TYPE.coins
      ? slot.value > 0
        ? 'coins'
        : 'none'
      : 'prize';

/** The wheel's `data-state` for a state of its spin machine. */
const stateOf = (spin: SpinState): WheelState =>
  spin.phase === 'result'
    ? 'won'
    : spin.phase === 'idle'
      ? spin.error
        ? 'failed'
        : 'idle'
      : 'spinning';

/**
 * A wheel of fortune drawn as SVG. Press Spin: it turns for 5 s (5 full turns, only
 * `transform` animated with the Web Animations API) and lands on the slot drawn from the
 * slots' cdf — or on `result` when a server decides. Then it lights the slice, announces
 * `You won!` with the prize and offers the host's `cta` and Spin again. What a press, a late
 * answer and an unmount mean is core's spin machine (`createSpinMachine`); this renders it.
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
    cta,
    renderResult,
    duration = 5000,
    turns = 5,
    reducedMotionDuration = 600,
    retryLabel = 'Spin',
    pendingNote,
    disabled = false,
    resume = false,
    label = 'Wheel of Fortune',
    className,
    ...rest
  },
  ref,
) {
  const slots = useMemo(
    () => (slotsProp?.length ? slotsProp : resolveWheelConfig(config).slots),
    [slotsProp, config],
  );
  const reducedMotion = usePrefersReducedMotion();
  const discRef = useRef<HTMLDivElement>(null);
  const againRef = useRef<HTMLButtonElement>(null);
  const spinRef = useRef<HTMLButtonElement>(null);
  const restoreFocus = useRef(false);
  const latest = {
    slots,
    result,
    random,
    onSpin,
    answerTimeout,
    spinSpeed,
    onSpinError,
    onSpinStart,
    onSpinEnd,
    duration,
    turns,
    reducedMotion,
    reducedMotionDuration,
  };
  const props = useRef(latest);
  props.current = latest;
  const [machine] = useState(() =>
    createSpinMachine({
      count: () => props.current.slots.length,
      draw: () => drawSlot(props.current.slots, props.current.random),
      timeout: () => props.current.answerTimeout,
    }),
  );
  const [spin, setSpin] = useState(machine.state);
  // The disc follows the machine; leaving mid-spin aborts the play (its late answer is ignored).
  useEffect(() => {
    const stop = driveSpin(machine, discRef, props, setSpin);
    return () => (stop(), machine.abort());
  }, [machine]);

  const state = stateOf(spin);
  useEffect(() => {
    if (state === 'won' && restoreFocus.current && !renderResult) againRef.current?.focus();
  }, [state, renderResult]);

  const count = slots.length;
  const size = 360 / Math.max(1, count);
  const press = () => {
    const disc = discRef.current;
    if (!disc || count === 0) return;
    // The focused element as this wheel's own tree sees it: inside a shadow root (the embed),
    // `document.activeElement` is the host element, the shadow root's is the button.
    const focused = (disc.getRootNode() as Document | ShadowRoot).activeElement;
    restoreFocus.current = Boolean(focused && disc.parentElement?.parentElement?.contains(focused));
    // The disc starts turning inside this call (the machine drives it); what React renders for the
    // press (and whatever the host's callbacks set) follows as a transition in a task of its own,
    // so a first press on a cold page is two short tasks rather than one long one.
    startTransition(() => {
      machine.press((signal) => {
        const answer = props.current.onSpin?.(signal);
        if (answer && typeof (answer as PromiseLike<number>).then === 'function') return answer;
        const given = typeof answer === 'number' ? answer : props.current.result;
        return given !== undefined && given >= 0 && given < count ? Math.floor(given) : undefined;
      });
    });
  };
  // A play to resume presses Spin once it can (no dependency list: it reads the latest press).
  const resumed = useRef(false);
  useEffect(() => {
    if (!resume) resumed.current = false;
    else if (!resumed.current && !disabled && count && machine.state.phase === 'idle') {
      resumed.current = true;
      press();
    }
  });
  const dismiss = () => {
    restoreFocus.current = false;
    machine.abort();
    queueMicrotask(() => spinRef.current?.focus());
  };

  // The machine reaches `result` only with an index.
  const won =
    spin.phase === 'result' ? (slots[spin.index as number] as Slot | undefined) : undefined;
  const landed = won ? { slot: won, index: spin.index as number, win: isWinningSlot(won) } : null;
  const failure = state === 'failed' ? playErrorText(spin.error) : null;
  return (
    <div ref={ref} className={cx('gc-wheel', className)} data-state={state} {...rest}>
      <div className="gc-wheel-stage">
        {/* The rotating element is an HTML box (SVG elements cannot be animated on the compositor). */}
        <div ref={discRef} className="gc-wheel-disc" data-slot-count={count}>
          <svg
            className="gc-wheel-svg"
            viewBox="-100 -100 200 200"
            role="img"
            aria-label={`${label}, ${count} prizes`}
          >
            <circle r="99" className="gc-wheel-rim" />
            {slots.map((slot, i) => {
              const start = i * size;
              const mid = start + size / 2;
              return (
                <g
                  key={i}
                  className="gc-wheel-slice"
                  data-kind={kindOf(slot)}
                  data-alt={i % 2 ? '' : undefined}
                  data-won={landed?.win && landed.index === i ? '' : undefined}
                >
                  <path d={slicePath(start, size)} />
                  <text
                    transform={`rotate(${mid}) translate(0 -58) rotate(${mid > 180 ? 90 : -90})`}
                    textAnchor="middle"
                    dominantBaseline="central"
                  >
                    {sliceLabel(slot)}
                  </text>
                </g>
              );
            })}
            {landed?.win ? (
              <path className="gc-wheel-lit" d={slicePath(landed.index * size, size, 97)} />
            ) : null}
            <circle r="14" className="gc-wheel-hub" />
          </svg>
        </div>
        <svg className="gc-wheel-pointer" viewBox="0 0 20 24" aria-hidden="true" focusable="false">
          <path d="M2 0h16L10 22z" />
        </svg>
      </div>
      {landed && renderResult ? (
        // One result, one mount: what it shows (and where it moves focus) starts afresh each play.
        <Fragment key={spin.play}>
          {renderResult({ ...landed, spinAgain: press, dismiss, disabled })}
        </Fragment>
      ) : (
        // React's `Fragment` throughout rather than `<>`: the keyed one above needs it anyway, and
        // one fragment import ships fewer bytes than two.
        <Fragment>
          <p className="gc-wheel-result" aria-live="polite" aria-atomic="true">
            {landed ? (
              landed.win ? (
                <Fragment>
                  <strong>You won!</strong>{' '}
                  <span className="gc-wheel-prize">{prizeLabel(landed.slot)}</span>
                </Fragment>
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
            {landed ? (
              <Fragment>
                {cta?.(landed)}
                <button
                  ref={againRef}
                  type="button"
                  className="gc-button"
                  data-variant="secondary"
                  onClick={press}
                  disabled={disabled}
                >
                  Spin again
                </button>
              </Fragment>
            ) : (
              <button
                ref={spinRef}
                type="button"
                className="gc-button gc-wheel-spin"
                onClick={press}
                disabled={disabled || state === 'spinning'}
              >
                {state === 'spinning' ? 'Spinning...' : retryLabel}
              </button>
            )}
          </div>
        </Fragment>
      )}
    </div>
  );
});
