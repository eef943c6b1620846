import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryWords, outcomeSentence, outcomeTitle, playOutcome } from './playOutcome';
import { prizeLabel } from './prizeLabel';

const coins = (value: number) => ({ type: 1 as const, value });
const cash = (value: number) => ({ type: 2 as const, value });

describe('a coin prize smaller than a coin entry is coins back, never a win', () => {
  it('Lucky Spin: 500 coins from a 5K-coin spin reads "500 coins back"', () => {
    const outcome = playOutcome(coins(500), 5_000);
    expect(outcome).toBe('back');
    expect(outcomeTitle(outcome, prizeLabel(coins(500)))).toBe('500 coins back');
    expect(outcomeSentence(outcome, prizeLabel(coins(500)))).toBe('500 coins back.');
  });

  it('a prize worth at least the entry is a win, the equal one included', () => {
    expect(playOutcome(coins(5_000), 5_000)).toBe('win');
    expect(playOutcome(coins(10_000), 5_000)).toBe('win');
    expect(outcomeSentence('win', '10K coins')).toBe('You won 10K coins!');
    expect(outcomeTitle('win', '10K coins')).toBe('You won!');
  });

  it('free plays and demos (cost 0) keep "You won!" for any prize', () => {
    expect(playOutcome(coins(500))).toBe('win');
    expect(playOutcome(coins(500), 0)).toBe('win');
    expect(playOutcome(cash(0.01), { type: 2, value: 0 })).toBe('win');
  });

  it('no prize is none, whatever the cost', () => {
    expect(playOutcome(coins(0), 5_000)).toBe('none');
    expect(playOutcome(cash(0), 0)).toBe('none');
    expect(playOutcome(null, 5_000)).toBe('none');
    expect(outcomeTitle('none', 'No prize')).toBe('Better luck next time!');
    expect(outcomeSentence('none', 'No prize')).toBe('Better luck next time!');
  });

  it('across units: coins have no cash value, so cash and gift cards beat a coin price and coins never meet a cash one', () => {
    expect(playOutcome(cash(0.04), 20_000)).toBe('win');
    expect(playOutcome({ type: 4, value: 0 }, 5_000)).toBe('win');
    expect(playOutcome(coins(1_000_000), { type: 2, value: 1 })).toBe('back');
    expect(playOutcome(cash(0.5), { type: 2, value: 1 })).toBe('back');
    expect(playOutcome({ type: 4, value: 10 }, { type: 2, value: 25 })).toBe('back');
    expect(playOutcome({ type: 4, value: 0 }, { type: 2, value: 25 })).toBe('win');
  });

  it('in one unit, the outcome is win exactly when the prize is worth at least the cost (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1 as const, 2 as const),
        fc.double({ min: 0.01, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        (type, value, cost) => {
          const outcome = playOutcome({ type, value }, { type, value: cost });
          expect(outcome).toBe(cost <= 0 || value >= cost ? 'win' : 'back');
          expect(outcomeTitle(outcome, 'x').startsWith('You won')).toBe(outcome === 'win');
        },
      ),
    );
  });
});

describe('one wording for what a game costs', () => {
  const game = { coins_cost: 5_000, free_entries: 2, free_entries_seconds: 86_400 };

  it('says the entry in thousands of coins beside the free plays left in their period', () => {
    expect(entryWords(game)).toEqual({ entry: 'Entry 5K coins', free: '2 free plays left today' });
    expect(entryWords({ ...game, coins_cost: 500_000 }, 1).free).toBe('1 free play left today');
    expect(entryWords(game, 0).free).toBe('No free plays left today');
  });

  it('a weekly refill says this week, and a game without a price is free to enter', () => {
    expect(entryWords({ ...game, free_entries_seconds: 604_800 }).free).toBe(
      '2 free plays left this week',
    );
    expect(entryWords({ coins_cost: 0, free_entries: 0 }).entry).toBe('Entry free');
  });
});
