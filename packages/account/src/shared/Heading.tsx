import type { HTMLAttributes } from 'react';

/** A heading level 1–6. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Which `<hN>` to render. */
  level: HeadingLevel;
}

/** One heading at a level chosen by the embedding page (views default to `h1`). */
export function Heading({ level, ...rest }: HeadingProps) {
  const Tag = `h${Math.min(6, Math.max(1, level))}` as 'h1';
  return <Tag {...rest} />;
}

/** The next heading level down, capped at 6. */
export const sub = (level: HeadingLevel, by = 1): HeadingLevel =>
  Math.min(6, level + by) as HeadingLevel;
