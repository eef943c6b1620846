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

export function readJson<T>(key: string, fallback: T, kind: Area = 'local'): T {
  const raw = readStorage(key, kind);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export const writeJson = (key: string, value: unknown, kind: Area = 'local'): boolean =>
  writeStorage(key, JSON.stringify(value), kind);
