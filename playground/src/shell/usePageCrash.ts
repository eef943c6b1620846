import { useState } from 'react';

/** What the page's error boundary needs: its key, and what to call when it catches. */
export interface PageCrash {
  /** Changes when the boundary must start afresh. */
  boundaryKey: number;
  /** Call when the page at the current address crashed. */
  onCrash(): void;
}

/**
 * A page that crashed is replaced by an error message; going to another page starts afresh (a
 * new boundary), without remounting healthy pages on every navigation.
 */
export function usePageCrash(pathname: string): PageCrash {
  const [crashedAt, setCrashedAt] = useState<string | null>(null);
  const [boundaryKey, setBoundaryKey] = useState(0);
  if (crashedAt !== null && crashedAt !== pathname) {
    setCrashedAt(null);
    setBoundaryKey((key) => key + 1);
  }
  return { boundaryKey, onCrash: () => setCrashedAt(pathname) };
}
