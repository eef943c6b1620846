/**
 * The check of a scratch card's deal against its prize list, React-free and class-free, so a
 * scratch card that checks every deal it is given carries only this (see ./playResult for the
 * check of a whole play result).
 */

/** What is wrong with a result, for logs and tests (never shown to a person: see `UnshowablePlayError`). */
export type PlayResultProblem =
  | 'wrong-game'
  | 'unknown-slot'
  | 'prize-mismatch'
  | 'bad-prize'
  | 'bad-areas'
  | 'areas-do-not-match-prize';

/** A verdict: the result to show, or why it must not be shown. */
export type PlayResultCheck<T> =
  { ok: true; value: T } | { ok: false; problem: PlayResultProblem; detail: string };

export const refuse = <T>(problem: PlayResultProblem, detail: string): PlayResultCheck<T> => ({
  ok: false,
  problem,
  detail,
});

/** A value as it reads in a log: JSON where it has one, else its text. */
const show = (value: unknown): string => JSON.stringify(value) ?? String(value);

/** A real amount: a finite number, not a string or `1e21` posing as one. */
export const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A scratch card's deal: the prize in pounds (0 for none) and the value under each area. */
export interface ScratchDealLike {
  /** The prize, unchecked. */
  prize: unknown;
  /** The values under the areas, unchecked. */
  areas: unknown;
}

/**
 * Checks a scratch card's deal against its prize list (`prizes`: the table's values above 0) and
 * its number of areas: the prize is 0 or one of the prizes; every area shows 0 or one of the
 * prizes; a winning card shows its prize in at least three areas (all of them on a card of fewer)
 * and no other prize three times; a losing card shows no prize three times.
 */
export function checkScratchDeal(
  deal: ScratchDealLike | null | undefined,
  prizes: readonly number[],
  areaCount: number,
): PlayResultCheck<{ prize: number; areas: number[] }> {
  if (!deal || typeof deal !== 'object') return refuse('bad-prize', 'the deal is missing');
  const { prize, areas } = deal;
  const table = new Set(prizes.filter((value) => isAmount(value) && value > 0));
  // 0 (no prize) or one of the card's prizes, as a real amount.
  const known = (value: unknown): value is number =>
    isAmount(value) && (!value || table.has(value));
  if (!known(prize))
    return refuse('bad-prize', `prize ${show(prize)} is not one of this card's prizes`);
  if (!Array.isArray(areas) || areas.length !== areaCount) {
    return refuse(
      'bad-areas',
      `the card has ${Array.isArray(areas) ? areas.length : 'no'} areas, not ${areaCount}`,
    );
  }
  const counts = new Map<number, number>();
  for (const value of areas as unknown[]) {
    if (!known(value))
      return refuse('bad-areas', `area ${show(value)} is not one of this card's prizes`);
    if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const needed = Math.min(3, areaCount);
  if (prize && (counts.get(prize) ?? 0) < needed)
    return refuse(
      'areas-do-not-match-prize',
      `the prize ${prize} shows in fewer than ${needed} areas`,
    );
  for (const [value, times] of counts) {
    if (value !== prize && times >= 3)
      return refuse(
        'areas-do-not-match-prize',
        `${value} shows ${times} times but the prize is ${prize}`,
      );
  }
  return { ok: true, value: { prize, areas: [...(areas as number[])] } };
}
