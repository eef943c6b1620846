import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isRefusedDeal,
  SCRATCH_START,
  SCRATCH_THRESHOLDS,
  scratchStep,
  type ScratchEvent,
  type ScratchPlay,
} from './scratchPlay';

const PRIZES = [0.5, 1, 2, 5];
const rules = { prizes: PRIZES, areas: 6 };
const GOOD = { prize: 2, areas: [2, 0.5, 2, 1, 2, 0] };
const LOSING = { prize: 0, areas: [1, 0.5, 0, 1, 5, 0] };
const BAD = { prize: 5, areas: [0, 0, 0, 0, 0, 0] };

const run = (events: ScratchEvent[], from: ScratchPlay = SCRATCH_START) =>
  events.reduce(scratchStep, from);
const dealt = (ticket: number, deal: unknown = GOOD): ScratchEvent => ({
  type: 'dealt',
  ticket,
  deal,
  ...rules,
});

describe('scratchStep: a scratch play without React', () => {
  it('pick, Play Now, the deal, scratching past 40 / 50 / 60%, Play again', () => {
    let state = run([{ type: 'play' }]);
    expect(state).toBe(SCRATCH_START); // no card picked: Play Now does nothing
    state = run([{ type: 'pick', card: 1 }, { type: 'play' }]);
    expect(state).toMatchObject({ phase: 'dealing', picked: 1, ticket: 1 });
    state = scratchStep(state, dealt(1));
    expect(state).toMatchObject({
      phase: 'scratching',
      deal: GOOD,
      cleared: 0,
      link: false,
      result: false,
    });
    state = scratchStep(state, { type: 'scratch', cleared: 0.4 });
    expect(state).toMatchObject({ link: false, result: false });
    state = scratchStep(state, { type: 'scratch', cleared: 0.41 });
    expect(state).toMatchObject({ link: true, result: false });
    state = scratchStep(state, { type: 'scratch', cleared: 0.51 });
    expect(state).toMatchObject({ result: true, phase: 'scratching' });
    // A smaller figure never takes a moment back.
    expect(scratchStep(state, { type: 'scratch', cleared: 0.2 })).toBe(state);
    state = scratchStep(state, { type: 'scratch', cleared: 0.61 });
    expect(state.phase).toBe('complete');
    expect(scratchStep(state, { type: 'scratch', cleared: 1 })).toBe(state);
    state = scratchStep(state, { type: 'again' });
    expect(state).toEqual({ ...SCRATCH_START, ticket: 1 });
  });

  it('each moment comes just past its SCRATCH_THRESHOLDS figure, never at it', () => {
    const scratching = run([{ type: 'pick', card: 0 }, { type: 'play' }, dealt(1)]);
    const at = (cleared: number, touch?: boolean) =>
      scratchStep(scratching, { type: 'scratch', cleared, touch });
    const { link, result, completeMouse, completeTouch } = SCRATCH_THRESHOLDS;
    expect([at(link).link, at(link + 1e-9).link]).toEqual([false, true]);
    expect([at(result).result, at(result + 1e-9).result]).toEqual([false, true]);
    expect([at(completeMouse).phase, at(completeMouse + 1e-9).phase]).toEqual([
      'scratching',
      'complete',
    ]);
    expect([at(completeTouch, true).phase, at(completeTouch + 1e-9, true).phase]).toEqual([
      'scratching',
      'complete',
    ]);
  });

  it('completes above 50% with touch, above 60% with a mouse; Reveal is the whole card', () => {
    const scratching = run([{ type: 'pick', card: 0 }, { type: 'play' }, dealt(1)]);
    expect(scratchStep(scratching, { type: 'scratch', cleared: 0.55, touch: true }).phase).toBe(
      'complete',
    );
    expect(scratchStep(scratching, { type: 'scratch', cleared: 0.55 }).phase).toBe('scratching');
    expect(scratchStep(scratching, { type: 'scratch', cleared: 1 })).toMatchObject({
      phase: 'complete',
      link: true,
      result: true,
    });
  });

  it('refuses a deal that does not add up, keeping the verdict; a failed request keeps its error', () => {
    const refused = run([{ type: 'pick', card: 0 }, { type: 'play' }, dealt(1, BAD)]);
    expect(refused).toMatchObject({ phase: 'pick', deal: null });
    expect(isRefusedDeal(refused.failure)).toBe(true);
    const error = new Error('offline');
    const failed = run([
      { type: 'pick', card: 0 },
      { type: 'play' },
      { type: 'failed', ticket: 1, error },
    ]);
    expect(failed).toMatchObject({ phase: 'pick', failure: error });
    expect(isRefusedDeal(failed.failure)).toBe(false);
    // Play Now again clears the failure and waits on a new ticket.
    expect(scratchStep(failed, { type: 'play' })).toMatchObject({
      phase: 'dealing',
      ticket: 2,
      failure: null,
    });
  });

  it('ignores an answer that comes after an abort or for an earlier press', () => {
    const waiting = run([{ type: 'pick', card: 2 }, { type: 'play' }]);
    const aborted = scratchStep(waiting, { type: 'abort' });
    expect(aborted).toMatchObject({ phase: 'pick', ticket: 1 });
    expect(scratchStep(aborted, dealt(1))).toBe(aborted);
    const again = scratchStep(aborted, { type: 'play' });
    expect(scratchStep(again, dealt(1))).toBe(again);
    expect(scratchStep(again, { type: 'failed', ticket: 1, error: 'late' })).toBe(again);
    expect(scratchStep(again, dealt(2, LOSING))).toMatchObject({
      phase: 'scratching',
      deal: LOSING,
    });
  });

  it('property: over any order of presses, answers (late, early, refused, failed), aborts and scratches, only the current press’s checked deal is ever shown and every moment comes once, in order, at its threshold', () => {
    const event: fc.Arbitrary<ScratchEvent> = fc.oneof(
      fc.nat(2).map((card): ScratchEvent => ({ type: 'pick', card })),
      fc.constant<ScratchEvent>({ type: 'play' }),
      fc
        .tuple(
          fc.nat(4),
          fc.constantFrom(GOOD, LOSING, BAD, null, { prize: '2', areas: GOOD.areas }),
        )
        .map(([ticket, deal]) => dealt(ticket, deal)),
      fc.nat(4).map((ticket): ScratchEvent => ({ type: 'failed', ticket, error: new Error('x') })),
      fc.constant<ScratchEvent>({ type: 'abort' }),
      fc
        .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.boolean())
        .map(([cleared, touch]): ScratchEvent => ({ type: 'scratch', cleared, touch })),
      fc.constant<ScratchEvent>({ type: 'again' }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        let state = SCRATCH_START;
        let reveals = 0;
        let completions = 0;
        for (const next of events) {
          const before = state;
          state = scratchStep(before, next);
          // A deal appears only as the answer to the press being waited on, and only a checked one.
          if (state.deal && state.deal !== before.deal) {
            expect(next).toMatchObject({ type: 'dealt', ticket: before.ticket });
            expect(before.phase).toBe('dealing');
            expect([GOOD, LOSING]).toContainEqual(state.deal);
          }
          expect(state.ticket).toBeGreaterThanOrEqual(before.ticket);
          expect(state.phase === 'scratching' || state.phase === 'complete').toBe(
            state.deal !== null,
          );
          // Moments follow the largest cleared share, in order, and never go back within a card.
          expect(state.link).toBe(state.cleared > 0.4);
          expect(state.result).toBe(state.cleared > 0.5);
          if (state.phase === 'complete') expect(state.cleared).toBeGreaterThan(0.5);
          if (state.deal && state.deal === before.deal)
            expect(state.cleared).toBeGreaterThanOrEqual(before.cleared);
          if (state.result && !before.result) reveals += 1;
          if (state.phase === 'complete' && before.phase !== 'complete') completions += 1;
          if (next.type === 'again' && before.phase === 'complete') {
            reveals = 0;
            completions = 0;
          }
          expect(reveals).toBeLessThanOrEqual(1);
          expect(completions).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 500 },
    );
  });
});
