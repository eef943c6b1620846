import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstIndexByLetter, groupByLetter, INDEX_LETTERS, indexLetter } from './balanceIndex';

describe('the balance checker A–Z index', () => {
  it.each([
    ['adventure Days', 'A'],
    ['Éclair & Co', 'E'],
    ['  "Quoted" Books', 'Q'],
    ['\u202eRight to left', 'R'],
    ['9 Lives', '#'],
    ['Ωmega', '#'],
    ['***', '#'],
    ['', '#'],
  ])(
    'files a name under its first letter or digit, capitalised and without accents, else #: %j under %s',
    (name, letter) => {
      expect(indexLetter(name)).toBe(letter);
    },
  );

  it('cuts a sorted list into one run per letter, each marked first', () => {
    const names = ['9 Lives', 'Argos', 'Asda', 'Boots', 'Zara'].map((name) => ({ name }));
    expect(
      groupByLetter(names).map((group) => [group.letter, group.first, group.items.length]),
    ).toEqual([
      ['#', true, 1],
      ['A', true, 2],
      ['B', true, 1],
      ['Z', true, 1],
    ]);
    expect([...firstIndexByLetter(names)]).toEqual([
      ['#', 0],
      ['A', 1],
      ['B', 3],
      ['Z', 4],
    ]);
  });

  it('files a letter whose capital is two characters under its first (ẚ is Aʾ)', () => {
    expect(indexLetter('ẚ bakery')).toBe('A');
    expect(indexLetter('ß')).toBe('S');
  });

  it('any list: the runs hold every item in order, each run one letter of the index, and only a letter’s first run is first', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }).map((name) => ({ name }))), (items) => {
        const groups = groupByLetter(items);
        expect(groups.flatMap((group) => group.items)).toEqual(items);
        const seen = new Set<string>();
        for (const group of groups) {
          expect(INDEX_LETTERS).toContain(group.letter);
          expect(group.items.every((item) => indexLetter(item.name) === group.letter)).toBe(true);
          expect(group.first).toBe(!seen.has(group.letter));
          seen.add(group.letter);
        }
        for (const [letter, index] of firstIndexByLetter(items))
          expect(indexLetter(items[index]!.name)).toBe(letter);
      }),
    );
  });
});
