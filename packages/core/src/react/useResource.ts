'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataProvider } from '../data/provider';
import { isAbortError } from '../data/errors';
import { useGiftcash, type InitialData } from './GiftcashProvider';
import { sameJson } from '../data/sameJson';

/** Where a load is: `loading` until the first answer, then `success` or `error`. */
export type ResourceStatus = 'loading' | 'error' | 'success';

/** What {@link useResource} returns. */
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

/** Options of {@link useResource}. */
export interface ResourceOptions {
  /**
   * The entry of `GiftcashProvider`'s `initialData` this resource is (e.g. `'brands'` for a
   * `getBrands` load). When the provider has it, the first render shows it (`success`, on the
   * server too), and fresh data is read after mount as usual.
   */
  initialData?: keyof InitialData;
}

/**
 * Runs `load` against the provider from context, aborting it on unmount or when `key`
 * changes. Connected screens build their loading / error / loaded states on it. A reload that
 * brings equal data keeps the previous object, so nothing re-renders.
 */
export function useResource<T>(
  load: (provider: DataProvider, signal: AbortSignal) => Promise<T>,
  key: unknown[] = [],
  options: ResourceOptions = {},
): ResourceState<T> {
  const { provider, initialData } = useGiftcash();
  const [state, setState] = useState<Omit<ResourceState<T>, 'reload'>>(() => {
    const seeded = options.initialData
      ? (initialData?.[options.initialData] as T | undefined)
      : undefined;
    return seeded === undefined
      ? { status: 'loading', data: undefined, error: undefined, isFetching: true }
      : { status: 'success', data: seeded, error: undefined, isFetching: true };
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    // No new state when nothing changes: a parent that does not re-render leaves (for example)
    // server HTML that is still waiting to hydrate untouched.
    setState((previous) =>
      previous.isFetching
        ? previous
        : {
            ...previous,
            isFetching: true,
            status: previous.data === undefined ? 'loading' : previous.status,
          },
    );
    loadRef.current(provider, controller.signal).then(
      (next) => {
        if (controller.signal.aborted) return;
        // Equal data (the same JSON) keeps the previous object, so nothing re-renders.
        setState((previous) => ({
          status: 'success',
          data: sameJson(previous.data, next) ? (previous.data as T) : next,
          error: undefined,
          isFetching: false,
        }));
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
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, attempt, ...key]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
