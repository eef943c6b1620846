/**
 * localStorage / sessionStorage that never throws: in private modes, sandboxed iframes or
 * on the server every call degrades to "nothing stored" and preferences simply are not kept.
 */
type Area = 'local' | 'session';

function area(kind: Area): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The stored text under `key`, or `null` when there is none or storage is unavailable. */
export function readStorage(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` (or removes the key when `null`); returns whether it was kept. */
export function writeStorage(key: string, value: string | null, kind: Area = 'local'): boolean {
  try {
    const storage = area(kind);
    if (!storage) return false;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The stored JSON under `key`, or `fallback` when there is none, it does not parse, or storage is
 * unavailable. The value is not checked against `T`: validate what a person could have edited.
 * Plumbing of the site and the packages: use `readStorage` and parse it yourself.
 *
 * @internal
 */
export function readJson<T>(key: string, fallback: T, kind: Area = 'local'): T {
  const raw = readStorage(key, kind);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

/** Stores `value` as JSON under `key`; returns whether it was kept. */
export const writeJson = (key: string, value: unknown, kind: Area = 'local'): boolean =>
  writeStorage(key, JSON.stringify(value), kind);
