import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import {
  Dialog,
  Link,
  StatusMessage,
  errorMessage,
  formatGBP,
  formatThousands,
  useResource,
  type GameType,
  type Minigame,
  type ScratchConfig,
} from '@giftcash/core';
import { Wheel } from '../wheel/Wheel';
import { ScratchCard } from '../scratch/ScratchCard';
import type { GameResult } from '../shared/gameConfig';
import { prizeLabel } from '../shared/prizeLabel';

export interface GamePageScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Id of the game to play (the one chosen on the games hub); missing shows 'No game selected'. */
  gameId: string | null | undefined;
  /** @default "/games" */
  backHref?: string;
  /** Called when a play ends, with the prize. */
  onResult?: (result: GameResult) => void;
}

/** The scratch configuration of a scratch game: its cash slots, 6 per card. */
export function scratchConfigOf(game: Minigame): ScratchConfig {
  const slots = (game.slots ?? []).filter((slot) => slot.value > 0 && slot.odds).map((slot) => ({ value: slot.value, odds: slot.odds as number }));
  const top = slots.reduce((max, slot) => Math.max(max, slot.value), 0);
  return {
    coins_cost: game.coins_cost,
    win_probability: slots.reduce((sum, slot) => sum + 1 / slot.odds, 0) * 100,
    max_play_limit: game.limit_per_day ?? 10,
    top_prize: top,
    slots_per_game: 6,
    slots,
  };
}

const HOW_TO: Record<GameType, ReactNode> = {
  1: (
    <ol>
      <li>Press Spin (or focus it and press Enter). The wheel turns for five seconds.</li>
      <li>Where the pointer stops is your prize: coins, cash or a gift card.</li>
      <li>Web plays are a simulation. Download the app to play for real prizes.</li>
    </ol>
  ),
  2: (
    <ol>
      <li>Pick one of the cards and press Play Now.</li>
      <li>Scratch the silver panel with your mouse or finger, or press Reveal.</li>
      <li>Match three prizes to win that prize. Web plays are a simulation; download the app to play for real.</li>
    </ol>
  ),
};

const GamePage = forwardRef<HTMLDivElement, GamePageScreenProps & { type: GameType; displayName: string }>(function GamePage(
    { type, displayName, gameId, backHref = '/games', onResult, className, ...rest },
    ref,
  ) {
    const resource = useResource((provider, signal) => provider.getMinigames({ signal }), [], { initialData: 'minigames' });
    const game = gameId ? resource.data?.find((entry) => entry.id === gameId && entry.type === type) : undefined;
    let body: ReactNode;
    if (!gameId) body = <StatusMessage kind="empty">No game selected</StatusMessage>;
    else if (resource.status === 'loading') body = <StatusMessage kind="loading">Loading game...</StatusMessage>;
    else if (resource.status === 'error')
      body = (
        <StatusMessage kind="error" onRetry={resource.reload}>
          Error: {errorMessage(resource.error, 'Failed to load game')}
        </StatusMessage>
      );
    else if (!game) body = <StatusMessage kind="empty">No game selected</StatusMessage>;
    else
      body = (
        <>
          <dl className="gc-game-facts">
            <div>
              <dt>Entry cost</dt>
              <dd>{formatThousands(game.coins_cost)} coins</dd>
            </div>
            <div>
              <dt>Free plays remaining today</dt>
              <dd>{game.free_entries ?? 0}</dd>
            </div>
          </dl>
          {type === 1 ? (
            <Wheel
              slots={game.slots}
              label={game.name}
              onSpinEnd={(slot) => onResult?.({ game: 'wheel', prize: prizeLabel(slot), slot })}
            />
          ) : (
            <ScratchCard
              config={scratchConfigOf(game)}
              areas={6}
              onComplete={(prize) => onResult?.({ game: 'scratch', prize: prize > 0 ? formatGBP(prize) : 'No prize' })}
            />
          )}
        </>
      );
    return (
      <div ref={ref} className={['gc-game-page', className].filter(Boolean).join(' ')} data-game={type === 1 ? 'wheel' : 'scratch'} {...rest}>
        <div className="gc-game-bar">
          <Link className="gc-button" data-variant="secondary" href={backHref}>
            Back to Games
          </Link>
          <Dialog
            title="How to Play"
            trigger={
              <button type="button" className="gc-button" data-variant="secondary">
                How to Play
              </button>
            }
          >
            {HOW_TO[type]}
          </Dialog>
        </div>
        <h1 className="gc-game-title">{game?.name || displayName}</h1>
        {body}
      </div>
    );
  });

/** The wheel game page, connected: the chosen wheel game from the minigames call, its cost, free plays and the wheel. */
export const WheelGameScreen = forwardRef<HTMLDivElement, GamePageScreenProps>(function WheelGameScreen(props, ref) {
  return <GamePage ref={ref} {...props} type={1} displayName="Wheel of Fortune" />;
});
/** The scratch game page, connected: the chosen scratch game from the minigames call (6 slots per card). */
export const ScratchGameScreen = forwardRef<HTMLDivElement, GamePageScreenProps>(function ScratchGameScreen(props, ref) {
  return <GamePage ref={ref} {...props} type={2} displayName="Scratch Card" />;
});
