import { expect } from 'vitest';
import type { ResolvedWheelConfig } from '../games/wheel';
import type { ScratchConfig } from '../model/types';

/**
 * Asserts the spec's scratch card defaults: 100,000 coins a card, 99.89% to win, 10 plays, a top
 * prize of £5, 6 areas a card and 21 slots from £0.01 (1 in 7) to £5 (1 in 25,000).
 */
export function expectSpecScratchDefaults(config: ScratchConfig): void {
  expect(config).toMatchObject({
    coins_cost: 100_000,
    win_probability: 99.89,
    max_play_limit: 10,
    top_prize: 5,
    slots_per_game: 6,
  });
  expect(config.slots).toHaveLength(21);
  expect(config.slots[0]).toEqual({ value: 0.01, odds: 7 });
  expect(config.slots.at(-1)).toEqual({ value: 5, odds: 25_000 });
}

/**
 * Asserts the spec's wheel defaults: 500,000 coins a spin, 99.8% to win, 200 plays, a top prize of
 * £750, 21 slots and the advertised gift card at 1 in 15,000.
 */
export function expectSpecWheelDefaults(config: ResolvedWheelConfig): void {
  expect(config.slots).toHaveLength(21);
  expect(config).toMatchObject({
    coins_cost: 500_000,
    win_probability: 99.8,
    max_play_limit: 200,
    top_prize: 750,
  });
  expect(config.special_prize).toEqual({
    description: 'Loaded Gift Card as advertised',
    odds: 15_000,
  });
}
