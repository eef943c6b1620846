/*
 * The one rule for a pound amount a person types or pastes (the brand page's value entry, the
 * wallet's expense amount). It never reads an amount other than the one meant:
 * - digits, with an optional decimal point and at most two decimals: `25`, `12.5`, `12.50`, `.5`, `12.`;
 * - commas as thousands separators, only in the thousands positions: `1,500`, `1,500,000.25`;
 * - a single comma followed by one or two digits at the end is a decimal point: `20,50`, `1,5`;
 * - anything else is refused with a reason (`20,5,0`, `1,5000`, `1.500,25`, `£5`, `1e3`, `-1`).
 * Amounts are exact integer pence as a BigInt, whatever their length, so an amount of any size
 * can be compared with a limit.
 */

/** Why a text is not (yet) an amount. */
export type AmountProblem = 'characters' | 'comma' | 'points' | 'decimals' | 'incomplete';

/** How `parseAmount` reads a text: nothing, an amount, a start of one, or not an amount. */
export type AmountParse =
  /** Nothing typed (or only spaces). */
  | { kind: 'empty' }
  /** An amount: exact pence. */
  | { kind: 'amount'; pence: bigint }
  /** Not an amount yet, but typing on can make it one (`20,`, `.`, `1,500,2`). */
  | { kind: 'partial'; problem: AmountProblem }
  /** No text that starts like this is an amount. */
  | { kind: 'invalid'; problem: AmountProblem };

/** What to tell a person about each problem. */
export const AMOUNT_PROBLEM_MESSAGES: Readonly<Record<AmountProblem, string>> = {
  characters: 'Enter the amount in pounds using digits, like 25 or 12.50',
  comma: 'Use a comma only between thousands (1,500) or before the pence (20,50)',
  points: 'Use one decimal point',
  decimals: 'Enter at most 2 decimal places',
  incomplete: 'Finish the amount, like 25 or 12.50',
};

/** Every accepted form: whole pounds (plain or grouped) with an optional point and ≤ 2 decimals, `.5`, or a decimal comma. */
const AMOUNT = /^(?:(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d{0,2}))?|\.(\d{1,2})|(\d*),(\d{1,2}))$/;

/** Pence of a complete amount text, or null when the text is not one of the accepted forms. */
function completePence(text: string): bigint | null {
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const whole = (match[1] ?? match[4] ?? '').replace(/,/g, '') || '0';
  const fraction = match[2] ?? match[3] ?? match[5] ?? '';
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** The problem to name for a text made of digits, points and commas that is not an amount. */
function problemOf(text: string): AmountProblem {
  if (/\..*\./.test(text)) return 'points';
  if (/\.\d{3,}$/.test(text)) return 'decimals';
  return text.includes(',') ? 'comma' : 'incomplete';
}

/**
 * Reads `text` (surrounding spaces ignored) as a pound amount by the rule above. A `partial`
 * result is a valid start (fine while typing; not yet an amount); `invalid` can never become one.
 */
export function parseAmount(text: string): AmountParse {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!/^[\d.,]+$/.test(trimmed)) return { kind: 'invalid', problem: 'characters' };
  const pence = completePence(trimmed);
  if (pence !== null) return { kind: 'amount', pence };
  // A start of an amount when a few more digits complete it (`1,` → `1,0`, `1,500,` → `1,500,000`).
  const completes = ['0', '00', '000'].some((more) => completePence(trimmed + more) !== null);
  return { kind: completes ? 'partial' : 'invalid', problem: problemOf(trimmed) };
}

/** Exact pence of `text` as a safe integer, or `null` when it is not an amount (or too large to count in a number). */
export function parseAmountPence(text: string): number | null {
  const result = parseAmount(text);
  if (result.kind !== 'amount' || result.pence > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(result.pence);
}
