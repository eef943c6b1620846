import type { DrawHistoryEntry, Lottery, Minigame, WinnerItem } from '@giftcash/core';
import { type ElementCase } from '@giftcash/core/testing';
import { goodResponses, RELIABILITY_NOW } from '@giftcash/sample/testing';
import * as games from '../index';

/** Every exported component of @giftcash/games-demo with sample data. */
export function gamesElements(): ElementCase[] {
  const good = goodResponses();
  const minigames = good.minigames as Minigame[];
  const raffle = (good.lotteries as Lottery[])[0]!;
  const draws = (good.raffleResults as { result: DrawHistoryEntry[] }).result;
  const winners = (good.winners as { items: WinnerItem[] }).items;
  const drawAt = RELIABILITY_NOW + 3 * 3_600_000;
  return [
    ['Wheel', () => <games.Wheel />],
    ['WheelScreen', () => <games.WheelScreen />],
    ['StartSavingLink', () => <games.StartSavingLink game="wheel" />],
    ['Celebration', () => <games.Celebration />],
    ['ScratchCard', () => <games.ScratchCard />],
    ['ScratchCardScreen', () => <games.ScratchCardScreen />],
    [
      'GamesHubView',
      () => <games.GamesHubView games={minigames} raffle={raffle} placeholderDrawAt={drawAt} />,
    ],
    ['GamesHubScreen', () => <games.GamesHubScreen />],
    ['WheelGamePageScreen', () => <games.WheelGamePageScreen gameId="wheel-cashback-plus" />],
    ['ScratchGamePageScreen', () => <games.ScratchGamePageScreen gameId="scratch-cashback" />],
    ['RaffleCountdown', () => <games.RaffleCountdown target={drawAt} />],
    ['DailyRaffleView', () => <games.DailyRaffleView raffle={raffle} placeholderDrawAt={drawAt} />],
    ['DailyRaffleScreen', () => <games.DailyRaffleScreen />],
    ['RaffleResultsView', () => <games.RaffleResultsView draws={draws} />],
    ['RaffleResultsScreen', () => <games.RaffleResultsScreen />],
    ['WinnersStrip', () => <games.WinnersStrip items={winners} />],
    ['WinnersStripScreen', () => <games.WinnersStripScreen />],
  ];
}

export const GAMES_LIVE = [
  'Wheel',
  'WheelScreen',
  'ScratchCard',
  'ScratchCardScreen',
  'GamesHubView',
  'GamesHubScreen',
  'WheelGamePageScreen',
  'ScratchGamePageScreen',
  'RaffleCountdown',
  'DailyRaffleView',
  'DailyRaffleScreen',
  'RaffleResultsScreen',
  'WinnersStrip',
  'WinnersStripScreen',
];
