import { readStorage, writeJson, type Slot } from '@giftcash/core';

/*
 * The small part of the coins section the brand page needs up front (the stored demo result);
 * the prize tables in coinsGames.ts load with the section itself.
 */

/** The demo games, wheel first. */
export type CoinsGame = 'wheel' | 'scratch';
export const COINS_GAMES: readonly CoinsGame[] = ['wheel', 'scratch'];
export const GAME_LABELS: Record<CoinsGame, string> = {
  wheel: 'Wheel of Fortune',
  scratch: 'Scratch Card',
};

/** The result a demo reports when a play ends (the shape `@giftcash/games-demo` sends). */
export interface CoinsDemoResult {
  /** The demo that was played. */
  game: CoinsGame;
  /** The prize as shown, e.g. `£0.05` or `2.5K coins`. */
  prize: string;
  /** The winning slot, when the demo knows it. */
  slot?: Slot;
}

/** The line shown for a stored demo result: `Wheel of Fortune: £0.05`. */
export const describeDemoResult = (result: CoinsDemoResult): string =>
  `${GAME_LABELS[result.game] ?? 'Demo'}: ${result.prize}`;

/** Whether stored JSON is a usable demo result (storage is untrusted too). */
export function isDemoResult(value: unknown): value is CoinsDemoResult {
  if (typeof value !== 'object' || value === null) return false;
  const { game, prize } = value as { game?: unknown; prize?: unknown };
  return (
    (game === 'wheel' || game === 'scratch') &&
    typeof prize === 'string' &&
    prize.length > 0 &&
    prize.length <= 200
  );
}

/** Local storage key of the last demo result. */
export const DEMO_RESULT_KEY = 'giftcash:demo-result';

/*
 * The last demo result has one owner, local storage (the spec: "the result of a demo play is
 * stored"). A play writes it there and every reader renders from there (`subscribeDemoResult`
 * + `readDemoResult`, e.g. through `useSyncExternalStore`): no copy in component state to keep
 * in step, and other tabs follow through the storage event.
 */

const listeners = new Set<() => void>();
let cache: { raw: string; value: CoinsDemoResult | null } | null = null;
/** A result storage refused (private mode, quota): still shown while the page lives. */
let unsaved: CoinsDemoResult | null = null;

/** The stored demo result, or `null`. The same object while the stored text is unchanged. */
export function readDemoResult(): CoinsDemoResult | null {
  const raw = readStorage(DEMO_RESULT_KEY);
  if (raw === null) return unsaved;
  if (cache?.raw !== raw) {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = null;
    }
    cache = {
      raw,
      value: isDemoResult(parsed) ? { game: parsed.game, prize: parsed.prize } : null,
    };
  }
  return cache.value;
}

/** Stores a play's result (game and prize) and tells every reader. */
export function storeDemoResult(result: CoinsDemoResult): void {
  const kept: CoinsDemoResult = { game: result.game, prize: result.prize };
  unsaved = writeJson(DEMO_RESULT_KEY, kept) ? null : kept;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the stored demo result changes (here or in another tab). */
export function subscribeDemoResult(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === DEMO_RESULT_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
