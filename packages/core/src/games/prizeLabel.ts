/** Prizes in words, React-free: what a slot or a scratch card pays, and the short text on a wheel slice. */
import type { Slot } from '../model/types';
import { formatCashPrize, formatCoinPrize, formatGBPShort, formatShortCoins } from '../format/format';

/**
 * The prize in words, in the one prize format (#19): `£750`, `£0.05`, `2,500 coins`, `250K coins`, the prize's description (else `specialDescription`,
 * e.g. the configuration's special prize), or `No prize` for the coins-0 slot.
 */
export function prizeLabel(slot: Pick<Slot, 'type' | 'value' | 'description'>, specialDescription?: string): string {
  if (slot.type === 2) return formatCashPrize(slot.value);
  if (slot.type === 1) return slot.value > 0 ? formatCoinPrize(slot.value) : 'No prize';
  return slot.description || specialDescription || (slot.value > 0 ? formatCashPrize(slot.value) : 'Gift card');
}

/** A scratch card's prize in words: `£2.50`, `£5`, or `No prize` for 0. */
export const scratchPrizeLabel = (prize: number): string => (prize > 0 ? formatCashPrize(prize) : 'No prize');

/** The short text drawn on a wheel slice: `£750`, `£1,000`, `£2.50`, `5p`, `2.5K`, `GIFT`, `0`. */
export function sliceLabel(slot: Pick<Slot, 'type' | 'value'>): string {
  if (slot.type === 2) return slot.value >= 1 ? formatGBPShort(slot.value) : `${Math.round(slot.value * 100)}p`;
  if (slot.type === 1) return slot.value > 0 ? formatShortCoins(slot.value) : '0';
  return 'GIFT';
}
