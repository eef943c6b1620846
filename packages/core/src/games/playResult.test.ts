import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateResponse } from '../data/validate';
import type { Minigame, PlayResult, Slot } from '../model/types';
import { createPlayLedger, mulberry32 } from '@giftcash/sample/testing';
import { buildSampleResponses } from '@giftcash/sample';
import {
  assertPlayResult,
  checkPlayResult,
  checkScratchDeal,
  dealScratchCard,
  slotsInOrder,
  UnshowablePlayError,
} from './index';
import { UNSHOWABLE_PLAY_MESSAGE } from './playResult';

const NOW = Date.UTC(2025, 5, 15, 12);
const games = validateResponse('minigames', buildSampleResponses({ now: NOW }).minigames);
const byId = (id: string) => games.find((game) => game.id === id) as Minigame;

const base = {
  play_id: 'p1',
  coins_spent: 0,
  plays_left: 3,
  free_entries: 0,
  free_entries_refill_at: null,
  plays_reset_at: NOW + 1,
};

/** A prize table: 1–30 slots of coins (1), cash (2) or prizes (3, 4), some with odds. */
const table = fc
  .array(
    fc.record({
      type: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
      value: fc.oneof(
        fc.constant(0),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(0.05, 0.5, 2.5, 750),
      ),
      odds: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }),
    }),
    { minLength: 1, maxLength: 30 },
  )
  .map((rows) => rows.map((row, index): Slot => ({ index, ...row })));

/** Amounts that are not a prize: huge, negative, not finite, or not numbers at all. */
/** A wheel game `w` with these slots. */
const wheelOf = (slots: Slot[]): Minigame => ({
  id: 'w',
  name: 'W',
  type: 1,
  coins_cost: 1,
  free_entries: 0,
  slots,
});

const notAnAmount = fc.constantFrom<unknown>(
  1e21,
  -5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '5',
  null,
  undefined,
  {},
  [5],
);

