import { useEffect } from 'react';
import { useResource, type ScratchConfig, type Slot, type WheelConfig } from '@giftcash/core';
import { resolveWheelConfig, type ResolvedWheelConfig } from '../wheel/wheelDefaults';
import { resolveScratchConfig } from '../scratch/scratchDefaults';

/** What a demo play ended with. */
export interface GameResult {
  /** Which demo was played. */
  game: 'wheel' | 'scratch';
  /** The prize in words, e.g. `£0.05`, `2,500 coins`, `No prize`. */
  prize: string;
  /** The wheel slot landed on (wheel only). */
  slot?: Slot;
}

/** Message logged when `/cashback-plus` fails (the spec logs game-config failures only). */
export const WHEEL_CONFIG_ERROR = 'Failed to load wheel configuration';
/** Message logged when `/cashback-scratch` fails. */
export const SCRATCH_CONFIG_ERROR = 'Failed to load scratch card configuration';

/**
 * The demo wheel's configuration through the provider from context. On failure the error is
 * logged ('Failed to load wheel configuration') and the spec's defaults are used.
 */
export function useWheelConfig(): { status: 'loading' | 'error' | 'success'; raw: WheelConfig | undefined; config: ResolvedWheelConfig } {
  const resource = useResource((provider, signal) => provider.getWheelConfig({ signal }), [], { initialData: 'wheelConfig' });
  useEffect(() => {
    if (resource.status === 'error') console.error(WHEEL_CONFIG_ERROR, resource.error);
  }, [resource.status, resource.error]);
  return { status: resource.status, raw: resource.data, config: resolveWheelConfig(resource.data) };
}

/**
 * The demo scratch card's configuration through the provider from context. On failure the
 * error is logged ('Failed to load scratch card configuration') and the spec's defaults are used.
 */
export function useScratchConfig(): { status: 'loading' | 'error' | 'success'; raw: ScratchConfig | undefined; config: ScratchConfig } {
  const resource = useResource((provider, signal) => provider.getScratchConfig({ signal }), [], { initialData: 'scratchConfig' });
  useEffect(() => {
    if (resource.status === 'error') console.error(SCRATCH_CONFIG_ERROR, resource.error);
  }, [resource.status, resource.error]);
  return { status: resource.status, raw: resource.data, config: resolveScratchConfig(resource.data) };
}
