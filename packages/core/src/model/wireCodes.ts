/**
 * The numbers the API uses as codes, by name: compare with these, never with a bare number
 * (`slot.type === SLOT_TYPE.special`, not `slot.type === 4`; a lint rule keeps it so). Each map
 * holds every member of its type.
 */
import type { Currency, GameType, OrderStatus, SlotType } from './types';

/** `Slot.type`: coins (a value of 0 is no luck), cash in pounds, a prize, the special prize. */
export const SLOT_TYPE = { coins: 1, cash: 2, prize: 3, special: 4 } as const satisfies Record<
  string,
  SlotType
>;

/** `Minigame.type` and `PlayResult.type`: the wheel (a spin) or the scratch card. */
export const GAME_TYPE = { wheel: 1, scratch: 2 } as const satisfies Record<string, GameType>;

/** `WinnerItem.currency`, `LotteryPayout.type`, `DrawReportItem.win_type`: coins or pounds. */
export const CURRENCY = { coins: 1, cash: 2 } as const satisfies Record<string, Currency>;

/** `GiftCardOrder.status`: Processing, Pending, Completed (PAID), Cancelled. */
export const ORDER_STATUS = {
  processing: 1,
  pending: 2,
  completed: 3,
  cancelled: 4,
} as const satisfies Record<string, OrderStatus>;

/** `GiftCardOrder.payment_type`: how an order was paid (any other number is Unspecified). */
export const PAYMENT_TYPE = {
  cashAccount: 1,
  bank: 2,
  cashback: 3,
  applePay: 4,
  googlePay: 5,
} as const;
