import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineGiftcashElements } from '../define';
import type { GiftcashEmbedEventMap } from '../events';

beforeAll(() => defineGiftcashElements());
afterEach(() => {
  document.body.innerHTML = '';
});

async function mount<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}): Promise<HTMLElementTagNameMap[K]> {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  await act(async () => {
    document.body.append(el);
  });
  return el;
}

const shadow = (el: HTMLElement) => within(el.shadowRoot as unknown as HTMLElement);

describe('<giftcash-brand-carousel>', () => {
  it('renders the popular brands in an open shadow root, with partner links', async () => {
    const el = await mount('giftcash-brand-carousel', { 'partner-id': 'acme', autoplay: 'false' });
    expect(el.shadowRoot?.mode).toBe('open');
    const region = await shadow(el).findByRole('region', { name: 'Popular brands' });
    const links = within(region).getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]).toHaveAttribute('href', expect.stringMatching(/^https:\/\/giftcash\.co\.uk\/brand\/.+\?partner=acme$/));
    expect(el.children).toHaveLength(0);
  });

  it('dispatches a cancelable, composed giftcash:brand-select', async () => {
    const user = userEvent.setup();
    const el = await mount('giftcash-brand-carousel', { autoplay: 'false' });
    const link = (await shadow(el).findAllByRole('link'))[0] as HTMLAnchorElement;
    const seen: GiftcashEmbedEventMap['giftcash:brand-select'][] = [];
    const listener = (event: Event) => {
      const custom = event as GiftcashEmbedEventMap['giftcash:brand-select'];
      seen.push(custom);
      custom.preventDefault();
    };
    document.addEventListener('giftcash:brand-select', listener);
    await user.click(link);
    document.removeEventListener('giftcash:brand-select', listener);
    expect(seen).toHaveLength(1);
    const [event] = seen as [GiftcashEmbedEventMap['giftcash:brand-select']];
    expect(event.cancelable && event.composed && event.bubbles).toBe(true);
    expect(event.detail.href).toBe(link.href);
    expect(link.textContent).toContain(event.detail.name);
    expect(link.href).toContain(encodeURIComponent(event.detail.brandId));
  });

  it('re-renders on attribute changes (category, theme)', async () => {
    const el = await mount('giftcash-brand-carousel', { autoplay: 'false' });
    await shadow(el).findByRole('region', { name: 'Popular brands' });
    await act(async () => {
      el.setAttribute('category', 'groceries');
      el.setAttribute('theme', 'dark');
    });
    await shadow(el).findByRole('region', { name: 'groceries brands' });
    expect(el.shadowRoot?.querySelector('.gc-embed')).toHaveAttribute('data-theme', 'dark');
  });

  it('shows "No brands found" for a category without brands', async () => {
    const el = await mount('giftcash-brand-carousel', { category: 'no-such-category' });
    expect(await shadow(el).findByText('No brands found')).toBeInTheDocument();
  });

  it('reports an unusable data-source as giftcash:error and shows the error with Retry', async () => {
    const errors: unknown[] = [];
    document.addEventListener('giftcash:error', (event) => errors.push((event as CustomEvent).detail), { once: true });
    const el = await mount('giftcash-brand-carousel', { 'data-source': 'ftp://example.test' });
    expect(await shadow(el).findByRole('alert')).toHaveTextContent('Failed to load brands. Please try again later.');
    expect(shadow(el).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(() => expect(errors).toEqual([{ message: 'Unsupported protocol', endpoint: 'brands' }]));
  });

  it('unmounts when removed and renders again when added back', async () => {
    const el = await mount('giftcash-brand-carousel', { autoplay: 'false' });
    await shadow(el).findByRole('region', { name: 'Popular brands' });
    await act(async () => el.remove());
    expect(el.shadowRoot?.querySelector('.gc-embed')).toBeNull();
    await act(async () => {
      document.body.append(el);
    });
    expect(await shadow(el).findByRole('region', { name: 'Popular brands' })).toBeInTheDocument();
  });
});

describe('<giftcash-wheel>', () => {
  it('spins and dispatches giftcash:spin-end with the slot', async () => {
    const user = userEvent.setup();
    const el = await mount('giftcash-wheel', { 'app-link': 'https://partner.example/app' });
    const spin = await shadow(el).findByRole('button', { name: 'Spin' });
    await waitFor(() => expect(spin).toBeEnabled());
    const ended = new Promise<GiftcashEmbedEventMap['giftcash:spin-end']>((resolve) =>
      el.addEventListener('giftcash:spin-end', (event) => resolve(event as GiftcashEmbedEventMap['giftcash:spin-end']), { once: true }),
    );
    await user.click(spin);
    const event = await ended;
    expect(event.composed).toBe(true);
    expect(event.detail).toEqual({ index: expect.any(Number), type: expect.any(Number), value: expect.any(Number), label: expect.any(String) });
    expect(await shadow(el).findByRole('link', { name: 'Start Saving Today' })).toHaveAttribute('href', 'https://partner.example/app');
  });
});

