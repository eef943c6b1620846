'use client';

import { forwardRef, useEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import { cx, postToNativeApp, useAppLinks, usePrefersReducedMotion, type Slot, type WheelConfig } from '@giftcash/core';
import { cryptoRandom, drawSlot, isWinningSlot, prizeLabel, resolveWheelConfig, sliceLabel, type RandomSource } from '@giftcash/core/games';
import { landingRotation } from './wheelGeometry';

/** Where the wheel is in its play: waiting, turning, or showing the prize. */
export type WheelState = 'idle' | 'spinning' | 'won';

export interface WheelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The slots, in index order. @default the configuration's slots, else the spec's 21 default slots */
  slots?: Slot[];
  /** A wheel configuration (`/cashback-plus`); missing parts take the spec's defaults. */
  config?: WheelConfig | null;
  /** Controlled result: the slot position decided elsewhere (a server). The wheel lands exactly on it. */
  result?: number;
  /** Random source in [0, 1) for the draw and the stop point inside the slot. @default crypto.getRandomValues */
  random?: RandomSource;
  /** Called when a spin starts, with the slot position it will land on. */
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
  /** Disables the Spin button (e.g. while the configuration loads). @default false */
  disabled?: boolean;
  /** Accessible name of the wheel. @default "Wheel of Fortune" */
  label?: string;
}

const EASING = 'cubic-bezier(0.12, 0.7, 0.16, 1)';
const RADIUS = 96;

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
    onSpinStart,
    onSpinEnd,
    appLink,
    duration = 5000,
    turns = 5,
    reducedMotionDuration = 600,
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
  const discRef = useRef<HTMLDivElement>(null);
  const againRef = useRef<HTMLButtonElement>(null);
  const spinRef = useRef<HTMLButtonElement>(null);
  const rotation = useRef(0);
  const animation = useRef<Animation | null>(null);
  const restoreFocus = useRef(false);
  const callbacks = useRef({ onSpinStart, onSpinEnd });
  callbacks.current = { onSpinStart, onSpinEnd };

  useEffect(() => () => animation.current?.cancel(), []);
  useEffect(() => {
    if (state === 'won' && restoreFocus.current) againRef.current?.focus();
  }, [state]);

  const count = slots.length;
  const size = 360 / Math.max(1, count);

  const spin = () => {
    const disc = discRef.current;
    if (!disc || state === 'spinning' || count === 0) return;
    const index = result !== undefined && result >= 0 && result < count ? Math.floor(result) : drawSlot(slots, random);
    const slot = slots[index] as Slot;
    const from = rotation.current % 360;
    const to = landingRotation(index, count, reducedMotion ? 1 : turns, from, 0.2 + 0.6 * random());
    // The focused element as this wheel's own tree sees it: inside a shadow root (the embed),
    // `document.activeElement` is the host element, the shadow root's is the button.
    const focused = (disc.getRootNode() as Document | ShadowRoot).activeElement;
    restoreFocus.current = focused === spinRef.current || focused === againRef.current;
    setState('spinning');
    setWon(null);
    callbacks.current.onSpinStart?.(index);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      disc.style.transform = `rotate(${to}deg)`;
      disc.setAttribute('data-rotation', String(to));
      disc.setAttribute('data-result-index', String(index));
      rotation.current = to;
      animation.current?.cancel();
      animation.current = null;
      setWon(slot);
      setState('won');
      callbacks.current.onSpinEnd?.(slot, index);
    };
    disc.removeAttribute('data-result-index');
    if (typeof disc.animate === 'function') {
      const run = disc.animate([{ transform: `rotate(${from}deg)` }, { transform: `rotate(${to}deg)` }], {
        duration: reducedMotion ? reducedMotionDuration : duration,
        easing: EASING,
        fill: 'forwards',
      });
      animation.current = run;
      run.finished.then(finish, () => {});
    } else {
      finish();
    }
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
            <button ref={againRef} type="button" className="gc-button" data-variant="secondary" onClick={spin}>
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
            {state === 'spinning' ? 'Spinning...' : 'Spin'}
          </button>
        )}
      </div>
    </div>
  );
});
