/** A run of instruction text, or a phone number in it with its `tel:` address. */
export interface TextPart {
  text: string;
  /** `tel:+44…` (only a plus sign and digits) when `text` is a UK phone number. */
  tel?: string;
}

/**
 * A UK phone number as written in running text: `0808 157 0340`, `0800 000 000`, `020 7946 0958`,
 * `+44 20 7946 0958`, `+44 (0)20 7946 0958`, digits grouped by spaces or hyphens; 10 or 11 digits
 * from the leading 0 (or 9 or 10 after +44). Not part of a longer run of digits (a card number).
 * No lookbehind (older Safari cannot parse it): the character before a match is checked in code.
 */
const UK_PHONE = /(?:\+44[ -]?(?:\(0\)[ -]?)?[1-9]|0[1-9])(?:[ -]?\d){8,9}(?![ -]?\d)/g;

/**
 * Splits API text into plain runs and UK phone numbers, losslessly (the parts' texts joined are
 * the input). Each number gets a `tel:` address built only from its digits, in international
 * form, so hostile text can never make anything but `tel:+` and digits an address.
 */
export function splitPhoneNumbers(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(UK_PHONE)) {
    const start = match.index;
    const before = text[start - 1] ?? '';
    // Part of something longer (digits, a word, a plus sign): leave it as text.
    if (/[\p{L}\p{N}+_]/u.test(before)) continue;
    const digits = match[0].replace(/\(0\)/, '').replace(/\D/g, '');
    const national =
      digits.startsWith('44') && match[0].startsWith('+') ? digits.slice(2) : digits.slice(1);
    if (national.length < 9 || national.length > 10) continue;
    if (start > from) parts.push({ text: text.slice(from, start) });
    parts.push({ text: match[0], tel: `tel:+44${national}` });
    from = start + match[0].length;
  }
  if (from < text.length || parts.length === 0) parts.push({ text: text.slice(from) });
  return parts;
}
