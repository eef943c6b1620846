export { Wheel, type WheelProps, type WheelState } from './wheel/Wheel';
export { WheelDemo, type WheelDemoProps } from './wheel/WheelDemo';
export { drawSlot, slotCdf, cryptoRandom, landingRotation, slotAtRotation, type RandomSource } from './wheel/drawSlot';
export { resolveWheelConfig, defaultWheelSlots, DEFAULT_SPECIAL_PRIZE, TOP_PRIZE_INDEX, type ResolvedWheelConfig } from './wheel/wheelDefaults';
export { ScratchCard, type ScratchCardProps, type ScratchCardState } from './scratch/ScratchCard';
export { ScratchDemo, type ScratchDemoProps } from './scratch/ScratchDemo';
export { createCoverageGrid, createMilestones, SCRATCH_THRESHOLDS, type CoverageGrid, type ScratchMilestone } from './scratch/coverageGrid';
export {
  resolveScratchConfig,
  winUpToProbability,
  dealScratchCard,
  DEFAULT_SCRATCH_SLOTS,
  type ScratchDeal,
} from './scratch/scratchDefaults';
export { useWheelConfig, useScratchConfig, WHEEL_CONFIG_ERROR, SCRATCH_CONFIG_ERROR, type GameResult } from './shared/gameConfig';
export { prizeLabel, sliceLabel, isWinningSlot } from './shared/prizeLabel';
export { GamesHub, sortGames, maxPrize, type GamesHubProps } from './hub/GamesHub';
export { GamesHubScreen, type GamesHubScreenProps } from './hub/GamesHubScreen';
export { WheelGameScreen, ScratchGameScreen, scratchConfigOf, type GamePageScreenProps } from './gamePage/GamePageScreen';
export { RaffleCountdown, type RaffleCountdownProps } from './raffle/RaffleCountdown';
export { DailyRaffle, DailyRaffleScreen, type DailyRaffleProps, type DailyRaffleScreenProps } from './raffle/DailyRaffle';
export { DEFAULT_PODIUM, podiumAmount, totalCoinPrizes } from './raffle/raffleModel';
export { RaffleResults, RaffleResultsScreen, type RaffleResultsProps, type RaffleResultsScreenProps } from './results/RaffleResults';
export { WinnersStrip, RecentWinners, winnerAmount, type WinnersStripProps, type RecentWinnersProps } from './winners/WinnersStrip';
export { SAMPLE_WINNERS, MAX_WINNERS } from './winners/sampleWinners';
export { SELECTED_GAME_KEY, storeSelectedGame, readSelectedGame, gamePath, type SelectedGame } from './shared/selectedGame';
