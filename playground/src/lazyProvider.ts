import { ENDPOINT_METHODS, type DataProvider } from '@giftcash/core';

/** Every read of the provider: one per endpoint, named by core's endpoint-to-method map. */
const READS = Object.values(ENDPOINT_METHODS);
type Write = 'signIn' | 'signOut' | 'recordExpense' | 'archiveOrder' | 'playGame';

/**
 * A provider whose code loads on first use (a chunk of its own): the sample data and the HTTP
 * provider's validation stay out of the JavaScript a page needs to become interactive, since a
 * prerendered page already carries its data. `writes` names the optional methods the loaded
 * provider has, because screens offer a write only when the provider has the method. A failed
 * load (offline) rejects that call with the loader's error and is tried again on the next call.
 */
let gate: Promise<unknown> = Promise.resolve();

/**
 * Holds back the first load of every lazy provider until `until` settles. A prerendered page
 * sets it to "idle after hydration": the page already shows its data, so reading fresh data
 * waits until hydration and the first paint are done instead of competing with them.
 */
export function deferDataUntil(until: Promise<unknown>): void {
  gate = until;
}

export function lazyProvider(
  load: () => Promise<DataProvider>,
  writes: readonly Write[] = [],
): DataProvider {
  let pending: Promise<DataProvider> | undefined;
  let current: DataProvider | undefined;
  const loaded = () =>
    (pending ??= gate
      .then(load)
      .then((target) => (current = target))
      .catch((error: unknown) => {
        pending = undefined;
        throw error;
      }));
  const provider: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
  for (const name of [...READS, ...writes]) {
    provider[name] = async (...args: unknown[]) => {
      const target = (await loaded()) as unknown as Record<
        string,
        ((...a: unknown[]) => Promise<unknown>) | undefined
      >;
      const method = target[name];
      if (!method) throw new Error(`The data provider has no ${name}`);
      return method.apply(target, args);
    };
  }
  // Sign-out drops the last person's cached answers; before the provider has loaded there are none.
  const lazy = provider as unknown as DataProvider;
  lazy.resetSession = () => current?.resetSession?.();
  return lazy;
}
