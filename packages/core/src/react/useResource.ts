import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataProvider } from '../data/provider';
import { isAbortError } from '../data/errors';
import { keepEqual } from '../data/keepEqual';
import { useGiftcash, type InitialData } from './GiftcashProvider';

export type ResourceStatus = 'loading' | 'error' | 'success';

export interface ResourceState<T> {
  /** `loading` until the first answer, then `success` or `error`. */
  status: ResourceStatus;
  /** The last data that loaded; kept when a later reload fails, so nothing on screen is lost. */
  data: T | undefined;
  /** The last failure; cleared by a successful load. */
  error: unknown;
  /** True while a request is under way (first load or reload). */
  isFetching: boolean;
  /** Loads again (e.g. from a Retry button). */
  reload: () => void;
}

export interface ResourceOptions {
  /**
   * The entry of `GiftcashProvider`'s `initialData` this resource is (e.g. `'brands'` for a
   * `getBrands` load). When the provider has it, the first render shows it (`success`, on the
   * server too), and fresh data is read once the browser is idle after mount.
   */
  initialData?: keyof InitialData;
}

const whenIdle = (callback: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 200);
  return () => clearTimeout(id);
};

/**
 * Runs `load` against the provider from context, aborting it on unmount or when `key`
 * changes. Connected screens build their loading / error / loaded states on it. A reload that
 * brings equal data keeps the previous objects (structural sharing), so nothing re-renders.
 */
export function useResource<T>(
  load: (provider: DataProvider, signal: AbortSignal) => Promise<T>,
  key: unknown[] = [],
  options: ResourceOptions = {},
): ResourceState<T> {
  const { provider, initialData } = useGiftcash();
  const [state, setState] = useState<Omit<ResourceState<T>, 'reload'>>(() => {
    const seeded = options.initialData ? (initialData?.[options.initialData] as T | undefined) : undefined;
    return seeded === undefined
      ? { status: 'loading', data: undefined, error: undefined, isFetching: true }
      : { status: 'success', data: seeded, error: undefined, isFetching: true };
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  // Data from the page itself is fresh enough for the first moments: read again once idle,
  // so hydration and the first paint are not competing with the reload.
  const seededRef = useRef(state.data !== undefined);

  useEffect(() => {
    const controller = new AbortController();
    const run = () => {
      // No new state when nothing changes: a parent that does not re-render leaves (for
      // example) server HTML that is still waiting to hydrate untouched.
      setState((previous) =>
        previous.isFetching && (previous.data !== undefined || previous.status === 'loading')
          ? previous
          : { ...previous, isFetching: true, status: previous.data === undefined ? 'loading' : previous.status },
      );
      loadRef.current(provider, controller.signal).then(
        (next) => {
          if (controller.signal.aborted) return;
          setState((previous) => {
            const data = keepEqual(previous.data, next);
            return { status: 'success', data, error: undefined, isFetching: false };
          });
        },
        (error: unknown) => {
          if (controller.signal.aborted || isAbortError(error)) return;
          setState((previous) => ({
            status: previous.data === undefined ? 'error' : 'success',
            data: previous.data,
            error,
            isFetching: false,
          }));
        },
      );
    };
    let cancelIdle: (() => void) | undefined;
    if (seededRef.current) {
      seededRef.current = false;
      cancelIdle = whenIdle(run);
    } else run();
    return () => {
      cancelIdle?.();
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, attempt, ...key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
