import type { SVGAttributes } from 'react';

/**
 * A 20 px line icon on a 24 px grid, drawn in the text colour: one `<path>` of `d`, with any other
 * path attribute from the props. Decorative: its button carries the name.
 */
export function StrokeIcon({ d, ...path }: SVGAttributes<SVGPathElement>) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2.5" {...path} />
    </svg>
  );
}
