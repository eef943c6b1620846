/** Prizes in words, React-free: what a slot or a scratch card pays, and the short text on a wheel slice. */
import type { Slot } from '../model/types';
import { SLOT_TYPE } from '../model/wireCodes';
import { formatCashPrize, formatCoinPrize } from '../format/format';

/**
 * The prize in words, money with two decimals and coins in the one coin format: `£750.00`, `£0.05`, `2.5K coins`, `250K coins`, the prize's description (else `specialDescription`,
 * e.g. the configuration's special prize), or `No prize` for the coins-0 slot.
 */
export function prizeLabel(
  slot: Pick<Slot, 'type' | 'value' | 'description'>,
  specialDescription?: string,
): string {
  if (slot.type === SLOT_TYPE.cash) return formatCashPrize(slot.value);
  if (slot.type === SLOT_TYPE.coins)
    return slot.value > 0 ? formatCoinPrize(slot.value) : 'No prize';
  return (
    slot.description ||
    specialDescription ||
    (slot.value > 0 ? formatCashPrize(slot.value) : 'Gift card')
  );
}

/** A scratch card's prize in words: `£2.50`, `£5.00`, or `No prize` for 0. */
export const scratchPrizeLabel = (prize: number): string =>
  prize > 0 ? formatCashPrize(prize) : 'No prize';

/**
 * The text drawn on a wheel slice, in the same format as everywhere else: `£750.00`,
 * `£0.05`, `2.5K coins`, `10M coins`, `No prize` for the coins-0 slot, `Gift card` for a prize slot.
 */
export function sliceLabel(slot: Pick<Slot, 'type' | 'value'>): string {
  // A prize slot's description can be long: the slice says what kind of prize it is.
  return slot.type === SLOT_TYPE.coins || slot.type === SLOT_TYPE.cash
    ? prizeLabel(slot)
    : 'Gift card';
}
