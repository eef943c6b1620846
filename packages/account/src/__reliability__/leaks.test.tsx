import { describe, expect, it } from 'vitest';
import { expectNoLeaks } from '../../../core/src/testing';
import { accountElements, ACCOUNT_LIVE } from './elements';

const elements = accountElements().filter(([name]) => ACCOUNT_LIVE.includes(name));

describe('mount and unmount 100 times: nothing left behind', () => {
  it('checks every screen and self-running widget', () => {
    expect(elements.map(([name]) => name).sort()).toEqual([...ACCOUNT_LIVE].sort());
  });

  it.each(elements)('%s: no timers, frames, listeners, observers, channels or polling left', async (name, element) => {
    await expectNoLeaks(name, element, 100);
  }, 60_000);
});
