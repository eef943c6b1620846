/** The spec's description limit. */
export const DESCRIPTION_LIMIT = 150;

/**
 * What {@link truncateText} returns.
 * Plumbing of this package's components, not part of the promised API.
 *
 * @internal
 */
export interface TruncatedText {
  /** The text to show when collapsed. */
  text: string;
  /** Whether anything was cut (a Show more toggle is then needed). */
  truncated: boolean;
}

/**
 * Cuts `text` to at most `limit` characters (counted in code points, so an emoji or accented
 * letter is never split), trims trailing spaces and adds an ellipsis when anything was cut.
 * Plumbing of this package's components, not part of the promised API.
 *
 * @internal
 */
export function truncateText(text: string, limit = DESCRIPTION_LIMIT): TruncatedText {
  const characters = Array.from(text);
  if (characters.length <= limit) return { text, truncated: false };
  return { text: `${characters.slice(0, limit).join('').trimEnd()}…`, truncated: true };
}
