/**
 * Real play, decided on the server side, React-free: the draw, the daily play limit, free
 * entries, the coin cost and idempotency, per person. The sample provider and the sample API
 * server both play through it, so the two data sources enforce the same rules.
 */
import { PlayRefusedError, GAME_TYPE, SLOT_TYPE } from '@giftcash/core';
import type { Minigame, PlayResult, Slot } from '@giftcash/core';
import { cryptoRandom, drawSlot, type RandomSource } from '@giftcash/core/games';
import { dealScratchCard, scratchConfigOf } from '@giftcash/core/games';
import { nextUkTime, ukDayString } from './ukTime';

export interface PlayLedgerOptions {
  /** The games that can be played (the minigames call). */
  games: readonly Minigame[];
  /** Clock. @default Date.now */
  now?: () => number;
  /** Random source in [0, 1) for the draw. @default crypto.getRandomValues */
  random?: RandomSource;
  /** Each person's coin balance before their first play. @default 12,450,000 (the sample wallet) */
  coins?: number;
  /** A new play id. @default a random UUID */
  newPlayId?: () => string;
}

/** One person's standing in one game. */
interface GameStanding {
  /** UK day (`dd/mm/yyyy`) the count below belongs to. */
  day: string;
  playsToday: number;
  freeEntries: number;
  /** When free entries were last refilled (the refill period counts from here). */
  refilledAt: number;
}

interface Person {
  coins: number;
  games: Map<string, GameStanding>;
  /** Idempotency key → the answer given for it. */
  answers: Map<string, PlayResult>;
}

export interface PlayLedger {
  /**
   * Plays `gameId` for `person`. A repeat of an `idempotencyKey` already answered returns that
   * answer and plays nothing. Throws a {@link PlayRefusedError} when no plays are left today or
   * coins are short, and an `Error` (`Unknown game`) for an unknown id.
   */
  play(person: string, gameId: string, idempotencyKey?: string): PlayResult;
  /** `person`'s coins left. */
  coinsOf(person: string): number;
  /** Forgets every person (tests). */
  reset(): void;
}

const DEFAULT_COINS = 12_450_000;
/** The sample keeps this many answers per person for retries. */
const MAX_ANSWERS = 1_000;

