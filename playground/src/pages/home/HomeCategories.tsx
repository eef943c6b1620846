import { useMemo } from 'react';
import { useResource } from '@giftcash/core/react';
import { CategoryBrowser, countBrandsByCategory, orderCategories } from '@giftcash/catalogue';

/**
 * The home page's category browser, connected (it reads the brands itself), in a module of its
 * own so it can hydrate after the first screen with props that never change (see ./belowTheFold.ts).
 */
export default function HomeCategories() {
  const brands = useResource((provider, signal) => provider.getBrands({ signal }), [], {
    initialData: 'brands',
  });
  const list = brands.data?.brands;
  const categories = useMemo(
    () => orderCategories(brands.data?.categories, list ?? []),
    [brands.data?.categories, list],
  );
  const counts = useMemo(() => countBrandsByCategory(list ?? []), [list]);
  if (!categories.length) return null;
  return (
    <CategoryBrowser
      className="home-section"
      categories={categories}
      counts={counts}
      title="Browse by category"
      description="Find gift cards for groceries, fashion, travel, tech and more."
    />
  );
}
