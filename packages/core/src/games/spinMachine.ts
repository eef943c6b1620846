/**
 * One spin of a wheel, React-free: idle → spinning → landing → result, with a server's answer
 * that may come late, never, or after the person left. A component renders the state and runs
 * the motion; the machine decides what a press, an answer, a failure, the end of the landing
 * and an abort mean, so that one play at a time runs and a stale answer changes nothing.
 *
 * `spinReducer` is the pure transition; `createSpinMachine` adds the clock (the answer's
 * deadline, by default {@link PLAY_DEADLINE_MS}: as long as a play session's retries can take)
 * and the abort signal handed to the answer (`(signal) => session.play(signal)` of
 * `createPlaySession`).
 */
import { GiftcashError } from '../data/errors';
import { PLAY_DEADLINE_MS } from './playDeadline';

/** Where a spin is: at rest, turning while the answer is awaited, landing, showing the result. */
export type SpinPhase = 'idle' | 'spinning' | 'landing' | 'result';

/** The spin machine's state: a value, never changed in place. */
export interface SpinState {
  /** Where the spin is. */
  phase: SpinPhase;
  /** Counts presses; events about an earlier play are ignored. */
  play: number;
  /** The slot being landed on or shown; `null` while spinning, at rest, or coming to rest after a failure. */
  index: number | null;
  /** Whether the answer is awaited (the wheel turns steadily meanwhile, and lands from that turn). */
  waited: boolean;
  /** Why the last play failed; set while coming to rest after a failure and at rest after it. */
  error: unknown;
}

/** What can happen to a spin: a press, its answer or failure, the landing, an abort. */
export type SpinEvent =
  | { type: 'press'; pending?: boolean }
  | { type: 'answer'; play: number; index: unknown; count: number }
  | { type: 'fail'; play: number; error: unknown }
  | { type: 'landed'; play: number }
  | { type: 'abort' };

/**
 * The machine before its first press: idle, nothing drawn, no error.
 *
 * @internal
 */
export const INITIAL_SPIN: SpinState = {
  phase: 'idle',
  play: 0,
  index: null,
  waited: false,
  error: null,
};

/**
 * The next state after `event`; the same object when the event changes nothing.
 * The machine's own step: use createSpinMachine.
 *
 * @internal
 */
export function spinReducer(state: SpinState, event: SpinEvent): SpinState {
  switch (event.type) {
    case 'press':
      return state.phase === 'idle' || state.phase === 'result'
        ? {
            phase: 'spinning',
            play: state.play + 1,
            index: null,
            waited: Boolean(event.pending),
            error: null,
          }
        : state;
    case 'answer': {
      if (state.phase !== 'spinning' || event.play !== state.play) return state;
      const { index, count } = event;
      const valid =
        typeof index === 'number' && Number.isInteger(index) && index >= 0 && index < count;
      return valid
        ? { ...state, phase: 'landing', index }
        : {
            ...state,
            phase: 'landing',
            index: null,
            error: new GiftcashError(
              'invalid-response',
              'Invalid play response: slot_index is not a slot of this wheel',
              'play',
            ),
          };
    }
    case 'fail':
      return state.phase === 'spinning' && event.play === state.play
        ? { ...state, phase: 'landing', index: null, error: event.error }
        : state;
    case 'landed':
      if (state.phase !== 'landing' || event.play !== state.play) return state;
      return state.index === null ? { ...state, phase: 'idle' } : { ...state, phase: 'result' };
    case 'abort':
      return state.phase === 'idle' && state.error === null
        ? state
        : { ...INITIAL_SPIN, play: state.play };
  }
}

/** An answer to a press: a slot position, a promise of one, or nothing (the machine's own draw). */
export type SpinAnswer = number | PromiseLike<number> | void | undefined;

/** Options of {@link createSpinMachine}. */
export interface SpinMachineOptions {
  /** Slots on the wheel now (read at each answer). */
  count: () => number;
  /** The wheel's own draw when a press gets no answer. */
  draw: () => number;
  /** Milliseconds to wait for a pending answer. @default PLAY_DEADLINE_MS */
  timeout?: () => number;
}

/** A spin machine: its state, a press, and what the wheel reports back. */
export interface SpinMachine {
  /** The state now. */
  readonly state: SpinState;
  /** Calls `listener` after every change with the new and the previous state. */
  subscribe(listener: (state: SpinState, previous: SpinState) => void): () => void;
  /**
   * Starts a play when at rest or showing a result (else returns `false` and asks nothing): `start`
   * is asked for the answer first (so the state says at once whether it is awaited), with a signal
   * that aborts when the play fails, times out or is aborted.
   */
  press(start?: (signal: AbortSignal) => SpinAnswer): boolean;
  /** The landing's motion has ended. */
  landed(): void;
  /** Drops the play in progress (the component is going): its answer, late or not, is ignored. */
  abort(): void;
}

/** A spin machine with a clock: see {@link spinReducer}. */
export function createSpinMachine(options: SpinMachineOptions): SpinMachine {
  let state = INITIAL_SPIN;
  const listeners = new Set<(state: SpinState, previous: SpinState) => void>();
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // An event sent by a listener (the landing ending at once) waits until every listener has seen
  // the state before it, so all of them see the states in order.
  const queue: SpinEvent[] = [];
  const send = (event: SpinEvent) => {
    if (queue.push(event) > 1) return;
    for (let next; (next = queue[0]); queue.shift()) step(next);
  };
  const step = (event: SpinEvent) => {
    const previous = state;
    state = spinReducer(state, event);
    if (state.phase !== 'spinning') {
      clearTimeout(timer);
      // A play that ends without an answer (failure, timeout, abort) tells its request to stop.
      if (state.phase !== 'landing' || state.index === null) controller?.abort();
      controller = null;
    }
    if (state !== previous) listeners.forEach((listener) => listener(state, previous));
  };

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    press(start) {
      if (state.phase !== 'idle' && state.phase !== 'result') return false;
      const own = new AbortController();
      const play = state.play + 1;
      let answer: SpinAnswer;
      try {
        answer = start?.(own.signal);
      } catch (error) {
        controller = own;
        send({ type: 'press' });
        send({ type: 'fail', play, error });
        return true;
      }
      const pending =
        answer !== undefined && typeof (answer as PromiseLike<number>).then === 'function';
      send({ type: 'press', pending });
      controller = own;
      if (!pending) {
        send({
          type: 'answer',
          play,
          index: typeof answer === 'number' ? answer : options.draw(),
          count: options.count(),
        });
        return true;
      }
      const ms = options.timeout?.() ?? PLAY_DEADLINE_MS;
      timer = setTimeout(
        () =>
          send({
            type: 'fail',
            play,
            error: new GiftcashError('timeout', `timeout of ${ms} ms exceeded`, 'play'),
          }),
        ms,
      );
      Promise.resolve(answer).then(
        (index) => send({ type: 'answer', play, index, count: options.count() }),
        (error: unknown) => send({ type: 'fail', play, error }),
      );
      return true;
    },
    landed() {
      send({ type: 'landed', play: state.play });
    },
    abort() {
      // Leaving the spinning phase aborts the request (see `step`).
      send({ type: 'abort' });
    },
  };
}
