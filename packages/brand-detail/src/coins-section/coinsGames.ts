/**
 * What the "What are Coins?" section shows about the two demo games: the prize details and
 * odds of the wheel (`/cashback-plus`) and the scratch card (`/cashback-scratch`), with the
 * spec's defaults (section 9) wherever the configuration is missing.
 */
import { formatCoins, formatGBP, formatOdds, formatShortCoins, isolateText, type ScratchConfig, type Slot, type WheelConfig } from '@giftcash/core';

import type { CoinsGame } from './demoResult';

export { COINS_GAMES, GAME_LABELS, DEMO_RESULT_KEY, describeDemoResult, isDemoResult, type CoinsGame, type CoinsDemoResult } from './demoResult';
export const ACCORDION_TITLES: Record<CoinsGame, string> = {
  wheel: 'Cashback+ Wheel of Fortune',
  scratch: 'Example from our Cashback Scratch Card',
};

export const DEFAULT_SPECIAL_PRIZE = 'Loaded Gift Card as advertised';
export const DEFAULT_SPECIAL_PRIZE_ODDS = 15_000;

/** Wheel defaults: £0.05 (1 in 4) up to £750.00 (1 in 200,000), a gift card at 1 in 15,000. */
export const DEFAULT_WHEEL: Omit<WheelConfig, 'slots'> & { prizes: readonly (readonly [pounds: number, odds: number])[] } = {
  coins_cost: 500_000,
  win_probability: 99.8,
  max_play_limit: 200,
  top_prize: 750,
  special_prize_slot: { description: DEFAULT_SPECIAL_PRIZE, odds: DEFAULT_SPECIAL_PRIZE_ODDS },
  prizes: [
    [0.05, 4], [0.1, 8], [0.25, 100], [0.5, 250], [1, 500], [2, 1_000], [5, 2_500],
    [10, 5_000], [25, 10_000], [50, 25_000], [100, 50_000], [750, 200_000],
  ],
};

/** Scratch defaults: 21 prizes from £0.01 (1 in 7) to £5.00 (1 in 25,000). */
export const DEFAULT_SCRATCH: ScratchConfig = {
  coins_cost: 100_000,
  win_probability: 99.89,
  max_play_limit: 10,
  top_prize: 5,
  slots_per_game: 6,
  slots: (
    [
      [0.01, 7], [0.02, 7], [0.03, 7], [0.04, 7], [0.05, 7], [0.1, 8], [0.15, 10],
      [0.2, 25], [0.25, 100], [0.3, 200], [0.4, 400], [0.5, 800], [0.6, 5_000], [0.75, 5_000],
      [1, 7_500], [1.5, 10_000], [2, 12_500], [2.5, 15_000], [3, 20_000], [4, 25_000], [5, 25_000],
    ] as const
  ).map(([value, odds]) => ({ value, odds })),
};

export interface PrizeRow {
  /** Stable key. */
  key: string;
  /** `£0.05`, `2,500 coins` or the special prize's text. */
  prize: string;
  /** `1 in 4`. */
  odds: string;
  /** Whether this is the special (gift card) prize. */
  special?: boolean;
}

export interface GameSummary {
  /** Accordion title. */
  title: string;
  /** Label / value pairs: cost, chance of a win, plays per day, top prize. */
  facts: { label: string; value: string }[];
  /** The prize table, smallest odds first. */
  prizes: PrizeRow[];
}

export interface SpecialPrize {
  description: string;
  odds: string;
  /** The "1 in N" number. */
  oddsValue: number;
  /** Image of the prize from the special slot (unsafe addresses are dropped by the image component). */
  image?: string;
}

const isFinitePositive = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;
const percent = (n: number) => `${n.toFixed(2)}%`;

function slotPrize(slot: Slot, special: string): string {
  if (slot.type === 2) return formatGBP(slot.value);
  if (slot.type === 1) return `${formatCoins(slot.value)} coins`;
  return slot.description || special;
}

