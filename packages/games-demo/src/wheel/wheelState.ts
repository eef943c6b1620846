/**
 * What the wheel shows for a state of core's spin machine, React-free: its `data-state`, each
 * slice's look, the landed result, and the answer a press hands to the machine.
 */
import type { Slot } from '@giftcash/core';
import { SLOT_TYPE } from '@giftcash/core';
import { isWinningSlot, playOutcome, type PlayCost, type SpinState } from '@giftcash/core/games';
import type { WheelResult, WheelState } from './Wheel.types';

/** A slice's `data-kind`: cash, coins, nothing (zero coins) or a prize. */
export const kindOf = (slot: Slot) =>
  slot.type === SLOT_TYPE.cash
    ? 'cash'
    : slot.type === SLOT_TYPE.coins
      ? slot.value > 0
        ? 'coins'
        : 'none'
      : 'prize';

/** The wheel's `data-state` for a state of its spin machine. */
export const stateOf = (spin: SpinState): WheelState =>
  spin.phase === 'result'
    ? 'won'
    : spin.phase === 'idle'
      ? spin.error
        ? 'failed'
        : 'idle'
      : 'spinning';

/** The play that landed, or null before one has (the machine reaches `result` only with an index). */
export function landedOf(spin: SpinState, slots: Slot[], playCost?: PlayCost): WheelResult | null {
  const slot =
    spin.phase === 'result' ? (slots[spin.index as number] as Slot | undefined) : undefined;
  return slot
    ? {
        slot,
        index: spin.index as number,
        win: isWinningSlot(slot),
        outcome: playOutcome(slot, playCost),
      }
    : null;
}

/**
 * What a press answers: `onSpin`'s promise as it is, else its number or the controlled `result`,
 * as a whole slot position; nothing (the wheel's own draw) when neither is a position in range.
 */
export function pressAnswer(
  answer: number | PromiseLike<number> | void,
  result: number | undefined,
  count: number,
): number | PromiseLike<number> | undefined {
  if (answer && typeof (answer as PromiseLike<number>).then === 'function') return answer;
  const given = typeof answer === 'number' ? answer : result;
  return given !== undefined && given >= 0 && given < count ? Math.floor(given) : undefined;
}
