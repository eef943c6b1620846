import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freeValueBrand } from '../testing/brands';

/** A fresh copy of the package: its on-demand parts not loaded yet, as in a new server process. */
async function freshPackage() {
  vi.resetModules();
  return import('../index');
}

/** Hydrates `html` with `element` and expects no recoverable error and nothing logged. */
async function hydrateCleanly(html: string, element: ReactElement) {
  const errors = vi.spyOn(console, 'error');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const onRecoverableError = vi.fn();
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(errors).not.toHaveBeenCalled();
  return { container, root };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('BrandDetail under renderToString', () => {
  it('renders whole without suspending: no error boundary template, no stack in the HTML', async () => {
    const { BrandDetailView: BrandDetail } = await freshPackage();
    const html = renderToString(
      <BrandDetail brand={freeValueBrand} renderCoinsDemo={(game) => <p>{`${game} demo`}</p>} />,
    );
    expect(html).not.toMatch(/<template|data-msg|data-stck|<!--\$!-->|Suspense/);
    expect(html).toContain('Buy Securely');
    expect(html).toContain('aria-busy="true"'); // the same-height placeholder of "What are Coins?"
  });

  it('puts "What are Coins?" in the HTML after preloadBrandDetail(), and hydrates it without a mismatch', async () => {
    const { BrandDetailView: BrandDetail, preloadBrandDetail } = await freshPackage();
    await preloadBrandDetail();
    const element = (
      <BrandDetail
        brand={freeValueBrand}
        shareUrl="https://giftcash.co.uk/brand/x"
        renderCoinsDemo={(game) => <p>{`${game} demo`}</p>}
      />
    );
    const html = renderToString(element);
    expect(html).toContain('What are Coins?');
    expect(html).toContain('wheel demo');
    expect(html).not.toContain('aria-busy="true"');

    const { container, root } = await hydrateCleanly(html, element);
    expect(container.textContent).toContain('wheel demo');
    act(() => root.unmount());
  });

  it('hydrates a placeholder from the server even when the browser already loaded the part on its own', async () => {
    const { BrandDetailView: BrandDetail } = await freshPackage();
    const { coinsSectionModule } = await import('../coins-section/LazyCoinsSection');
    const element = (
      <BrandDetail
        brand={freeValueBrand}
        shareUrl="https://giftcash.co.uk/brand/x"
        renderCoinsDemo={(game) => <p>{`${game} demo`}</p>}
      />
    );
    const html = renderToString(element); // a server that did not preload: the placeholder
    expect(html).toContain('aria-busy="true"');
    await coinsSectionModule.load(); // e.g. an earlier brand page in this tab loaded the chunk

    const { container, root } = await hydrateCleanly(html, element);
    expect(container.textContent).toContain('wheel demo'); // filled in right after hydration
    act(() => root.unmount());
  });
});
