// Encoding and decoding of URL parts from data, never throwing (see ./sanitize.ts for why).

/**
 * `encodeURIComponent` that never throws: lone surrogates are encoded as U+FFFD (`%EF%BF%BD`).
 * Use it for every path segment and query value built from data.
 */
export function encodeUrlPart(value: string | number): string {
  const text = String(value);
  try {
    return encodeURIComponent(text);
  } catch {
    // Code point by code point: only a lone surrogate throws, and it becomes U+FFFD. Self-contained,
    // so a widget that only builds links stays small.
    return Array.from(text, (char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%EF%BF%BD';
      }
    }).join('');
  }
}

/** `decodeURIComponent` that never throws: a malformed escape leaves `value` as it is. */
export function decodeUrlPart(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
