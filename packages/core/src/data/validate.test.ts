import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { buildSampleResponses } from '@giftcash/sample';
import { HOSTILE_TEXT, applyMutations } from '../testing/hostileJson';
import { rawBrand } from '../testing/validation';
import { hasMalformedText } from './sanitize';
import { validateResponse } from './validate';
import { InvalidResponseError } from './errors';
import type { EndpointKey } from './provider';

function invalid(endpoint: EndpointKey, payload: unknown): InvalidResponseError {
  try {
    validateResponse(endpoint, payload);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidResponseError);
    return error as InvalidResponseError;
  }
  throw new Error(`expected ${endpoint} payload to be rejected`);
}

describe('validateResponse: a malformed payload for every endpoint names the endpoint and the field', () => {
  const cases: [EndpointKey, unknown, string][] = [
    ['brands', { brands: 'nope', categories: [] }, 'brands'],
    ['brands', { brands: [{ id: 'x' }] }, 'brands[0].name'],
    ['brands', null, '(root)'],
    ['minigames', { unexpected: true }, '(root)'],
    ['minigames', [{ id: 'g', name: 'Wheel', type: 7 }], '[0].type'],
    ['lotteries', 'x', '(root)'],
    ['lotteries', [{ name: 'Daily' }], '[0].id'],
    ['wheelConfig', [], '(root)'],
    ['scratchConfig', 42, '(root)'],
    ['profile', { wallet: {} }, 'profile'],
    ['profile', { profile: { first_name: 'A' } }, 'profile.id'],
    ['orders', { items: {} }, 'items'],
    ['orders', { items: [{ title: 'x' }] }, 'items[0].order_id'],
    ['raffleResults', { result: null }, 'result'],
    ['raffleResults', { result: [{ draw_index: -3 }] }, 'result[0].draw_index'],
    ['winners', { items: 'x' }, 'items'],
    ['winners', { items: [{ amount: 5 }] }, 'items[0].username'],
  ];
  it.each(cases)('%s %j → %s', (endpoint, payload, path) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = invalid(endpoint, payload);
    expect(error.endpoint).toBe(endpoint);
    expect(error.path).toBe(path === '(root)' ? '' : path);
    expect(error.message).toContain(`Invalid ${endpoint} response: ${path}`);
  });
});

