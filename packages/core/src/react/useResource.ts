'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataProvider } from '../data/provider';
import { isAbortError } from '../data/errors';
import { useGiftcash } from './GiftcashProvider';

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

/**
 * Runs `load` against the provider from context, aborting it on unmount or when `key`
 * changes. Connected screens build their loading / error / loaded states on it.
 */
export function useResource<T>(
  load: (provider: DataProvider, signal: AbortSignal) => Promise<T>,
  key: unknown[] = [],
): ResourceState<T> {
  const { provider } = useGiftcash();
  const [state, setState] = useState<Omit<ResourceState<T>, 'reload'>>({
    status: 'loading',
    data: undefined,
    error: undefined,
    isFetching: true,
  });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, isFetching: true, status: previous.data === undefined ? 'loading' : previous.status }));
    loadRef.current(provider, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data, error: undefined, isFetching: false });
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
