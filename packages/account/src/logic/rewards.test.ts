import { describe, expect, it } from 'vitest';
import type { MinigameStats } from '@giftcash/core';
import { canCashOutToBank, groupMinigames, rewardTotals, totalWinnings } from './rewards';

const games: MinigameStats[] = [
  { id: 'w1', name: 'Cashback Plus', type: 1, total_win_cash: 12.1 },
  { id: 's1', name: 'Lucky Scratch', type: 2, total_win_cash: 0.2 },
  { id: 'w2', name: 'Mega Wheel', type: 1, total_win_cash: 3.05 },
  { id: 'x', name: 'Other', type: 3 as 1, total_win_cash: 100 },
];

describe('rewards', () => {
  it('adds winnings exactly in pence', () => {
    expect(
      totalWinnings([
        { id: 'a', name: 'a', type: 1, total_win_cash: 0.1 },
        { id: 'b', name: 'b', type: 1, total_win_cash: 0.2 },
      ]),
    ).toBe(0.3);
    expect(totalWinnings(undefined)).toBe(0);
  });

  it('computes the tiles from real data', () => {
    expect(rewardTotals({ total_gift_card_cashback: 41.35, minigames: games.slice(0, 3) })).toEqual(
      {
        fromGiftCards: 41.35,
        fromGames: 15.35,
        total: 56.7,
      },
    );
    expect(rewardTotals({ minigames: [] })).toEqual({ fromGiftCards: 0, fromGames: 0, total: 0 });
  });

  it('groups games under Wheel of Fortune and Scratch Card', () => {
    const groups = groupMinigames(games);
    expect(groups.map((g) => [g.label, g.games.map((x) => x.id), g.total])).toEqual([
      ['Wheel of Fortune', ['w1', 'w2'], 15.15],
      ['Scratch Card', ['s1'], 0.2],
    ]);
    expect(groupMinigames([])).toEqual([]);
  });

  it('allows bank cash out from £10.00', () => {
    expect(canCashOutToBank(9.99)).toBe(false);
    expect(canCashOutToBank(10)).toBe(true);
    expect(canCashOutToBank(Number.NaN)).toBe(false);
  });
});
