import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { buildSampleResponses } from '@giftcash/sample';
import { HOSTILE_SCALARS } from '../testing/hostileJson';
import { assertHostileFields } from '../testing/validation';
import { validateResponse } from './validate';

const sample = () =>
  structuredClone(
    buildSampleResponses({ now: Date.UTC(2026, 10, 22, 12) }).profile,
  ) as unknown as Record<string, unknown>;
const hostile = fc.oneof(fc.constantFrom(...HOSTILE_SCALARS), fc.anything({ maxDepth: 2 }));

/** Every value in `value`, with its dotted path. */
function leaves(value: unknown, path = ''): [string, unknown][] {
  if (value === null || typeof value !== 'object') return [[path, value]];
  return Object.entries(value).flatMap(([key, inner]) =>
    leaves(inner, path ? `${path}.${key}` : key),
  );
}

describe('the profile call is validated fully in core (screens trust their types)', () => {
  it('a hostile value in any field of profile, wallet, referral or level never passes through untyped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = sample();
    const fields = leaves(good).map(([path]) => path);
    assertHostileFields({
      endpoint: 'profile',
      sample,
      paths: fields,
      hostile,
      // A profile without its identity is a clear error, never a crash later.
      refused: () => {},
      accepted: (result) => {
        // What comes out is what validation would keep again (nothing untyped slipped through)…
        const json = JSON.parse(JSON.stringify(result)) as unknown;
        expect(validateResponse('profile', json)).toEqual(json);
        // …and every leaf is a JSON scalar of the kind the good sample has at that path.
        const kinds = new Map(
          leaves(good).map(([p, v]) => [
            p.replace(/\.\d+(?=\.|$)/g, '.#'),
            v === null ? 'null' : typeof v,
          ]),
        );
        for (const [p, v] of leaves(result)) {
          // Absent, or null where the type allows it (wallet, referral, a level's next_*).
          if (v === undefined || v === null) continue;
          const expected = kinds.get(p.replace(/\.\d+(?=\.|$)/g, '.#'));
          if (expected && expected !== 'null') expect(typeof v, p).toBe(expected);
        }
      },
      parameters: { numRuns: 400, seed: 20 },
    });
    warn.mockRestore();
  }, 60_000); // 400 whole-profile validations: about 14 s alone on a 2-core machine

  it('drops fields the types do not know, and nested objects of the wrong shape', () => {
    const payload = sample() as { profile: Record<string, unknown> };
    payload.profile.unknown_field = '<img src=x onerror=alert(1)>';
    payload.profile.settings = 'dark';
    payload.profile.linked_bank_accounts = [
      { name: 'A' },
      { name: 'B', account_number: '1', sort_code: '2' },
    ];
    const { profile } = validateResponse('profile', payload);
    expect(profile).not.toHaveProperty('unknown_field');
    expect(profile.settings).toBeUndefined();
    expect(profile.linked_bank_accounts).toEqual([
      { name: 'B', account_number: '1', sort_code: '2' },
    ]);
  });

  it('checks level instead of letting any object through, and keeps a referral whose tier is malformed', () => {
    const payload = sample();
    payload.level = { id: 'gold', name: 5 };
    payload.referral = { name: 'Silver', tier: { id: 'second', name: 5 } };
    const result = validateResponse('profile', payload);
    expect(result).not.toHaveProperty('level');
    expect(result.referral).toEqual({ name: 'Silver' });
  });

  it('a wallet with coins that are not a number is missing (null), as the screens expect', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const payload = sample() as { wallet: Record<string, unknown> };
    payload.wallet.coins = '12450000';
    expect(validateResponse('profile', payload).wallet).toBeNull();
  });
});
