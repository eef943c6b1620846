/**
 * `@giftcash/core/games`: the one games model, React-free: the wheel's and the scratch card's
 * defaults, odds, cdf and draw, the deal of a scratch card, prizes in words, the check of a play's
 * result against its game's table, and one play's retries under one idempotency key. Its own entry, so
 * pages that show no game never load it.
 */
export {
  DEFAULT_SPECIAL_PRIZE,
  DEFAULT_SPECIAL_PRIZE_ODDS,
  DEFAULT_WHEEL_CONFIG,
  DEFAULT_SCRATCH_CONFIG,
} from '../model/gameDefaults';
export { slotCdf, buildSlots, isWinningSlot, winProbability, type PrizeSpec } from './odds';
export { cryptoRandom, drawSlot, type RandomSource } from './drawSlot';
export {
  wheelPrizes,
  defaultWheelSlots,
  resolveWheelConfig,
  scalePrize,
  type ResolvedWheelConfig,
} from './wheel';
export {
  dealScratchCard,
  DEFAULT_SCRATCH_SLOTS,
  resolveScratchConfig,
  scratchCardRules,
  scratchConfigOf,
  winUpToProbability,
  type ScratchDeal,
} from './scratch';
export { prizeLabel, scratchPrizeLabel, sliceLabel } from './prizeLabel';
export {
  playOutcome,
  outcomeTitle,
  outcomeSentence,
  entryWords,
  type PlayOutcome,
  type PlayCost,
} from './playOutcome';
export { planStop, planRest, type SpinStop, STOP_EASING } from './spinPlan';
export {
  checkScratchDeal,
  type ScratchDealLike,
  type PlayResultCheck,
  type PlayResultProblem,
} from './scratchDeal';
export {
  checkPlayResult,
  assertPlayResult,
  UnshowablePlayError,
  UNSHOWABLE_PLAY_MESSAGE,
  slotsInOrder,
} from './playResult';
export {
  createPlaySession,
  PlayNotTakenError,
  PlayUnconfirmedError,
  PlayBusyError,
  busyPlayMessage,
  UNCONFIRMED_PLAY_MESSAGE,
  DEFAULT_PLAY_RETRY,
  PLAY_DEADLINE_MS,
  playDeadlineMs,
  type PlayRetryPolicy,
  type PlayRequest,
  type PlaySessionOptions,
  type PlaySession,
} from './playSession';
export {
  createSavedPlays,
  createSavedPlaySession,
  SAVED_PLAY_TTL_MS,
  type SavedPlay,
  type SavedPlays,
  type SavedPlaySession,
  type SavedPlaySessionOptions,
} from './savedPlays';
export {
  SCRATCH_THRESHOLDS,
  SCRATCH_START,
  scratchStep,
  isRefusedDeal,
  type ScratchPhase,
  type ScratchPlay,
  type ScratchEvent,
} from './scratchPlay';
export {
  createSpinMachine,
  spinReducer,
  INITIAL_SPIN,
  type SpinPhase,
  type SpinState,
  type SpinEvent,
  type SpinAnswer,
  type SpinMachine,
  type SpinMachineOptions,
} from './spinMachine';
