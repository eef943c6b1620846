/** The site's default sample brands (same seed as the built-in provider), for expectations. */
import type { Brand, BrandsResponse } from '../../packages/core/src/model/types';
import { createSampleProvider } from '../../packages/sample/src';
export { formatBrandCount } from '../../packages/core/src/format/format';
import { countBrandsByCategory, filterBrands, filterBrandsByName, popularBrands, sortBrands } from '../../packages/catalogue/src/logic/brands';

export async function sampleBrands(brandCount?: number): Promise<BrandsResponse> {
  return createSampleProvider({ storage: null, delay: 0, ...(brandCount ? { brandCount } : {}) }).getBrands();
}

export { countBrandsByCategory, filterBrands, filterBrandsByName, popularBrands, sortBrands };
export type { Brand };

/** Reads the popular carousel's current offset in px from its track's transform. */
export const CAROUSEL_OFFSET = `(() => {
  const track = document.querySelector('.gc-brand-carousel-track');
  const match = /translate3d\\((-?[\\d.]+)px/.exec(track ? track.style.transform : '');
  return match ? 0 - Number(match[1]) : 0;
})()`;
