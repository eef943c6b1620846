import { useState } from 'react';
import type { Story } from '@ladle/react';
import {
  BrandCard,
  BrandGrid,
  CatalogueScreen,
  CatalogueView,
  type BrandSort,
} from '@giftcash/catalogue';
import { Dark, SAMPLE, SAMPLE_BRANDS, WithProvider } from './catalogueStoryData';

export default { title: 'Catalogue / Catalogue' };

export const Default: Story = () => (
  <CatalogueView brands={SAMPLE.brands} categories={SAMPLE.categories} />
);

export const Controlled: Story = () => {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string | null>('tech');
  const [sort, setSort] = useState<BrandSort>('cashback');
  return (
    <>
      <p>
        query “{query}”, category {category ?? 'none'}, sort {sort}
      </p>
      <CatalogueView
        brands={SAMPLE.brands}
        categories={SAMPLE.categories}
        query={query}
        onQueryChange={setQuery}
        category={category}
        onCategoryChange={setCategory}
        sort={sort}
        onSortChange={setSort}
      />
    </>
  );
};

/** A chosen category: the sticky filter bar shows it as a chip that removes it. */
export const CategoryChosen: Story = () => (
  <CatalogueView
    brands={SAMPLE.brands}
    categories={SAMPLE.categories}
    defaultCategory="groceries"
  />
);

export const Searching: Story = () => (
  <CatalogueView brands={SAMPLE.brands} categories={SAMPLE.categories} defaultQuery="tech" />
);

export const Loading: Story = () => <CatalogueView brands={undefined} status="loading" />;

export const Error: Story = () => (
  <CatalogueView
    brands={undefined}
    status="error"
    error={new globalThis.Error('Request failed with status code 500')}
    onRetry={() => undefined}
  />
);

export const Empty: Story = () => (
  <CatalogueView
    brands={SAMPLE.brands}
    categories={SAMPLE.categories}
    defaultQuery="no such brand"
  />
);

/** #19 The no-match state with its illustration, in the dark theme. */
export const EmptyDark: Story = () => (
  <Dark>
    <CatalogueView
      brands={SAMPLE.brands}
      categories={SAMPLE.categories}
      defaultQuery="no such brand"
    />
  </Dark>
);

export const DarkTheme: Story = () => (
  <Dark>
    <CatalogueView
      brands={SAMPLE.brands}
      categories={SAMPLE.categories}
      defaultCategory="groceries"
    />
  </Dark>
);

export const SmallScreen: Story = () => (
  <CatalogueView brands={SAMPLE.brands} categories={SAMPLE.categories} />
);
SmallScreen.meta = { width: 'xsmall' };

export const ScreenConnected: Story = () => <CatalogueScreen />;

export const ScreenLoading: Story = () => (
  <WithProvider kind="loading">
    <CatalogueScreen />
  </WithProvider>
);

export const ScreenError: Story = () => (
  <WithProvider kind="error">
    <CatalogueScreen />
  </WithProvider>
);

export const ScreenThousandBrands: Story = () => (
  <WithProvider kind="large">
    <CatalogueScreen />
  </WithProvider>
);

export const Card: Story = () => (
  <div style={{ width: 180 }}>
    <BrandCard brand={SAMPLE_BRANDS[0]!} />
  </div>
);

export const Grid: Story = () => <BrandGrid brands={SAMPLE_BRANDS.slice(0, 12)} />;

/** Every kind of headline: cashback and coins, cashback only, coins only (the coins lead). */
export const CardKinds: Story = () => (
  <BrandGrid
    brands={[
      SAMPLE_BRANDS.find((brand) => brand.cashback_perc > 0 && brand.coins_per_pound > 0)!,
      SAMPLE_BRANDS.find((brand) => brand.cashback_perc > 0 && brand.coins_per_pound === 0)!,
      SAMPLE_BRANDS.find((brand) => brand.cashback_perc === 0 && brand.coins_per_pound > 0)!,
    ]}
  />
);

export const GridEmpty: Story = () => <BrandGrid brands={[]} />;

export const GridDark: Story = () => (
  <Dark>
    <BrandGrid brands={SAMPLE_BRANDS.slice(0, 12)} />
  </Dark>
);