/** The special prize of the wheel (description and odds), with the defaults. */
export function wheelSpecialPrize(config: WheelConfig | undefined): SpecialPrize {
  const slot = config?.slots?.find((s) => s.type === 4);
  const description = config?.special_prize_slot?.description || slot?.description || DEFAULT_SPECIAL_PRIZE;
  const odds = config?.special_prize_slot?.odds ?? slot?.odds ?? DEFAULT_SPECIAL_PRIZE_ODDS;
  const prize: SpecialPrize = { description, odds: formatOdds(odds), oddsValue: odds };
  if (slot?.img_url) prize.image = slot.img_url;
  return prize;
}

/** The wheel's details and prize table; missing pieces fall back to the spec's defaults. */
export function wheelSummary(config: WheelConfig | undefined): GameSummary {
  const special = wheelSpecialPrize(config);
  const topPrize = isFinitePositive(config?.top_prize) ? config.top_prize : DEFAULT_WHEEL.top_prize;
  const slots = (config?.slots ?? []).filter((slot) => isFinitePositive(slot.odds) && (slot.type === 4 || slot.value > 0));
  const prizes: PrizeRow[] = slots.length
    ? slots
        .slice()
        .sort((a, b) => (a.odds ?? 0) - (b.odds ?? 0))
        .map((slot) => ({
          key: `slot-${slot.index}`,
          prize: slotPrize(slot, special.description),
          odds: formatOdds(slot.odds ?? 0),
          ...(slot.type === 4 ? { special: true } : {}),
        }))
    : [
        ...DEFAULT_WHEEL.prizes.map(([pounds, odds]) => ({ key: `cash-${pounds}`, prize: formatGBP(pounds), odds, special: false })),
        { key: 'special', prize: special.description, odds: special.oddsValue, special: true },
      ]
        .sort((a, b) => a.odds - b.odds)
        .map(({ special: isSpecial, odds, ...row }) => ({ ...row, odds: formatOdds(odds), ...(isSpecial ? { special: true } : {}) }));
  return {
    title: ACCORDION_TITLES.wheel,
    facts: [
      { label: 'Cost per spin', value: `${formatShortCoins(isFinitePositive(config?.coins_cost) ? config.coins_cost : DEFAULT_WHEEL.coins_cost)} coins` },
      { label: 'Chance of a prize', value: percent(isFinitePositive(config?.win_probability) ? config.win_probability : DEFAULT_WHEEL.win_probability) },
      { label: 'Plays per day', value: formatCoins(isFinitePositive(config?.max_play_limit) ? config.max_play_limit : DEFAULT_WHEEL.max_play_limit) },
      { label: 'Top prizes', value: `${formatGBP(topPrize)} cash + ${isolateText(special.description)}` },
    ],
    prizes,
  };
}

/** The scratch card's details and its prize table (21 prizes in 3 columns of 7). */
export function scratchSummary(config: ScratchConfig | undefined): GameSummary {
  const configured = (config?.slots ?? []).filter((slot) => slot.value > 0 && isFinitePositive(slot.odds));
  const slots = configured.length ? configured : DEFAULT_SCRATCH.slots;
  const pick = (key: 'coins_cost' | 'win_probability' | 'max_play_limit' | 'top_prize') =>
    isFinitePositive(config?.[key]) ? (config[key] as number) : DEFAULT_SCRATCH[key];
  return {
    title: ACCORDION_TITLES.scratch,
    facts: [
      { label: 'Cost per card', value: `${formatShortCoins(pick('coins_cost'))} coins` },
      { label: 'Chance of a prize', value: percent(pick('win_probability')) },
      { label: 'Plays per day', value: formatCoins(pick('max_play_limit')) },
      { label: 'Top prize', value: `${formatGBP(pick('top_prize'))} cash` },
    ],
    prizes: slots.map((slot, index) => ({ key: `scratch-${index}`, prize: formatGBP(slot.value), odds: formatOdds(slot.odds) })),
  };
}
