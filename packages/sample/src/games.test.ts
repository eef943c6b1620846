import { describe, expect, it } from 'vitest';
import { expectSpecScratchDefaults } from '@giftcash/core/testing';
import type { Slot } from '@giftcash/core';
import {
  buildMinigames,
  buildScratchConfig,
  buildSlots,
  buildWheelConfig,
  winProbability,
} from './games';
import { DEFAULT_SPECIAL_PRIZE } from '@giftcash/core/games';
import { GAME_TYPE, SLOT_TYPE } from '@giftcash/core';

const NOW = Date.UTC(2025, 5, 15, 12);

/** Every slot: odds present, cdf non-decreasing and within [0, 1], last exactly 1, mass = 1/odds. */
function expectConsistentCdf(slots: readonly Slot[]) {
  expect(slots.at(-1)?.cdf).toBe(1);
  let previous = 0;
  for (const slot of slots) {
    expect(slot.odds, `slot ${slot.index} odds`).toBeGreaterThanOrEqual(1);
    expect(slot.cdf).toBeGreaterThanOrEqual(previous);
    expect(slot.cdf).toBeLessThanOrEqual(1);
    const mass = (slot.cdf as number) - previous;
    if (slot.type === SLOT_TYPE.coins && slot.value === 0) {
      // The no-luck slot takes the remainder; its odds are that remainder rounded.
      expect(Math.round(1 / mass)).toBe(slot.odds);
    } else {
      expect(mass).toBeCloseTo(1 / (slot.odds as number), 9);
    }
    previous = slot.cdf as number;
  }
  expect(slots.map((s) => s.index)).toEqual(slots.map((_, i) => i));
}

describe('wheel configuration', () => {
  const wheel = buildWheelConfig();

  it('matches the spec defaults', () => {
    expect(wheel.slots).toHaveLength(21);
    expect(wheel.coins_cost).toBe(500_000);
    expect(wheel.win_probability).toBe(99.8);
    expect(wheel.max_play_limit).toBe(200);
    expect(wheel.top_prize).toBe(750);
    expect(wheel.special_prize_slot).toEqual({
      description: 'Loaded Gift Card as advertised',
      odds: 15_000,
    });
    expect(wheel.slots[17]).toMatchObject({ index: 17, type: 2, value: 750, odds: 200_000 });
  });

  it('has the spec odds and a special prize slot', () => {
    const cash = wheel.slots.filter((s) => s.type === SLOT_TYPE.cash);
    expect(cash.find((s) => s.value === 0.05)?.odds).toBe(4);
    expect(Math.min(...cash.map((s) => s.value))).toBe(0.05);
    expect(Math.max(...cash.map((s) => s.value))).toBe(750);
    const special = wheel.slots.find((s) => s.type === SLOT_TYPE.special);
    expect(special).toMatchObject({ odds: 15_000, description: DEFAULT_SPECIAL_PRIZE });
    expect(special?.icon).toMatch(/^data:image\/svg\+xml,/);
    expect(special?.img_url).toMatch(/^data:image\/svg\+xml,/);
    expect(wheel.slots.filter((s) => s.type === SLOT_TYPE.coins && s.value === 0)).toHaveLength(1);
  });

  it('has a consistent cdf whose win probability rounds to the advertised 99.8%', () => {
    expectConsistentCdf(wheel.slots);
    expect((winProbability(wheel.slots) * 100).toFixed(1)).toBe('99.8');
  });
});

describe('scratch configuration', () => {
  const scratch = buildScratchConfig();

  it('matches the spec defaults', () => {
    expectSpecScratchDefaults(scratch);
  });

  it('has rising values and non-decreasing odds, and a win probability of 99.89%', () => {
    for (let i = 1; i < scratch.slots.length; i += 1) {
      expect(scratch.slots[i]!.value).toBeGreaterThan(scratch.slots[i - 1]!.value);
      expect(scratch.slots[i]!.odds).toBeGreaterThanOrEqual(scratch.slots[i - 1]!.odds);
    }
    expect((winProbability(scratch.slots) * 100).toFixed(2)).toBe('99.89');
  });
});

