import { useMemo, type ReactNode } from 'react';
import { GiftcashError, type DataProvider, type ProfileResponse } from '@giftcash/core';
import { GiftcashProvider } from '@giftcash/core/react';
import { buildSampleResponses, createSampleProvider } from '@giftcash/sample';

/** The sample data at a fixed time, for the controlled views. */
export const sample = buildSampleResponses({ now: Date.UTC(2026, 10, 21, 12) });
export const sampleProfile = sample.profile as ProfileResponse;

export type Mode = 'loading' | 'error' | 'empty' | 'malformed' | 'write-fails';

/** The sample provider (kept in memory), with account reads loading forever, failing, empty or malformed. */
function providerFor(mode: Mode | undefined): DataProvider {
  const base = createSampleProvider({ storage: null, delay: 300 });
  if (!mode) return base;
  const fail = () =>
    Promise.reject(new GiftcashError('http', 'Request failed with status code 500'));
  switch (mode) {
    case 'loading':
      return {
        ...base,
        getProfile: () => new Promise(() => {}),
        getOrders: () => new Promise(() => {}),
      };
    case 'error':
      return { ...base, getProfile: fail, getOrders: fail };
    case 'empty':
      return {
        ...base,
        getProfile: () => Promise.resolve(undefined as unknown as ProfileResponse),
        getOrders: () => Promise.resolve({ items: [], next_token: null }),
      };
    case 'malformed':
      return {
        ...base,
        getProfile: async () => ({ ...(await base.getProfile()), wallet: null, referral: null }),
      };
    case 'write-fails':
      return {
        ...base,
        recordExpense: () =>
          new Promise((_, reject) =>
            setTimeout(() => reject(new GiftcashError('network', 'Network Error')), 800),
          ),
        archiveOrder: () =>
          new Promise((_, reject) =>
            setTimeout(() => reject(new GiftcashError('network', 'Network Error')), 800),
          ),
      };
  }
}

/** Wraps a connected screen in a provider in the given state (the sample data when no mode). */
export function WithData({ mode, children }: { mode?: Mode; children: ReactNode }) {
  const provider = useMemo(() => providerFor(mode), [mode]);
  return <GiftcashProvider provider={provider}>{children}</GiftcashProvider>;
}

/** Shows a story in the dark theme whatever Ladle's theme switch says. */
export function Dark({ children }: { children: ReactNode }) {
  return (
    <div
      data-theme="dark"
      style={{ background: 'var(--gc-bg)', color: 'var(--gc-text)', padding: 16 }}
    >
      {children}
    </div>
  );
}
