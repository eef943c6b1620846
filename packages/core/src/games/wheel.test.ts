import { describe, expect, it } from 'vitest';
import { createSampleProvider } from '@giftcash/sample';
import {
  buildSlots,
  DEFAULT_SPECIAL_PRIZE,
  defaultWheelSlots,
  resolveWheelConfig,
  wheelPrizes,
} from './index';
import { TOP_PRIZE_INDEX } from '../model/gameDefaults';
import { SLOT_TYPE } from '../model/wireCodes';

describe('wheel defaults', () => {
  it('builds the default wheel as buildSlots does, its table passing every check', () => {
    // The default wheel skips buildSlots' checks (it ships without them): its table must pass them.
    expect(defaultWheelSlots()).toEqual(buildSlots(wheelPrizes()));
    expect(defaultWheelSlots('A £50 voucher')).toEqual(buildSlots(wheelPrizes(1, 'A £50 voucher')));
  });

  it('has the default odds list from £0.05 (1 in 4) to £750 (1 in 200,000) and a gift card at 1 in 15,000', () => {
    const slots = defaultWheelSlots();
    expect(slots[1]).toMatchObject({ type: 2, value: 0.05, odds: 4 });
    expect(slots[TOP_PRIZE_INDEX]).toMatchObject({ type: 2, value: 750, odds: 200_000 });
    expect(slots.find((slot) => slot.type === SLOT_TYPE.special)).toMatchObject({
      odds: 15_000,
      description: DEFAULT_SPECIAL_PRIZE,
    });
    const cash = slots.filter((slot) => slot.type === SLOT_TYPE.cash).map((slot) => slot.value);
    expect(Math.min(...cash)).toBe(0.05);
    expect(Math.max(...cash)).toBe(750);
    expect(slots.at(-1)?.cdf).toBe(1);
    // Win probability of the defaults is 99.80%.
    const win = slots.reduce(
      (sum, slot) =>
        slot.type === SLOT_TYPE.special || slot.value > 0 ? sum + 1 / (slot.odds as number) : sum,
      0,
    );
    expect(win * 100).toBeCloseTo(99.8, 1);
  });

  it('puts the £750 top prize at index 17 when that slot is missing', () => {
    const slots = defaultWheelSlots().filter((slot) => slot.index !== TOP_PRIZE_INDEX);
    const config = resolveWheelConfig({
      slots,
      coins_cost: 1,
      win_probability: 1,
      max_play_limit: 1,
      top_prize: 0,
    });
    expect(config.slots).toHaveLength(21);
    expect(config.slots[17]).toMatchObject({ index: 17, type: 2, value: 750 });
    expect(config.slots.at(-1)?.cdf).toBe(1);
  });

  it('keeps a complete configuration (the sample /cashback-plus) as it is', async () => {
    const raw = await createSampleProvider({ storage: null }).getWheelConfig();
    const config = resolveWheelConfig(raw);
    expect(config.slots).toEqual(raw.slots);
    expect(config.name).toBe(raw.name);
  });
});
