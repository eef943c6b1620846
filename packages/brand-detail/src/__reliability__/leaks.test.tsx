import { describe, expect, it } from 'vitest';
import { expectNoLeaks } from '../../../core/src/testing';
import { brandDetailElements, BRAND_DETAIL_LIVE } from './elements';

const elements = brandDetailElements().filter(([name]) => BRAND_DETAIL_LIVE.includes(name));

describe('mount and unmount 100 times: nothing left behind', () => {
  it('checks every screen and self-running widget', () => {
    expect(elements.map(([name]) => name).sort()).toEqual([...BRAND_DETAIL_LIVE].sort());
  });

  it.each(elements)('%s: no timers, frames, listeners, observers, channels or polling left', async (name, element) => {
    await expectNoLeaks(name, element, 100);
  }, 60_000);
});
