/**
 * Checks a play's result against the game's own prize table, React-free: the prize a page shows
 * must be the prize the server decided, so an answer whose slot and prize disagree, or whose
 * scratch areas do not justify its prize, is refused rather than shown in part.
 */
import { GiftcashError } from '../data/errors';
import type { Minigame, PlayResult, Slot } from '../model/types';
import { GAME_TYPE } from '../model/wireCodes';
import { scratchConfigOf } from './scratch';
import {
  checkScratchDeal,
  isAmount,
  refuse,
  type PlayResultCheck,
  type PlayResultProblem,
} from './scratchDeal';

/** The words a person sees when a play's result is refused: what happened and what it means for their coins. */
export const UNSHOWABLE_PLAY_MESSAGE =
  "We couldn't show this play's result because the game's answer did not add up. You will not be charged twice: Try again to check it, or contact us if it keeps happening.";

/**
 * A play's answer that cannot be shown: it does not agree with the game's prize table, or could not
 * be read. The play may have been taken, so the page keeps its idempotency key and Try again asks
 * about the same play. `message` is fit to show; `problem` and `detail` say what was wrong.
 */
export class UnshowablePlayError extends GiftcashError {
  /** What did not add up (`unreadable`: the answer could not be read at all). */
  declare readonly problem: PlayResultProblem | 'unreadable';
  /** The problem in words, for logs. */
  declare readonly detail: string;
  constructor(
    /** What did not add up (`unreadable`: the answer could not be read at all). */
    problem: PlayResultProblem | 'unreadable',
    /** The problem in words, for logs. */
    detail: string,
    options?: { cause?: unknown },
  ) {
    super('invalid-response', UNSHOWABLE_PLAY_MESSAGE, 'play', options);
    this.name = 'UnshowablePlayError';
    this.problem = problem;
    this.detail = detail;
  }
}

/** The game's slots in index order: the table `slot_index` points into. */
export const slotsInOrder = (game: Pick<Minigame, 'slots'>): Slot[] =>
  [...(game.slots ?? [])].sort((a, b) => a.index - b.index);

/** The answered prize is the table's slot: same kind and amount (and the same index, when it names one). */
const samePrize = (answered: Slot, table: Slot) =>
  answered.type === table.type &&
  answered.value === table.value &&
  (answered.index === undefined || answered.index === table.index);

/**
 * Checks a play's result against `game`'s table: the same game and type; a wheel's `slot_index`
 * names one of its slots and `prize` is that slot; a scratch card's `slot_index` is -1 with no
 * prize, or names one of its cash slots with `prize` that slot, and its areas justify the prize
 * (see {@link checkScratchDeal}; `areaCount` areas, default the game's `slots_per_game`, else 6).
 */
export function checkPlayResult(
  game: Minigame,
  result: PlayResult,
  areaCount?: number,
): PlayResultCheck<PlayResult> {
  if (!result || typeof result !== 'object') return refuse('wrong-game', 'the result is missing');
  if (result.game_id !== game.id || result.type !== game.type)
    return refuse(
      'wrong-game',
      `the result is for ${String(result.game_id)}, type ${String(result.type)}`,
    );
  const slots = slotsInOrder(game);
  const index = result.slot_index;
  const prize = result.prize as unknown;
  if (prize !== null && (typeof prize !== 'object' || !isAmount((prize as Slot).value)))
    return refuse('bad-prize', 'the prize has no amount');
  if (game.type === GAME_TYPE.wheel) {
    if (!Number.isInteger(index) || index < 0 || index >= slots.length)
      return refuse('unknown-slot', `slot ${String(index)} is not on this wheel`);
    const slot = slots[index] as Slot;
    if (!prize || !samePrize(prize as Slot, slot))
      return refuse(
        'prize-mismatch',
        `slot ${index} pays ${slot.value} (type ${slot.type}), not the prize answered`,
      );
    return { ok: true, value: result };
  }
  const scratch = scratchConfigOf({ ...game, slots });
  const count =
    areaCount ??
    (game.slots_per_game && game.slots_per_game > 0 ? game.slots_per_game : scratch.slots_per_game);
  let won = 0;
  if (index === -1) {
    if (prize !== null) return refuse('prize-mismatch', 'a card that wins nothing names a prize');
  } else {
    if (!Number.isInteger(index) || index < 0 || index >= slots.length)
      return refuse('unknown-slot', `slot ${String(index)} is not on this card`);
    const slot = slots[index] as Slot;
    if (!(slot.value > 0 && slot.odds) || !prize || !samePrize(prize as Slot, slot))
      return refuse('prize-mismatch', `slot ${index} is not the prize answered`);
    won = slot.value;
  }
  const deal = checkScratchDeal(
    { prize: won, areas: result.areas },
    scratch.slots.map((slot) => slot.value),
    count,
  );
  return deal.ok ? { ok: true, value: result } : deal;
}

/** {@link checkPlayResult}, throwing an {@link UnshowablePlayError} for a result it refuses. */
export function assertPlayResult(
  game: Minigame,
  result: PlayResult,
  areaCount?: number,
): PlayResult {
  const verdict = checkPlayResult(game, result, areaCount);
  if (!verdict.ok) throw new UnshowablePlayError(verdict.problem, verdict.detail);
  return verdict.value;
}