describe('validateResponse policy', () => {
  it('drops a bad item from an otherwise good list, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = validateResponse('brands', {
      brands: [rawBrand(), { name: 'No id' }, rawBrand({ id: 'b2' })],
      categories: [],
    });
    expect(result.brands.map((b) => b.id)).toEqual(['b1', 'b2']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('brands: dropped brands[1].id'));
  });

  it('replaces a wrong optional field with its default instead of failing the item', () => {
    const result = validateResponse('brands', {
      brands: [
        rawBrand({
          cashback_perc: 'lots',
          popular: 'yes',
          categories: ['tech', 5, null],
          digital_denominations: [10, 'x', -5, 25],
          detail: 'oops',
        }),
      ],
    });
    expect(result.brands[0]).toMatchObject({
      cashback_perc: 0,
      popular: false,
      categories: ['tech'],
      digital_denominations: [10, 25],
    });
    expect(result.brands[0]?.detail).toEqual({ assets: {}, redemption_methods: [] });
  });

  it('drops repeats of an identity (rows are keyed by it), keeping the first', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const brands = validateResponse('brands', {
      brands: [rawBrand(), rawBrand({ name: 'Again' }), rawBrand({ id: 'b2' })],
    });
    expect(brands.brands.map((b) => b.name)).toEqual(['Brand', 'Brand']);
    const draws = validateResponse('raffleResults', {
      result: [
        {
          draw_index: 7,
          report: [
            { place: 1, name: 'A', win_amount: 1 },
            { place: 1, name: 'B', win_amount: 2 },
          ],
        },
        { draw_index: 7, report: [] },
      ],
    });
    expect(draws.result).toHaveLength(1);
    expect(draws.result[0]?.report.map((r) => r.name)).toEqual(['A']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('repeats an earlier item'));
  });

  it('keeps the optional fields a minigame and a draw report send, and checks their types', () => {
    const slot = { index: 0, type: 1, value: 5, cdf: 1, odds: 1 };
    const [game] = validateResponse('minigames', [
      {
        id: 'g1',
        name: 'Wheel',
        type: 1,
        coins_cost: 0,
        free_entries: 0,
        slots: [slot],
        free_slots: [{ ...slot, one_off: true }, { index: 1 }],
        updated_at: Date.UTC(2026, 0, 1),
        updated_by: 'ops',
        visible: 'yes',
      },
    ]);
    // Type and schema are checked to declare the same fields (validate.shapes.test.ts), so
    // an optional field the API sends reaches the screen instead of being stripped.
    expect(game).toMatchObject({
      free_slots: [{ ...slot, one_off: true }],
      updated_at: Date.UTC(2026, 0, 1),
      updated_by: 'ops',
    });
    expect(game?.visible).toBeUndefined();
    const draws = validateResponse('raffleResults', {
      result: [
        {
          draw_index: 1,
          report: [
            { place: 1, win_amount: 5, range_start: 1, range_end: { evil: true }, extra: '<x>' },
          ],
        },
      ],
    });
    // Report items used to pass every unknown field through unchecked.
    expect(draws.result[0]?.report[0]).toEqual({
      place: 1,
      name: '-',
      win_amount: 5,
      range_start: 1,
    });
  });

  it('accepts numeric ids and keeps them as strings', () => {
    const result = validateResponse('brands', { brands: [rawBrand({ id: 42 })] });
    expect(result.brands[0]?.id).toBe('42');
  });

  it('rejects negative and non-finite money', () => {
    const orders = validateResponse('orders', {
      items: [
        {
          order_id: 'o1',
          title: 'T',
          amount: -5,
          balance_available: Number.POSITIVE_INFINITY,
          created_at: 1,
          status: 3,
          payment_type: 1,
          archived: false,
          balance_history: [],
        },
      ],
    });
    expect(orders.items[0]).toMatchObject({ amount: 0, balance_available: 0 });
  });

  it('keeps the profile when the wallet is missing, and reports wallet as null', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = validateResponse('profile', { profile: { id: 'u1' } });
    expect(result.profile.id).toBe('u1');
    expect(result.wallet).toBeNull();
    expect(result.referral).toBeNull();
  });

  it('accepts lists wrapped in items', () => {
    expect(validateResponse('minigames', { items: [] })).toEqual([]);
    expect(validateResponse('winners', [])).toEqual({ items: [] });
  });

  it('truncates enormous strings instead of holding megabytes', () => {
    const huge = 'x'.repeat(1_000_000);
    const result = validateResponse('brands', { brands: [rawBrand({ notes: huge })] });
    expect(result.brands[0]?.notes?.length).toBe(20_000);
  });
});

describe('validateResponse: hostile strings', () => {
  it('drops an item whose identity holds a lone surrogate, with the usual warning, and repairs every other string', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = validateResponse('brands', {
      brands: [
        rawBrand({ id: 'gift\ud800card' }),
        rawBrand({
          id: 'b2',
          name: 'gift\ud800card',
          categories: ['tech', 'bad\udc00slug'],
          detail: { assets: {}, redemption_methods: [], description: 'x\udc00' },
        }),
      ],
      categories: [{ id: 'tech' }, { id: '\ud800' }],
    });
    expect(result.brands.map((b) => b.id)).toEqual(['b2']);
    expect(result.brands[0]).toMatchObject({
      name: 'gift\ufffdcard',
      categories: ['tech'],
      detail: { description: 'x\ufffd' },
    });
    expect(result.categories).toEqual([{ id: 'tech' }]);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/brands: dropped brands\[0\]\.id: .*lone surrogate/),
    );
  });

  it('repairs the referral code, names and free text of the profile', () => {
    const result = validateResponse('profile', {
      profile: {
        id: 'u1',
        first_name: 'Ann\ud800',
        referral_code: 'CODE\udc00',
        invitation_token: '\ud800',
      },
      wallet: { coins: 1, win_coins: 0, win_cash: 0 },
      referral: { name: 'Gold\ud800' },
    });
    expect(result.profile).toMatchObject({
      first_name: 'Ann\ufffd',
      referral_code: 'CODE\ufffd',
      invitation_token: '\ufffd',
    });
    expect(result.referral?.name).toBe('Gold\ufffd');
  });

  it('for every endpoint, whatever hostile text is put in any string, the result holds only well-formed strings', () => {
    const good = buildSampleResponses({ brandCount: 6, now: Date.UTC(2026, 10, 22, 12) }) as Record<
      EndpointKey,
      unknown
    >;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const endpoints = Object.keys(good) as EndpointKey[];
    expect(endpoints).toHaveLength(10);
    fc.assert(
      fc.property(
        fc.constantFrom(...endpoints),
        fc.constantFrom(...HOSTILE_TEXT),
        fc.integer({ min: 1, max: 5 }),
        fc.nat({ max: 4 }),
        fc.boolean(),
        (endpoint, text, every, offset, replace) => {
          const payload = applyMutations(good[endpoint], [
            { kind: 'taint-strings', text, every, offset, replace },
          ]);
          let output: unknown;
          try {
            output = validateResponse(endpoint, payload);
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidResponseError);
            return;
          }
          expect(hasMalformedText(output)).toBe(false);
        },
      ),
      { numRuns: 400, seed: 14 },
    );
  });
});

