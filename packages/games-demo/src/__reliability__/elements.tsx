import type { DrawHistoryEntry, Lottery, Minigame, WinnerItem } from '@giftcash/core';
import { live, type ElementCase } from '@giftcash/core/testing';
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
    ['Wheel', live(() => <games.Wheel />)],
    ['WheelScreen', live(() => <games.WheelScreen />)],
    ['StartSavingLink', () => <games.StartSavingLink game="wheel" />],
    ['Celebration', () => <games.Celebration />],
    ['ScratchCard', live(() => <games.ScratchCard />)],
    ['ScratchCardScreen', live(() => <games.ScratchCardScreen />)],
    [
      'GamesHubView',
      live(() => (
        <games.GamesHubView games={minigames} raffle={raffle} placeholderDrawAt={drawAt} />
      )),
    ],
    ['GamesHubScreen', live(() => <games.GamesHubScreen />)],
    ['WheelGamePageScreen', live(() => <games.WheelGamePageScreen gameId="wheel-cashback-plus" />)],
    [
      'ScratchGamePageScreen',
      live(() => <games.ScratchGamePageScreen gameId="scratch-cashback" />),
    ],
    ['RaffleCountdown', live(() => <games.RaffleCountdown target={drawAt} />)],
    [
      'DailyRaffleView',
      live(() => <games.DailyRaffleView raffle={raffle} placeholderDrawAt={drawAt} />),
    ],
    ['DailyRaffleScreen', live(() => <games.DailyRaffleScreen />)],
    ['RaffleResultsView', () => <games.RaffleResultsView draws={draws} />],
    ['RaffleResultsScreen', live(() => <games.RaffleResultsScreen />)],
    ['WinnersStrip', live(() => <games.WinnersStrip items={winners} />)],
    ['WinnersStripScreen', live(() => <games.WinnersStripScreen />)],
  ];
}
