'use client';

import { useId } from 'react';
import { type Minigame } from '@giftcash/core';
import { GAME_TYPE } from '@giftcash/core';
import { Link, useRoutes } from '@giftcash/core/react';
import { entryWords } from '@giftcash/core/games';
import { GameArt } from '../art/GameArt';
import { gameHref } from '../shared/selectedGame';
import { maxPrize, sortGames } from './gameFacts';

/**
 * The grid of game tiles (art, kind, name, best prize, then what a play costs in the game pages'
 * words: `Entry 5K coins`, with `2 free plays left today` beside it when there are any), wheels first:
 * the games hub's, and the choice a game page offers when its game is not there. Each tile is one
 * link to the game's page (`routes.wheelGame` / `routes.scratchGame`).
 */
export function GameCards({
  games,
  onGameSelect,
}: {
  games: readonly Minigame[];
  onGameSelect?: ((game: Minigame) => void) | undefined;
}) {
  const id = useId();
  const routes = useRoutes();
  return (
    <ul className="gc-hub-grid">
      {sortGames(games).map((game, i, sorted) => {
        const kind = game.type === GAME_TYPE.wheel ? 'wheel' : 'scratch';
        const words = entryWords(game);
        return (
          <li key={game.id} className="gc-hub-game" data-type={kind}>
            {/* Each game of a kind gets its own look: the nth wheel the nth wheel picture (a kind is one run, sorted). */}
            <GameArt
              kind={kind}
              variant={i - sorted.findIndex((other) => other.type === game.type)}
              className="gc-hub-game-art"
            />
            <Link
              className="gc-hub-game-link"
              href={gameHref(game, routes)}
              onClick={() => onGameSelect?.(game)}
              aria-describedby={`${id}-game-${game.id}`}
            >
              {/* WHEEL or SCRATCH: the kind, in capitals by CSS. */}
              <span className="gc-hub-game-kind" aria-hidden="true">
                {kind}
              </span>
              <span className="gc-hub-game-name">{game.name}</span>
            </Link>
            <p id={`${id}-game-${game.id}`} className="gc-hub-game-meta">
              <span>
                Win up to <strong>{maxPrize(game)}</strong>
              </span>
              <span>{words.entry}</span>
              {/* On its own line in a tile: a line break, not a separator, sits between them. */}
              {game.free_entries > 0 ? <span className="gc-hub-free">{words.free}</span> : null}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
