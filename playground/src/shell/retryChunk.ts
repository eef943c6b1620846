/*
 * Loading a page's chunk again after it failed (offline, a flaky train connection, a deploy that
 * replaced the file). Browsers remember a failed module fetch for the life of the document, so
 * calling `import()` again can fail even once the network is back: when it does and the site
 * answers, the only cure is to load the document again (at the same address, so the person lands
 * on the page they asked for).
 */

export type RetryOutcome<M> =
  /** The chunk loaded: render it. */
  | { kind: 'loaded'; module: M }
  /** The site does not answer: still offline. */
  | { kind: 'unreachable' }
  /** The site answers but the chunk cannot be imported in this document: the page is being reloaded. */
  | { kind: 'reloading' };

export interface RetryChunkOptions {
  /** Whether the site answers now. */
  isReachable: () => Promise<boolean>;
  /** Loads the document again. */
  reload: () => void;
  /** Called before importing again (the site drops stylesheet links that failed to load). */
  beforeRetry?: () => void;
}

/** Imports the chunk again; when that fails and the site answers, reloads the document. */
export async function retryChunk<M>(
  load: () => Promise<M>,
  { isReachable, reload, beforeRetry }: RetryChunkOptions,
): Promise<RetryOutcome<M>> {
  beforeRetry?.();
  try {
    return { kind: 'loaded', module: await load() };
  } catch {
    if (!(await isReachable())) return { kind: 'unreachable' };
    reload();
    return { kind: 'reloading' };
  }
}

/** Whether the site's own origin answers (a HEAD request for its home, never from a cache). */
export async function siteIsReachable(base = '/'): Promise<boolean> {
  try {
    const response = await fetch(base, { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Removes stylesheet links that have no style sheet (they failed to load), so a new attempt adds
 * them again: Vite's preload helper skips a stylesheet whose link is already in the document,
 * loaded or not.
 */
export function dropFailedStylesheets(doc: Document = document): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (!link.sheet) link.remove();
  }
}

/** What the site's pages and main sections retry with: the site's own origin, a real reload. */
export const browserRetry: RetryChunkOptions = {
  isReachable: () => siteIsReachable(import.meta.env.BASE_URL),
  reload: () => window.location.reload(),
  beforeRetry: () => dropFailedStylesheets(),
};
