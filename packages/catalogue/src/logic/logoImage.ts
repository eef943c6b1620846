import { version, type ImgHTMLAttributes } from 'react';

/**
 * What every brand logo in a row or grid asks of the browser: load when near the screen, and at
 * low priority. The logos are small marks: the page's text, stylesheet and font come first (a
 * browser would otherwise raise the logos on screen to high and share the first round trips with
 * them). React 19 knows `fetchPriority`; React 18 (and Preact) pass the lowercase attribute
 * through as it is, so each gets the spelling it renders without a warning.
 */
export const LOGO_LOADING = {
  loading: 'lazy',
  [parseInt(version) > 18 ? 'fetchPriority' : 'fetchpriority']: 'low',
} as ImgHTMLAttributes<HTMLImageElement>;
