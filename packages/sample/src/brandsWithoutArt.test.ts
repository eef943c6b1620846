import { describe, expect, it, vi } from 'vitest';
import type * as Artwork from './artwork';

// The embed's element scripts replace the artwork module with one that draws nothing and plans
// no art (packages/embed/src/config/noSampleArt.ts): the brands must build all the same.
vi.mock('./artwork', async (original) => ({
  ...(await original<typeof Artwork>()),
  planBrandArt: () => [],
}));

const { buildBrands } = await import('./brands');

describe('buildBrands without an art plan (the embed scripts)', () => {
  it('builds every brand', () => {
    const brands = buildBrands({ count: 200, art: () => '' });
    expect(brands).toHaveLength(200);
    expect(new Set(brands.map((brand) => brand.id)).size).toBe(200);
  });
});
