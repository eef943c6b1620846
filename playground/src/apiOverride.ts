/*
 * `?api=<base address>` points one browser tab at another HTTP API, for testing. A crafted link
 * must not be able to make the real site show someone else's brands, rates and links, so the
 * override is taken only for loopback addresses (a developer's own machine) and for origins the
 * deployer lists at build time in `GIFTCASH_API_ALLOW`. Anything else is refused, and no request
 * is ever sent to it.
 */

/** Why an override was refused (`blocked-by-policy`: taken, but the page's CSP blocks its origin). */
export type ApiOverrideProblem =
  'not-http' | 'not-allowed' | 'query' | 'fragment' | 'credentials' | 'blocked-by-policy';

export type ApiOverrideCheck =
  { ok: true; baseUrl: string } | { ok: false; problem: ApiOverrideProblem };

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
export function checkApiOverride(
  value: string,
  allowedOrigins: readonly string[],
): ApiOverrideCheck {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, problem: 'not-http' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, problem: 'not-http' };
  if (url.username || url.password || /^[a-z]+:\/\/[^/?#]*@/i.test(value.trim()))
    return { ok: false, problem: 'credentials' };
  if (url.search || value.includes('?')) return { ok: false, problem: 'query' };
  if (url.hash || value.includes('#')) return { ok: false, problem: 'fragment' };
  if (!LOOPBACK_HOSTS.has(url.hostname) && !allowedOrigins.includes(url.origin))
    return { ok: false, problem: 'not-allowed' };
  return { ok: true, baseUrl: url.href.replace(/\/+$/, '') };
}

/*
 * An override can pass the checks above and still be blocked by the page's own
 * Content-Security-Policy: a production build's `connect-src` allows only the origins it was made
 * for, so a loopback `?api=` on the real site never gets an answer. The browser reports each
 * blocked request as a `securitypolicyviolation` event; the first one for the override's origin
 * refuses the override: it is dropped for the tab and the page reloads on the site's own data,
 * where the notice says why (instead of a bare "Network Error").
 */

/** sessionStorage key of the tab's override (shared with ./dataSource.ts). */
export const OVERRIDE_STORAGE_KEY = 'giftcash:api';
/** sessionStorage key that carries the refusal across the reload. */
export const REFUSED_STORAGE_KEY = 'giftcash:api-refused';

type Win = Pick<Window, 'sessionStorage' | 'location'>;

/** Reads and clears the refusal carried across a reload. */
function takeCarriedRefusal(win: Win | undefined): boolean {
  try {
    const carried = win?.sessionStorage.getItem(REFUSED_STORAGE_KEY) === 'blocked-by-policy';
    if (carried) win?.sessionStorage.removeItem(REFUSED_STORAGE_KEY);
    return carried;
  } catch {
    return false;
  }
}

let blockedByPolicy = takeCarriedRefusal(typeof window === 'undefined' ? undefined : window);
const blockedListeners = new Set<() => void>();

/** True when the page's policy blocked the tab's `?api=` origin (on this page or the one that reloaded into it). */
export const overrideBlockedByPolicy = (): boolean => blockedByPolicy;

/** Calls `listener` when {@link overrideBlockedByPolicy} turns true; returns the unsubscribe. */
export function subscribeOverrideBlocked(listener: () => void): () => void {
  blockedListeners.add(listener);
  return () => blockedListeners.delete(listener);
}

function originOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The origin of the tab's override: the one kept for the tab, else the address bar's. */
function overrideOrigin(win: Win): string | null {
  let kept: string | null = null;
  try {
    kept = win.sessionStorage.getItem(OVERRIDE_STORAGE_KEY);
  } catch {
    /* storage unavailable: the address bar has it */
  }
  return originOf(kept ?? new URLSearchParams(win.location.search).get('api'));
}

/**
 * Reacts to one `securitypolicyviolation` event (exported for tests): for the override's origin,
 * drops the override and reloads the address without `?api=`, the refusal carried in
 * sessionStorage for the notice. Without storage the page stays, with the notice.
 */
export function onPolicyViolation(
  event: Pick<SecurityPolicyViolationEvent, 'effectiveDirective' | 'blockedURI'>,
  win: Win = window,
): void {
  if (blockedByPolicy || event.effectiveDirective !== 'connect-src') return;
  const origin = overrideOrigin(win);
  if (!origin || originOf(event.blockedURI) !== origin) return;
  blockedByPolicy = true;
  console.warn(
    `[giftcash] ?api= refused (blocked-by-policy): this site's Content-Security-Policy does not allow ${origin}`,
  );
  for (const listener of [...blockedListeners]) listener();
  try {
    win.sessionStorage.removeItem(OVERRIDE_STORAGE_KEY);
    win.sessionStorage.setItem(REFUSED_STORAGE_KEY, 'blocked-by-policy');
  } catch {
    return;
  }
  const url = new URL(win.location.href);
  url.searchParams.delete('api');
  win.location.replace(url.href);
}

/** Forgets a refusal (tests). */
export function resetOverrideBlocked(): void {
  blockedByPolicy = false;
}

// Listening from the first module that reads the override: before any data request is made.
if (typeof document !== 'undefined')
  document.addEventListener('securitypolicyviolation', (event) => onPolicyViolation(event));
