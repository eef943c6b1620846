'use client';

import {
  forwardRef,
  useEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import {
  errorMessage,
  formatDateTime,
  formatCoinPrize,
  newIdempotencyKey,
  PlayRefusedError,
  type GameType,
  type Minigame,
  type PlayResult,
  type Slot,
} from '@giftcash/core';
import { GAME_TYPE } from '@giftcash/core';
import { cx, Link, StatusMessage, useGiftcash, useResource, useRoutes } from '@giftcash/core/react';
import {
  assertPlayResult,
  createSavedPlays,
  createSavedPlaySession,
  entryWords,
  outcomeSentence,
  playDeadlineMs,
  playOutcome,
  prizeLabel,
  scratchConfigOf,
  scratchPrizeLabel,
  slotsInOrder,
  type PlayOutcome,
  type PlayRetryPolicy,
  type SavedPlay,
  type SavedPlaySession,
} from '@giftcash/core/games';
import { Wheel } from '../wheel/Wheel';
import { ScratchCard } from '../scratch/ScratchCard';
import type { GameResult } from '../shared/gameConfig';
import { InfoDialog } from '../shared/InfoDialog';
import { GameCards } from '../hub/GameCards';
import { PrizeReveal } from '../prize-reveal/PrizeReveal';
import { WheelPrizes, type Play } from './WheelPrizes';

/**
 * Props of {@link WheelGamePageScreen} and {@link ScratchGamePageScreen}: a `<div>`'s attributes
 * but `children` (spread on the root, which takes the ref), plus the game to play, where each
 * result goes, how a slow play is retried and whose plays these are.
 */
export interface GamePageScreenProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Id of the game to play (the one chosen on the games hub); missing shows 'No game selected'. */
  gameId: string | null | undefined;
  /** Called when a play ends, with the prize. */
  onResult?: (result: GameResult) => void;
  /** How a play is retried when the server does not answer (attempts, waits, each request's timeout). @default DEFAULT_PLAY_RETRY */
  playRetry?: PlayRetryPolicy;
  /**
   * Whose plays these are, e.g. the signed-in person's id and the API they play on. A play still
   * pending when the page goes (a reload, a navigation, a closed tab) is kept under this scope in
   * localStorage (in memory where storage is blocked) and, when the page loads again under the
   * same scope, asked about with the same idempotency key: by itself within its deadline, else
   * after a plain word on what happened, with Try again. Never shown under another scope.
   * @default "guest"
   */
  playScope?: string;
}

/** What a press of each game is called in the words about a pending play. */
const PRESS: Record<GameType, string> = { 1: 'spin', 2: 'scratch card' };

/** Said by the game while a slow play is retried. */
const CONFIRMING_NOTE =
  'Still confirming your play with the game. Please wait: you will not be charged twice.';

/** A scratch card's prize as a slot (cash in pounds), so both games share the reveal and the rule. */
const CASH_SLOT: Slot = { index: -1, type: 2, value: 0, show_win: true };

/** Cards on the scratch page (the spec's 6 slots per game). */
const SCRATCH_AREAS = 6;

const HOW_TO: Record<GameType, ReactNode> = {
  1: (
    <ol>
      <li>Tap Spin. The wheel turns for five seconds.</li>
      <li>Where the pointer stops is your prize: coins, cash or a gift card.</li>
      <li>Web plays are a simulation. Download the app to play for real prizes.</li>
    </ol>
  ),
  2: (
    <ol>
      <li>Pick one of the cards and press Play Now.</li>
      <li>Scratch the silver panel with your mouse or finger, or press Reveal.</li>
      <li>
        Match three prizes to win that prize. Web plays are a simulation; download the app to play
        for real.
      </li>
    </ol>
  ),
};

/** One game page, connected, for wheels (type 1) or scratch cards (type 2): see `WheelGamePageScreen` and `ScratchGamePageScreen`. */
export const GamePageScreen = forwardRef<
  HTMLDivElement,
  GamePageScreenProps & { type: GameType; displayName: string }
