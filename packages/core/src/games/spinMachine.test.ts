import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GiftcashError } from '../data/errors';
import {
  createPlaySession,
  createSpinMachine,
  INITIAL_SPIN,
  PLAY_DEADLINE_MS,
  spinReducer,
  type SpinAnswer,
  type SpinPhase,
  type SpinState,
} from './index';

const COUNT = 21;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A machine over a 21-slot wheel whose own draw is slot 3, with every state it went through. */
function machine(timeout = 1_000) {
  const spin = createSpinMachine({ count: () => COUNT, draw: () => 3, timeout: () => timeout });
  const seen: SpinState[] = [];
  spin.subscribe((state) => seen.push(state));
  return { spin, seen, phases: () => seen.map((state) => state.phase) };
}

const later = <T>(value: T, ms: number) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** Presses with slot `index` answered after `ms`, and gives back the abort signal of that request. */
function pressAnswering(spin: ReturnType<typeof createSpinMachine>, index: number, ms: number) {
  let signal: AbortSignal | undefined;
  spin.press((s) => {
    signal = s;
    return later(index, ms);
  });
  if (!signal) throw new Error('press did not ask for an answer');
  return signal;
}

describe('spinReducer', () => {
  it('goes idle → spinning → landing → result, and from a result to a new play', () => {
    let state = spinReducer(INITIAL_SPIN, { type: 'press', pending: true });
    expect(state).toMatchObject({ phase: 'spinning', play: 1, index: null, waited: true });
    state = spinReducer(state, { type: 'answer', play: 1, index: 7, count: COUNT });
    expect(state).toMatchObject({ phase: 'landing', index: 7, waited: true });
    state = spinReducer(state, { type: 'landed', play: 1 });
    expect(state).toMatchObject({ phase: 'result', index: 7 });
    expect(spinReducer(state, { type: 'press' })).toMatchObject({
      phase: 'spinning',
      play: 2,
      index: null,
    });
  });

  it('ignores a press while a play runs and events about another play', () => {
    const spinning = spinReducer(INITIAL_SPIN, { type: 'press' });
    expect(spinReducer(spinning, { type: 'press' })).toBe(spinning);
    expect(spinReducer(spinning, { type: 'answer', play: 0, index: 1, count: COUNT })).toBe(
      spinning,
    );
    expect(spinReducer(spinning, { type: 'landed', play: 1 })).toBe(spinning);
    const landing = spinReducer(spinning, { type: 'answer', play: 1, index: 1, count: COUNT });
    expect(spinReducer(landing, { type: 'press' })).toBe(landing);
    expect(spinReducer(landing, { type: 'fail', play: 1, error: new Error('late') })).toBe(landing);
  });

  it('lands at rest with an error when the answer is not a slot, then rests with that error', () => {
    for (const index of [-1, COUNT, 2.5, Number.NaN, '3', null]) {
      const spinning = spinReducer(INITIAL_SPIN, { type: 'press' });
      const landing = spinReducer(spinning, { type: 'answer', play: 1, index, count: COUNT });
      expect(landing).toMatchObject({ phase: 'landing', index: null });
      expect((landing.error as GiftcashError).code).toBe('invalid-response');
      expect(spinReducer(landing, { type: 'landed', play: 1 })).toMatchObject({
        phase: 'idle',
        error: landing.error,
      });
    }
  });

  it('an abort rests the wheel without an error and keeps the play count', () => {
    const spinning = spinReducer(spinReducer(INITIAL_SPIN, { type: 'press' }), { type: 'press' });
    expect(spinReducer(spinning, { type: 'abort' })).toEqual({ ...INITIAL_SPIN, play: 1 });
    expect(spinReducer(INITIAL_SPIN, { type: 'abort' })).toBe(INITIAL_SPIN);
  });
});

