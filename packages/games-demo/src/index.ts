export {
  Wheel,
  type WheelProps,
  type WheelResult,
  type WheelResultControls,
  type WheelState,
} from './wheel/Wheel';
export { WheelScreen, type WheelScreenProps } from './wheel/WheelScreen';
export { StartSavingLink, type StartSavingLinkProps } from './shared/StartSavingLink';
export { Celebration, CELEBRATION_MS, type CelebrationProps } from './celebration/Celebration';
export { landingRotation, slotAtRotation } from './wheel/wheelGeometry';
export {
  ScratchCard,
  type ScratchCardProps,
  type ScratchCardResult,
  type ScratchCardState,
} from './scratch/ScratchCard';
export { ScratchCardScreen, type ScratchCardScreenProps } from './scratch/ScratchCardScreen';
export {
  createCoverageGrid,
  createMilestones,
  type CoverageGrid,
  type ScratchMilestone,
} from './scratch/coverageGrid';
export {
  useWheelConfig,
  useScratchConfig,
  type GameResult,
  type GameConfigState,
} from './shared/gameConfig';
export { GamesHubView, type GamesHubViewProps } from './hub/GamesHubView';
export { GamesHubScreen, type GamesHubScreenProps } from './hub/GamesHubScreen';
export { type GamePageScreenProps } from './game-page/GamePageScreen';
export { WheelGamePageScreen } from './game-page/WheelGamePageScreen';
export { ScratchGamePageScreen } from './game-page/ScratchGamePageScreen';
export { RaffleCountdown, type RaffleCountdownProps } from './raffle/RaffleCountdown';
export { DailyRaffleView, type DailyRaffleViewProps } from './raffle/DailyRaffleView';
export { DailyRaffleScreen, type DailyRaffleScreenProps } from './raffle/DailyRaffleScreen';

export { RaffleResultsView, type RaffleResultsViewProps } from './results/RaffleResultsView';
export { RaffleResultsScreen, type RaffleResultsScreenProps } from './results/RaffleResultsScreen';
export { WinnersStrip, type WinnersStripProps } from './winners/WinnersStrip';
export { WinnersStripScreen, type WinnersStripScreenProps } from './winners/WinnersStripScreen';

export { GAME_PARAM, gameHref } from './shared/selectedGame';
