/**
 * The games' default facts (spec, section 9), dependency-free: what validation falls back to.
 * They sit with the entity types, below both the data layer and the games model (../games/wheel,
 * ../games/scratch), so validation stays small and never imports the games.
 */

/** The wheel's special prize text when the configuration has none. The one place it is written. */
export const DEFAULT_SPECIAL_PRIZE = 'Loaded Gift Card as advertised';
/** Odds of the default special prize: 1 in 15,000. */
export const DEFAULT_SPECIAL_PRIZE_ODDS = 15_000;
/** Index of the £750 top prize on the default wheel. */
export const TOP_PRIZE_INDEX = 17;

/** The default wheel's facts: name, cost per spin in coins, win probability (%), plays a day, top cash prize (£). */
export const DEFAULT_WHEEL_CONFIG = {
  name: 'Cashback+ Wheel of Fortune',
  coins_cost: 500_000,
  win_probability: 99.8,
  max_play_limit: 200,
  top_prize: 750,
} as const;

/**
 * Areas on a scratch card when the configuration gives none, a value of its own (not exported from
 * the entry) so a card that only needs this brings none of the other facts.
 */
export const DEFAULT_SCRATCH_AREAS = 6;

/** The default scratch card's facts: cost per card in coins, win probability (%), plays a day, top prize (£), areas per card. */
export const DEFAULT_SCRATCH_CONFIG = {
  coins_cost: 100_000,
  win_probability: 99.89,
  max_play_limit: 10,
  top_prize: 5,
  slots_per_game: DEFAULT_SCRATCH_AREAS,
} as const;
