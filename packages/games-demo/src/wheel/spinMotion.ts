/**
 * The wheel's motion for each state of core's spin machine, React-free: the steady turn while an
 * answer is awaited, the landing on the answered slot (or the rest after a failure), and the end
 * of the landing handed back to the machine. Only `transform` is animated, with the Web
 * Animations API; without it (or with nothing to move) each step ends at once.
 */
import {
  planRest,
  planStop,
  STOP_EASING,
  type RandomSource,
  type SpinMachine,
  type SpinState,
  type SpinStop,
} from '@giftcash/core/games';
import type { Slot } from '@giftcash/core';
import { landingRotation } from './wheelGeometry';

const EASING = 'cubic-bezier(0.12, 0.7, 0.16, 1)';

/** What the motion reads from the wheel's props at each step. */
export interface SpinMotionProps {
  slots: Slot[];
  random: RandomSource;
  answerTimeout: number;
  spinSpeed: number;
  duration: number;
  turns: number;
  reducedMotion: boolean;
  reducedMotionDuration: number;
  onSpinStart?: ((index: number) => void) | undefined;
  onSpinEnd?: ((slot: Slot, index: number) => void) | undefined;
  onSpinError?: ((error: unknown) => void) | undefined;
}

/**
 * Starts `run` at the timeline's current time instead of leaving it pending until the compositor
 * picks it up (a frame or two later), so it moves from the very next frame and hands over
 * from the steady spin without a pause.
 */
function startNow(element: Element, run: Animation): void {
  const time = element.ownerDocument.timeline?.currentTime;
  if (typeof time === 'number') run.startTime = time;
}

/**
 * Drives `disc` through `machine`'s states, calls the wheel's callbacks, and hands every state to
 * `render`. Returns the function that stops listening and cancels the animation.
 */
export function driveSpin(
  machine: SpinMachine,
  discRef: { current: HTMLDivElement | null },
  props: { current: SpinMotionProps },
  render: (state: SpinState) => void,
): () => void {
  let rotation = 0;
  let animation: Animation | null = null;
  let steady: { from: number; speed: number; run: Animation | null } | null = null;
  let position = 0.5;
  const angleNow = () =>
    steady ? steady.from + steady.speed * Number(steady.run?.currentTime ?? 0) : rotation % 360;

  /** Runs `stop` on the disc, then `done` once, when it has really ended. */
  const runStop = (disc: HTMLDivElement, stop: SpinStop, easing: string, done: () => void) => {
    if (typeof disc.animate !== 'function' || stop.duration <= 0) {
      animation?.cancel();
      done();
      return;
    }
    const run = disc.animate(
      [{ transform: `rotate(${stop.from}deg)` }, { transform: `rotate(${stop.to}deg)` }],
      { duration: stop.duration, easing, fill: 'forwards' },
    );
    startNow(disc, run);
    // The steady spin gives way in the same frame, at the same angle and speed.
    animation?.cancel();
    animation = run;
    run.finished.then(done, () => {});
  };

  const land = (disc: HTMLDivElement, state: SpinState, p: SpinMotionProps) => {
    const { index, play, waited } = state;
    const angle = angleNow();
    const count = p.slots.length;
    const speed = steady?.speed ?? 0;
    let stop: SpinStop;
    let easing = STOP_EASING;
    if (index === null)
      stop =
        speed > 0 && waited ? planRest(angle, speed, 600) : { from: angle, to: angle, duration: 0 };
    else if (waited && speed > 0) stop = planStop({ angle, speed, index, count, position });
    else {
      easing = EASING;
      // Reduced motion: a wait was still, so its settle is short (half the reduced spin).
      const turns = waited ? 0 : p.reducedMotion ? 1 : p.turns;
      const ms = p.reducedMotion
        ? waited
          ? p.reducedMotionDuration / 2
          : p.reducedMotionDuration
        : p.duration;
      stop = {
        from: angle,
        to: landingRotation(index, count, turns, angle, position),
        duration: ms,
      };
    }
    if (index !== null) p.onSpinStart?.(index);
    runStop(disc, stop, easing, () => {
      if (machine.state.play !== play || machine.state.phase !== 'landing') return;
      disc.style.transform = `rotate(${stop.to}deg)`;
      disc.dataset.rotation = `${stop.to}`;
      if (index !== null) disc.dataset.resultIndex = `${index}`;
      rotation = stop.to;
      animation?.cancel();
      animation = null;
      steady = null;
      machine.landed();
    });
  };

  const unsubscribe = machine.subscribe((state, previous) => {
    const disc = discRef.current;
    const p = props.current;
    if (state.phase === 'spinning' && disc) {
      delete disc.dataset.resultIndex;
      position = 0.2 + 0.6 * p.random();
      const from = rotation % 360;
      const speed = p.reducedMotion ? 0 : Math.max(1, p.spinSpeed) / 1000;
      const turning = { from, speed, run: null as Animation | null };
      steady = turning;
      // An awaited answer: turn at once. One long linear run (past the timeout) rather than
      // infinite iterations, which headless Chromium holds at time 0.
      if (state.waited && speed > 0 && typeof disc.animate === 'function') {
        const span = p.answerTimeout + 60_000;
        turning.run = disc.animate(
          [{ transform: `rotate(${from}deg)` }, { transform: `rotate(${from + speed * span}deg)` }],
          { duration: span, easing: 'linear' },
        );
        startNow(disc, turning.run);
        animation = turning.run;
      }
    } else if (state.phase === 'landing' && disc) land(disc, state, p);
    else if (state.phase === 'idle' && previous.phase !== 'landing') {
      animation?.cancel();
      animation = null;
      steady = null;
    }
    render(state);
    // `result` always comes with an index; the slot is missing only if the slots changed meanwhile.
    const slot = state.phase === 'result' ? p.slots[state.index as number] : undefined;
    if (slot) p.onSpinEnd?.(slot, state.index as number);
    if (state.phase === 'idle' && previous.phase === 'landing') p.onSpinError?.(state.error);
  });
  return () => {
    unsubscribe();
    animation?.cancel();
  };
}
