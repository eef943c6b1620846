// Bench page: our CatalogueScreen (built @giftcash/catalogue) over the sample provider with
// 1,000 brands, as a site would embed it.
import { createRoot } from 'react-dom/client';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import { CatalogueScreen } from '@giftcash/catalogue';
import '@giftcash/core/styles.css';
import '@giftcash/catalogue/styles.css';
import { expose, until } from './harness.js';

const provider = createSampleProvider({ delay: 0, brandCount: 1000 });
const root = document.getElementById('root');
createRoot(root).render(
  <GiftcashProvider provider={provider}>
    <CatalogueScreen />
  </GiftcashProvider>,
);

// What the results area shows, read at the start of each frame by the runner: the announced
// count, the first result and whether the category sections are shown. Cheap (no layout).
window.__benchResultsSignature = () => {
  const status = root.querySelector('.gc-catalogue > [role="status"]')?.textContent ?? '';
  // The results stay in the page, hidden, while nothing is searched: only shown ones count.
  const first =
    root.querySelector('.gc-catalogue-results:not([hidden]) .gc-brand-card-name')?.textContent ??
    '';
  const sections = root.querySelector('.gc-catalogue-sections');
  return `${status}|${first}|${sections && !sections.hidden ? 'sections' : 'no sections'}`;
};

expose({
  name: 'ours',
  async ready() {
    const { brands } = await provider.getBrands({ signal: new AbortController().signal });
    window.__benchBrandCount = brands.length;
    // Five letters of a brand in the middle of the list: a realistic, deterministic query.
    const letters = (brand) => brand.name.toLowerCase().replace(/[^a-z]/g, '');
    const middle =
      brands.slice(Math.floor(brands.length / 2)).find((brand) => letters(brand).length >= 5) ??
      brands[0];
    window.__benchQuery = letters(middle).slice(0, 5);
    await until(
      () =>
        root.querySelector('input[type="search"]') &&
        root.querySelectorAll('a[href*="/brand/"]').length > 0,
      'the catalogue',
      20000,
    );
  },
});