describe('a play result is checked against its game’s table', () => {
  it('accepts every honest answer of the sample server, for every game (wheels and scratch cards)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(...games), (seed, game) => {
        const ledger = createPlayLedger({
          games,
          random: mulberry32(seed),
          coins: Number.POSITIVE_INFINITY,
          now: () => NOW,
        });
        const result = ledger.play('someone', game.id, 'k');
        expect(checkPlayResult(game, result)).toEqual({ ok: true, value: result });
      }),
      { numRuns: 200 },
    );
  });

  it('a wheel: the answer stands exactly when its prize is the slot it names', () => {
    fc.assert(
      fc.property(
        table,
        fc.nat(),
        fc.option(
          fc.record({
            type: fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
            value: fc.integer({ min: 0, max: 2_000_000 }),
          }),
          { nil: undefined },
        ),
        (slots, pick, swap) => {
          const game = wheelOf(slots);
          const index = pick % slots.length;
          const prize = swap
            ? { ...(slots[index] as Slot), ...swap }
            : { ...(slots[index] as Slot) };
          const verdict = checkPlayResult(game, {
            ...base,
            game_id: 'w',
            type: 1,
            slot_index: index,
            prize,
          });
          const agrees = prize.type === slots[index]?.type && prize.value === slots[index]?.value;
          expect(verdict.ok).toBe(agrees);
          if (!verdict.ok) expect(verdict.problem).toBe('prize-mismatch');
        },
      ),
    );
  });

  it('a wheel: a slot that is not on the wheel, a missing prize, another game or a prize that is no amount is refused', () => {
    fc.assert(
      fc.property(
        table,
        fc.oneof(
          fc.integer({ min: -50, max: -1 }),
          fc.integer({ min: 30, max: 5_000 }),
          fc.constant(0.5),
        ),
        notAnAmount,
        (slots, index, amount) => {
          const game = wheelOf(slots);
          const answer = (over: Partial<PlayResult>): PlayResult => ({
            ...base,
            game_id: 'w',
            type: 1,
            slot_index: 0,
            prize: { ...(slots[0] as Slot) },
            ...over,
          });
          expect(checkPlayResult(game, answer({ slot_index: index })).ok).toBe(false);
          expect(checkPlayResult(game, answer({ prize: null })).ok).toBe(false);
          expect(checkPlayResult(game, answer({ game_id: 'other' })).ok).toBe(false);
          expect(checkPlayResult(game, answer({ type: 2 })).ok).toBe(false);
          expect(
            checkPlayResult(
              game,
              answer({ prize: { ...(slots[0] as Slot), value: amount as number } }),
            ).ok,
          ).toBe(false);
        },
      ),
    );
  });

  it('refuses slot 0 (no prize) answered with a prize of £999,999', () => {
    const game = byId('wheel-cashback-plus');
    const slots = slotsInOrder(game);
    const verdict = checkPlayResult(game, {
      ...base,
      game_id: game.id,
      type: 1,
      slot_index: 0,
      prize: { ...(slots[0] as Slot), type: 2, value: 999_999 },
    });
    expect(verdict).toMatchObject({ ok: false, problem: 'prize-mismatch' });
    expect(() =>
      assertPlayResult(game, {
        ...base,
        game_id: game.id,
        type: 1,
        slot_index: 0,
        prize: { ...(slots[0] as Slot), type: 2, value: 999_999 },
      }),
    ).toThrow(UnshowablePlayError);
  });

  it('a scratch deal: every card dealt from the table passes; a prize off the table, or areas that do not show it three times, does not', () => {
    const prizes = fc.uniqueArray(
      fc.oneof(fc.integer({ min: 1, max: 5_000 }), fc.constantFrom(0.01, 0.25, 2.5)),
      { minLength: 1, maxLength: 21 },
    );
    fc.assert(
      fc.property(
        prizes,
        fc.integer({ min: 3, max: 12 }),
        fc.integer(),
        fc.nat(),
        (values, areas, seed, pick) => {
          const slots = values.map((value) => ({ value, odds: 10 }));
          const random = mulberry32(seed);
          const won = pick % 3 === 0 ? 0 : (values[pick % values.length] as number);
          const deal = dealScratchCard(slots, areas, random, won);
          expect(checkScratchDeal(deal, values, areas)).toEqual({ ok: true, value: deal });
          // The same areas with any other prize, or none, do not add up.
          for (const other of [0, ...values].filter((value) => value !== won)) {
            const claims = checkScratchDeal({ prize: other, areas: deal.areas }, values, areas);
            const shown = deal.areas.filter((value) => value === other).length;
            if (other > 0 && shown >= Math.min(3, areas)) continue;
            expect(claims.ok).toBe(false);
          }
          // The wrong number of areas.
          expect(
            checkScratchDeal({ prize: won, areas: [...deal.areas, 0] }, values, areas).ok,
          ).toBe(false);
        },
      ),
    );
  });

  it('a scratch deal: a prize or area that is not an amount is refused', () => {
    fc.assert(
      fc.property(notAnAmount, fc.nat(5), (bad, at) => {
        expect(
          checkScratchDeal({ prize: bad, areas: [5, 5, 5, 0, 0, 0] }, [5, 1], 6),
        ).toMatchObject({ ok: false, problem: 'bad-prize' });
        const areas: unknown[] = [0, 1, 0, 1, 0, 0];
        areas[at] = bad;
        expect(checkScratchDeal({ prize: 0, areas }, [5, 1], 6).ok).toBe(false);
      }),
    );
  });

  it('refuses £5 on six losing areas, and prizes of 1e21 and "5"', () => {
    expect(checkScratchDeal({ prize: 5, areas: [0, 0, 0, 0, 0, 0] }, [5, 1], 6)).toMatchObject({
      ok: false,
      problem: 'areas-do-not-match-prize',
    });
    expect(checkScratchDeal({ prize: 1e21, areas: [0, 0, 0, 0, 0, 0] }, [5, 1], 6)).toMatchObject({
      ok: false,
      problem: 'bad-prize',
    });
    expect(checkScratchDeal({ prize: '5', areas: [5, 5, 5, 0, 0, 0] }, [5, 1], 6)).toMatchObject({
      ok: false,
      problem: 'bad-prize',
    });
  });

  it('a scratch result: its slot, prize and areas must agree with the card', () => {
    const game = byId('scratch-cashback');
    const slots = slotsInOrder(game);
    const cash = slots.findIndex((slot) => slot.value > 0 && slot.odds);
    const slot = slots[cash] as Slot;
    const ok = {
      ...base,
      game_id: game.id,
      type: 2 as const,
      slot_index: cash,
      prize: { ...slot },
      areas: [slot.value, 0, slot.value, 0, slot.value, 0],
    };
    expect(checkPlayResult(game, ok).ok).toBe(true);
    expect(checkPlayResult(game, { ...ok, areas: [0, 0, 0, 0, 0, 0] })).toMatchObject({
      ok: false,
      problem: 'areas-do-not-match-prize',
    });
    expect(checkPlayResult(game, { ...ok, slot_index: -1 })).toMatchObject({
      ok: false,
      problem: 'prize-mismatch',
    });
    expect(checkPlayResult(game, { ...ok, slot_index: -1, prize: null })).toMatchObject({
      ok: false,
      problem: 'areas-do-not-match-prize',
    });
    expect(
      checkPlayResult(game, { ...ok, slot_index: -1, prize: null, areas: [0, 0, 0, 0, 0, 0] }).ok,
    ).toBe(true);
    expect(
      checkPlayResult(game, { ...ok, prize: { ...slot, value: slot.value + 1 } }),
    ).toMatchObject({ ok: false, problem: 'prize-mismatch' });
  });

  it('the error a person sees says what happened in plain words, never the check’s detail', () => {
    const error = new UnshowablePlayError(
      'prize-mismatch',
      'slot 0 pays 0 (type 1), not the prize answered',
    );
    expect(error.message).toBe(UNSHOWABLE_PLAY_MESSAGE);
    expect(error.message).not.toMatch(/slot|type|invalid|response|index/i);
  });
});
