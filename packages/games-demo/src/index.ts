export { Wheel, type WheelProps, type WheelState } from './wheel/Wheel';
export { WheelScreen, type WheelScreenProps } from './wheel/WheelScreen';
export { landingRotation, slotAtRotation } from './wheel/wheelGeometry';
export { ScratchCard, type ScratchCardProps, type ScratchCardState } from './scratch/ScratchCard';
export { ScratchCardScreen, type ScratchCardScreenProps } from './scratch/ScratchCardScreen';
export { createCoverageGrid, createMilestones, type CoverageGrid, type ScratchMilestone } from './scratch/coverageGrid';
export { useWheelConfig, useScratchConfig, type GameResult, type GameConfigState } from './shared/gameConfig';
export { GamesHubView, type GamesHubViewProps } from './hub/GamesHubView';
export { GamesHubScreen, type GamesHubScreenProps } from './hub/GamesHubScreen';
export { type GamePageScreenProps } from './game-page/GamePageScreen';
export { WheelGameScreen } from './game-page/WheelGameScreen';
export { ScratchGameScreen } from './game-page/ScratchGameScreen';
export { RaffleCountdown, type RaffleCountdownProps } from './raffle/RaffleCountdown';
export { DailyRaffleView, type DailyRaffleViewProps } from './raffle/DailyRaffleView';
export { DailyRaffleScreen, type DailyRaffleScreenProps } from './raffle/DailyRaffleScreen';

export { RaffleResultsView, type RaffleResultsViewProps } from './results/RaffleResultsView';
export { RaffleResultsScreen, type RaffleResultsScreenProps } from './results/RaffleResultsScreen';
export { WinnersStrip, type WinnersStripProps } from './winners/WinnersStrip';
export { WinnersStripScreen, type WinnersStripScreenProps } from './winners/WinnersStripScreen';

export { GAME_PARAM, storeSelectedGame, readSelectedGame, gameHref, type SelectedGame } from './shared/selectedGame';
