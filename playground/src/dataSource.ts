import { readStorage, writeStorage, type DataProvider } from '@giftcash/core';
import { lazyProvider } from './lazyProvider';

/**
 * Which data the site runs on:
 * 1. `?api=<base address>` in the address bar (kept for the tab in sessionStorage; `?api=sample` clears it),
 * 2. else `GIFTCASH_API` at build time (e.g. `GIFTCASH_API=https://api.example.co.uk npm start`),
 * 3. else the built-in sample provider (no server needed).
 * A base address `B` means brands at `B/brands` and winners at `B/rewards` (the sample API server's layout).
 */
export interface DataSource {
  kind: 'sample' | 'http';
  /** Base address when `kind` is `http`. */
  baseUrl?: string;
  provider: DataProvider;
}

const SESSION_KEY = 'giftcash:api';

function fromQuery(): string | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get('api');
  if (value === null) return null;
  writeStorage(SESSION_KEY, value === 'sample' ? null : value, 'session');
  return value;
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
  const chosen = fromQuery() ?? readStorage(SESSION_KEY, 'session') ?? (import.meta.env.GIFTCASH_API as string | undefined) ?? '';
  if (chosen && chosen !== 'sample' && isHttp(chosen)) {
    const baseUrl = chosen.replace(/\/+$/, '');
    return {
      kind: 'http',
      baseUrl,
      // Loaded on first use: a prerendered page shows its data before any of this code runs.
      provider: lazyProvider(() => import('./httpProvider').then(({ httpProviderFor }) => httpProviderFor(baseUrl))),
    };
  }
  return {
    kind: 'sample',
    provider: lazyProvider(() => import('@giftcash/core/sample').then(({ createSampleProvider }) => createSampleProvider({ delay: 200 })), ['recordExpense', 'archiveOrder']),
  };
}
