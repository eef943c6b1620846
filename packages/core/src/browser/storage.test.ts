// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readJson, readStorage, writeJson, writeStorage } from './storage';

describe('storage that never throws', () => {
  afterEach(() => localStorage.clear());

  it('reads and writes', () => {
    expect(writeStorage('k', 'v')).toBe(true);
    expect(readStorage('k')).toBe('v');
    writeJson('j', { a: 1 });
    expect(readJson('j', null)).toEqual({ a: 1 });
    writeStorage('k', null);
    expect(readStorage('k')).toBeNull();
  });

  it('degrades to "nothing stored" when storage throws (private mode, sandboxed iframe)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(readStorage('k')).toBeNull();
    expect(writeStorage('k', 'v')).toBe(false);
    expect(readJson('k', 'fallback')).toBe('fallback');
  });

  it('returns the fallback for corrupt JSON', () => {
    localStorage.setItem('bad', '{');
    expect(readJson('bad', 7)).toBe(7);
  });
});
