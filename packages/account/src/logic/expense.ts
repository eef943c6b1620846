import { parsePounds, toPence } from '@giftcash/core';

export type ExpenseValidation =
  | { valid: true; pence: number }
  | { valid: false; reason: 'empty' | 'invalid' | 'not-positive' | 'above-balance'; message: string };

/**
 * Validates what was typed in `Expense Amount (£)` against the order's available balance
 * (pounds, as the API sends it). Confirm is allowed only for a number with at most two
 * decimals that is above 0 and at most the available balance (spec section 5).
 */
export function validateExpense(text: string, availablePounds: number): ExpenseValidation {
  const trimmed = text.trim();
  if (trimmed === '') return { valid: false, reason: 'empty', message: 'Enter the amount you spent.' };
  const pence = parsePounds(trimmed);
  if (pence === null) return { valid: false, reason: 'invalid', message: 'Enter an amount in pounds, with up to 2 decimals.' };
  if (pence <= 0) return { valid: false, reason: 'not-positive', message: 'The amount must be more than £0.00.' };
  const available = toPence(availablePounds);
  if (!Number.isFinite(available) || pence > available) {
    return { valid: false, reason: 'above-balance', message: 'The amount cannot be more than the available balance.' };
  }
  return { valid: true, pence };
}
