import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DESCRIPTION_LIMIT, truncateText } from './truncateText';

describe('truncateText', () => {
  it('keeps text of up to 150 characters as it is', () => {
    const text = 'a'.repeat(150);
    expect(truncateText(text)).toEqual({ text, truncated: false });
    expect(DESCRIPTION_LIMIT).toBe(150);
  });

  it('cuts longer text at 150 characters with an ellipsis, trimming trailing spaces', () => {
    const text = `${'word '.repeat(40)}end`;
    const result = truncateText(text);
    expect(result.truncated).toBe(true);
    expect(result.text.endsWith('…')).toBe(true);
    expect(result.text).toBe(`${text.slice(0, 150).trimEnd()}…`);
  });

  it('never splits an emoji or other astral character', () => {
    const text = '💳'.repeat(200);
    const result = truncateText(text);
    expect(Array.from(result.text)).toHaveLength(151);
    expect(result.text).toBe(`${'💳'.repeat(150)}…`);
  });

  it('always yields a prefix of at most limit + 1 characters (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }),
        fc.integer({ min: 1, max: 200 }),
        (text, limit) => {
          const result = truncateText(text, limit);
          const shown = Array.from(result.text);
          if (!result.truncated) return result.text === text && Array.from(text).length <= limit;
          return (
            shown.length <= limit + 1 &&
            text.startsWith(result.text.slice(0, -1)) &&
            result.text.endsWith('…')
          );
        },
      ),
    );
  });
});
