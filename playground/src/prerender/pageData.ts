import type { InitialData } from '@giftcash/core';

/** Id of the `<script type="application/json">` a prerendered page carries its data in. */
export const PAGE_DATA_ID = 'giftcash-page';

/** What a prerendered page was rendered with; the browser hydrates with exactly this. */
export interface PageData {
  /** The address rendered (path and, when any, `?search`). */
  path: string;
  /** When it was rendered (epoch ms). */
  renderedAt: number;
  /** The endpoint answers the page showed, by endpoint key. */
  data: InitialData;
}

/**
 * The page data as the text of a JSON `<script>`: `<`, `>`, `&` and the two JavaScript line
 * separators are written as `\u` escapes, so no text in the data can close the element or
 * start a comment, whatever it contains.
 */
export function serializePageData(page: PageData): string {
  return JSON.stringify(page).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Parses the page data; `null` when absent or not of the expected shape. */
export function readPageData(text: string | null | undefined): PageData | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PageData> | null;
    if (!value || typeof value.path !== 'string' || !value.path.startsWith('/') || typeof value.renderedAt !== 'number' || typeof value.data !== 'object' || value.data === null) {
      return null;
    }
    return { path: value.path, renderedAt: value.renderedAt, data: value.data };
  } catch {
    return null;
  }
}
