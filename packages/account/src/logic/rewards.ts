import { fromPence, toPence, type MinigameStats, type Profile } from '@giftcash/core';

/**
 * What {@link rewardTotals} returns: the three reward tiles of My Rewards, in pounds, each summed
 * in whole pence so they always add up.
 */
export interface RewardTotals {
  /** Cashback from gift cards, pounds. */
  fromGiftCards: number;
  /** Cash won in minigames, pounds. */
  fromGames: number;
  /** The two together, pounds. */
  total: number;
}

const pence = (pounds: unknown): number => {
  if (typeof pounds !== 'number') return 0;
  const value = toPence(pounds);
  return Number.isFinite(value) ? value : 0;
};

/** Total cash won across `games`, pounds (summed in pence). */
export const totalWinnings = (games: readonly MinigameStats[] | undefined): number =>
  fromPence((games ?? []).reduce((sum, game) => sum + pence(game.total_win_cash), 0));

/** The three reward tiles from real data: gift card cashback, game winnings, and their total. */
export function rewardTotals(
  profile: Pick<Profile, 'total_gift_card_cashback' | 'minigames'>,
): RewardTotals {
  const gifts = pence(profile.total_gift_card_cashback);
  const games = toPence(totalWinnings(profile.minigames));
  return {
    fromGiftCards: fromPence(gifts),
    fromGames: fromPence(games),
    total: fromPence(gifts + games),
  };
}

/**
 * One group of {@link groupMinigames}: the games of one kind with their winnings, as the Minigames
 * History lists them.
 */
export interface MinigameGroup {
  /** The minigame type of the group: 1 for wheels, 2 for scratch cards. */
  type: 1 | 2;
  /** `Wheel of Fortune` (type 1) or `Scratch Card` (type 2). */
  label: string;
  /** The group's games, in the order they came. */
  games: MinigameStats[];
  /** Sum of the group's winnings, pounds. */
  total: number;
}

/** Minigame winnings grouped under Wheel of Fortune (type 1) and Scratch Card (type 2); empty groups left out. */
export function groupMinigames(games: readonly MinigameStats[] | undefined): MinigameGroup[] {
  const groups: MinigameGroup[] = [
    { type: 1, label: 'Wheel of Fortune', games: [], total: 0 },
    { type: 2, label: 'Scratch Card', games: [], total: 0 },
  ];
  for (const game of games ?? []) {
    const group = groups.find((g) => g.type === game.type);
    if (group) group.games.push(game);
  }
  for (const group of groups) group.total = totalWinnings(group.games);
  return groups.filter((group) => group.games.length > 0);
}

/** Bank cash out rules of the spec: minimum £10.00, fee £0.30. */
export const BANK_CASH_OUT_MIN_PENCE = 1000;
export const BANK_CASH_OUT_FEE_PENCE = 30;

/** Whether a cashback balance (pounds) can be cashed out to a bank. */
export const canCashOutToBank = (balance: number): boolean =>
  pence(balance) >= BANK_CASH_OUT_MIN_PENCE;
