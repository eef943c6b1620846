import { describe, expect, it } from 'vitest';
import type { Slot, SlotType } from '@giftcash/core';
import { SLOT_TYPE } from '@giftcash/core';
import { kindOf, landedOf, pressAnswer, stateOf } from './wheelState';

const slot = (type: SlotType, value: number): Slot => ({ index: 0, type, value });

describe('wheelState', () => {
  it.each([
    [slot(SLOT_TYPE.cash, 5), 'cash'],
    [slot(SLOT_TYPE.coins, 500), 'coins'],
    [slot(SLOT_TYPE.coins, 0), 'none'],
    [slot(SLOT_TYPE.prize, 1), 'prize'],
  ])('draws slot %o as %s', (s, kind) => expect(kindOf(s)).toBe(kind));

  it.each([
    [{ phase: 'idle' }, 'idle'],
    [{ phase: 'idle', error: new Error('x') }, 'failed'],
    [{ phase: 'spinning' }, 'spinning'],
    [{ phase: 'landing' }, 'spinning'],
    [{ phase: 'result', index: 0 }, 'won'],
  ])('maps the machine state %o to data-state %s', (spin, state) =>
    expect(stateOf(spin as never)).toBe(state),
  );

  it('gives the landed play only in the result phase', () => {
    const slots = [slot(SLOT_TYPE.coins, 0), slot(SLOT_TYPE.cash, 5)];
    expect(landedOf({ phase: 'spinning', index: 1 } as never, slots)).toBeNull();
    expect(landedOf({ phase: 'result', index: 1 } as never, slots)).toMatchObject({
      slot: slots[1],
      index: 1,
      win: true,
    });
  });

  it.each([
    [3.7, undefined, 5, 3],
    [undefined, 2, 5, 2],
    [7, undefined, 5, undefined],
    [-1, 2, 5, undefined],
    [undefined, undefined, 5, undefined],
  ])('answers %s (result %s, %s slots) with %s', (answer, result, count, expected) =>
    expect(pressAnswer(answer, result, count)).toBe(expected),
  );

  it('hands a promised answer on as it is', () => {
    const answer = Promise.resolve(1);
    expect(pressAnswer(answer, 0, 5)).toBe(answer);
  });
});
