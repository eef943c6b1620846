/**
 * Face value limits to the penny, rounded the safe way: an upper limit down and a lower limit
 * up, so a rounded limit never admits an amount the exact one refuses (an upper limit of
 * £10.555 is £10.55, a lower limit of £4.001 is £4.01). Exact on the decimal the API sent.
 */
import { toPence } from '../format/money';

/**
 * `pounds` rounded down (or, with `up`, up) to whole pence; `NaN` for non-finite input. `toPence`
 * rounds to the nearest penny on the exact decimal; the comparison undoes a rounding the wrong
 * way (`p / 100` and the input are the same double only when the input has at most two decimals).
 */
export function limitPence(pounds: number, up?: boolean): number {
  const pence = toPence(pounds);
  const off = pence / 100 - pounds;
  return up ? (off < 0 ? pence + 1 : pence) : off > 0 ? pence - 1 : pence;
}
