import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PlayRefusedError } from '@giftcash/core';
import { validatePlayResult, validateResponse } from '@giftcash/core';
import { slotCdf } from '@giftcash/core/games';
import type { Minigame } from '@giftcash/core';
import { chiSquareTest } from '@giftcash/core/testing';
import { createSampleProvider } from './createSampleProvider';
import { createPlayLedger } from './playLedger';
import { buildSampleResponses } from './responses';
import { nextUkTime } from './ukTime';

const NOW = Date.UTC(2025, 5, 15, 12);
const DAY = 86_400_000;
const games = validateResponse('minigames', buildSampleResponses({ now: NOW }).minigames);
const gameById = (id: string) => games.find((game) => game.id === id) as Minigame;

/** Probability of each slot position of a game, from its cdf. */
const probabilities = (game: Minigame) => {
  const cdf = slotCdf([...game.slots].sort((a, b) => a.index - b.index));
  return cdf.map((value, i) => value - (i ? (cdf[i - 1] as number) : 0));
};

describe('the server draw', () => {
  it('is statistically right on the sample provider: chi-square over 100,000 plays, p > 0.001', async () => {
    let time = NOW;
    // 90 s between plays: at most 1,000 plays in any UK day (25 h on the autumn change), Lucky Spin's limit.
    const provider = createSampleProvider({
      storage: null,
      now: () => time,
      coins: Number.POSITIVE_INFINITY,
    });
    const game = gameById('wheel-lucky-spin');
    const counts = new Array<number>(game.slots.length).fill(0);
    for (let i = 0; i < 100_000; i += 1) {
      const result = await provider.playGame(game.id);
      counts[result.slot_index] = (counts[result.slot_index] ?? 0) + 1;
      time += 90_000;
    }
    const test = chiSquareTest(counts, probabilities(game));
    expect(test.bins).toBeGreaterThan(5);
    expect(test.p).toBeGreaterThan(0.001);
  }, 60_000);

  it('deals scratch cards whose prizes follow the odds (chi-square over 30,000 cards, p > 0.001) and show the prize three times', () => {
    const game = gameById('scratch-quick');
    const ledger = createPlayLedger({
      games: [{ ...game, limit_per_day: undefined }],
      coins: Number.POSITIVE_INFINITY,
    });
    const slots = [...game.slots].sort((a, b) => a.index - b.index);
    const cash = slots
      .map((slot, i) => ({ slot, i }))
      .filter(({ slot }) => slot.value > 0 && slot.odds);
    const counts = new Array<number>(cash.length + 1).fill(0);
    for (let n = 0; n < 30_000; n += 1) {
      const result = ledger.play('p', game.id);
      const bin =
        result.slot_index === -1 ? cash.length : cash.findIndex(({ i }) => i === result.slot_index);
      counts[bin] = (counts[bin] ?? 0) + 1;
      if (n < 200) {
        expect(result.areas).toHaveLength(game.slots_per_game ?? 6);
        if (result.prize)
          expect(result.areas?.filter((value) => value === result.prize?.value)).toHaveLength(3);
      }
    }
    const odds = cash.map(({ slot }) => 1 / (slot.odds as number));
    const test = chiSquareTest(counts, [...odds, 1 - odds.reduce((sum, p) => sum + p, 0)]);
    expect(test.p).toBeGreaterThan(0.001);
  }, 60_000);

  it('draws with the cryptographic source by default and lands on the slot the random number picks', () => {
    const game = gameById('wheel-cashback-plus');
    const cdf = slotCdf([...game.slots].sort((a, b) => a.index - b.index));
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (r) => {
        const ledger = createPlayLedger({ games, random: () => r, now: () => NOW });
        const { slot_index } = ledger.play('p', game.id);
        expect(r).toBeLessThan(cdf[slot_index] as number);
        if (slot_index > 0) expect(r).toBeGreaterThanOrEqual(cdf[slot_index - 1] as number);
      }),
    );
  });
});

