/**
 * Referral tiers of the spec (section 4 and 9): by completed referrals
 * (`referral_total_deposit`) Bronze 0–2, Silver 3–5, Gold 6–9, Platinum 10+.
 */

/** The four tier ids, lowest first. */
export type TierId = 'bronze' | 'silver' | 'gold' | 'platinum';

export interface TierDefinition {
  id: TierId;
  /** Display name, e.g. `Silver`. */
  name: string;
  /** Completed referrals needed to reach the tier. */
  min: number;
  /** Highest completed count still in the tier; `null` for the open-ended top tier. */
  max: number | null;
  /** Range as shown in the tier grid, e.g. `3–5 referrals`. */
  range: string;
  /** Benefits as the spec lists them (section 9). */
  benefits: string[];
}

/** The tiers, lowest first, with ranges and benefits. */
export const REFERRAL_TIERS: readonly TierDefinition[] = [
  {
    id: 'bronze',
    name: 'Bronze',
    min: 0,
    max: 2,
    range: '0–2 referrals',
    benefits: ['£5.00 + 5M coins per referral'],
  },
  {
    id: 'silver',
    name: 'Silver',
    min: 3,
    max: 5,
    range: '3–5 referrals',
    benefits: ['£5.00 + 5M coins per referral', 'One 10M bonus coins grant'],
  },
  {
    id: 'gold',
    name: 'Gold',
    min: 6,
    max: 9,
    range: '6–9 referrals',
    benefits: [
      '£5.00 + 5M coins per referral',
      'One 15M bonus coins grant',
      'Raffle entries boosted by 2',
    ],
  },
  {
    id: 'platinum',
    name: 'Platinum',
    min: 10,
    max: null,
    range: '10+ referrals',
    benefits: [
      '£5.00 + 5M coins per referral',
      'One 30M bonus coins grant',
      'Raffle entries boosted by 4',
    ],
  },
];

/**
 * What {@link tierForCompleted} returns: where a count of completed referrals stands among the
 * tiers.
 */
export interface TierProgress {
  /** The tier the count falls in. */
  tier: TierDefinition;
  /** The next tier, or `null` at Platinum. */
  next: TierDefinition | null;
  /** Completed referrals still needed for the next tier (0 at Platinum). */
  needed: number;
  /** The completed count used (negative, fractional or non-finite input is read as a whole count ≥ 0). */
  completed: number;
}

/** Completed referrals as a whole number ≥ 0 (bad data counts as 0). */
export function normaliseCount(count: unknown): number {
  return typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/** The tier, next tier and referrals still needed for `completed` referrals. */
export function tierForCompleted(completed: unknown): TierProgress {
  const count = normaliseCount(completed);
  let index = 0;
  REFERRAL_TIERS.forEach((tier, i) => {
    if (count >= tier.min) index = i;
  });
  const tier = REFERRAL_TIERS[index] as TierDefinition;
  const next = REFERRAL_TIERS[index + 1] ?? null;
  return { tier, next, needed: next ? next.min - count : 0, completed: count };
}

/**
 * The profile's numeric `referral_level`: 4 or more platinum, 3 gold, 2 silver,
 * anything else (including missing or unknown values) bronze.
 */
export function medalForLevel(level: unknown): TierId {
  if (typeof level !== 'number' || Number.isNaN(level)) return 'bronze';
  if (level >= 4) return 'platinum';
  if (level >= 3) return 'gold';
  if (level >= 2) return 'silver';
  return 'bronze';
}

/** The tier definition for an id. */
export const tierById = (id: TierId): TierDefinition =>
  REFERRAL_TIERS.find((tier) => tier.id === id) as TierDefinition;

/**
 * The spec's referral sentence: the number of referrals and how many more friends the next
 * tier needs (singular `friend`, plural `friends`), or `You've reached the highest tier!`.
 */
export function referralSentence(progress: TierProgress): string {
  const { completed, next, needed } = progress;
  if (!next) return "You've reached the highest tier!";
  const referrals = `${completed} completed ${completed === 1 ? 'referral' : 'referrals'}`;
  return `You have ${referrals}. Refer ${needed} more ${needed === 1 ? 'friend' : 'friends'} to reach ${next.name}.`;
}

/** The share message of the spec, with the product's name in place of "the product". */
export const shareMessage = (code: string): string =>
  `Join me on GiftCash with my referral code: ${code}!`;
