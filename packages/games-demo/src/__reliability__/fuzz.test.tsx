import type { ScreenFuzzTarget } from '@giftcash/core/testing';
import { screenFuzzSuite } from '@giftcash/sample/testing';
import {
  DailyRaffleScreen,
  GamesHubScreen,
  RaffleResultsScreen,
  WinnersStripScreen,
  ScratchCardScreen,
  WheelScreen,
  WheelGamePageScreen,
} from '../index';
import { SCRATCH_CONFIG_ERROR, WHEEL_CONFIG_ERROR } from '../shared/gameConfig';

/** The spec logs these load failures (section 7: "the helper logs and rethrows errors"). */
const RAFFLE_LOG = /^Failed to load raffle/;

const targets: ScreenFuzzTarget[] = [
  { name: 'GamesHubScreen (minigames)', endpoint: 'minigames', element: () => <GamesHubScreen /> },
  // The hub keeps its raffle card on the placeholder draw time when /lotteries fails (spec: error saved, logged).
  {
    name: 'GamesHubScreen (lotteries)',
    endpoint: 'lotteries',
    element: () => <GamesHubScreen />,
    onError: 'fallback',
    expectedLogs: [RAFFLE_LOG],
  },
  {
    name: 'WheelGamePageScreen (minigames)',
    endpoint: 'minigames',
    element: () => <WheelGamePageScreen gameId="wheel-cashback-plus" />,
  },
  // The spec logs demo configuration failures and plays the default wheel / card.
  {
    name: 'WheelScreen (wheelConfig)',
    endpoint: 'wheelConfig',
    element: () => <WheelScreen />,
    onError: 'fallback',
    expectedLogs: [new RegExp(WHEEL_CONFIG_ERROR)],
  },
  {
    name: 'ScratchCardScreen (scratchConfig)',
    endpoint: 'scratchConfig',
    element: () => <ScratchCardScreen />,
    onError: 'fallback',
    expectedLogs: [new RegExp(SCRATCH_CONFIG_ERROR)],
  },
  {
    name: 'DailyRaffleScreen (lotteries)',
    endpoint: 'lotteries',
    element: () => <DailyRaffleScreen />,
    expectedLogs: [RAFFLE_LOG],
  },
  {
    name: 'RaffleResultsScreen (raffleResults)',
    endpoint: 'raffleResults',
    element: () => <RaffleResultsScreen />,
  },
  {
    name: 'WinnersStripScreen (winners)',
    endpoint: 'winners',
    element: () => <WinnersStripScreen />,
    onError: 'fallback',
    expectedLogs: [/^Failed to load winners/],
  },
];

screenFuzzSuite(
  'hostile responses through the HTTP provider into the games screens',
  targets,
  'shows an error',
);
