/*
 * `?api=<base address>` points one browser tab at another HTTP API, for testing. A crafted link
 * must not be able to make the real site show someone else's brands, rates and links, so the
 * override is taken only for loopback addresses (a developer's own machine) and for origins the
 * deployer lists at build time in `GIFTCASH_API_ALLOW`. Anything else is refused, and no request
 * is ever sent to it.
 */

/** Why an override was refused. */
export type ApiOverrideProblem = 'not-http' | 'not-allowed' | 'query' | 'fragment' | 'credentials';

export type ApiOverrideCheck = { ok: true; baseUrl: string } | { ok: false; problem: ApiOverrideProblem };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The origins of `GIFTCASH_API_ALLOW` (separated by commas or spaces); entries that are not http(s) origins are ignored. */
export function parseAllowList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .flatMap((entry) => {
      try {
        const url = new URL(entry);
        return url.protocol === 'http:' || url.protocol === 'https:' ? [url.origin] : [];
      } catch {
        return [];
      }
    });
}

/**
 * Decides on an `?api=` value: an absolute http(s) address on a loopback host or an allowed
 * origin, with no query, fragment or credentials. Returns its base address without a trailing slash.
 */
export function checkApiOverride(value: string, allowedOrigins: readonly string[]): ApiOverrideCheck {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, problem: 'not-http' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, problem: 'not-http' };
  if (url.username || url.password || /^[a-z]+:\/\/[^/?#]*@/i.test(value.trim())) return { ok: false, problem: 'credentials' };
  if (url.search || value.includes('?')) return { ok: false, problem: 'query' };
  if (url.hash || value.includes('#')) return { ok: false, problem: 'fragment' };
  if (!LOOPBACK_HOSTS.has(url.hostname) && !allowedOrigins.includes(url.origin)) return { ok: false, problem: 'not-allowed' };
  return { ok: true, baseUrl: url.href.replace(/\/+$/, '') };
}