describe('buildMinigames', () => {
  const games = buildMinigames({ now: NOW });

  it('has 3–4 wheels and 3–4 scratch cards within the spec ranges', () => {
    const wheels = games.filter((g) => g.type === GAME_TYPE.wheel);
    const scratches = games.filter((g) => g.type === GAME_TYPE.scratch);
    expect(wheels.length).toBeGreaterThanOrEqual(3);
    expect(wheels.length).toBeLessThanOrEqual(4);
    expect(scratches.length).toBeGreaterThanOrEqual(3);
    expect(scratches.length).toBeLessThanOrEqual(4);
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
    for (const game of games) {
      expect(game.type_description).toBe(game.type === GAME_TYPE.wheel ? 'spin' : 'scratch_card');
      expect(game.coins_cost).toBeGreaterThanOrEqual(5_000);
      expect(game.coins_cost).toBeLessThanOrEqual(700_000);
      expect(game.limit_per_day).toBeGreaterThanOrEqual(3);
      expect(game.limit_per_day).toBeLessThanOrEqual(1000);
      expect(game.free_entries).toBeGreaterThanOrEqual(0);
      expect(game.free_entries).toBeLessThanOrEqual(2);
      expect(game.free_entries_max).toBe(10);
      expect([86_400, 604_800]).toContain(game.free_entries_seconds);
      expect([3, 10]).toContain(game.turbo_mode_max);
      expect(game.expiration_date).toBe(0);
      expect(game.release_date).toBeLessThan(NOW);
    }
    expect(games.some((g) => g.free_entries > 0)).toBe(true);
    expect(games.some((g) => g.free_entries === 0)).toBe(true);
    expect(games.map((g) => g.coins_cost)).toEqual(expect.arrayContaining([5_000, 700_000]));
    expect(games.map((g) => g.limit_per_day)).toEqual(expect.arrayContaining([3, 1000]));
  });

  it('gives wheels 21 slots with coins, cash and a special prize, and scratch cards 6 slots per game', () => {
    for (const wheel of games.filter((g) => g.type === GAME_TYPE.wheel)) {
      expect(wheel.slots).toHaveLength(21);
      expect(new Set(wheel.slots.map((s) => s.type))).toEqual(new Set([1, 2, 4]));
      const special = wheel.slots.find((s) => s.type === SLOT_TYPE.special);
      expect(special?.description && special.icon && special.img_url).toBeTruthy();
      expect(wheel.free_entries_seconds).toBe(86_400);
    }
    for (const scratch of games.filter((g) => g.type === GAME_TYPE.scratch)) {
      expect(scratch.slots_per_game).toBe(6);
      expect(scratch.slots.length).toBeGreaterThanOrEqual(21);
      expect(scratch.free_entries_seconds).toBe(604_800);
    }
  });

  it('gives every slot of every game odds and a consistent cdf', () => {
    for (const game of games) expectConsistentCdf(game.slots);
  });

  it('is not sorted by type, so screens sorting by type are exercised', () => {
    const types = games.map((g) => g.type);
    expect(types).not.toEqual([...types].sort());
  });
});

describe('buildSlots', () => {
  it('gives the remainder to the no-luck slot', () => {
    const slots = buildSlots([
      { type: 1, value: 0 },
      { type: 2, value: 1, odds: 2 },
      { type: 2, value: 5, odds: 4 },
    ]);
    expect(slots.map((s) => s.cdf)).toEqual([0.25, 0.75, 1]);
    expect(slots[0]).toMatchObject({ odds: 4, show_win: false });
  });

  it('rejects tables whose probabilities cannot add up', () => {
    expect(() =>
      buildSlots([
        { type: 1, value: 0 },
        { type: 1, value: 0 },
      ]),
    ).toThrow(RangeError);
    expect(() => buildSlots([{ type: 2, value: 1, odds: 2 }])).toThrow(RangeError);
    expect(() =>
      buildSlots([
        { type: 1, value: 0 },
        { type: 2, value: 1, odds: 1 },
      ]),
    ).toThrow(RangeError);
  });
});
