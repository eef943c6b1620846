import { describe, expect, it } from 'vitest';
import { expectNoLeaks } from '../../../core/src/testing';
import { gamesElements, GAMES_LIVE } from './elements';

const elements = gamesElements().filter(([name]) => GAMES_LIVE.includes(name));

describe('mount and unmount 100 times: nothing left behind', () => {
  it('checks every screen and self-running widget', () => {
    expect(elements.map(([name]) => name).sort()).toEqual([...GAMES_LIVE].sort());
  });

  it.each(elements)('%s: no timers, frames, listeners, observers, channels or polling left', async (name, element) => {
    await expectNoLeaks(name, element, 100);
  }, 60_000);
});
