// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('@giftcash/embed on the server', () => {
  it('imports without a DOM and defines nothing', async () => {
    expect(typeof window).toBe('undefined');
    const embed = await import('./index');
    expect(() => embed.defineGiftcashElements()).not.toThrow();
    expect(Object.keys(embed.GIFTCASH_ELEMENTS)).toEqual([
      'giftcash-brand-carousel',
      'giftcash-wheel',
      'giftcash-scratch-card',
    ]);
  });
});
