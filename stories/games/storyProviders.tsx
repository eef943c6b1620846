import { useMemo, type ReactNode } from 'react';
import { GiftcashError, type DataProvider } from '@giftcash/core';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';

type Mode = 'loading' | 'error' | 'empty';

/** The sample provider with the given methods never answering, failing, or answering empty. */
function providerWith(methods: (keyof DataProvider)[], mode: Mode): DataProvider {
  const sample = createSampleProvider({ storage: null });
  const provider: Record<string, unknown> = {};
  for (const key of Object.keys(sample) as (keyof DataProvider)[]) {
    const method = sample[key] as ((...args: unknown[]) => unknown) | undefined;
    if (typeof method === 'function')
      provider[key] = (...args: unknown[]) => method.apply(sample, args);
  }
  const empty: Partial<Record<keyof DataProvider, unknown>> = {
    getMinigames: [],
    getLotteries: [],
    getRaffleResults: { result: [] },
    getWinners: { items: [] },
  };
  for (const key of methods) {
    provider[key] = () =>
      mode === 'loading'
        ? new Promise(() => {})
        : mode === 'error'
          ? Promise.reject(new GiftcashError('http', 'Request failed with status code 500'))
          : Promise.resolve(empty[key]);
  }
  return provider as unknown as DataProvider;
}

/** Wraps a story in a provider whose `methods` are loading forever, failing or empty. */
export function WithData({
  methods,
  mode,
  children,
}: {
  methods: (keyof DataProvider)[];
  mode: Mode;
  children: ReactNode;
}) {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const provider = useMemo(() => providerWith(methods, mode), [methods.join(), mode]);
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
