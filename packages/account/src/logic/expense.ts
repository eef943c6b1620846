import { AMOUNT_PROBLEM_MESSAGES, parseAmount, toPence } from '@giftcash/core';

export type ExpenseValidation =
  | { valid: true; pence: number }
  | {
      valid: false;
      reason: 'empty' | 'invalid' | 'not-positive' | 'above-balance';
      message: string;
    };

/**
 * Validates what was typed in `Expense Amount (£)` against the order's available balance
 * (pounds, as the API sends it). Confirm is allowed only for an amount above 0 and at most the
 * available balance (spec section 5), read by core's one amount rule (`parseAmount`): at most two
 * decimals, and commas only between thousands (`1,500`) or before the pence (`1,5` is £1.50).
 */
export function validateExpense(text: string, availablePounds: number): ExpenseValidation {
  const parsed = parseAmount(text);
  if (parsed.kind === 'empty')
    return { valid: false, reason: 'empty', message: 'Enter the amount you spent.' };
  if (parsed.kind !== 'amount') {
    const detail =
      parsed.problem === 'characters' || parsed.problem === 'incomplete'
        ? 'Enter an amount in pounds, with up to 2 decimals.'
        : `${AMOUNT_PROBLEM_MESSAGES[parsed.problem]}.`;
    return { valid: false, reason: 'invalid', message: detail };
  }
  if (parsed.pence <= 0n)
    return { valid: false, reason: 'not-positive', message: 'The amount must be more than £0.00.' };
  const available = toPence(availablePounds);
  if (!Number.isSafeInteger(available) || parsed.pence > BigInt(available)) {
    return {
      valid: false,
      reason: 'above-balance',
      message: 'The amount cannot be more than the available balance.',
    };
  }
  return { valid: true, pence: Number(parsed.pence) };
}
