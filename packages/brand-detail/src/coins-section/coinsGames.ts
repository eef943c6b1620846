/**
 * What the "What are Coins?" section shows about the two demo games: the prize details and
 * odds of the wheel (`/cashback-plus`) and the scratch card (`/cashback-scratch`), with the
 * spec's defaults (section 9) wherever the configuration is missing.
 */
import {
  formatCashPrize,
  formatCoinPrize,
  formatCoins,
  formatOdds,
  isolateText,
  type ScratchConfig,
  type WheelConfig,
} from '@giftcash/core';
import { SLOT_TYPE } from '@giftcash/core';
import {
  DEFAULT_SCRATCH_CONFIG,
  DEFAULT_SCRATCH_SLOTS,
  DEFAULT_SPECIAL_PRIZE,
  DEFAULT_SPECIAL_PRIZE_ODDS,
  prizeLabel,
  resolveWheelConfig,
} from '@giftcash/core/games';

import type { CoinsGame } from './demoResult';

export {
  COINS_GAMES,
  GAME_LABELS,
  DEMO_RESULT_KEY,
  describeDemoResult,
  isDemoResult,
  type CoinsGame,
  type CoinsDemoResult,
} from './demoResult';
export const ACCORDION_TITLES: Record<CoinsGame, string> = {
  wheel: 'Cashback+ Wheel of Fortune',
  scratch: 'Example from our Cashback Scratch Card',
};

/**
 * One row of a coins game's prize table, as the "What are Coins?" section lists it.
 * Plumbing of this package's components, not part of the promised API.
 *
 * @internal
 */
export interface PrizeRow {
  /** Stable key. */
  key: string;
  /** `£0.05`, `2.5K coins` or the special prize's text. */
  prize: string;
  /** `1 in 4`. */
  odds: string;
  /** Whether this is the special (gift card) prize. */
  special?: boolean;
}

/**
 * A coins game as the "What are Coins?" section describes it: its facts and prize table.
 * Plumbing of this package's components, not part of the promised API.
 *
 * @internal
 */
export interface GameSummary {
  /** Accordion title. */
  title: string;
  /** Label / value pairs: cost, chance of a win, plays per day, top prize. */
  facts: { label: string; value: string }[];
  /** The prize table, smallest odds first. */
  prizes: PrizeRow[];
}

/**
 * The wheel's special (gift card) prize as the "What are Coins?" section shows it.
 * Plumbing of this package's components, not part of the promised API.
 *
 * @internal
 */
export interface SpecialPrize {
  /** What the prize is, e.g. `Loaded Gift Card as advertised` (the default). */
  description: string;
  /** The odds as shown, e.g. `1 in 10,000`. */
  odds: string;
  /** The "1 in N" number. */
  oddsValue: number;
  /** Image of the prize from the special slot (unsafe addresses are dropped by the image component). */
  image?: string;
}

const isFinitePositive = (n: unknown): n is number =>
  typeof n === 'number' && Number.isFinite(n) && n > 0;
const percent = (n: number) => `${n.toFixed(2)}%`;

/** The special prize of the wheel (description and odds), with the defaults. */
export function wheelSpecialPrize(config: WheelConfig | undefined): SpecialPrize {
  const slot = config?.slots?.find((s) => s.type === SLOT_TYPE.special);
  const description =
    config?.special_prize_slot?.description || slot?.description || DEFAULT_SPECIAL_PRIZE;
  const odds = config?.special_prize_slot?.odds ?? slot?.odds ?? DEFAULT_SPECIAL_PRIZE_ODDS;
  const prize: SpecialPrize = { description, odds: formatOdds(odds), oddsValue: odds };
  if (slot?.img_url) prize.image = slot.img_url;
  return prize;
}

/**
 * The wheel's details and prize table: the facts are the wheel's own (`resolveWheelConfig`, the
 * spec's defaults for missing pieces), so this section never tells a different story from the game.
 */
export function wheelSummary(config: WheelConfig | undefined): GameSummary {
  const wheel = resolveWheelConfig(config);
  const special = wheelSpecialPrize(config);
  const configured = (config?.slots ?? []).filter(
    (slot) => isFinitePositive(slot.odds) && (slot.type === SLOT_TYPE.special || slot.value > 0),
  );
  // Without a configuration: the default wheel's cash prizes and its special prize (its coin prizes are not listed).
  const slots = configured.length
    ? configured
    : wheel.slots.filter((slot) => slot.type === SLOT_TYPE.cash || slot.type === SLOT_TYPE.special);
  const prizes: PrizeRow[] = slots
    .map((slot) => ({
      ...slot,
      odds:
        slot.type === SLOT_TYPE.special && !configured.length
          ? special.oddsValue
          : (slot.odds ?? 0),
    }))
    .sort((a, b) => a.odds - b.odds)
    .map((slot) => ({
      key: configured.length
        ? `slot-${slot.index}`
        : slot.type === SLOT_TYPE.special
          ? 'special'
          : `cash-${slot.value}`,
      prize: prizeLabel(slot, special.description),
      odds: formatOdds(slot.odds),
      ...(slot.type === SLOT_TYPE.special ? { special: true } : {}),
    }));
  return {
    title: ACCORDION_TITLES.wheel,
    facts: [
      { label: 'Cost per spin', value: formatCoinPrize(wheel.coins_cost) },
      { label: 'Chance of a prize', value: percent(wheel.win_probability) },
      { label: 'Plays per day', value: formatCoins(wheel.max_play_limit) },
      {
        label: 'Top prizes',
        value: `${formatCashPrize(wheel.top_prize)} cash + ${isolateText(special.description)}`,
      },
    ],
    prizes,
  };
}

/** The scratch card's details and its prize table (21 prizes in 3 columns of 7). */
export function scratchSummary(config: ScratchConfig | undefined): GameSummary {
  const configured = (config?.slots ?? []).filter(
    (slot) => slot.value > 0 && isFinitePositive(slot.odds),
  );
  const slots = configured.length ? configured : DEFAULT_SCRATCH_SLOTS;
  const pick = (key: 'coins_cost' | 'win_probability' | 'max_play_limit' | 'top_prize') =>
    isFinitePositive(config?.[key]) ? (config[key] as number) : DEFAULT_SCRATCH_CONFIG[key];
  return {
    title: ACCORDION_TITLES.scratch,
    facts: [
      { label: 'Cost per card', value: formatCoinPrize(pick('coins_cost')) },
      { label: 'Chance of a prize', value: percent(pick('win_probability')) },
      { label: 'Plays per day', value: formatCoins(pick('max_play_limit')) },
      { label: 'Top prize', value: `${formatCashPrize(pick('top_prize'))} cash` },
    ],
    prizes: slots.map((slot, index) => ({
      key: `scratch-${index}`,
      prize: formatCashPrize(slot.value),
      odds: formatOdds(slot.odds),
    })),
  };
}