function randomId(): string {
  const webCrypto = globalThis.crypto;
  if (webCrypto && typeof webCrypto.randomUUID === 'function') return webCrypto.randomUUID();
  return `play-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Free entries a game adds per refill period (its `free_entries`) and their cap. */
const freeGrant = (game: Minigame) => Math.max(0, Math.floor(game.free_entries ?? 0));
const freeCap = (game: Minigame) =>
  Math.max(freeGrant(game), Math.floor(game.free_entries_max ?? freeGrant(game)));
const refillPeriodMs = (game: Minigame) => Math.max(0, game.free_entries_seconds ?? 0) * 1000;

/** Brings free entries up to date: every whole refill period since the last refill adds the game's grant, up to the cap. */
function refill(standing: GameStanding, game: Minigame, now: number): void {
  const period = refillPeriodMs(game);
  const grant = freeGrant(game);
  if (period <= 0 || grant <= 0) return;
  const periods = Math.floor((now - standing.refilledAt) / period);
  if (periods <= 0) return;
  standing.freeEntries = Math.min(freeCap(game), standing.freeEntries + periods * grant);
  standing.refilledAt += periods * period;
}

const refillAt = (standing: GameStanding, game: Minigame): number | null =>
  refillPeriodMs(game) > 0 && freeGrant(game) > 0 && standing.freeEntries < freeCap(game)
    ? standing.refilledAt + refillPeriodMs(game)
    : null;

/** A game ready to draw: its slots in index order and, for a scratch card, its prize list. */
interface PlayableGame {
  game: Minigame;
  slots: Slot[];
  scratch: ReturnType<typeof scratchConfigOf> | null;
}

function playable(game: Minigame): PlayableGame {
  const slots = [...game.slots].sort((a, b) => a.index - b.index);
  return {
    game,
    slots,
    scratch: game.type === GAME_TYPE.scratch ? scratchConfigOf({ ...game, slots }) : null,
  };
}

/** The winning slot of a wheel, or the scratch card's deal with the slot of its prize. */
function draw(
  { game, slots, scratch }: PlayableGame,
  random: RandomSource,
): Pick<PlayResult, 'slot_index' | 'prize' | 'areas'> {
  if (!scratch) {
    const index = drawSlot(slots, random);
    return { slot_index: index, prize: { ...(slots[index] as Slot) } };
  }
  const deal = dealScratchCard(
    scratch.slots,
    game.slots_per_game ?? scratch.slots_per_game,
    random,
  );
  const index =
    deal.prize > 0 ? slots.findIndex((slot) => slot.value === deal.prize && slot.odds) : -1;
  return {
    slot_index: index,
    prize: index >= 0 ? { ...(slots[index] as Slot) } : null,
    areas: deal.areas,
  };
}

/**
 * A ledger of real plays kept in memory. Limits: `limit_per_day` plays per UK day (free and
 * paid), free entries used first (the game's `free_entries` added every `free_entries_seconds`,
 * at most `free_entries_max`), otherwise `coins_cost` coins, refused when the balance is short.
 * Coin prizes are added to the balance.
 */
export function createPlayLedger(options: PlayLedgerOptions): PlayLedger {
  const now = options.now ?? Date.now;
  const random = options.random ?? cryptoRandom;
  const newPlayId = options.newPlayId ?? randomId;
  const startCoins = options.coins ?? DEFAULT_COINS;
  const games = new Map(options.games.map((game) => [game.id, playable(game)]));
  const people = new Map<string, Person>();

  function personOf(key: string): Person {
    let person = people.get(key);
    if (!person) {
      person = { coins: startCoins, games: new Map(), answers: new Map() };
      people.set(key, person);
    }
    return person;
  }

  function standingOf(person: Person, game: Minigame, time: number): GameStanding {
    let standing = person.games.get(game.id);
    if (!standing) {
      standing = {
        day: ukDayString(time),
        playsToday: 0,
        freeEntries: Math.min(freeCap(game), freeGrant(game)),
        refilledAt: time,
      };
      person.games.set(game.id, standing);
    }
    const day = ukDayString(time);
    if (standing.day !== day) {
      standing.day = day;
      standing.playsToday = 0;
    }
    refill(standing, game, time);
    return standing;
  }

  function play(personKey: string, gameId: string, idempotencyKey?: string): PlayResult {
    const person = personOf(personKey);
    const answerKey = idempotencyKey ? `${gameId}\u0000${idempotencyKey}` : undefined;
    const earlier = answerKey ? person.answers.get(answerKey) : undefined;
    if (earlier) return structuredClone(earlier);
    const entry = games.get(gameId);
    if (!entry || entry.slots.length === 0) throw new Error('Unknown game');
    const { game } = entry;
    const time = now();
    const standing = standingOf(person, game, time);
    const limit = game.limit_per_day ?? Number.POSITIVE_INFINITY;
    const resetAt = nextUkTime(time, 0);
    if (standing.playsToday >= limit) throw new PlayRefusedError('no-plays-left', resetAt);
    const free = standing.freeEntries > 0;
    if (!free && person.coins < game.coins_cost) throw new PlayRefusedError('not-enough-coins');
    if (free) standing.freeEntries -= 1;
    else person.coins -= game.coins_cost;
    standing.playsToday += 1;
    const outcome = draw(entry, random);
    if (outcome.prize?.type === SLOT_TYPE.coins) person.coins += outcome.prize.value;
    const result: PlayResult = {
      play_id: newPlayId(),
      game_id: game.id,
      type: game.type,
      ...outcome,
      coins_spent: free ? 0 : game.coins_cost,
      plays_left: Math.max(
        0,
        limit === Number.POSITIVE_INFINITY ? Number.MAX_SAFE_INTEGER : limit - standing.playsToday,
      ),
      free_entries: standing.freeEntries,
      free_entries_refill_at: refillAt(standing, game),
      plays_reset_at: resetAt,
    };
    if (outcome.areas === undefined) delete result.areas;
    if (answerKey) {
      if (person.answers.size >= MAX_ANSWERS)
        person.answers.delete(person.answers.keys().next().value as string);
      person.answers.set(answerKey, structuredClone(result));
    }
    return result;
  }

  return {
    play,
    coinsOf: (person) => personOf(person).coins,
    reset: () => people.clear(),
  };
}
