import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkApiOverride, parseAllowList } from './apiOverride';

const allow = parseAllowList(
  'https://api.giftcash.co.uk, https://staging-api.giftcash.co.uk javascript:alert(1) nonsense',
);

describe('?api= allow-list', () => {
  it('reads the build-time list as origins', () => {
    expect(allow).toEqual(['https://api.giftcash.co.uk', 'https://staging-api.giftcash.co.uk']);
    expect(parseAllowList(undefined)).toEqual([]);
  });

  it.each([
    ['http://127.0.0.1:4010/api', 'http://127.0.0.1:4010/api'],
    ['http://localhost:4010/api/', 'http://localhost:4010/api'],
    ['http://[::1]:4010/api', 'http://[::1]:4010/api'],
    ['https://api.giftcash.co.uk/v2', 'https://api.giftcash.co.uk/v2'],
  ])('takes %s', (value, baseUrl) => {
    expect(checkApiOverride(value, allow)).toEqual({ ok: true, baseUrl });
  });

  it.each([
    ['https://attacker.example/api', 'not-allowed'],
    ['https://api.giftcash.co.uk.attacker.example/api', 'not-allowed'],
    ['http://api.giftcash.co.uk/api', 'not-allowed'],
    ['https://api.giftcash.co.uk:8443/api', 'not-allowed'],
    ['http://127.0.0.2/api', 'not-allowed'],
    ['http://localhost.attacker.example/api', 'not-allowed'],
    ['http://127.0.0.1:4010/api?brands=evil', 'query'],
    ['http://127.0.0.1:4010/api?', 'query'],
    ['http://127.0.0.1:4010/api#x', 'fragment'],
    ['http://user:pass@127.0.0.1:4010/api', 'credentials'],
    ['http://attacker.example@127.0.0.1/api', 'credentials'],
    ['javascript:alert(1)', 'not-http'],
    ['data:text/html,hi', 'not-http'],
    ['//attacker.example/api', 'not-http'],
    ['/api', 'not-http'],
    ['', 'not-http'],
  ])('refuses %s (%s)', (value, problem) => {
    expect(checkApiOverride(value, allow)).toEqual({ ok: false, problem });
  });

  it('never takes a host that is neither loopback nor listed (property)', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (value) => {
        const result = checkApiOverride(value, allow);
        if (!result.ok) return;
        const url = new URL(result.baseUrl);
        expect(
          ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) || allow.includes(url.origin),
        ).toBe(true);
        expect(url.search + url.hash + url.username + url.password).toBe('');
      }),
      { numRuns: 2000 },
    );
  });
});
