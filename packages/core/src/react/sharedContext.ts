'use client';

import { createContext, type Context } from 'react';

/**
 * A React context shared by every copy of `@giftcash/core` loaded in one page. An app can
 * end up with two copies: the ESM build imported by the app and the CommonJS build required by a
 * dependency (the dual-package hazard), or two installed versions. Two `createContext` calls
 * would make two contexts, and a `GiftcashProvider` from one copy would be invisible to a screen
 * built on the other ("no <GiftcashProvider> above this component"). The context is kept on
 * `globalThis` under a registered symbol instead, so every copy gets the same one. `key` names the
 * context and the shape of its value: change it when the value's shape changes incompatibly.
 */
export function sharedContext<T>(key: string, defaultValue: T): Context<T> {
  const registry = globalThis as unknown as Record<symbol, Context<T> | undefined>;
  const symbol = Symbol.for('@giftcash/' + key);
  return registry[symbol] || (registry[symbol] = createContext<T>(defaultValue));
}