describe('validateResponse: odd numbers are normalised', () => {
  it('offers denominations rounded to the penny, above £0, once each, smallest first', () => {
    const result = validateResponse('brands', {
      brands: [
        rawBrand({
          digital_denominations: [50, 0.001, 10, 25.004, 10, -5, 0, 0.004, 1e9, 25, 0.01],
        }),
      ],
    });
    expect(result.brands[0]?.digital_denominations).toEqual([0.01, 10, 25, 50]);
  });

  it('keeps limits sane: under 1p or over £10,000,000 is no limit, and an inverted lower limit is dropped', () => {
    const limits = (lower: number, upper: number) =>
      validateResponse('brands', {
        brands: [rawBrand({ digital_face_value_limits: { lower, upper } })],
      }).brands[0]?.digital_face_value_limits;
    expect(limits(0.001, 1e300)).toEqual({ lower: 0, upper: 0 });
    expect(limits(500, 50)).toEqual({ lower: 0, upper: 50 });
    expect(limits(5.004, 500.005)).toEqual({ lower: 5.01, upper: 500 });
    expect(limits(10, 0)).toEqual({ lower: 10, upper: 0 });
  });

  it('reads cashback_perc from 1 up as a percentage (20 is 20%, 1 is 1%), and refuses negative or over 100', () => {
    const rate = (cashback_perc: unknown) =>
      validateResponse('brands', { brands: [rawBrand({ cashback_perc })] }).brands[0]
        ?.cashback_perc;
    expect(rate(20)).toBe(0.2);
    expect(rate(7.2)).toBe(0.072);
    expect(rate(100)).toBe(1);
    expect(rate(1)).toBe(0.01);
    expect(rate(0.05)).toBe(0.05);
    expect(rate(150)).toBe(0);
    expect(rate(-3)).toBe(0);
  });

  it('leaves out counts that are negative or not whole (a sign-up count of -3 is unknown, not shown)', () => {
    const { profile } = validateResponse('profile', {
      profile: {
        id: 'u1',
        referral_total_signup: -3,
        referral_total_deposit: 2.5,
        total_gift_card: 4,
        referral_rewards_cash: -1,
        total_gift_card_amount: 12.5,
      },
    });
    expect(profile.referral_total_signup).toBeUndefined();
    expect(profile.referral_total_deposit).toBeUndefined();
    expect(profile.total_gift_card).toBe(4);
    expect(profile.referral_rewards_cash).toBeUndefined();
    expect(profile.total_gift_card_amount).toBe(12.5);
  });

  it('whatever numbers arrive, denominations, limits and rates come out usable (property)', () => {
    const odd = fc.oneof(
      fc.double({ noNaN: false }),
      fc.integer({ min: -10, max: 2_000 }),
      fc.constantFrom(0.001, 0.005, 0.004, 1e300, -0, 1e7, 1e7 + 0.01, 20, 100.5),
    );
    fc.assert(
      fc.property(
        fc.array(odd, { maxLength: 12 }),
        odd,
        odd,
        odd,
        (denominations, lower, upper, cashback) => {
          const [result] = validateResponse('brands', {
            brands: [
              rawBrand({
                digital_denominations: denominations,
                digital_face_value_limits: { lower, upper },
                cashback_perc: cashback,
              }),
            ],
          }).brands;
          const list = result!.digital_denominations;
          list.forEach((value, index) => {
            expect(Number.isSafeInteger(Math.round(value * 100))).toBe(true);
            expect(Math.abs(value * 100 - Math.round(value * 100))).toBeLessThan(1e-6);
            expect(value).toBeGreaterThanOrEqual(0.01);
            if (index > 0) expect(value).toBeGreaterThan(list[index - 1]!);
          });
          const limits = result!.digital_face_value_limits;
          for (const limit of [limits.lower, limits.upper])
            expect(limit === 0 || (limit >= 0.01 && limit <= 1e7)).toBe(true);
          if (limits.lower > 0 && limits.upper > 0)
            expect(limits.lower).toBeLessThanOrEqual(limits.upper);
          expect(result!.cashback_perc).toBeGreaterThanOrEqual(0);
          expect(result!.cashback_perc).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
