import { useMemo, type ReactNode } from 'react';
import { GiftcashError, type DataProvider } from '@giftcash/core';
import { GiftcashProvider } from '@giftcash/core/react';
import { buildBrandsResponse, createSampleProvider } from '@giftcash/sample';

/** The sample catalogue (168 brands), built once for every catalogue story. */
export const SAMPLE = buildBrandsResponse();
export const SAMPLE_BRANDS = SAMPLE.brands;
export const SAMPLE_POPULAR = SAMPLE_BRANDS.filter((brand) => brand.popular);
export const SAMPLE_SLUGS = SAMPLE.categories.map((category) => category.id);

/** Forces a theme on its content, whatever the toolbar says (the Dark stories). */
export function Dark({ children }: { children: ReactNode }) {
  return (
    <div className="gc-story" data-theme="dark">
      {children}
    </div>
  );
}

/** A provider that never answers (loading forever). */
const pending = (): DataProvider => {
  const base = createSampleProvider({ storage: null });
  return { ...base, getBrands: () => new Promise(() => {}) };
};

/** A provider whose brands call always fails like an HTTP 500. */
const failing = (): DataProvider => {
  const base = createSampleProvider({ storage: null });
  return {
    ...base,
    getBrands: () =>
      Promise.reject(new GiftcashError('http', 'Request failed with status code 500', 'brands')),
  };
};

/** A provider with no brands at all. */
const empty = (): DataProvider => {
  const base = createSampleProvider({ storage: null });
  return { ...base, getBrands: () => Promise.resolve({ brands: [], categories: [] }) };
};

/** Wraps a connected screen story in a provider in the given state. */
export function WithProvider({
  kind,
  children,
}: {
  kind: 'loading' | 'error' | 'empty' | 'large';
  children: ReactNode;
}) {
  const provider = useMemo(
    () =>
      kind === 'loading'
        ? pending()
        : kind === 'error'
          ? failing()
          : kind === 'empty'
            ? empty()
            : createSampleProvider({ storage: null, brandCount: 1000 }),
    [kind],
  );
  return <GiftcashProvider provider={provider}>{children}</GiftcashProvider>;
}
