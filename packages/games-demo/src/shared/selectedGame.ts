import { readJson, writeJson, type GameType, type Minigame } from '@giftcash/core';
import { DEFAULT_ROUTES, type GiftcashRoutes } from '@giftcash/core/react';

/** Storage key of the game chosen on the games hub. */
export const SELECTED_GAME_KEY = 'giftcash:selected-game';

/** What is remembered about the chosen game. */
export interface SelectedGame {
  id: string;
  type: GameType;
  name: string;
}

/** Remembers the chosen game (localStorage; silently skipped where storage is unavailable). */
export function storeSelectedGame(game: Pick<Minigame, 'id' | 'type' | 'name'>): boolean {
  return writeJson(SELECTED_GAME_KEY, { id: game.id, type: game.type, name: game.name } satisfies SelectedGame);
}

/** The chosen game, or `null` when none is stored (or the stored value is malformed). */
export function readSelectedGame(): SelectedGame | null {
  const value = readJson<unknown>(SELECTED_GAME_KEY, null);
  if (!value || typeof value !== 'object') return null;
  const { id, type, name } = value as Partial<SelectedGame>;
  if (typeof id !== 'string' || (type !== 1 && type !== 2)) return null;
  return { id, type, name: typeof name === 'string' ? name : '' };
}

/** The address parameter that names the game on its page in the default routes: `/wheel-game?game={id}`. */
export const GAME_PARAM = 'game';

/**
 * The address of a game's page, naming the game (so the page can be linked and shared):
 * `routes.wheelGame(id)` for wheels (type 1), `routes.scratchGame(id)` for scratch cards; by
 * default `/wheel-game?game={id}` and `/scratch-game?game={id}`. Components pass the routes from
 * `useRoutes()`.
 */
export const gameHref = (game: Pick<Minigame, 'id' | 'type'>, routes: Pick<GiftcashRoutes, 'wheelGame' | 'scratchGame'> = DEFAULT_ROUTES): string =>
  game.type === 1 ? routes.wheelGame(game.id) : routes.scratchGame(game.id);

