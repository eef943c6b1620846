// Server rendering in plain Node with React 18, from the published packages (ESM and CommonJS), and
// the dual-package case (#17.9): a GiftcashProvider from core's ESM build above screens that a
// CommonJS package resolved to core's CJS build. Exits 1 with the reason when something fails.
import { createRequire } from 'node:module';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { formatGBP } from '@giftcash/core';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '@giftcash/sample';
import { BrandCarousel, popularBrands } from '@giftcash/catalogue';

const require = createRequire(import.meta.url);
const cjsCore = require('@giftcash/core');
const cjsCoreReact = require('@giftcash/core/react');
const cjsCatalogue = require('@giftcash/catalogue');
const cjsAccount = require('@giftcash/account');

const failures = [];
const expect = (condition, message) => {
  if (!condition) failures.push(message);
};

const provider = createSampleProvider();
const { brands } = await provider.getBrands();
expect(formatGBP(12.5) === '£12.50', 'formatGBP from the ESM build');
expect(cjsCore.formatGBP(12.5) === '£12.50', 'formatGBP from the CJS build');
expect(
  cjsCoreReact.GiftcashProvider !== GiftcashProvider,
  'the ESM and CJS builds of core are two copies (test premise)',
);

const carousel = renderToString(h(BrandCarousel, { brands: popularBrands(brands) }));
expect(
  carousel.includes(popularBrands(brands)[0].name.replace(/&/g, '&amp;')),
  'the controlled BrandCarousel renders its brands on the server (React 18)',
);

for (const [label, element] of [
  [
    'CatalogueScreen (CJS catalogue) under the ESM GiftcashProvider',
    h(cjsCatalogue.CatalogueScreen),
  ],
  ['WalletScreen (CJS account) under the ESM GiftcashProvider', h(cjsAccount.WalletScreen)],
]) {
  try {
    const html = renderToString(h(GiftcashProvider, { provider }, element));
    expect(/Loading/.test(html), `${label}: renders its loading state`);
  } catch (error) {
    failures.push(`${label}: ${error.message}`);
  }
}

if (failures.length) {
  console.error(`✖ vite-react18 ssr:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  '✔ vite-react18: server rendering with React 18 (ESM and CJS), one context across both builds of core',
);
