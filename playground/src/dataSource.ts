import { readStorage, writeStorage, type DataProvider } from '@giftcash/core';
import { checkApiOverride, parseAllowList, type ApiOverrideProblem } from './apiOverride';
import { lazyProvider } from './lazyProvider';

/**
 * Which data the site runs on:
 * 1. `?api=<base address>` in the address bar (kept for the tab in sessionStorage; `?api=sample` clears it),
 *    taken only for loopback addresses and the origins listed in `GIFTCASH_API_ALLOW` at build time
 *    (see ./apiOverride.ts); any other value is refused, never requested, and the site says so,
 * 2. else `GIFTCASH_API` at build time (e.g. `GIFTCASH_API=https://api.example.co.uk npm start`),
 * 3. else the built-in sample provider (no server needed).
 * A base address `B` means brands at `B/brands` and winners at `B/rewards` (the sample API server's layout).
 */
export interface DataSource {
  kind: 'sample' | 'http';
  /** Base address when `kind` is `http`. */
  baseUrl?: string;
  provider: DataProvider;
  /** Set when an `?api=` address was refused: the site shows a notice and uses its own data. */
  refusedOverride?: ApiOverrideProblem;
  /**
   * True when the tab runs on an `?api=` address rather than the source the site was built
   * with: the prerendered pages hold the build's data, not this source's, so they are rendered
   * in the browser instead of hydrated.
   */
  overridden?: boolean;
}

const SESSION_KEY = 'giftcash:api';

const ALLOWED_ORIGINS = parseAllowList(import.meta.env.GIFTCASH_API_ALLOW as string | undefined);

/** The tab's `?api=` override: from the address bar, else the one kept for the tab. */
function override(): { value: string | null; problem?: ApiOverrideProblem } {
  if (typeof window === 'undefined') return { value: null };
  const fromQuery = new URLSearchParams(window.location.search).get('api');
  const value = fromQuery ?? readStorage(SESSION_KEY, 'session');
  if (value === null || value === 'sample') {
    if (fromQuery !== null) writeStorage(SESSION_KEY, null, 'session');
    return { value: null };
  }
  const check = checkApiOverride(value, ALLOWED_ORIGINS);
  writeStorage(SESSION_KEY, check.ok ? value : null, 'session');
  if (!check.ok)
    console.warn(
      `[giftcash] ?api= refused (${check.problem}): only loopback addresses and GIFTCASH_API_ALLOW origins are taken`,
    );
  return check.ok ? { value: check.baseUrl } : { value: null, problem: check.problem };
}

function isHttp(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export function chooseDataSource(): DataSource {
  const { value, problem } = override();
  const chosen = value ?? (import.meta.env.GIFTCASH_API as string | undefined) ?? '';
  const refused = problem ? { refusedOverride: problem } : {};
  if (chosen && chosen !== 'sample' && isHttp(chosen)) {
    const baseUrl = chosen.replace(/\/+$/, '');
    return {
      kind: 'http',
      baseUrl,
      // Loaded on first use: a prerendered page shows its data before any of this code runs.
      provider: lazyProvider(
        () => import('./httpProvider').then(({ httpProviderFor }) => httpProviderFor(baseUrl)),
        ['playGame'],
      ),
      ...(value ? { overridden: true } : {}),
      ...refused,
    };
  }
  return {
    kind: 'sample',
    provider: lazyProvider(
      () =>
        import('./sampleProvider').then(({ createSiteSampleProvider }) =>
          createSiteSampleProvider(),
        ),
      ['recordExpense', 'archiveOrder', 'playGame'],
    ),
    ...refused,
  };
}
