import type { DrawHistoryEntry, Lottery, Minigame, WinnerItem } from '@giftcash/core';
import { goodResponses, RELIABILITY_NOW, type ElementCase } from '@giftcash/core/testing';
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
    ['WheelDemo', () => <games.WheelDemo />],
    ['ScratchCard', () => <games.ScratchCard />],
    ['ScratchDemo', () => <games.ScratchDemo />],
    ['GamesHub', () => <games.GamesHub games={minigames} raffle={raffle} placeholderDrawAt={drawAt} />],
    ['GamesHubScreen', () => <games.GamesHubScreen />],
    ['WheelGameScreen', () => <games.WheelGameScreen gameId="wheel-cashback-plus" />],
    ['ScratchGameScreen', () => <games.ScratchGameScreen gameId="scratch-cashback" />],
    ['RaffleCountdown', () => <games.RaffleCountdown target={drawAt} />],
    ['DailyRaffle', () => <games.DailyRaffle raffle={raffle} placeholderDrawAt={drawAt} />],
    ['DailyRaffleScreen', () => <games.DailyRaffleScreen />],
    ['RaffleResults', () => <games.RaffleResults draws={draws} />],
    ['RaffleResultsScreen', () => <games.RaffleResultsScreen />],
    ['WinnersStrip', () => <games.WinnersStrip items={winners} />],
    ['RecentWinners', () => <games.RecentWinners />],
  ];
}

export const GAMES_LIVE = ['Wheel', 'WheelDemo', 'ScratchCard', 'ScratchDemo', 'GamesHub', 'GamesHubScreen', 'WheelGameScreen', 'ScratchGameScreen', 'RaffleCountdown', 'DailyRaffle', 'DailyRaffleScreen', 'RaffleResultsScreen', 'WinnersStrip', 'RecentWinners'];
