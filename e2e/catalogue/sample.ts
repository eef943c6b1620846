/** The site's default sample brands (same seed as the built-in provider), for expectations. */
import type { Brand, BrandsResponse } from '../../packages/core/src/model/types';
import { createSampleProvider } from '../../packages/sample/src';
export { formatBrandCount } from '../../packages/core/src/format/format';
import {
  countBrandsByCategory,
  filterBrands,
  filterBrandsByName,
  popularBrands,
  sortBrands,
} from '../../packages/catalogue/src/logic/brands';

export async function sampleBrands(brandCount?: number): Promise<BrandsResponse> {
  return createSampleProvider({
    storage: null,
    delay: 0,
    ...(brandCount ? { brandCount } : {}),
  }).getBrands();
}

export { countBrandsByCategory, filterBrands, filterBrandsByName, popularBrands, sortBrands };
export type { Brand };

/** Reads the popular carousel's current offset in px: its native scroller's distance from the start. */
export const CAROUSEL_OFFSET = `(() => {
  const viewport = document.querySelector('.gc-brand-carousel-viewport');
  return viewport ? Math.abs(viewport.scrollLeft) : 0;
})()`;
