/*
 * Text from an API is made safe to encode and render before any component sees it. The one
 * character sequence that breaks the platform is a lone UTF-16 surrogate (`"gift\ud800card"`): it
 * is legal in a JSON string, but `encodeURIComponent` throws on it, so one such character in a
 * brand id or name used to take down every page that builds a link from it. Validation replaces
 * lone surrogates with U+FFFD in every string it returns (identities that carry one are dropped
 * instead, see `validate.ts`), and `encodeUrlPart` never throws.
 */

// The URL helpers live in their own module: a page that only builds links needs nothing else here.
export { decodeUrlPart, encodeUrlPart } from './urlPart';

type WellFormedString = string & { isWellFormed?: () => boolean; toWellFormed?: () => string };

/** A lone surrogate, as the string iterator yields it (a pair comes out as one 2-unit string). */
const isLoneSurrogate = (char: string): boolean =>
  char.length === 1 && char >= '\ud800' && char <= '\udfff';

/** True when `text` has no lone surrogate (every UTF-16 code unit pairs up). */
export function isWellFormedText(text: string): boolean {
  const native = (text as WellFormedString).isWellFormed;
  // No regular expression: lookbehind would not even parse on iOS before 16.4.
  return native ? native.call(text) : !Array.from(text).some(isLoneSurrogate);
}

/** `text` with every lone surrogate replaced by U+FFFD (the same string when there is none). */
export function toWellFormedText(text: string): string {
  if (isWellFormedText(text)) return text;
  const native = (text as WellFormedString).toWellFormed;
  return native
    ? native.call(text)
    : Array.from(text, (char) => (isLoneSurrogate(char) ? '\ufffd' : char)).join('');
}

/**
 * `text` wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE (U+2068 … U+2069), for API text
 * placed inside a sentence that is a plain string (a dialog description, a title, an `aria-label`):
 * a right-to-left override (U+202E) in it then cannot reverse the sentence around it. In JSX, wrap
 * the text in `<bdi>` instead.
 */
export function isolateText(text: string): string {
  return `\u2068${text}\u2069`;
}

/** True when some string in `value` (object keys too), at any depth, holds a lone surrogate. */
export function hasMalformedText(value: unknown): boolean {
  if (typeof value === 'string') return !isWellFormedText(value);
  if (typeof value !== 'object' || value === null) return false;
  const stack: object[] = [value];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const node = stack.pop() as Record<string, unknown>;
    if (seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index += 1) {
        const child: unknown = node[index];
        if (typeof child === 'string') {
          if (!isWellFormedText(child)) return true;
        } else if (typeof child === 'object' && child !== null) stack.push(child);
      }
      continue;
    }
    for (const key of Object.keys(node)) {
      if (!isWellFormedText(key)) return true;
      const child = node[key];
      if (typeof child === 'string') {
        if (!isWellFormedText(child)) return true;
      } else if (typeof child === 'object' && child !== null) stack.push(child);
    }
  }
  return false;
}

/**
 * `value` with every string in it (object keys too) well-formed. Clean data (the usual case) costs
 * one read-only walk and comes back as the same object; otherwise only the containers on the way
 * to a repair are copied. Iterative, so nesting of any depth is fine.
 */
export function wellFormedDeep<T>(value: T): T {
  if (!hasMalformedText(value)) return value;
  if (typeof value === 'string') return toWellFormedText(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  // Post-order walk with an explicit stack: each container is finished after its children.
  type Frame = {
    source: object;
    entries: [string, unknown][];
    index: number;
    changed: boolean;
    out: unknown[];
  };
  const finished = new Map<object, unknown>();
  const frames: Frame[] = [];
  const inProgress = new Set<object>();
  const open = (source: object) => {
    inProgress.add(source);
    frames.push({ source, entries: Object.entries(source), index: 0, changed: false, out: [] });
  };
  open(value);
  let result: unknown = value;
  while (frames.length > 0) {
    const frame = frames[frames.length - 1] as Frame;
    if (frame.index < frame.entries.length) {
      const [, child] = frame.entries[frame.index] as [string, unknown];
      if (
        typeof child === 'object' &&
        child !== null &&
        !finished.has(child) &&
        !inProgress.has(child)
      ) {
        open(child);
        continue;
      }
      const next =
        typeof child === 'string'
          ? toWellFormedText(child)
          : typeof child === 'object' && child !== null
            ? (finished.get(child) ?? child)
            : child;
      const [key] = frame.entries[frame.index] as [string, unknown];
      if (next !== child || toWellFormedText(key) !== key) frame.changed = true;
      frame.out.push(next);
      frame.index += 1;
      continue;
    }
    frames.pop();
    inProgress.delete(frame.source);
    let built: unknown = frame.source;
    if (frame.changed) {
      if (Array.isArray(frame.source)) built = frame.out;
      else {
        const copy: Record<string, unknown> = {};
        frame.entries.forEach(([key], index) => {
          Object.defineProperty(copy, toWellFormedText(key), {
            value: frame.out[index],
            enumerable: true,
            writable: true,
            configurable: true,
          });
        });
        built = copy;
      }
    }
    finished.set(frame.source, built);
    if (frames.length === 0) result = built;
  }
  return result as T;
}
