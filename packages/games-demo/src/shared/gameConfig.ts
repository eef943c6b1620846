'use client';

import { useEffect, useMemo, useRef } from 'react';
import type { DataProvider, ScratchConfig, Slot, WheelConfig } from '@giftcash/core';
import { useResource } from '@giftcash/core/react';
import {
  resolveScratchConfig,
  resolveWheelConfig,
  type ResolvedWheelConfig,
} from '@giftcash/core/games';

/** What a demo play ended with. */
export interface GameResult {
  /** Which demo was played. */
  game: 'wheel' | 'scratch';
  /** The prize in words, e.g. `£0.05`, `2.5K coins`, `No prize`. */
  prize: string;
  /** The wheel slot landed on (wheel only). */
  slot?: Slot;
}

/** Message logged when `/cashback-plus` fails (the spec logs game-config failures only). */
export const WHEEL_CONFIG_ERROR = 'Failed to load wheel configuration';
/** Message logged when `/cashback-scratch` fails. */
export const SCRATCH_CONFIG_ERROR = 'Failed to load scratch card configuration';

type ConfigStatus = 'loading' | 'error' | 'success';

/** A game configuration as read through the provider: its status, the raw answer, the configuration with the spec's defaults filled in, the failure, and a way to read again. */
export interface GameConfigState<T, R> {
  /** `loading` until the provider answers, then `success` or `error`. */
  status: ConfigStatus;
  /** The configuration as the provider answered it, or `undefined` while loading and after a failure. */
  raw: T | undefined;
  /** The configuration to play with: `raw` with the spec's defaults filled in, or the defaults alone while loading and after a failure. */
  config: R;
  /** Why the last read failed (while `status` is `error`). */
  error: unknown;
  /** Reads the configuration again (a Retry button). */
  reload: () => void;
}

/** A game configuration through the provider from context, resolved with the spec's defaults; a failure is reported once. */
function useGameConfig<T, R>(
  load: (provider: DataProvider, signal: AbortSignal) => Promise<T>,
  resolve: (raw: T | undefined) => R,
  message: string,
  key: 'wheelConfig' | 'scratchConfig',
  onError: ((error: unknown) => void) | undefined,
): GameConfigState<T, R> {
  const resource = useResource(load, [], { initialData: key });
  const report = useRef(onError);
  report.current = onError;
  useEffect(() => {
    if (resource.status !== 'error') return;
    if (report.current) report.current(resource.error);
    else console.error(message, resource.error);
  }, [resource.status, resource.error, message]);
  const config = useMemo(() => resolve(resource.data), [resolve, resource.data]);
  return {
    status: resource.status,
    raw: resource.data,
    config,
    error: resource.error,
    reload: resource.reload,
  };
}

/**
 * The demo wheel's configuration through the provider from context. On failure the spec's
 * defaults are used and the error goes to `onError`, else is logged ('Failed to load wheel configuration').
 */
export function useWheelConfig(
  onError?: (error: unknown) => void,
): GameConfigState<WheelConfig, ResolvedWheelConfig> {
  return useGameConfig(
    (provider, signal) => provider.getWheelConfig({ signal }),
    resolveWheelConfig,
    WHEEL_CONFIG_ERROR,
    'wheelConfig',
    onError,
  );
}

/**
 * The demo scratch card's configuration through the provider from context. On failure the spec's
 * defaults are used and the error goes to `onError`, else is logged ('Failed to load scratch card configuration').
 */
export function useScratchConfig(
  onError?: (error: unknown) => void,
): GameConfigState<ScratchConfig, ScratchConfig> {
  return useGameConfig(
    (provider, signal) => provider.getScratchConfig({ signal }),
    resolveScratchConfig,
    SCRATCH_CONFIG_ERROR,
    'scratchConfig',
    onError,
  );
}
