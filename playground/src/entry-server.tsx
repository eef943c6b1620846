// The prerender's side of the site (Node): renders a page of the route table to HTML with
// react-dom/static, the same <App> the browser hydrates. Built by Vite as an SSR bundle and
// driven by scripts/prerender.mjs after the client build (see playground/vite.config.ts).
import { prerenderToNodeStream } from 'react-dom/static';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  createHttpProvider,
  ENDPOINT_METHODS,
  type DataProvider,
  type RequestOptions,
} from '@giftcash/core';
import type { InitialData } from '@giftcash/core/react';
import { buildSampleResponses, createSampleProvider } from '@giftcash/sample';
import { App } from './App';
import type { DataSource } from './dataSource';
import { HeroArt } from './pages/home/HeroArt';
import { ServerHeroArtContext } from './pages/home/HomeHeroArt';
import { PageHead } from './prerender/PageHead';
import type { PageMeta } from './prerender/pageMeta';
import { preloadPages } from './routeTable';
import { sampleArtAddress } from './sampleArt';
import { SITE_NAME } from './shell/pageTitles';

export {
  brandMeta,
  brandImageName,
  brandOffer,
  brandPath,
  pageMeta,
  PUBLIC_PAGES,
  siteOrigin,
  HERO_CLAIM,
  OG_HEIGHT,
  OG_WIDTH,
  SITE_IMAGE_NAME,
} from './prerender/pageMeta';
export { PAGE_DATA_ID, serializePageData } from './prerender/pageData';
export { formatBrandCount } from '@giftcash/core';

/** The public endpoints a page may be prerendered with (never profile or orders). */
export const PUBLIC_ENDPOINTS = [
  'brands',
  'minigames',
  'lotteries',
  'wheelConfig',
  'scratchConfig',
  'winners',
  'raffleResults',
  'reviews',
] as const satisfies readonly (keyof InitialData)[];

/**
 * The build's data source: the HTTP API at `api` (brands at `<api>/brands`, winners at
 * `<api>/rewards`, as the site reads it), else the built-in sample data.
 */
export function buildDataSource(api: string | undefined): DataSource {
  const base = api?.trim().replace(/\/+$/, '');
  if (base)
    return {
      kind: 'http',
      baseUrl: base,
      provider: createHttpProvider({
        brandsUrl: `${base}/brands`,
        rewardsUrl: `${base}/rewards`,
        timeout: 30_000,
      }),
    };
  return {
    kind: 'sample',
    provider: createSampleProvider({ delay: 0, storage: null, art: sampleArtAddress }),
  };
}

/**
 * The files behind the sample data's art addresses (./sampleArt.ts): every image the sample
 * data names, with the SVG it would otherwise draw in the page, to be written (outlined) at
 * `path`. The brands with a deliberately broken image have no file.
 */
export function sampleArtFiles(now = Date.now()): { path: string; svg: string }[] {
  const files = new Map<string, string>();
  buildSampleResponses({
    now,
    art: (image) => {
      const path = sampleArtAddress(image) as string;
      files.set(path, image.svg());
      return path;
    },
  });
  return [...files].map(([path, svg]) => ({ path, svg }));
}

/** Reads every public endpoint once. A failed endpoint is left out (its screens render their loading state) and reported. */
export async function readPublicData(
  provider: DataProvider,
): Promise<{ data: InitialData; failures: string[] }> {
  const data: Record<string, unknown> = {};
  const failures: string[] = [];
  await Promise.all(
    PUBLIC_ENDPOINTS.map(async (key) => {
      const name = ENDPOINT_METHODS[key];
      try {
        const method = provider[name] as
          ((options: RequestOptions) => Promise<unknown>) | undefined;
        if (!method) throw new Error(`the data provider has no ${name}`);
        data[key] = await method.call(provider, { signal: new AbortController().signal });
      } catch (error) {
        failures.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
  return { data: data as InitialData, failures };
}

export interface RenderedPage {
  /** The page's markup (what goes inside `<div id="root">`). */
  html: string;
  /** The endpoint answers the page read while rendering: exactly what the browser needs to hydrate. */
  used: InitialData;
  /** Names of the lazily loaded page components the page rendered (their chunks are preloaded). */
  pages: string[];
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream)
    html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/**
 * Renders `path` with `available` data at the instant `renderedAt`. Waits for the page's code
 * and for every Suspense boundary (react-dom/static), so the HTML is complete. Records which
 * endpoints the page read, so the page carries only those.
 */
export async function renderPage(
  path: string,
  dataSource: DataSource,
  available: InitialData,
  renderedAt: number,
  brandCount?: number,
): Promise<RenderedPage> {
  const pathname = path.split('?')[0] ?? '/';
  // The page's code first, so the HTML has it; their names go with the page.
  const loaded = await preloadPages(pathname);
  const used: Record<string, unknown> = {};
  const initialData = new Proxy(available, {
    get(target, key) {
      const value = Reflect.get(target, key) as unknown;
      if (typeof key === 'string' && value !== undefined) used[key] = value;
      return value;
    },
  });
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    // The home hero's drawing comes from here, not from the home page's chunk (see HomeHeroArt).
    <ServerHeroArtContext.Provider value={HeroArt}>
      <App
        dataSource={dataSource}
        initialData={initialData}
        renderedAt={renderedAt}
        ssrPath={path}
        {...(brandCount !== undefined ? { brandCount } : {})}
      />
    </ServerHeroArtContext.Provider>,
    {
      // Every boundary in place: no large boundary is moved to the end of the document with an
      // inline script to put it back (which a strict CSP would block, and crawlers may not run).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        errors.push(error);
      },
    },
  );
  const html = await streamToString(prelude);
  if (/<script>|<template id="B:/.test(html))
    throw new Error(
      `Prerendering ${path}: React left a boundary to be completed by an inline script; the page would not be complete HTML`,
    );
  if (errors.length)
    throw new Error(
      `Prerendering ${path} failed: ${errors.map((e) => (e instanceof Error ? (e.stack ?? e.message) : String(e))).join('\n')}`,
    );
  const pages = loaded.flatMap(({ name }) => (name ? [name] : []));
  return { html, used: used as InitialData, pages };
}

/** The `<head>` tags of a page's metadata. */
export function renderHead(meta: PageMeta): string {
  return renderToStaticMarkup(<PageHead meta={meta} siteName={SITE_NAME} />);
}
