import { createContext, useContext } from 'react';
import { formatBrandCount } from '@giftcash/core';

declare const __GIFTCASH_SAMPLE_BRAND_COUNT__: number | undefined;

/**
 * How many brands the build's sample data holds, written in by the site's Vite configuration
 * (playground/vite.config.ts). Pages without data of their own (the client-rendered shell,
 * signed-in pages) advertise this count; 0 where no build wrote it in.
 */
export const SAMPLE_BRAND_COUNT: number =
  typeof __GIFTCASH_SAMPLE_BRAND_COUNT__ === 'number' ? __GIFTCASH_SAMPLE_BRAND_COUNT__ : 0;

/**
 * The number of brands the site sells: the prerender counts the build's brand list and
 * passes it down (see ../App.tsx), so the HTML and the hydrated page say the same.
 */
export const BrandCountContext = createContext<number>(SAMPLE_BRAND_COUNT);

/** The advertised brand count (`160+`), or `null` when it is not known. */
export function useBrandCount(): string | null {
  const count = useContext(BrandCountContext);
  return count > 0 ? formatBrandCount(count) : null;
}

/** "160+ UK brands", else "UK brands" when the count is not known. */
export function useUkBrands(): string {
  const count = useBrandCount();
  return count ? `${count} UK brands` : 'UK brands';
}

/** The words "160+ UK brands" in running text (a component, so module-level copy can hold it). */
export function UkBrands() {
  return <>{useUkBrands()}</>;
}
