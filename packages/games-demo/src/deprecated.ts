/**
 * Old names and old homes kept for one minor version (see CONTRIBUTING.md, "Naming"): each is the
 * same value as its new home, and goes in the next minor release.
 */
import {
  cryptoRandom as coreCryptoRandom,
  dealScratchCard as coreDealScratchCard,
  defaultWheelSlots as coreDefaultWheelSlots,
  DEFAULT_SCRATCH_SLOTS as CORE_DEFAULT_SCRATCH_SLOTS,
  DEFAULT_SPECIAL_PRIZE as CORE_DEFAULT_SPECIAL_PRIZE,
  drawSlot as coreDrawSlot,
  isWinningSlot as coreIsWinningSlot,
  prizeLabel as corePrizeLabel,
  resolveScratchConfig as coreResolveScratchConfig,
  resolveWheelConfig as coreResolveWheelConfig,
  scratchConfigOf as coreScratchConfigOf,
  sliceLabel as coreSliceLabel,
  slotCdf as coreSlotCdf,
  TOP_PRIZE_INDEX as CORE_TOP_PRIZE_INDEX,
  winUpToProbability as coreWinUpToProbability,
  type RandomSource as CoreRandomSource,
  type ResolvedWheelConfig as CoreResolvedWheelConfig,
  type ScratchDeal as CoreScratchDeal,
} from '@giftcash/core/games';
import { WheelScreen, type WheelScreenProps } from './wheel/WheelScreen';
import { ScratchCardScreen, type ScratchCardScreenProps } from './scratch/ScratchCardScreen';
import { GamesHubView, type GamesHubViewProps } from './hub/GamesHubView';
import { DailyRaffleView, type DailyRaffleViewProps } from './raffle/DailyRaffleView';
import { RaffleResultsView, type RaffleResultsViewProps } from './results/RaffleResultsView';
import { WinnersStripScreen, type WinnersStripScreenProps } from './winners/WinnersStripScreen';

// Components renamed by the naming rule: a connected component is `XScreen`, its controlled view `XView`.

/** @deprecated Renamed `WheelScreen` (connected components are `…Screen`). */
export const WheelDemo = WheelScreen;
/** @deprecated Renamed `WheelScreenProps`. */
export type WheelDemoProps = WheelScreenProps;
/** @deprecated Renamed `ScratchCardScreen` (connected components are `…Screen`). */
export const ScratchDemo = ScratchCardScreen;
/** @deprecated Renamed `ScratchCardScreenProps`. */
export type ScratchDemoProps = ScratchCardScreenProps;
/** @deprecated Renamed `GamesHubView` (the controlled half of `GamesHubScreen`). */
export const GamesHub = GamesHubView;
/** @deprecated Renamed `GamesHubViewProps`. */
export type GamesHubProps = GamesHubViewProps;
/** @deprecated Renamed `DailyRaffleView` (the controlled half of `DailyRaffleScreen`). */
export const DailyRaffle = DailyRaffleView;
/** @deprecated Renamed `DailyRaffleViewProps`. */
export type DailyRaffleProps = DailyRaffleViewProps;
/** @deprecated Renamed `RaffleResultsView` (the controlled half of `RaffleResultsScreen`). */
export const RaffleResults = RaffleResultsView;
/** @deprecated Renamed `RaffleResultsViewProps`. */
export type RaffleResultsProps = RaffleResultsViewProps;
/** @deprecated Renamed `WinnersStripScreen` (the connected `WinnersStrip`). */
export const RecentWinners = WinnersStripScreen;
/** @deprecated Renamed `WinnersStripScreenProps`. */
export type RecentWinnersProps = WinnersStripScreenProps;

// The games model (defaults, odds, cdf, draw, prize labels) lives in @giftcash/core.

/** @deprecated Import `drawSlot` from `@giftcash/core` (the games model). */
export const drawSlot = coreDrawSlot;
/** @deprecated Import `slotCdf` from `@giftcash/core` (the games model). */
export const slotCdf = coreSlotCdf;
/** @deprecated Import `cryptoRandom` from `@giftcash/core` (the games model). */
export const cryptoRandom = coreCryptoRandom;
/** @deprecated Import `RandomSource` from `@giftcash/core` (the games model). */
export type RandomSource = CoreRandomSource;
/** @deprecated Import `resolveWheelConfig` from `@giftcash/core` (the games model). */
export const resolveWheelConfig = coreResolveWheelConfig;
/** @deprecated Import `ResolvedWheelConfig` from `@giftcash/core` (the games model). */
export type ResolvedWheelConfig = CoreResolvedWheelConfig;
/** @deprecated Import `defaultWheelSlots` from `@giftcash/core` (the games model). */
export const defaultWheelSlots = coreDefaultWheelSlots;
/** @deprecated Import `DEFAULT_SPECIAL_PRIZE` from `@giftcash/core` (the games model). */
export const DEFAULT_SPECIAL_PRIZE = CORE_DEFAULT_SPECIAL_PRIZE;
/** @deprecated Import `TOP_PRIZE_INDEX` from `@giftcash/core` (the games model). */
export const TOP_PRIZE_INDEX = CORE_TOP_PRIZE_INDEX;
/** @deprecated Import `resolveScratchConfig` from `@giftcash/core` (the games model). */
export const resolveScratchConfig = coreResolveScratchConfig;
/** @deprecated Import `winUpToProbability` from `@giftcash/core` (the games model). */
export const winUpToProbability = coreWinUpToProbability;
/** @deprecated Import `dealScratchCard` from `@giftcash/core` (the games model). */
export const dealScratchCard = coreDealScratchCard;
/** @deprecated Import `ScratchDeal` from `@giftcash/core` (the games model). */
export type ScratchDeal = CoreScratchDeal;
/** @deprecated Import `DEFAULT_SCRATCH_SLOTS` from `@giftcash/core` (the games model). */
export const DEFAULT_SCRATCH_SLOTS = CORE_DEFAULT_SCRATCH_SLOTS;
/** @deprecated Import `scratchConfigOf` from `@giftcash/core` (the games model). */
export const scratchConfigOf = coreScratchConfigOf;
/** @deprecated Import `prizeLabel` from `@giftcash/core` (the games model). */
export const prizeLabel = corePrizeLabel;
/** @deprecated Import `sliceLabel` from `@giftcash/core` (the games model). */
export const sliceLabel = coreSliceLabel;
/** @deprecated Import `isWinningSlot` from `@giftcash/core` (the games model). */
export const isWinningSlot = coreIsWinningSlot;
