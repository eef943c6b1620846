import type { Slot } from '@giftcash/core';

/*
 * The small part of the coins section the brand page needs up front (the stored demo result);
 * the prize tables in coinsGames.ts load with the section itself.
 */

/** The demo games, wheel first. */
export type CoinsGame = 'wheel' | 'scratch';
export const COINS_GAMES: readonly CoinsGame[] = ['wheel', 'scratch'];
export const GAME_LABELS: Record<CoinsGame, string> = { wheel: 'Wheel of Fortune', scratch: 'Scratch Card' };

/** The result a demo reports when a play ends (the shape `@giftcash/games-demo` sends). */
export interface CoinsDemoResult {
  game: CoinsGame;
  /** The prize as shown, e.g. `£0.05` or `2.5K coins`. */
  prize: string;
  /** The winning slot, when the demo knows it. */
  slot?: Slot;
}

/** The line shown for a stored demo result: `Wheel of Fortune: £0.05`. */
export const describeDemoResult = (result: CoinsDemoResult): string => `${GAME_LABELS[result.game] ?? 'Demo'}: ${result.prize}`;

/** Whether stored JSON is a usable demo result (storage is untrusted too). */
export function isDemoResult(value: unknown): value is CoinsDemoResult {
  if (typeof value !== 'object' || value === null) return false;
  const { game, prize } = value as { game?: unknown; prize?: unknown };
  return (game === 'wheel' || game === 'scratch') && typeof prize === 'string' && prize.length > 0 && prize.length <= 200;
}

/** Local storage key of the last demo result. */
export const DEMO_RESULT_KEY = 'giftcash:demo-result';
