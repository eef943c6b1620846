import { formatCoins, formatGBP, formatGBPShort, formatShortCoins, type Slot } from '@giftcash/core';

/** Whether landing on the slot pays something (coins-0 is the "no luck" slot). */
export const isWinningSlot = (slot: Pick<Slot, 'type' | 'value'>): boolean => slot.type >= 3 || slot.value > 0;

/** The prize in words: `£0.05`, `2,500 coins`, the prize description, or `No prize`. */
export function prizeLabel(slot: Pick<Slot, 'type' | 'value' | 'description'>): string {
  if (slot.type === 2) return formatGBP(slot.value);
  if (slot.type === 1) return slot.value > 0 ? `${formatCoins(slot.value)} coins` : 'No prize';
  return slot.description || (slot.value > 0 ? formatGBP(slot.value) : 'Gift card');
}

/** The short text drawn on a wheel slice: `£750`, `£1,000`, `£2.50`, `5p`, `2.5K`, `GIFT`, `0`. */
export function sliceLabel(slot: Pick<Slot, 'type' | 'value'>): string {
  if (slot.type === 2) return slot.value >= 1 ? formatGBPShort(slot.value) : `${Math.round(slot.value * 100)}p`;
  if (slot.type === 1) return slot.value > 0 ? formatShortCoins(slot.value) : '0';
  return 'GIFT';
}
