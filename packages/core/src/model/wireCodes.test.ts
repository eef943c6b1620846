import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Currency, GameType, OrderStatus, SlotType } from './types';
import { CURRENCY, GAME_TYPE, ORDER_STATUS, PAYMENT_TYPE, SLOT_TYPE } from './wireCodes';

type CodeOf<Map> = Map[keyof Map];

describe('wire codes by name', () => {
  it('name every code of each type, each code once', () => {
    expectTypeOf<CodeOf<typeof SLOT_TYPE>>().toEqualTypeOf<SlotType>();
    expectTypeOf<CodeOf<typeof GAME_TYPE>>().toEqualTypeOf<GameType>();
    expectTypeOf<CodeOf<typeof CURRENCY>>().toEqualTypeOf<Currency>();
    expectTypeOf<CodeOf<typeof ORDER_STATUS>>().toEqualTypeOf<OrderStatus>();
    for (const map of [SLOT_TYPE, GAME_TYPE, CURRENCY, ORDER_STATUS, PAYMENT_TYPE]) {
      const codes = Object.values(map);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it('say what the specification says each number means', () => {
    expect(SLOT_TYPE).toEqual({ coins: 1, cash: 2, prize: 3, special: 4 });
    expect(GAME_TYPE).toEqual({ wheel: 1, scratch: 2 });
    expect(CURRENCY).toEqual({ coins: 1, cash: 2 });
    expect(ORDER_STATUS).toEqual({ processing: 1, pending: 2, completed: 3, cancelled: 4 });
    expect(PAYMENT_TYPE).toEqual({
      cashAccount: 1,
      bank: 2,
      cashback: 3,
      applePay: 4,
      googlePay: 5,
    });
  });
});
