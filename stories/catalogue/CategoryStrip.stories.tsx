import { useState } from 'react';
import type { Story } from '@ladle/react';
import { StatusMessage } from '@giftcash/core/react';
import {
  CategoryBrowser,
  CategoryStrip,
  countBrandsByCategory,
  orderCategories,
} from '@giftcash/catalogue';
import { Dark, SAMPLE, SAMPLE_BRANDS } from './catalogueStoryData';

export default { title: 'Catalogue / Category strip and browser' };

const ORDER = orderCategories(SAMPLE.categories, SAMPLE_BRANDS);
const COUNTS = countBrandsByCategory(SAMPLE_BRANDS);

export const Default: Story = () => <CategoryStrip categories={ORDER} counts={COUNTS} />;

export const Controlled: Story = () => {
  const [value, setValue] = useState<string | null>('travel-and-holiday');
  return (
    <>
      <p>Selected: {value ?? 'none'}</p>
      <CategoryStrip categories={ORDER} counts={COUNTS} value={value} onValueChange={setValue} />
    </>
  );
};

export const UnknownSlugsAndNoCounts: Story = () => (
  <CategoryStrip categories={['pets', 'gaming-and-apps', 'tech']} />
);

export const Loading: Story = () => (
  <StatusMessage kind="loading">Loading categories…</StatusMessage>
);

export const Error: Story = () => (
  <StatusMessage kind="error" onRetry={() => undefined}>
    Failed to load brands. Please try again later.
  </StatusMessage>
);

export const Empty: Story = () => <CategoryStrip categories={[]} />;

export const DarkTheme: Story = () => (
  <Dark>
    <CategoryStrip categories={ORDER} counts={COUNTS} defaultValue="tech" />
  </Dark>
);

export const SmallScreen: Story = () => (
  <CategoryStrip categories={ORDER} counts={COUNTS} defaultValue="takeaway" />
);
SmallScreen.meta = { width: 'xsmall' };

export const Browser: Story = () => (
  <CategoryBrowser
    categories={ORDER}
    counts={COUNTS}
    description="Find gift cards for every occasion."
  />
);

export const BrowserDark: Story = () => (
  <Dark>
    <CategoryBrowser categories={ORDER} counts={COUNTS} />
  </Dark>
);

export const BrowserSmallScreen: Story = () => (
  <CategoryBrowser categories={ORDER} counts={COUNTS} />
);
BrowserSmallScreen.meta = { width: 'xsmall' };
