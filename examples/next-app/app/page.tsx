import { formatGBP, formatPercent, validateResponse } from '@giftcash/core';
import { createSampleProvider } from '@giftcash/sample';
import { BrandCarousel, countBrandsByCategory, popularBrands } from '@giftcash/catalogue';

// A Server Component: the data layer, validation and formatting run here, on the server; the
// controlled BrandCarousel (a Client Component) gets plain data through its props.
export default async function Home() {
  const response = await createSampleProvider().getBrands();
  const { brands } = validateResponse('brands', JSON.parse(JSON.stringify(response)));
  const popular = popularBrands(brands);
  const best = [...brands].sort((a, b) => b.cashback_perc - a.cashback_perc)[0];
  const groceries = countBrandsByCategory(brands).groceries ?? 0;
  return (
    <main>
      <h1>Gift card deals</h1>
      <p data-check="server-data">
        {brands.length} brands, {groceries} in groceries. Best cashback: {best?.name} at{' '}
        {formatPercent((best?.cashback_perc ?? 0) / 100)}.
      </p>
      <p data-check="server-format">£250 on a gift card is {formatGBP(250)}.</p>
      <BrandCarousel brands={popular} label="Popular brands" />
    </main>
  );
}
