// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSampleResponses } from '../../packages/sample/src/responses';
import { startSampleApi, type SampleApi } from '../../scripts/sample-api/server';
import { brandMeta, buildDataSource, readPublicData, renderHead, renderPage } from './entry-server';

const NOW = Date.UTC(2026, 10, 23, 12);
let api: SampleApi;

beforeAll(async () => {
  api = await startSampleApi({ port: 0, now: () => NOW });
});
afterAll(async () => {
  await api.close();
});

describe('prerendering', () => {
  it('with GIFTCASH_API set, reads the brands that API returns and renders their pages', async () => {
    const sample = buildSampleResponses({ now: NOW }).brands;
    const two = {
      ...sample,
      brands: [
        { ...sample.brands[0]!, id: 'api-only-brand', name: 'API Only Brand' },
        sample.brands[1]!,
      ],
    };
    api.addFault({ endpoint: 'brands', kind: 'payload', payload: two });
    const source = buildDataSource(`${api.url}/api/`);
    expect(source).toMatchObject({ kind: 'http', baseUrl: `${api.url}/api` });
    const { data, failures } = await readPublicData(source.provider);
    expect(failures).toEqual([]);
    expect(data.brands?.brands.map((brand) => brand.id)).toEqual([
      'api-only-brand',
      sample.brands[1]!.id,
    ]);
    expect(Object.keys(data)).not.toContain('profile');
    expect(Object.keys(data)).not.toContain('orders');
    const page = await renderPage('/brand/api-only-brand', source, data, NOW);
    expect(page.html).toContain('<bdi>API Only Brand</bdi> Gift Card</h1>');
    expect(page.pages).toEqual(['BrandPage']);
    // The page carries what it read: the brands (and the demo games' configuration), nothing personal.
    expect(Object.keys(page.used).sort()).toEqual(['brands', 'scratchConfig', 'wheelConfig']);
    api.resetFaults();
  });

  it('a failed endpoint is reported and left out; the page still renders', async () => {
    api.addFault({ endpoint: 'winners', kind: 'status', status: 500 });
    const source = buildDataSource(`${api.url}/api`);
    const { data, failures } = await readPublicData(source.provider);
    expect(failures).toEqual([
      expect.stringMatching(/^winners: Request failed with status code 500/),
    ]);
    expect(data.winners).toBeUndefined();
    const page = await renderPage('/games', source, data, NOW);
    expect(page.html).toContain('<h1');
    api.resetFaults();
  });

  it('renders the home page with the hero claim and signed-in pages without personal data', async () => {
    const source = buildDataSource(undefined);
    expect(source.kind).toBe('sample');
    const { data } = await readPublicData(source.provider);
    const home = await renderPage('/', source, data, NOW);
    expect(home.html.replace(/<!-- -->/g, '')).toContain(
      '20% instant cashback</span> on gift cards</h1>',
    );
    expect(home.html).not.toMatch(/<script>|<template/);
    const account = await renderPage('/account', source, data, NOW);
    expect(account.html).toContain('Sign in to your account');
    expect(Object.keys(account.used)).toEqual([]);
  });

  it('renders the head of a page with escaped values', () => {
    const brand = {
      ...buildSampleResponses({ now: NOW }).brands.brands[0]!,
      name: 'Fish & "Chips" </title><script>x</script>',
    };
    const head = renderHead(brandMeta(brand, 'https://giftcash.co.uk'));
    expect(head).not.toContain('<script>x');
    expect(head).toContain(
      '<title>Fish &amp; &quot;Chips&quot; &lt;/title&gt;&lt;script&gt;x&lt;/script&gt; Gift Card',
    );
  });
});