describe('limits, free entries and coins', () => {
  it('uses free entries first, then coins, refuses the play over limit_per_day until the next UK day', () => {
    let time = NOW;
    const ledger = createPlayLedger({ games, now: () => time });
    const game = gameById('wheel-high-roller'); // 3 a day, 1 free entry, 700,000 coins
    const first = validatePlayResult(ledger.play('amy', game.id));
    expect(first).toMatchObject({ coins_spent: 0, free_entries: 0, plays_left: 2 });
    expect(ledger.play('amy', game.id)).toMatchObject({ coins_spent: 700_000, plays_left: 1 });
    expect(ledger.play('amy', game.id)).toMatchObject({
      coins_spent: 700_000,
      plays_left: 0,
      plays_reset_at: nextUkTime(NOW, 0),
    });
    let refused: unknown;
    try {
      ledger.play('amy', game.id);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(PlayRefusedError);
    expect(refused).toMatchObject({
      code: 'no-plays-left',
      message: 'No plays left today',
      refillAt: nextUkTime(NOW, 0),
    });
    // Another person is not limited by Amy's plays.
    expect(ledger.play('ben', game.id)).toMatchObject({ plays_left: 2 });
    // The next UK day opens play again.
    time = nextUkTime(NOW, 0) + 1;
    expect(ledger.play('amy', game.id)).toMatchObject({ plays_left: 2 });
  });

  it('refills free entries every free_entries_seconds by the game grant, capped by free_entries_max', () => {
    let time = NOW;
    const ledger = createPlayLedger({ games, now: () => time });
    const game = gameById('wheel-cashback-plus'); // 2 free a day, at most 10
    expect(ledger.play('p', game.id)).toMatchObject({
      coins_spent: 0,
      free_entries: 1,
      free_entries_refill_at: NOW + DAY,
    });
    expect(ledger.play('p', game.id)).toMatchObject({ coins_spent: 0, free_entries: 0 });
    expect(ledger.play('p', game.id)).toMatchObject({ coins_spent: 500_000, free_entries: 0 });
    time = NOW + DAY - 1;
    expect(ledger.play('p', game.id)).toMatchObject({ coins_spent: 500_000 });
    time = NOW + DAY;
    expect(ledger.play('p', game.id)).toMatchObject({ coins_spent: 0, free_entries: 1 });
    time = NOW + 30 * DAY;
    expect(ledger.play('p', game.id)).toMatchObject({
      coins_spent: 0,
      free_entries: 9,
      free_entries_refill_at: NOW + 30 * DAY + DAY,
    });
  });

  it('refuses a paid play without enough coins, with "Not enough coins", and spends nothing', () => {
    const ledger = createPlayLedger({ games, now: () => NOW, coins: 4_999 });
    expect(() => ledger.play('p', 'wheel-lucky-spin')).toThrow(
      new PlayRefusedError('not-enough-coins'),
    );
    expect(ledger.coinsOf('p')).toBe(4_999);
    expect(() => ledger.play('p', 'nope')).toThrow('Unknown game');
  });
});

describe('idempotency', () => {
  it('answers a repeated key with the same result and never plays twice (property over key sequences)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { minLength: 1, maxLength: 30 }),
        (keys) => {
          const ledger = createPlayLedger({
            games,
            now: () => NOW,
            coins: Number.POSITIVE_INFINITY,
          });
          const seen = new Map<string, unknown>();
          for (const key of keys) {
            const result = ledger.play('p', 'wheel-lucky-spin', key);
            if (seen.has(key)) expect(result).toEqual(seen.get(key));
            else seen.set(key, result);
          }
          const distinct = new Set(keys).size;
          const next = ledger.play('p', 'wheel-lucky-spin');
          expect(next.plays_left).toBe(1000 - distinct - 1);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('keeps keys apart per game and per person', () => {
    const ledger = createPlayLedger({ games, now: () => NOW });
    const a = ledger.play('p', 'wheel-lucky-spin', 'k');
    const b = ledger.play('p', 'wheel-silver-spinner', 'k');
    const c = ledger.play('q', 'wheel-lucky-spin', 'k');
    expect(new Set([a.play_id, b.play_id, c.play_id]).size).toBe(3);
  });

  it('the sample provider honours idempotencyKey and aborts', async () => {
    const provider = createSampleProvider({ storage: null, now: () => NOW });
    const first = await provider.playGame('wheel-high-roller', { idempotencyKey: 'same' });
    await expect(
      provider.playGame('wheel-high-roller', { idempotencyKey: 'same' }),
    ).resolves.toEqual(first);
    expect((await provider.playGame('wheel-high-roller')).plays_left).toBe(1);
    const controller = new AbortController();
    controller.abort();
    await expect(
      provider.playGame('wheel-high-roller', { signal: controller.signal }),
    ).rejects.toThrow('Request aborted');
  });
});