describe('createSpinMachine', () => {
  it('without an answer lands at once on its own draw; a number answer lands on that slot', () => {
    const { spin, phases } = machine();
    expect(spin.press()).toBe(true);
    expect(spin.state).toMatchObject({ phase: 'landing', index: 3, waited: false });
    spin.landed();
    expect(spin.press(() => 11)).toBe(true);
    expect(spin.state).toMatchObject({ phase: 'landing', index: 11 });
    expect(phases()).toEqual(['spinning', 'landing', 'result', 'spinning', 'landing']);
  });

  it('waits for a late answer while spinning, then lands on it', async () => {
    const { spin } = machine(5_000);
    spin.press(() => later(9, 4_000));
    expect(spin.state).toMatchObject({ phase: 'spinning', waited: true });
    const ignored = vi.fn(() => 1);
    expect(spin.press(ignored)).toBe(false);
    expect(ignored).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_999);
    expect(spin.state.phase).toBe('spinning');
    await vi.advanceTimersByTimeAsync(1);
    expect(spin.state).toMatchObject({ phase: 'landing', index: 9, waited: true });
    spin.landed();
    expect(spin.state).toMatchObject({ phase: 'result', index: 9 });
  });

  it('gives up at the deadline, aborts the request, and ignores the answer that comes after', async () => {
    const { spin, phases } = machine(1_000);
    const signal = pressAnswering(spin, 4, 1_500);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(signal.aborted).toBe(true);
    expect(spin.state).toMatchObject({ phase: 'landing', index: null });
    expect(String(spin.state.error)).toContain('timeout of 1000 ms exceeded');
    spin.landed();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(spin.state.phase).toBe('idle');
    expect(phases()).toEqual(['spinning', 'landing', 'idle']);
  });

  it('waits PLAY_DEADLINE_MS by default', async () => {
    const spin = createSpinMachine({ count: () => COUNT, draw: () => 0 });
    spin.press(() => new Promise<number>(() => {}));
    await vi.advanceTimersByTimeAsync(PLAY_DEADLINE_MS - 1);
    expect(spin.state.phase).toBe('spinning');
    await vi.advanceTimersByTimeAsync(1);
    expect(spin.state.phase).toBe('landing');
  });

  it('a rejected or throwing answer comes to rest with its error', async () => {
    const { spin } = machine();
    const boom = new Error('boom');
    spin.press(() => Promise.reject(boom));
    await vi.advanceTimersByTimeAsync(0);
    expect(spin.state).toMatchObject({ phase: 'landing', index: null, error: boom, waited: true });
    spin.landed();
    spin.press(() => {
      throw boom;
    });
    expect(spin.state).toMatchObject({ phase: 'landing', index: null, error: boom, waited: false });
  });

  it('an abort mid-spin aborts the request; its late answer changes nothing', async () => {
    const { spin, seen } = machine(10_000);
    const signal = pressAnswering(spin, 2, 500);
    spin.abort();
    expect(signal.aborted).toBe(true);
    expect(spin.state).toEqual({ ...INITIAL_SPIN, play: 1 });
    const count = seen.length;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(seen).toHaveLength(count);
  });

  it('an answer that comes after its play timed out never lands the next play', async () => {
    const { spin } = machine(500);
    spin.press(() => later(4, 700));
    await vi.advanceTimersByTimeAsync(600);
    spin.landed();
    spin.press(() => new Promise<number>(() => {}));
    await vi.advanceTimersByTimeAsync(150);
    expect(spin.state).toMatchObject({ phase: 'spinning', play: 2 });
  });

  it('a listener that ends the landing at once: every listener sees spinning, landing, result in order', () => {
    const spin = createSpinMachine({ count: () => COUNT, draw: () => 2 });
    const first: SpinPhase[] = [];
    const second: SpinPhase[] = [];
    spin.subscribe((state) => {
      first.push(state.phase);
      if (state.phase === 'landing') spin.landed();
    });
    spin.subscribe((state) => second.push(state.phase));
    spin.press();
    expect(first).toEqual(['spinning', 'landing', 'result']);
    expect(second).toEqual(first);
    expect(spin.state.phase).toBe('result');
  });

  it('plays a play session: one key across a timed-out attempt and its retry, the late answer landed', async () => {
    const keys: string[] = [];
    const session = createPlaySession({
      newKey: () => `k${keys.length}`,
      policy: { attempts: 2, delays: [100], timeout: 1_000 },
      request: ({ idempotencyKey }) => {
        keys.push(idempotencyKey);
        return keys.length === 1
          ? new Promise(() => {})
          : later(
              {
                play_id: 'p',
                slot_index: 5,
                prize: null,
                plays_left: 1,
                free_entries: 0,
                plays_reset_at: null,
              } as never,
              200,
            );
      },
    });
    const { spin } = machine(10_000);
    spin.press((signal) => session.play(signal).then((result) => result.slot_index));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(keys).toEqual(['k0', 'k0']);
    expect(spin.state).toMatchObject({ phase: 'landing', index: 5 });
  });
});

/** What one press gets back: a slot at once, nothing (the draw), a slot or an error later, or no answer at all. */
type Reply =
  | { kind: 'now'; index: number }
  | { kind: 'draw' }
  | { kind: 'later'; index: number; ms: number }
  | { kind: 'reject'; ms: number }
  | { kind: 'never' };

/** What the person or the component does, `wait` ms after the previous step. */
type Step = { wait: number; action: 'press' | 'landed' | 'abort'; reply: Reply };

