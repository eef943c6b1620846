import { afterEach, describe, expect, it, vi } from 'vitest';
import { dataSourceKey, providerForSource } from './dataSource';

afterEach(() => vi.unstubAllGlobals());

describe('data-source', () => {
  it('normalises the attribute', () => {
    expect(dataSourceKey(null)).toBe('sample');
    expect(dataSourceKey(' sample ')).toBe('sample');
    expect(dataSourceKey('https://api.example.co.uk/v1/')).toBe('https://api.example.co.uk/v1');
    expect(dataSourceKey('ftp://x')).toBe('invalid:ftp://x');
  });

  it('serves the built-in sample brands, wheel and scratch configurations', async () => {
    // The element modules register the game configurations they need.
    await import('../elements/WheelElement');
    await import('../elements/ScratchCardElement');
    const provider = providerForSource('sample');
    expect(providerForSource(undefined)).toBe(provider);
    const { brands, categories } = await provider.getBrands();
    expect(brands.length).toBeGreaterThan(100);
    expect(categories.length).toBeGreaterThan(0);
    expect((await provider.getWheelConfig()).slots.length).toBeGreaterThan(0);
    expect((await provider.getScratchConfig()).slots.length).toBeGreaterThan(0);
    await expect(provider.getProfile()).rejects.toThrow('Unknown endpoint');
  });

  it('reads an API base over HTTP at <base>/brands', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ brands: [], categories: [] }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const provider = providerForSource('https://api.example.co.uk/v1');
    await expect(provider.getBrands()).resolves.toEqual({ brands: [], categories: [] });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      'https://api.example.co.uk/v1/brands',
    );
  });

  it('refuses other protocols without fetching', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(providerForSource('javascript:alert(1)').getBrands()).rejects.toThrow(
      'Unsupported protocol',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the sample brands', () => {
  it('name no image at all (every logo is the inline placeholder; nothing for a strict CSP to refuse)', async () => {
    const { sampleBrands } = await import('./sampleProvider');
    const { brands } = sampleBrands();
    expect(brands.length).toBeGreaterThan(100);
    expect(
      brands.filter(
        (brand) => brand.detail?.assets?.logo_url || brand.detail?.assets?.gift_card_url,
      ),
    ).toEqual([]);
  });
});
