/**
 * Plays whose outcome the person has not seen yet, kept where they outlive the page (a reload, a
 * navigation, a closed tab), React-free. A pending play belongs to the person, not the page: the
 * page saves it when the press starts, asks the server about the same key when it loads again, and
 * forgets it only once the result is shown or the server refused the play.
 */
import type { PlayResult } from '../model/types';
import {
  createPlaySession,
  isPlayNotTaken,
  type PlaySession,
  type PlaySessionOptions,
} from './playSession';

/** One play whose outcome the person has not seen yet. */
export interface SavedPlay {
  /** The game's id. */
  game: string;
  /** The play's idempotency key: asking again with it can never charge twice. */
  key: string;
  /** When the press started (epoch milliseconds). */
  at: number;
  /** Until when the page asks about it by itself (epoch milliseconds); after it, only a press of Try again does. */
  deadline: number;
  /** What was pressed, in the page's words (e.g. `spin`, `scratch card`). */
  press: string;
  /** The server answered (the result only waits to be shown): it is asked for again whatever the deadline. */
  answered?: boolean;
}

/** Saved plays of one person on one data source, one per game. */
export interface SavedPlays {
  /** The play saved for `game`, or `null` (none, unreadable, or older than {@link SAVED_PLAY_TTL_MS}). */
  read(game: string): SavedPlay | null;
  /** Saves `play` for its game, in place of any other. */
  save(play: SavedPlay): void;
  /** Forgets the play saved for `game` when its key is `key` (a newer one stays). */
  forget(game: string, key: string): void;
}

/**
 * How long a saved play is kept: a day. A server must remember an idempotency key at least this
 * long (the sample API keeps them 48 hours), so asking about a saved play never plays it twice.
 */
export const SAVED_PLAY_TTL_MS = 24 * 60 * 60 * 1000;

/** Where storage is blocked (private modes, sandboxed frames): this page's memory, so navigation still keeps plays. */
const memory = new Map<string, string>();

/** Text of 1 to `max` characters. */
const isText = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max;

/**
 * The saved plays of `scope` (whose plays these are: the signed-in person and the data source, so
 * one person's pending play is never shown to another) in `storage` (default `localStorage`),
 * under `giftcash:play:<scope>:<game>`. Storage that is missing or throws (blocked, full) falls
 * back to memory for this page's life.
 */
export function createSavedPlays(
  scope: string,
  storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null | undefined = () =>
    globalThis.localStorage,
  now: () => number = Date.now,
): SavedPlays {
  const name = (game: string) => `giftcash:play:${scope}:${game}`;
  const set = (key: string, value: string | null) => {
    // Memory stands in only while storage fails (blocked or full).
    memory.delete(key);
    try {
      const store = storage() as Storage;
      if (value === null) store.removeItem(key);
      else store.setItem(key, value);
    } catch {
      if (value !== null) memory.set(key, value);
    }
  };
  const read = (game: string): SavedPlay | null => {
    let play: Partial<SavedPlay> | null = null;
    try {
      let stored: string | null = null;
      try {
        stored = storage()?.getItem(name(game)) ?? null;
      } catch {
        // blocked: memory
      }
      play = JSON.parse(stored ?? memory.get(name(game)) ?? 'null') as Partial<SavedPlay> | null;
    } catch {
      // unreadable: nothing saved
    }
    // A time is a number, and a day old at most (`at > now - TTL` is false for anything else).
    return play &&
      play.game === game &&
      isText(play.key, 255) &&
      isText(play.press, 40) &&
      (play.at as number) > now() - SAVED_PLAY_TTL_MS &&
      typeof play.at === 'number' &&
      typeof play.deadline === 'number'
      ? ({ ...play, answered: play.answered === true } as SavedPlay)
      : null;
  };
  return {
    read,
    save: (play) => set(name(play.game), JSON.stringify(play)),
    forget(game, key) {
      const saved = read(game);
      if (!saved || saved.key === key) set(name(game), null);
    },
  };
}

/** A {@link PlaySession} whose pending play is saved in {@link SavedPlays}: see {@link createSavedPlaySession}. */
export interface SavedPlaySession extends PlaySession {
  /** The play saved before this session was made (a reload, a navigation, a closed tab), or `null`. */
  readonly restored: SavedPlay | null;
  /**
   * Whether the page asks about `restored` by itself as it loads: its deadline is still ahead, or
   * the server answered it and the result only waits to be shown. Otherwise a restored play waits
   * for the person's Try again (the page says what happened), which asks about the same key.
   */
  readonly resumeOnLoad: boolean;
  /** The last answered play's result is on screen: it is forgotten. */
  shown(): void;
}

/** What {@link createSavedPlaySession} takes: a play session's options (its `resume` comes from `saved`), and where and what it saves. */
export interface SavedPlaySessionOptions extends Omit<PlaySessionOptions, 'resume'> {
  /** The game played. */
  game: string;
  /** What a press is called, saved with the play (e.g. `spin`). */
  press: string;
  /** Where pending plays are kept (see {@link createSavedPlays}). */
  saved: SavedPlays;
}

/**
 * A play session for `game` whose pending play outlives the page: saved as each press starts,
 * marked answered when the server answers, forgotten when the page says the result is shown
 * (`shown()`) or the server did not take it. Made again after a reload, it resumes the saved play
 * (same key, so the server answers the same play): one charge per press, one shown result.
 */
export function createSavedPlaySession(options: SavedPlaySessionOptions): SavedPlaySession {
  const { game, press, saved, now = Date.now } = options;
  const restored = saved.read(game);
  let current: SavedPlay | null = restored;
  let answered: string | null = null;
  const session = createPlaySession({
    request: options.request,
    newKey: options.newKey,
    check: options.check,
    onConfirming: options.onConfirming,
    now,
    // Read at each press, so a page can change its policy (a getter on `options` stays live).
    get policy() {
      return options.policy;
    },
    // An answered play is asked for again with a deadline of its own: the answer is known.
    resume: restored && { key: restored.key, deadline: restored.answered ? 0 : restored.deadline },
    onStart(play) {
      current = {
        game,
        key: play.key,
        at: current?.key === play.key ? current.at : now(),
        deadline: play.deadline,
        press,
        answered: false,
      };
      saved.save(current);
      options.onStart?.(play);
    },
  });
  return {
    restored,
    resumeOnLoad: Boolean(restored && (restored.answered || restored.deadline > now())),
    get pendingKey() {
      return session.pendingKey;
    },
    play: (signal) =>
      session.play(signal).then(
        (result: PlayResult) => {
          if (current) {
            answered = current.key;
            saved.save({ ...current, answered: true });
          }
          return result;
        },
        (error: unknown) => {
          if (current && isPlayNotTaken(error)) saved.forget(game, current.key);
          throw error;
        },
      ),
    shown() {
      if (answered) saved.forget(game, answered);
      answered = null;
    },
  };
}