const ms = fc.integer({ min: 0, max: 3_000 });
const index = fc.integer({ min: -2, max: COUNT + 1 });
const reply: fc.Arbitrary<Reply> = fc.oneof(
  fc.record({ kind: fc.constant('now' as const), index }),
  fc.constant({ kind: 'draw' as const }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('later' as const), index, ms }) },
  fc.record({ kind: fc.constant('reject' as const), ms }),
  fc.constant({ kind: 'never' as const }),
);
const step: fc.Arbitrary<Step> = fc.record({
  wait: ms,
  action: fc.constantFrom('press' as const, 'press' as const, 'landed' as const, 'abort' as const),
  reply,
});

const ALLOWED: Record<SpinPhase, SpinPhase[]> = {
  idle: ['spinning', 'idle'],
  spinning: ['landing', 'idle'],
  landing: ['result', 'idle'],
  result: ['spinning', 'idle'],
};

describe('spin machine properties', () => {
  it('over any timing of answers, failures, landings and aborts: one play at a time, only its own timely answer is shown, and it always comes to rest', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { maxLength: 14 }),
        fc.integer({ min: 1, max: 2_500 }),
        async (steps, timeout) => {
          const spin = createSpinMachine({
            count: () => COUNT,
            draw: () => 3,
            timeout: () => timeout,
          });
          // Per play: the slot it may show (its own answer, if it came in time) and its signal.
          const plays = new Map<
            number,
            { allowed: number | null; signal: AbortSignal; landedOn: boolean }
          >();
          const problems: string[] = [];
          spin.subscribe((state, previous) => {
            if (!ALLOWED[previous.phase].includes(state.phase))
              problems.push(`${previous.phase} → ${state.phase}`);
            if (state.phase === 'landing' && state.index !== null) {
              const play = plays.get(state.play);
              if (!play || play.allowed !== state.index)
                problems.push(`landing on ${state.index}, not play ${state.play}'s answer`);
              else play.landedOn = true;
            }
            if (state.phase === 'result' && previous.index !== state.index)
              problems.push('a result other than the landing');
          });
          for (const { wait, action, reply } of steps) {
            await vi.advanceTimersByTimeAsync(wait);
            if (action === 'landed') spin.landed();
            else if (action === 'abort') spin.abort();
            else {
              const before = spin.state;
              const play = before.play + 1;
              const valid = (i: number) => i >= 0 && i < COUNT;
              let answer: SpinAnswer;
              const started = spin.press((signal) => {
                const record = { allowed: null as number | null, signal, landedOn: false };
                plays.set(play, record);
                if (reply.kind === 'now')
                  return ((record.allowed = valid(reply.index) ? reply.index : null), reply.index);
                if (reply.kind === 'draw') return ((record.allowed = 3), undefined);
                if (reply.kind === 'never') return new Promise<number>(() => {});
                if (reply.kind === 'reject')
                  return new Promise<number>((_, reject) =>
                    setTimeout(() => reject(new Error('down')), reply.ms),
                  );
                // An answer due at the deadline itself still counts: its timer was set before the
                // machine's deadline (the request starts first), so at the same millisecond it fires first.
                if (valid(reply.index) && reply.ms <= timeout) record.allowed = reply.index;
                answer = new Promise<number>((resolve) =>
                  setTimeout(() => resolve(reply.index), reply.ms),
                );
                return answer;
              });
              const busy = before.phase === 'spinning' || before.phase === 'landing';
              if (started === busy)
                problems.push(
                  `press ${started ? 'started a play' : 'was refused'} in ${before.phase}`,
                );
            }
          }
          // Left alone, every play comes to rest: the deadline passes, the landing ends.
          await vi.advanceTimersByTimeAsync(timeout + 3_000);
          spin.landed();
          expect(problems).toEqual([]);
          expect(['idle', 'result']).toContain(spin.state.phase);
          if (spin.state.phase === 'result')
            expect(spin.state.index).toBe(plays.get(spin.state.play)?.allowed);
          // A request is told to stop exactly when its play did not land on an answer.
          for (const [, play] of plays) expect(play.signal.aborted).toBe(!play.landedOn);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('an answer due at the very millisecond of the deadline lands (found by the property above)', async () => {
    const spin = createSpinMachine({ count: () => COUNT, draw: () => 3, timeout: () => 2 });
    spin.press(() => new Promise<number>((resolve) => setTimeout(() => resolve(0), 2)));
    await vi.advanceTimersByTimeAsync(2);
    expect(spin.state).toMatchObject({ phase: 'landing', index: 0 });
  });
});
