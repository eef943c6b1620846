import { describe, expect, it } from 'vitest';
import { createSavedPlays, SAVED_PLAY_TTL_MS, type SavedPlay } from './savedPlays';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    storage: () => ({
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    }),
  };
}

const play = (overrides: Partial<SavedPlay> = {}): SavedPlay => ({
  game: 'wheel-1',
  key: 'key-1',
  at: 1_000_000,
  deadline: 1_072_000,
  press: 'spin',
  answered: false,
  ...overrides,
});

describe('saved plays', () => {
  it('keep one play per game and person: another scope (another person, another API) never sees it', () => {
    const { storage, items } = memoryStorage();
    const now = () => 1_000_500;
    const ann = createSavedPlays('http://api.test|ann', storage, now);
    const bob = createSavedPlays('http://api.test|bob', storage, now);
    ann.save(play());
    expect(ann.read('wheel-1')).toEqual(play());
    expect(bob.read('wheel-1')).toBeNull();
    expect(ann.read('scratch-1')).toBeNull();
    expect([...items.keys()]).toEqual(['giftcash:play:http://api.test|ann:wheel-1']);
    // Forgetting an older key leaves the newer play; its own key forgets it.
    ann.save(play({ key: 'key-2' }));
    ann.forget('wheel-1', 'key-1');
    expect(ann.read('wheel-1')?.key).toBe('key-2');
    ann.forget('wheel-1', 'key-2');
    expect(ann.read('wheel-1')).toBeNull();
    expect(items.size).toBe(0);
  });

  it('work in memory when storage is blocked (private modes), for the page’s life', () => {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const plays = createSavedPlays('blocked-scope', blocked, () => 1_000_500);
    plays.save(play());
    // Another session of the same page (a navigation inside the app) still finds it.
    expect(createSavedPlays('blocked-scope', blocked, () => 1_000_500).read('wheel-1')).toEqual(
      play(),
    );
    plays.forget('wheel-1', 'key-1');
    expect(plays.read('wheel-1')).toBeNull();
    // A full storage (setItem throws) keeps the play in memory too.
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const fullPlays = createSavedPlays(
      'full-scope',
      () => full,
      () => 1_000_500,
    );
    fullPlays.save(play());
    expect(fullPlays.read('wheel-1')).toEqual(play());
  });

  it('read nothing from a tampered, foreign or day-old entry', () => {
    const { storage, items } = memoryStorage();
    let time = 1_000_500;
    const plays = createSavedPlays('s', storage, () => time);
    const name = 'giftcash:play:s:wheel-1';
    for (const value of [
      '{',
      'null',
      '[]',
      JSON.stringify({ ...play(), game: 'other' }),
      JSON.stringify({ ...play(), key: '' }),
      JSON.stringify({ ...play(), key: 'k'.repeat(256) }),
      JSON.stringify({ ...play(), at: 'yesterday' }),
      JSON.stringify({ ...play(), deadline: null }),
      JSON.stringify({ ...play(), press: 'x'.repeat(41) }),
    ]) {
      items.set(name, value);
      expect(plays.read('wheel-1'), value).toBeNull();
    }
    items.set(name, JSON.stringify({ ...play(), answered: 'yes' }));
    expect(plays.read('wheel-1')?.answered).toBe(false);
    time = play().at + SAVED_PLAY_TTL_MS + 1;
    expect(plays.read('wheel-1')).toBeNull();
    // A stale entry is removed whatever key forgets it.
    plays.forget('wheel-1', 'any');
    expect(items.has(name)).toBe(false);
  });
});
