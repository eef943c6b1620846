import * as core from '@giftcash/core/games';
import { deprecatedAliasSuite } from '@giftcash/core/testing';
import * as deprecated from './deprecated';
import * as pkg from './index';

// Type aliases are checked by the compiler: each old props type is the new one.
const sameProps: [pkg.WheelDemoProps, pkg.ScratchDemoProps, pkg.GamesHubProps, pkg.DailyRaffleProps, pkg.RaffleResultsProps, pkg.RecentWinnersProps] = [
  {} as pkg.WheelScreenProps,
  {} as pkg.ScratchCardScreenProps,
  {} as pkg.GamesHubViewProps,
  {} as pkg.DailyRaffleViewProps,
  {} as pkg.RaffleResultsViewProps,
  {} as pkg.WinnersStripScreenProps,
];
void sameProps;

deprecatedAliasSuite({
  pkg,
  deprecated,
  renames: {
    WheelDemo: pkg.WheelScreen,
    ScratchDemo: pkg.ScratchCardScreen,
    GamesHub: pkg.GamesHubView,
    DailyRaffle: pkg.DailyRaffleView,
    RaffleResults: pkg.RaffleResultsView,
    RecentWinners: pkg.WinnersStripScreen,
    drawSlot: core.drawSlot,
    slotCdf: core.slotCdf,
    cryptoRandom: core.cryptoRandom,
    resolveWheelConfig: core.resolveWheelConfig,
    defaultWheelSlots: core.defaultWheelSlots,
    DEFAULT_SPECIAL_PRIZE: core.DEFAULT_SPECIAL_PRIZE,
    TOP_PRIZE_INDEX: core.TOP_PRIZE_INDEX,
    resolveScratchConfig: core.resolveScratchConfig,
    winUpToProbability: core.winUpToProbability,
    dealScratchCard: core.dealScratchCard,
    DEFAULT_SCRATCH_SLOTS: core.DEFAULT_SCRATCH_SLOTS,
    scratchConfigOf: core.scratchConfigOf,
    prizeLabel: core.prizeLabel,
    sliceLabel: core.sliceLabel,
    isWinningSlot: core.isWinningSlot,
  },
});
