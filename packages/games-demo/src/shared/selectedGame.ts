import type { Minigame } from '@giftcash/core';
import { GAME_TYPE } from '@giftcash/core';
import { DEFAULT_ROUTES, type GiftcashRoutes } from '@giftcash/core/react';

/*
 * The chosen game lives in the address of its page (`?game={id}`): the hub's links carry it, the
 * page reads it, and a reload or a shared link restores it. Nothing is stored on the side.
 */

/** The address parameter that names the game on its page in the default routes: `/wheel-game?game={id}`. */
export const GAME_PARAM = 'game';

/**
 * The address of a game's page, naming the game (so the page can be linked and shared):
 * `routes.wheelGame(id)` for wheels (type 1), `routes.scratchGame(id)` for scratch cards; by
 * default `/wheel-game?game={id}` and `/scratch-game?game={id}`. Components pass the routes from
 * `useRoutes()`.
 */
export const gameHref = (
  game: Pick<Minigame, 'id' | 'type'>,
  routes: Pick<GiftcashRoutes, 'wheelGame' | 'scratchGame'> = DEFAULT_ROUTES,
): string =>
  game.type === GAME_TYPE.wheel ? routes.wheelGame(game.id) : routes.scratchGame(game.id);
