import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  medalForLevel,
  referralSentence,
  REFERRAL_TIERS,
  shareMessage,
  tierForCompleted,
} from './referralTiers';

describe('tierForCompleted', () => {
  it.each([
    [0, 'bronze', 'silver', 3],
    [2, 'bronze', 'silver', 1],
    [3, 'silver', 'gold', 3],
    [5, 'silver', 'gold', 1],
    [6, 'gold', 'platinum', 4],
    [9, 'gold', 'platinum', 1],
    [10, 'platinum', null, 0],
    [250, 'platinum', null, 0],
  ])('%i completed referrals → %s (next %s, %i needed)', (count, tier, next, needed) => {
    const progress = tierForCompleted(count);
    expect(progress.tier.id).toBe(tier);
    expect(progress.next?.id ?? null).toBe(next);
    expect(progress.needed).toBe(needed);
  });

  it('reads bad counts as 0', () => {
    for (const bad of [undefined, null, -4, Number.NaN, Infinity, '7']) {
      expect(tierForCompleted(bad).tier.id).toBe('bronze');
      expect(tierForCompleted(bad).completed).toBe(0);
    }
  });

  it('always lands in the tier whose range contains the count', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (count) => {
        const { tier, next, needed } = tierForCompleted(count);
        expect(count).toBeGreaterThanOrEqual(tier.min);
        if (tier.max !== null) expect(count).toBeLessThanOrEqual(tier.max);
        if (next) expect(count + needed).toBe(next.min);
      }),
    );
  });

  it('has contiguous ranges', () => {
    REFERRAL_TIERS.slice(1).forEach((tier, i) =>
      expect(tier.min).toBe((REFERRAL_TIERS[i]?.max ?? -2) + 1),
    );
  });
});

describe('medalForLevel', () => {
  it.each([
    [undefined, 'bronze'],
    [0, 'bronze'],
    [1, 'bronze'],
    [2, 'silver'],
    [3, 'gold'],
    [4, 'platinum'],
    [9, 'platinum'],
    [Number.NaN, 'bronze'],
    ['gold', 'bronze'],
  ])('referral_level %s → %s', (level, medal) => expect(medalForLevel(level)).toBe(medal));
});

describe('referralSentence', () => {
  it('uses singular and plural friend(s)', () => {
    expect(referralSentence(tierForCompleted(2))).toBe(
      'You have 2 completed referrals. Refer 1 more friend to reach Silver.',
    );
    expect(referralSentence(tierForCompleted(1))).toBe(
      'You have 1 completed referral. Refer 2 more friends to reach Silver.',
    );
    expect(referralSentence(tierForCompleted(6))).toBe(
      'You have 6 completed referrals. Refer 4 more friends to reach Platinum.',
    );
  });
  it('congratulates at the top tier', () => {
    expect(referralSentence(tierForCompleted(12))).toBe("You've reached the highest tier!");
  });
  it('builds the share message', () => {
    expect(shareMessage('SARAH25')).toBe('Join me on GiftCash with my referral code: SARAH25!');
  });
});
