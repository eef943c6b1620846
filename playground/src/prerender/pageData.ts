import type { InitialData } from '@giftcash/core/react';

/** Id of the `<script type="application/json">` a prerendered page carries its data in. */
export const PAGE_DATA_ID = 'giftcash-page';

/** Where large endpoint answers are written, as content-hashed JSON files (cached for a year). */
export const DATA_FILE_PREFIX = '/assets/data/';

/** What a prerendered page was rendered with; the browser hydrates with exactly this. */
export interface PageData {
  /** The address rendered (path and, when any, `?search`). */
  path: string;
  /** When it was rendered (epoch ms). */
  renderedAt: number;
  /** The endpoint answers the page showed, by endpoint key (the small ones, inline). */
  data: InitialData;
  /**
   * The large answers, by endpoint key: the address of a JSON file under /assets/data/ (one file
   * shared by every page that shows the same answer, e.g. the brands on home and catalogue). The
   * page preloads them, so they arrive with its code, and the HTML stays small.
   */
  files?: Partial<Record<keyof InitialData, string>>;
  /** How many brands the build's brand list holds (every page advertises the same count). */
  brandCount?: number;
}

/**
 * The page data as the text of a JSON `<script>`: `<`, `>`, `&` and the two JavaScript line
 * separators are written as `\u` escapes, so no text in the data can close the element or
 * start a comment, whatever it contains.
 */
export function serializePageData(page: PageData): string {
  return JSON.stringify(page).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Parses the page data; `null` when absent or not of the expected shape. */
export function readPageData(text: string | null | undefined): PageData | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PageData> | null;
    if (
      !value ||
      typeof value.path !== 'string' ||
      !value.path.startsWith('/') ||
      typeof value.renderedAt !== 'number' ||
      typeof value.data !== 'object' ||
      value.data === null
    ) {
      return null;
    }
    const files: Record<string, string> = {};
    for (const [key, file] of Object.entries(value.files ?? {})) {
      // Only the site's own data files: nothing in a page can make it fetch another address.
      if (
        typeof file !== 'string' ||
        !file.startsWith(DATA_FILE_PREFIX) ||
        !/^[\w/.-]+$/.test(file) ||
        file.includes('..')
      )
        return null;
      files[key] = file;
    }
    const brandCount =
      typeof value.brandCount === 'number' &&
      Number.isSafeInteger(value.brandCount) &&
      value.brandCount >= 0
        ? value.brandCount
        : undefined;
    return {
      path: value.path,
      renderedAt: value.renderedAt,
      data: value.data,
      ...(Object.keys(files).length ? { files } : {}),
      ...(brandCount !== undefined ? { brandCount } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * The page's data with its files fetched and parsed. Rejects when a file cannot be read (the
 * page is then rendered afresh in the browser instead of hydrated).
 */
export async function loadPageData(
  page: PageData,
  fetchFile: (url: string) => Promise<Response> = (url) => fetch(url),
): Promise<InitialData> {
  const entries = await Promise.all(
    Object.entries(page.files ?? {}).map(async ([key, file]) => {
      const response = await fetchFile(file);
      if (!response.ok) throw new Error(`Could not load ${file}: ${response.status}`);
      return [key, (await response.json()) as unknown] as const;
    }),
  );
  return { ...page.data, ...Object.fromEntries(entries) } as InitialData;
}