describe('<giftcash-scratch-card>', () => {
  it('plays a card and dispatches giftcash:scratch-complete on Reveal', async () => {
    const user = userEvent.setup();
    const el = await mount('giftcash-scratch-card');
    const done = vi.fn();
    el.addEventListener('giftcash:scratch-complete', (event) => done((event as CustomEvent).detail));
    await user.click(await shadow(el).findByRole('button', { name: 'Card 1' }));
    await user.click(shadow(el).getByRole('button', { name: 'Play Now' }));
    await user.click(await shadow(el).findByRole('button', { name: 'Reveal' }));
    await waitFor(() => expect(done).toHaveBeenCalledWith({ prize: expect.any(Number), label: expect.stringMatching(/^(£\d+\.\d{2}|No prize)$/) }));
  });
});

describe('hidden ancestors (#17.1)', () => {
  it('makes the widget inert while an ancestor (also outside a shadow root around it) is aria-hidden, and live again after', async () => {
    const outer = document.createElement('div');
    const host = document.createElement('div');
    const inner = host.attachShadow({ mode: 'open' });
    outer.append(host);
    document.body.append(outer);
    const el = document.createElement('giftcash-wheel');
    await act(async () => {
      inner.append(el);
    });
    const mount = el.shadowRoot?.querySelector('.gc-embed-mount') as HTMLElement;
    await shadow(el).findByRole('button', { name: 'Spin' });
    expect(mount).not.toHaveAttribute('inert');
    await act(async () => outer.setAttribute('aria-hidden', 'true'));
    await waitFor(() => expect(mount).toHaveAttribute('inert'));
    await act(async () => outer.setAttribute('aria-hidden', 'false'));
    await waitFor(() => expect(mount).not.toHaveAttribute('inert'));
  });

  it('is inert when connected under an aria-hidden ancestor', async () => {
    const panel = document.createElement('section');
    panel.setAttribute('aria-hidden', 'true');
    document.body.append(panel);
    const el = document.createElement('giftcash-brand-carousel');
    await act(async () => {
      panel.append(el);
    });
    expect(el.shadowRoot?.querySelector('.gc-embed-mount')).toHaveAttribute('inert');
  });
});

describe('a dead data-source for the games (#17.5)', () => {
  const cases = [
    { tag: 'giftcash-wheel', endpoint: 'wheelConfig', text: 'Failed to load wheel configuration. Please try again later.', ready: 'Spin' },
    { tag: 'giftcash-scratch-card', endpoint: 'scratchConfig', text: 'Failed to load scratch card configuration. Please try again later.', ready: 'Card 1' },
  ] as const;
  for (const { tag, endpoint, text, ready } of cases) {
    it(`<${tag}> shows the error with Retry (no default prizes), reports giftcash:error, and Retry reads again`, async () => {
      const user = userEvent.setup();
      const errors: unknown[] = [];
      const listener = (event: Event) => errors.push((event as CustomEvent).detail);
      document.addEventListener('giftcash:error', listener);
      const el = await mount(tag, { 'data-source': 'ftp://example.test' });
      expect(await shadow(el).findByRole('alert')).toHaveTextContent(text);
      expect(shadow(el).queryByRole('button', { name: ready })).toBeNull();
      await waitFor(() => expect(errors).toEqual([{ message: 'Unsupported protocol', endpoint }]));
      await user.click(shadow(el).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(errors).toHaveLength(2));
      expect(await shadow(el).findByRole('alert')).toHaveTextContent(text);
      // A working source recovers.
      await act(async () => el.setAttribute('data-source', 'sample'));
      expect(await shadow(el).findByRole('button', { name: ready })).toBeInTheDocument();
      expect(shadow(el).queryByRole('alert')).toBeNull();
      document.removeEventListener('giftcash:error', listener);
    });
  }
});

describe('shadow-root styles', () => {
  it('puts the provided CSS inside the shadow root only', async () => {
    const { provideEmbedStyles } = await import('../styles/embedStyles');
    provideEmbedStyles({ base: '.gc-embed-root{color:rgb(1,2,3)}', wheel: '.gc-wheel{display:grid}' });
    const el = await mount('giftcash-wheel');
    const root = el.shadowRoot as ShadowRoot;
    const css = [...(root.adoptedStyleSheets ?? []).flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)), ...[...root.querySelectorAll('style')].map((style) => style.textContent)].join('\n');
    expect(css).toContain('gc-embed-root');
    expect(css).toContain('gc-wheel');
    expect(document.head.querySelector('style')).toBeNull();
  });
});