>(function GamePageScreen(
  { type, displayName, gameId, onResult, playRetry, playScope = 'guest', className, ...rest },
  ref,
) {
  const resource = useResource((provider, signal) => provider.getMinigames({ signal }), [], {
    initialData: 'minigames',
  });
  const game = gameId
    ? resource.data?.find((entry) => entry.id === gameId && entry.type === type)
    : undefined;
  const { provider } = useGiftcash();
  const backHref = useRoutes().games;
  // The person's standing from the last answer, shown once the wheel stops (one commit per play).
  const [standing, setStanding] = useState<{ gameId: string; result: PlayResult } | null>(null);
  const [closed, setClosed] = useState<{ gameId: string; refillAt: number | null } | null>(null);
  const answer = useRef<PlayResult | null>(null);
  const serverPlay = typeof provider.playGame === 'function';
  // One session per game and scope: a play keeps its idempotency key until its result is shown,
  // across retries, Try again, reloads and navigations (saved plays), so it is never charged twice.
  const saved = useMemo(() => createSavedPlays(playScope), [playScope]);
  const sessions = useRef(new Map<string, SavedPlaySession>());
  const latestRef = useRef({ provider, game, playRetry });
  latestRef.current = { provider, game, playRetry };
  // The game whose play is being retried (the page says so), and whether a play is still unconfirmed.
  const [confirming, setConfirming] = useState<string | null>(null);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  // A play saved before this page loaded: resumed by itself, or named with Try again (`resume: false`).
  const [restored, setRestored] = useState<{ play: SavedPlay; resume: boolean } | null>(null);
  const sessionOf = (id: string): SavedPlaySession => {
    const name = `${playScope}\n${id}`;
    let session = sessions.current.get(name);
    if (!session) {
      session = createSavedPlaySession({
        game: id,
        press: PRESS[type],
        saved,
        request: (options) =>
          (latestRef.current.provider.playGame as NonNullable<typeof provider.playGame>)(
            id,
            options,
          ),
        newKey: newIdempotencyKey,
        get policy() {
          return latestRef.current.playRetry;
        },
        check: (result) => {
          const current = latestRef.current.game;
          return current && current.id === id
            ? assertPlayResult(
                current,
                result,
                current.type === GAME_TYPE.scratch ? SCRATCH_AREAS : undefined,
              )
            : result;
        },
        onConfirming: () => setConfirming(id),
      });
      sessions.current.set(name, session);
    }
    return session;
  };
  const serverGame = serverPlay && game ? game.id : null;
  useEffect(() => {
    if (!serverGame) return;
    const session = sessionOf(serverGame);
    const play = session.restored;
    if (!play || session.pendingKey !== play.key) return;
    setRestored({ play, resume: session.resumeOnLoad });
    if (!session.resumeOnLoad) setUnconfirmed(serverGame);
    // Once per game and scope, as the page loads: later presses are the person's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverGame, playScope]);
  /** One play through the data source, resumed if the last one is unconfirmed; the answer is kept until the play ends. */
  const playOnServer = (id: string, signal: AbortSignal) => {
    const session = sessionOf(id);
    setRestored(null);
    const ended = () => {
      setConfirming((value) => (value === id ? null : value));
      setUnconfirmed(session.pendingKey ? id : null);
    };
    return session.play(signal).then(
      (result) => {
        ended();
        answer.current = result;
        // What this play cost (0 on a free entry): its result is worded against it.
        spentRef.current = result.coins_spent;
        setSpent(result.coins_spent);
        return result;
      },
      (error: unknown) => {
        ended();
        if (error instanceof PlayRefusedError && error.code === 'no-plays-left')
          setClosed({ gameId: id, refillAt: error.refillAt });
        throw error;
      },
    );
  };
  /** The play's result is on screen: its saved play has ended. */
  const shown = (id: string) => sessions.current.get(`${playScope}\n${id}`)?.shown();
  const settle = (id: string) => {
    const result = answer.current;
    answer.current = null;
    if (!result) return;
    shown(id);
    setStanding({ gameId: id, result });
    if (result.plays_left === 0) setClosed({ gameId: id, refillAt: result.plays_reset_at });
  };
  const mine = <T extends { gameId: string }>(value: T | null) =>
    value && game && value.gameId === game.id ? value : null;
  const latest = mine(standing)?.result;
  const refused = mine(closed);
  const wheelSlots = useMemo(() => (game ? slotsInOrder(game as Minigame) : []), [game]);
  // This visit's plays (newest first) and the words a screen reader hears when one lands.
  const [history, setHistory] = useState<{ gameId: string; plays: Play[] }>({
    gameId: '',
    plays: [],
  });
  const [announced, setAnnounced] = useState('');
  // What the play being shown cost: the server's answer says (kept in a ref too, for a play that
  // lands in the same task as its answer); a play the page draws itself uses a free entry while
  // there is one (the count does not move without a server).
  const [spent, setSpent] = useState(0);
  const spentRef = useRef(0);
  const freeLeft = latest ? latest.free_entries : (game?.free_entries ?? 0);
  const localCost = freeLeft > 0 ? 0 : (game?.coins_cost ?? 0);
  const cost = serverPlay ? spent : localCost;
  /**
   * One play ended: kept in this visit's list and, for the wheel, announced in the games model's
   * words (the scratch card's own result line has said it by the time the card completes).
   */
  const played = (id: string, prize: Slot) => {
    settle(id);
    const outcome = playOutcome(prize, serverPlay ? spentRef.current : localCost);
    if (type === GAME_TYPE.wheel) setAnnounced(outcomeSentence(outcome, prizeLabel(prize)));
    setHistory((last) => ({
      gameId: id,
      plays: [{ prize, outcome }, ...(last.gameId === id ? last.plays : [])].slice(0, 10),
    }));
  };
  const reveal = (
    prize: Slot,
    outcome: PlayOutcome,
    again: () => void,
    dismiss?: () => void,
    disabled?: boolean,
  ) => (
    <PrizeReveal
      prize={prize}
      outcome={outcome}
      game={type === GAME_TYPE.wheel ? 'wheel' : 'scratch'}
      again={again}
      dismiss={dismiss}
      disabled={disabled}
      cost={formatCoinPrize(cost)}
    />
  );
  const pending = Boolean(game && unconfirmed === game.id);
  const note = game && confirming === game.id ? CONFIRMING_NOTE : null;
  const back = game && restored?.play.game === game.id ? restored : null;
  let body: ReactNode;
  // No game, or not this one: say so under a small illustration (drawn in CSS, GamePageScreen.css),
  // then offer the games there are, each a link to its page.
  const missing = (
    <div className="gc-game-missing">
      <StatusMessage kind="empty">No game selected</StatusMessage>
      {resource.data?.length ? (
        <>
          <h2>Prize games</h2>
          <GameCards games={resource.data} />
        </>
      ) : null}
    </div>
  );
  if (!gameId) body = missing;
  else if (resource.status === 'loading')
    body = <StatusMessage kind="loading">Loading game...</StatusMessage>;
  else if (resource.status === 'error')
    body = (
      <StatusMessage kind="error" onRetry={resource.reload}>
        Error: {errorMessage(resource.error, 'Failed to load game')}
      </StatusMessage>
    );
  else if (!game) body = missing;
  else {
    const words = entryWords(game, freeLeft);
    body = (
      <>
        {/* What a play costs, one wording with the hub: the price beside the free plays left. */}
        <p className="gc-game-facts">
          <span>{words.entry}</span> <span aria-hidden="true">·</span> <span>{words.free}</span>
        </p>
        {refused ? (
          <p className="gc-game-closed" role="status">
            No plays left today
            {refused.refillAt ? `. Play again from ${formatDateTime(refused.refillAt)}.` : '.'}
          </p>
        ) : null}
        {back && !back.resume ? (
          <p className="gc-game-closed" role="status">
            {`Your last ${back.play.press} (${formatDateTime(back.play.at)}) was not confirmed in time. Try again to check it: you will not be charged twice.`}
          </p>
        ) : null}
        {type === GAME_TYPE.wheel ? (
          <Wheel
            slots={wheelSlots}
            label={game.name}
            disabled={Boolean(refused)}
            answerTimeout={playDeadlineMs(playRetry)}
            retryLabel={pending ? 'Try again' : 'Spin'}
            pendingNote={note}
            resume={Boolean(back?.resume)}
            onSpin={
              serverPlay
                ? (signal) => playOnServer(game.id, signal).then((result) => result.slot_index)
                : undefined
            }
            playCost={cost}
            onSpinStart={() => setAnnounced('')}
            onSpinEnd={(slot) => {
              played(game.id, slot);
              onResult?.({ game: 'wheel', prize: prizeLabel(slot), slot });
            }}
            renderResult={(result) =>
              reveal(result.slot, result.outcome, result.spinAgain, result.dismiss, result.disabled)
            }
          />
        ) : (
          <ScratchCard
            name={game.name || displayName}
            config={scratchConfigOf(game)}
            areas={SCRATCH_AREAS}
            retryLabel={pending ? 'Try again' : 'Play Now'}
            pendingNote={note}
            resume={Boolean(back?.resume)}
            onReveal={() => shown(game.id)}
            playCost={cost}
            onDeal={
              serverPlay
                ? (signal) =>
                    playOnServer(game.id, signal).then((result) => ({
                      prize: result.prize?.value ?? 0,
                      areas: result.areas ?? [],
                    }))
                : undefined
            }
            onComplete={(prize) => {
              played(game.id, { ...CASH_SLOT, value: prize });
              onResult?.({ game: 'scratch', prize: scratchPrizeLabel(prize) });
            }}
            renderResult={(result) =>
              reveal({ ...CASH_SLOT, value: result.prize }, result.outcome, result.again)
            }
          />
        )}
        <p className="gc-visually-hidden" aria-live="polite" aria-atomic="true">
          {announced}
        </p>
        {/* Top prizes beside either game, then this visit's plays. */}
        <WheelPrizes
          slots={wheelSlots}
          kind={type === GAME_TYPE.wheel ? 'spins' : 'cards'}
          history={history.gameId === game.id ? history.plays : []}
        />
      </>
    );
  }
  return (
    <div
      ref={ref}
      className={cx('gc-screen gc-game-page', className)}
      data-game={type === GAME_TYPE.wheel ? 'wheel' : 'scratch'}
      {...rest}
    >
      <div className="gc-game-bar">
        <Link className="gc-button" data-variant="secondary" href={backHref}>
          Back to Games
        </Link>
        <InfoDialog title="How to Play">{HOW_TO[type]}</InfoDialog>
      </div>
      <h1 className="gc-screen-title gc-game-title">{game?.name || displayName}</h1>
      {body}
    </div>
  );
});
