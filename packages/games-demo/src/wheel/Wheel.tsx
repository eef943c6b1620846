'use client';

import { forwardRef, Fragment, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { cx, usePrefersReducedMotion } from '@giftcash/core/react';
import {
  createSpinMachine,
  cryptoRandom,
  drawSlot,
  PLAY_DEADLINE_MS,
  outcomeTitle,
  prizeLabel,
  resolveWheelConfig,
  sliceLabel,
} from '@giftcash/core/games';
import { playErrorText } from '../shared/playErrorText';
import { slicePath } from './wheelGeometry';
import { driveSpin } from './spinMotion';
import { kindOf, landedOf, pressAnswer, stateOf } from './wheelState';
import type { WheelProps } from './Wheel.types';

export type { WheelProps, WheelResult, WheelResultControls, WheelState } from './Wheel.types';

/**
 * A wheel of fortune drawn as SVG. Press Spin: it turns for 5 s (5 full turns, only
 * `transform` animated with the Web Animations API) and lands on the slot drawn from the
 * slots' cdf — or on `result` when a server decides. Then it lights the slice, announces the
 * result in the games model's words (`You won!` with the prize, or `500 coins back` when the
 * prize is worth less than `playCost`) and offers the host's `cta` and Spin again. What a press, a late
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
    playCost,
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
  const spinning = state === 'spinning';
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
      machine.press((signal) =>
        pressAnswer(props.current.onSpin?.(signal), props.current.result, count),
      );
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

  const landed = landedOf(spin, slots, playCost);
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
        // one fragment import ships fewer bytes than two. The result in the games model's words.
        <Fragment>
          <p className="gc-wheel-result" aria-live="polite" aria-atomic="true">
            {landed ? (
              <Fragment>
                <strong>{outcomeTitle(landed.outcome, prizeLabel(landed.slot))}</strong>
                {landed.outcome === 'win' ? (
                  <Fragment>
                    {' '}
                    <span className="gc-wheel-prize">{prizeLabel(landed.slot)}</span>
                  </Fragment>
                ) : null}
              </Fragment>
            ) : failure ? (
              <span className="gc-wheel-error">{failure}</span>
            ) : spinning && pendingNote ? (
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
                disabled={disabled || spinning}
              >
                {spinning ? 'Spinning...' : retryLabel}
              </button>
            )}
          </div>
        </Fragment>
      )}
    </div>
  );
});
