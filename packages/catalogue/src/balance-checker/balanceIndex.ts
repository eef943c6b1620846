/**
 * The balance checker's A–Z index: which letter a brand is filed under, and a list cut into runs
 * of one letter. React-free.
 */

/** The index's entries in order: `#` (names that start with a digit or a symbol), then A–Z. */
export const INDEX_LETTERS: readonly string[] = ['#', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/**
 * The letter a name is filed under: its first letter or digit, without accents and in capitals
 * (`Éclair` → `E`); a digit, a letter outside A–Z or no letter at all files under `#`. Leading
 * marks, spaces and invisible characters are skipped.
 */
export function indexLetter(name: string): string {
  const first = /[\p{L}\p{N}]/u.exec(name)?.[0] ?? '';
  // Capitals first, then one character: some letters have no one-letter capital (`ẚ` is `Aʾ`).
  const letter = first.normalize('NFD').toUpperCase().charAt(0);
  return letter >= 'A' && letter <= 'Z' ? letter : '#';
}

/** A run of consecutive items filed under one letter; `first` marks the first run of its letter. */
export interface LetterGroup<T> {
  letter: string;
  first: boolean;
  items: T[];
}

/**
 * `items` (already sorted by name) cut into runs of one letter. A sorted list gives one run per
 * letter; a name the collation sorts out of its letter's run (a stray symbol) starts a run of its
 * own, and only a letter's first run is `first` (the index links to it).
 */
export function groupByLetter<T extends { name: string }>(items: readonly T[]): LetterGroup<T>[] {
  const groups: LetterGroup<T>[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const letter = indexLetter(item.name);
    const last = groups.at(-1);
    if (last && last.letter === letter) last.items.push(item);
    else {
      groups.push({ letter, first: !seen.has(letter), items: [item] });
      seen.add(letter);
    }
  }
  return groups;
}

/** Where each letter's first item is in `items` (already sorted by name). */
export function firstIndexByLetter(items: readonly { name: string }[]): Map<string, number> {
  const first = new Map<string, number>();
  items.forEach((item, index) => {
    const letter = indexLetter(item.name);
    if (!first.has(letter)) first.set(letter, index);
  });
  return first;
}
