import { describe, expect, it } from 'vitest';
import { toPence, ORDER_STATUS } from '@giftcash/core';
import { buildProfileResponse, SAMPLE_INVITATION_CODE, SAMPLE_REFERRAL_CODE } from './account';
import { buildBrands } from './brands';
import { buildMinigames } from './games';
import { buildOrders } from './orders';

const NOW = Date.UTC(2025, 5, 15, 12);
const brands = buildBrands();
const { items: orders, next_token } = buildOrders({ now: NOW, brands });

describe('buildOrders', () => {
  it('has at least 12 orders, newest first, with next_token null', () => {
    expect(orders.length).toBeGreaterThanOrEqual(12);
    expect(next_token).toBeNull();
    const created = orders.map((o) => o.created_at);
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    expect(created.every((t) => t <= NOW)).toBe(true);
    expect(NOW - Math.min(...created)).toBeGreaterThan(60 * 86_400_000);
    expect(new Set(orders.map((o) => o.order_id)).size).toBe(orders.length);
  });

  it('covers every status, the wallet tabs and every payment type', () => {
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set([1, 2, 3, 4]));
    expect(orders.some((o) => o.status === ORDER_STATUS.completed && !o.archived)).toBe(true); // Active
    expect(orders.filter((o) => o.archived).length).toBeGreaterThanOrEqual(2); // Archived
    expect(orders.some((o) => o.status === ORDER_STATUS.cancelled)).toBe(true); // Failed
    expect(new Set(orders.map((o) => o.payment_type))).toEqual(new Set([1, 2, 3, 4, 5, 9]));
    expect(orders.every((o) => o.status_desc)).toBe(true);
  });

  it('keeps balances consistent in pence', () => {
    for (const order of orders) {
      const used = order.balance_history.reduce((sum, entry) => sum + toPence(entry.amount), 0);
      expect(toPence(order.balance_used ?? NaN)).toBe(used);
      expect(toPence(order.balance_available)).toBe(toPence(order.amount) - used);
      expect(order.balance_available).toBeGreaterThanOrEqual(0);
      for (const entry of order.balance_history) {
        expect(entry.created_at).toBeGreaterThan(order.created_at);
        expect(entry.amount).toBeGreaterThan(0);
      }
    }
    expect(orders.filter((o) => o.balance_history.length > 0).length).toBeGreaterThanOrEqual(3);
    expect(orders.some((o) => o.balance_available === 0 && o.balance_history.length > 0)).toBe(
      true,
    );
  });

  it('references real brands and varies links and rewards, and names no invoice it cannot serve', () => {
    const ids = new Set(brands.map((b) => b.id));
    for (const order of orders) {
      expect(ids.has(order.brand_id as string)).toBe(true);
      expect(order.title).toBe(`${brands.find((b) => b.id === order.brand_id)?.name} Gift Card`);
      expect(order.currency).toBe('GBP');
    }
    expect(orders.some((o) => o.link?.startsWith('https://'))).toBe(true);
    expect(orders.some((o) => !o.link)).toBe(true);
    // No invoice document stands behind the sample data: no order may point at one.
    expect(orders.filter((o) => o.invoice_url !== undefined)).toEqual([]);
    expect(orders.some((o) => (o.bonus_cashback ?? 0) > 0)).toBe(true);
    expect(orders.some((o) => o.bonus_cashback === 0)).toBe(true);
    expect(orders.some((o) => (o.bonus_coins ?? 0) > 0)).toBe(true);
    expect(orders.some((o) => o.bonus_coins === 0)).toBe(true);
  });

  it('keeps order ids stable whatever the clock or brand count', () => {
    const ids = orders.map((o) => o.order_id).sort();
    const later = buildOrders({ now: NOW + 30 * 86_400_000, brands: buildBrands({ count: 1000 }) });
    expect(later.items.map((o) => o.order_id).sort()).toEqual(ids);
    expect(buildOrders({ now: NOW, brands: [] })).toEqual({ items: [], next_token: null });
  });
});

describe('buildProfileResponse', () => {
  const minigames = buildMinigames({ now: NOW });
  const response = buildProfileResponse({ now: NOW, minigames, orders });
  const { profile, wallet, referral, level } = response;

  it('describes a complete UK customer', () => {
    expect(profile.first_name).toBe('Sarah');
    expect(profile.birthdate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(profile.phone_number).toMatch(/^\+44\d{10}$/);
    expect(profile.postcode).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
    expect(profile.email).toMatch(/@example\.com$/);
    expect(profile.role).toBe(0);
    expect(profile.jumio_allowed_attempts).toBe(20);
    expect(profile.profile_checked).toBe(false);
    expect(profile.settings && Object.keys(profile.settings)).toHaveLength(9);
    expect(profile.device_info?.time_zone).toBe('Europe/London');
    expect(profile.created_at).toBeLessThan(NOW);
  });

  it('is in the Silver referral tier', () => {
    expect(profile.referral_code).toBe(SAMPLE_REFERRAL_CODE);
    expect(profile.invitation_code).toBe(SAMPLE_INVITATION_CODE);
    expect(profile.referral_total_signup).toBe(5);
    expect(profile.referral_total_deposit).toBe(4);
    expect(profile.referral_level).toBe(2);
    expect(referral).toEqual({
      name: 'Silver',
      // The spec's Silver tier, figure by figure.
      tier: expect.objectContaining({
        name: 'Silver',
        referrals: 3,
        bonus_coins: 30e6,
        referrer_coins: 5e6,
        referrer_cashback: 5,
        referred_coins: 10e6,
        raffle_booster: 4,
      }),
    });
  });

  it('has gift card totals matching the completed orders', () => {
    const completed = orders.filter((o) => o.status === ORDER_STATUS.completed);
    expect(profile.total_gift_card).toBe(completed.length);
    expect(toPence(profile.total_gift_card_amount ?? NaN)).toBe(
      completed.reduce((s, o) => s + toPence(o.amount), 0),
    );
    expect(toPence(profile.total_gift_card_cashback ?? NaN)).toBe(
      completed.reduce((s, o) => s + toPence(o.bonus_cashback ?? 0), 0),
    );
  });

  it('has minigame stats for both game types, a wallet and level 1', () => {
    expect(profile.minigames).toHaveLength(minigames.length);
    expect(new Set(profile.minigames.map((m) => m.type))).toEqual(new Set([1, 2]));
    expect(profile.minigames.some((m) => m.total_win_cash > 0)).toBe(true);
    expect(
      profile.minigames.every((m) => /^\d{2}\/\d{2}\/\d{4}$/.test(m.last_play_day ?? '')),
    ).toBe(true);
    expect(toPence(profile.total_win_cash ?? NaN)).toBe(
      profile.minigames.reduce((s, m) => s + toPence(m.total_win_cash), 0),
    );
    expect(wallet).toMatchObject({ goals: [] });
    expect(wallet?.coins).toBeGreaterThan(0);
    expect(wallet?.win_cash).toBeGreaterThan(0);
    expect(level).toMatchObject({ id: 1, lotto_max_tickets: 80, next_cash: 10 });
  });
});
