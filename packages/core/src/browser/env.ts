/** True outside production builds; safe where `process` does not exist (plain browsers, partner pages). */
export function isDevelopment(): boolean {
  try {
    return typeof process !== 'undefined' && process.env?.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}

/** True when running in a browser (not during server rendering). */
export const isBrowser = (): boolean => typeof window !== 'undefined' && typeof document !== 'undefined';
