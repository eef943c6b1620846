import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS, SLOT_TYPE, type Slot } from '@giftcash/core';
import { PLAY_DEADLINE_MS, playDeadlineMs, prizeLabel } from '@giftcash/core/games';
import { defineGiftcashElements } from '../define';
import { SCRATCH_ANSWER_TIMEOUT } from './ScratchCardElement';
import type { GiftcashEmbedEventMap } from '../events';

beforeAll(() => defineGiftcashElements());
afterEach(() => {
  document.body.innerHTML = '';
});

async function mount<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
): Promise<HTMLElementTagNameMap[K]> {
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
    expect(links[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/giftcash\.co\.uk\/brand\/.+\?partner=acme$/),
    );
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
    await shadow(el).findByRole('region', { name: 'Groceries brands' });
    expect(el.shadowRoot?.querySelector('.gc-embed')).toHaveAttribute('data-theme', 'dark');
  });

  it('shows "No brands found" for a category without brands', async () => {
    const el = await mount('giftcash-brand-carousel', { category: 'no-such-category' });
    expect(await shadow(el).findByText('No brands found')).toBeInTheDocument();
  });

  it('reports an unusable data-source as giftcash:error and shows the error with Retry', async () => {
    const errors: unknown[] = [];
    document.addEventListener(
      'giftcash:error',
      (event) => errors.push((event as CustomEvent).detail),
      { once: true },
    );
    const el = await mount('giftcash-brand-carousel', { 'data-source': 'ftp://example.test' });
    expect(await shadow(el).findByRole('alert')).toHaveTextContent(
      'Failed to load brands. Please try again later.',
    );
    expect(shadow(el).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await waitFor(() =>
      expect(errors).toEqual([{ message: 'Unsupported protocol', endpoint: 'brands' }]),
    );
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
      el.addEventListener(
        'giftcash:spin-end',
        (event) => resolve(event as GiftcashEmbedEventMap['giftcash:spin-end']),
        { once: true },
      ),
    );
    await user.click(spin);
    const event = await ended;
    expect(event.composed).toBe(true);
    expect(event.detail).toEqual({
      index: expect.any(Number),
      type: expect.any(Number),
      value: expect.any(Number),
      label: expect.any(String),
    });
    expect(await shadow(el).findByRole('link', { name: 'Start Saving Today' })).toHaveAttribute(
      'href',
      'https://partner.example/app',
    );
  });
});

describe('<giftcash-scratch-card>', () => {
  it('plays a card and dispatches giftcash:scratch-complete on Reveal', async () => {
    const user = userEvent.setup();
    const el = await mount('giftcash-scratch-card');
    const done = vi.fn();
    el.addEventListener('giftcash:scratch-complete', (event) =>
      done((event as CustomEvent).detail),
    );
    await user.click(await shadow(el).findByRole('button', { name: 'Lucky Scratch Card 1' }));
    await user.click(shadow(el).getByRole('button', { name: 'Play Now' }));
    await user.click(await shadow(el).findByRole('button', { name: 'Reveal' }));
    await waitFor(() =>
      expect(done).toHaveBeenCalledWith({
        prize: expect.any(Number),
        label: expect.stringMatching(/^(£\d+\.\d{2}|No prize)$/),
      }),
    );
  });
});

describe('hidden ancestors', () => {
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

describe('a dead data-source for the games', () => {
  const cases = [
    {
      tag: 'giftcash-wheel',
      endpoint: 'wheelConfig',
      text: 'Failed to load wheel configuration. Please try again later.',
      ready: 'Spin',
    },
    {
      tag: 'giftcash-scratch-card',
      endpoint: 'scratchConfig',
      text: 'Failed to load scratch card configuration. Please try again later.',
      ready: 'Lucky Scratch Card 1',
    },
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
    provideEmbedStyles({
      base: '.gc-embed-root{color:rgb(1,2,3)}',
      wheel: '.gc-wheel{display:grid}',
    });
    const el = await mount('giftcash-wheel');
    const root = el.shadowRoot as ShadowRoot;
    const css = [
      ...(root.adoptedStyleSheets ?? []).flatMap((sheet) =>
        [...sheet.cssRules].map((rule) => rule.cssText),
      ),
      ...[...root.querySelectorAll('style')].map((style) => style.textContent),
    ].join('\n');
    expect(css).toContain('gc-embed-root');
    expect(css).toContain('gc-wheel');
    expect(document.head.querySelector('style')).toBeNull();
  });
});

describe('play requests answered with detail.respondWith', () => {
  type SpinRequest = GiftcashEmbedEventMap['giftcash:spin-request'];
  type ScratchRequest = GiftcashEmbedEventMap['giftcash:scratch-request'];

  /** Calls `answer` for every `type` event dispatched from `el`, and keeps the events. */
  function listen<K extends 'giftcash:spin-request' | 'giftcash:scratch-request'>(
    el: HTMLElement,
    type: K,
    answer?: (event: GiftcashEmbedEventMap[K]) => void,
  ) {
    const seen: GiftcashEmbedEventMap[K][] = [];
    el.addEventListener(type, (event) => {
      seen.push(event as GiftcashEmbedEventMap[K]);
      answer?.(event as GiftcashEmbedEventMap[K]);
    });
    return seen;
  }

  async function readyWheel() {
    const el = await mount('giftcash-wheel');
    const spin = await shadow(el).findByRole('button', { name: 'Spin' });
    await waitFor(() => expect(spin).toBeEnabled());
    return {
      el,
      spin,
      disc: el.shadowRoot?.querySelector('.gc-wheel-disc') as HTMLElement,
      wheel: el.shadowRoot?.querySelector('.gc-wheel') as HTMLElement,
    };
  }

  it('lands the wheel on the index the page answers, later', async () => {
    const user = userEvent.setup();
    const { el, spin, disc } = await readyWheel();
    let release: (index: number) => void = () => {};
    const seen = listen(el, 'giftcash:spin-request', (event) =>
      event.detail.respondWith(new Promise<number>((resolve) => (release = resolve))),
    );
    const ended = vi.fn();
    el.addEventListener('giftcash:spin-end', (event) => ended((event as CustomEvent).detail));
    await user.click(spin);
    expect(seen).toHaveLength(1);
    const [event] = seen as [SpinRequest];
    expect(event.bubbles && event.composed && event.cancelable && event.defaultPrevented).toBe(
      true,
    );
    expect(event.detail.gameId).toBe('cashback-plus');
    expect(event.detail.config.slots.length).toBeGreaterThan(7);
    expect(event.detail.signal.aborted).toBe(false);
    expect(el.shadowRoot?.querySelector('.gc-wheel')).toHaveAttribute('data-state', 'spinning');
    expect(ended).not.toHaveBeenCalled();
    await act(async () => release(7));
    await waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    expect(ended.mock.calls[0]?.[0]).toMatchObject({ index: 7 });
    expect(disc).toHaveAttribute('data-result-index', '7');
  });

  it('keeps the demo draw when nobody answers', async () => {
    const user = userEvent.setup();
    const { el, spin, wheel } = await readyWheel();
    const seen = listen(el, 'giftcash:spin-request');
    await user.click(spin);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.defaultPrevented).toBe(false);
    await waitFor(() => expect(wheel).toHaveAttribute('data-state', 'won'));
  });

  it('throws InvalidStateError for a second respondWith and for one after the dispatch; the first answer wins', async () => {
    const user = userEvent.setup();
    const { el, spin, disc } = await readyWheel();
    const thrown: unknown[] = [];
    const seen = listen(el, 'giftcash:spin-request', (event) => {
      event.detail.respondWith(3);
      try {
        event.detail.respondWith(5);
      } catch (error) {
        thrown.push(error);
      }
    });
    await user.click(spin);
    expect(() => (seen[0] as SpinRequest).detail.respondWith(9)).toThrow(
      expect.objectContaining({ name: 'InvalidStateError' }),
    );
    expect(thrown).toEqual([expect.objectContaining({ name: 'InvalidStateError' })]);
    expect(thrown[0]).toBeInstanceOf(DOMException);
    await waitFor(() => expect(disc).toHaveAttribute('data-result-index', '3'));
  });

  it('a rejected answer leaves the wheel failed, announced, reported as giftcash:error, and Spin works again', async () => {
    const user = userEvent.setup();
    const { el, spin, wheel, disc } = await readyWheel();
    listen(el, 'giftcash:spin-request', (event) =>
      event.detail.respondWith(Promise.reject(new Error('No plays left today'))),
    );
    const errors = vi.fn();
    el.addEventListener('giftcash:error', (event) => errors((event as CustomEvent).detail));
    await user.click(spin);
    await waitFor(() => expect(wheel).toHaveAttribute('data-state', 'failed'));
    expect(shadow(el).getByText('No plays left today')).toBeInTheDocument();
    expect(disc).not.toHaveAttribute('data-result-index');
    expect(errors).toHaveBeenCalledExactlyOnceWith({
      message: 'No plays left today',
      endpoint: 'play',
    });
    expect(shadow(el).getByRole('button', { name: 'Spin' })).toBeEnabled();
  });

  it('an answer that is not a slot of the wheel fails the play, reported as giftcash:error', async () => {
    const user = userEvent.setup();
    const { el, spin, wheel } = await readyWheel();
    listen(el, 'giftcash:spin-request', (event) =>
      event.detail.respondWith(event.detail.config.slots.length),
    );
    const errors = vi.fn();
    el.addEventListener('giftcash:error', (event) => errors((event as CustomEvent).detail));
    await user.click(spin);
    await waitFor(() => expect(wheel).toHaveAttribute('data-state', 'failed'));
    expect(errors).toHaveBeenCalledExactlyOnceWith({
      message: 'Invalid play response: slot_index is not a slot of this wheel',
      endpoint: 'play',
    });
  });

  it('preventDefault() without an answer cancels the play', async () => {
    const user = userEvent.setup();
    const { el, spin, wheel } = await readyWheel();
    listen(el, 'giftcash:spin-request', (event) => event.preventDefault());
    await user.click(spin);
    await waitFor(() => expect(wheel).toHaveAttribute('data-state', 'failed'));
    expect(shadow(el).getByText('The play was cancelled.')).toBeInTheDocument();
  });

  it('a wheel detached 200 ms after Spin (a route change) keeps the page’s request, and re-attached lands on the answer given meanwhile: spin-end once, no second request', async () => {
    const user = userEvent.setup();
    const { el, spin } = await readyWheel();
    let release: (index: number) => void = () => {};
    const seen = listen(el, 'giftcash:spin-request', (event) =>
      event.detail.respondWith(new Promise<number>((resolve) => (release = resolve))),
    );
    const ended = vi.fn();
    const errors = vi.fn();
    el.addEventListener('giftcash:spin-end', (event) => ended((event as CustomEvent).detail));
    el.addEventListener('giftcash:error', errors);
    await user.click(spin);
    const { signal } = (seen[0] as SpinRequest).detail;
    const parent = el.parentNode as Node;
    await act(async () => el.remove());
    // The page's request goes on: the host decided (perhaps charged) a play its visitor must see.
    expect(signal.aborted).toBe(false);
    await act(async () => release(5));
    expect(ended).not.toHaveBeenCalled();
    await act(async () => void parent.appendChild(el));
    await waitFor(() => expect(ended).toHaveBeenCalledTimes(1), { timeout: 8_000 });
    expect(ended.mock.calls[0]?.[0]).toMatchObject({ index: 5 });
    expect(el.shadowRoot?.querySelector('.gc-wheel-disc')).toHaveAttribute(
      'data-result-index',
      '5',
    );
    expect(seen).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
    // The next press is a new play.
    await user.click(await shadow(el).findByRole('button', { name: 'Spin again' }));
    expect(seen).toHaveLength(2);
  });

  it('a wheel re-attached while the answer is still pending resumes that play (turning), and a failed answer ends in giftcash:error', async () => {
    const user = userEvent.setup();
    const { el, spin } = await readyWheel();
    let fail: (error: unknown) => void = () => {};
    const seen = listen(el, 'giftcash:spin-request', (event) =>
      event.detail.respondWith(new Promise<number>((_, reject) => (fail = reject))),
    );
    const errors = vi.fn();
    el.addEventListener('giftcash:error', (event) => errors((event as CustomEvent).detail));
    await user.click(spin);
    const parent = el.parentNode as Node;
    await act(async () => el.remove());
    await act(async () => void parent.appendChild(el));
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('.gc-wheel')).toHaveAttribute('data-state', 'spinning'),
    );
    expect(seen).toHaveLength(1);
    await act(async () => fail(new Error('Server said no')));
    await waitFor(() =>
      expect(errors).toHaveBeenCalledExactlyOnceWith({
        message: 'Server said no',
        endpoint: 'play',
      }),
    );
    expect(await shadow(el).findByText('Server said no')).toBeInTheDocument();
  });

  it('the wheel waits for an answer as long as a retried play may take (one deadline with the scratch card)', async () => {
    expect(PLAY_DEADLINE_MS).toBe(playDeadlineMs());
    expect(PLAY_DEADLINE_MS).toBeGreaterThan(REQUEST_TIMEOUT_MS);
    expect(SCRATCH_ANSWER_TIMEOUT).toBe(PLAY_DEADLINE_MS);
    const { el, spin, wheel } = await readyWheel();
    listen(el, 'giftcash:spin-request', (event) =>
      event.detail.respondWith(new Promise<number>(() => {})),
    );
    const errors = vi.fn();
    el.addEventListener('giftcash:error', (event) => errors((event as CustomEvent).detail));
    vi.useFakeTimers();
    try {
      await act(async () => spin.click());
      // Past the provider's own request timeout: a single slow request is still being waited for.
      await act(async () => vi.advanceTimersByTime(PLAY_DEADLINE_MS - 1));
      expect(wheel).toHaveAttribute('data-state', 'spinning');
      expect(errors).not.toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(1));
    } finally {
      vi.useRealTimers();
    }
    const timeout = `timeout of ${PLAY_DEADLINE_MS} ms exceeded`;
    await waitFor(() =>
      expect(errors).toHaveBeenCalledExactlyOnceWith({ message: timeout, endpoint: 'play' }),
    );
    expect(await shadow(el).findByText(timeout)).toBeInTheDocument();
  });

  async function pressPlay(el: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
    await user.click(await shadow(el).findByRole('button', { name: 'Lucky Scratch Card 1' }));
    await user.click(shadow(el).getByRole('button', { name: 'Play Now' }));
  }

  it('deals the card the page answers', async () => {
    const user = userEvent.setup();
    const el = await mount('giftcash-scratch-card');
    const deal = { prize: 5, areas: [5, 0, 5, 1, 5, 0] };
    let release: (answer: typeof deal) => void = () => {};
    const seen = listen(el, 'giftcash:scratch-request', (event) =>
      event.detail.respondWith(new Promise((resolve) => (release = resolve))),
    );
    const done = vi.fn();
    el.addEventListener('giftcash:scratch-complete', (event) =>
      done((event as CustomEvent).detail),
    );
    await pressPlay(el, user);
    expect(seen).toHaveLength(1);
    const [event] = seen as [ScratchRequest];
    expect(event.cancelable && event.composed && event.bubbles).toBe(true);
    expect(event.detail.config.slots_per_game).toBe(6);
    // Play Now waits for the answer; no card before it.
    expect(shadow(el).getByRole('button', { name: 'Play Now' })).toBeDisabled();
    expect(shadow(el).queryByRole('button', { name: 'Reveal' })).toBeNull();
    await act(async () => release(deal));
    await user.click(await shadow(el).findByRole('button', { name: 'Reveal' }));
    expect(
      [...(el.shadowRoot?.querySelectorAll('.gc-scratch-area') ?? [])].map(
        (area) => area.textContent,
      ),
    ).toEqual(['£5.00', 'Try again', '£5.00', '£1.00', '£5.00', 'Try again']);
    await waitFor(() => expect(done).toHaveBeenCalledWith({ prize: 5, label: '£5.00' }));
  });

  it('deals its own card when nobody answers', async () => {
    const user = userEvent.setup();
    const el = await mount('giftcash-scratch-card');
    const seen = listen(el, 'giftcash:scratch-request');
    await pressPlay(el, user);
    expect(seen).toHaveLength(1);
    expect(await shadow(el).findByRole('button', { name: 'Reveal' })).toBeInTheDocument();
  });

  it('a rejected answer shows the error and no card, and is reported as giftcash:error', async () => {
    const user = userEvent.setup();
    const el = await mount('giftcash-scratch-card');
    listen(el, 'giftcash:scratch-request', (event) =>
      event.detail.respondWith(Promise.reject(new Error('Not enough coins'))),
    );
    const errors = vi.fn();
    el.addEventListener('giftcash:error', (event) => errors((event as CustomEvent).detail));
    await pressPlay(el, user);
    expect(await shadow(el).findByText('Not enough coins')).toBeInTheDocument();
    expect(shadow(el).queryByRole('button', { name: 'Reveal' })).toBeNull();
    expect(errors).toHaveBeenCalledExactlyOnceWith({
      message: 'Not enough coins',
      endpoint: 'play',
    });
  });

  it('waits for an answer as long as a retried play may take, then gives up and aborts the signal it gave the page', async () => {
    const timeout = `timeout of ${playDeadlineMs()} ms exceeded`;
    const el = await mount('giftcash-scratch-card');
    const seen = listen(el, 'giftcash:scratch-request', (event) =>
      event.detail.respondWith(new Promise(() => {})),
    );
    const errors = vi.fn();
    el.addEventListener('giftcash:error', (event) => errors((event as CustomEvent).detail));
    await act(async () =>
      (await shadow(el).findByRole('button', { name: 'Lucky Scratch Card 1' })).click(),
    );
    vi.useFakeTimers();
    try {
      await act(async () => shadow(el).getByRole('button', { name: 'Play Now' }).click());
      await act(async () => vi.advanceTimersByTime(playDeadlineMs() - 1));
      expect(errors).not.toHaveBeenCalled();
      const { signal } = (seen[0] as ScratchRequest).detail;
      expect(signal.aborted).toBe(false);
      await act(async () => vi.advanceTimersByTime(1));
      expect(signal.aborted).toBe(true);
      expect(signal.reason).toMatchObject({ message: timeout });
    } finally {
      vi.useRealTimers();
    }
    expect(await shadow(el).findByText(timeout)).toBeInTheDocument();
    expect(errors).toHaveBeenCalledExactlyOnceWith({ message: timeout, endpoint: 'play' });
    expect(shadow(el).getByRole('button', { name: 'Play Now' })).toBeEnabled();
  });

  it('a card detached while the answer is pending keeps the page’s request, and re-attached deals the answer given meanwhile', async () => {
    const user = userEvent.setup();
    const el = await mount('giftcash-scratch-card');
    let release: (deal: { prize: number; areas: number[] }) => void = () => {};
    const seen = listen(el, 'giftcash:scratch-request', (event) =>
      event.detail.respondWith(new Promise((resolve) => (release = resolve))),
    );
    const errors = vi.fn();
    el.addEventListener('giftcash:error', errors);
    await pressPlay(el, user);
    const { signal } = (seen[0] as ScratchRequest).detail;
    const parent = el.parentNode as Node;
    await act(async () => el.remove());
    expect(signal.aborted).toBe(false);
    await act(async () => release({ prize: 0, areas: [0, 0, 0, 0, 0, 0] }));
    await act(async () => void parent.appendChild(el));
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('.gc-scratch')).toHaveAttribute(
        'data-state',
        'scratching',
      ),
    );
    expect(seen).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
  });
});

/** An element of `tag` in the page, given `props` while no class is defined for it yet. */
function elementBeforeDefine(tag: string, props: Record<string, unknown>) {
  const el = document.createElement(tag) as HTMLElement & Record<string, unknown>;
  Object.assign(el, props);
  document.body.append(el);
  return el;
}

/** Defines `tag` as a subclass of `base`, which upgrades the elements of `tag` already in the page. */
async function upgradeAs(tag: string, base: CustomElementConstructor) {
  await act(async () => {
    customElements.define(tag, class extends base {});
  });
}

describe('properties set before the element is defined', () => {
  it('are taken over on upgrade: they become attributes and later attribute changes apply', async () => {
    const { GiftcashBrandCarouselElement } = await import('./BrandCarouselElement');
    const el = elementBeforeDefine('giftcash-late-carousel', {
      theme: 'dark',
      label: 'Partner picks',
      autoplay: false,
      partnerId: 'acme',
    });
    await upgradeAs('giftcash-late-carousel', GiftcashBrandCarouselElement);
    expect(
      ['theme', 'label', 'autoplay', 'partnerId'].filter((prop) =>
        Object.prototype.hasOwnProperty.call(el, prop),
      ),
    ).toEqual([]);
    expect([
      el.getAttribute('theme'),
      el.getAttribute('label'),
      el.getAttribute('autoplay'),
      el.getAttribute('partner-id'),
    ]).toEqual(['dark', 'Partner picks', 'false', 'acme']);
    await shadow(el).findByRole('region', { name: 'Partner picks' });
    await act(async () => el.setAttribute('theme', 'light'));
    expect(el.theme).toBe('light');
    await waitFor(() =>
      expect(el.shadowRoot?.querySelector('.gc-embed')).toHaveAttribute('data-theme', 'light'),
    );
  });
});

describe('play-cost on a charged wheel', () => {
  /** Spins `el`, answered with its first coin slot worth less than 5,000 coins; returns the slot's words. */
  async function spinSmallCoins(el: HTMLElement) {
    const user = userEvent.setup();
    const spin = await shadow(el).findByRole('button', { name: 'Spin' });
    await waitFor(() => expect(spin).toBeEnabled());
    let label = '';
    el.addEventListener('giftcash:spin-request', (event) => {
      const { detail } = event as GiftcashEmbedEventMap['giftcash:spin-request'];
      const index = detail.config.slots.findIndex(
        (slot) => slot.type === SLOT_TYPE.coins && slot.value > 0 && slot.value < 5000,
      );
      label = prizeLabel(detail.config.slots[index] as Slot);
      detail.respondWith(index);
    });
    await user.click(spin);
    const wheel = el.shadowRoot?.querySelector('.gc-wheel') as HTMLElement;
    await waitFor(() => expect(wheel).toHaveAttribute('data-state', 'won'), { timeout: 10_000 });
    return label;
  }

  it('a partner charging 5,000 coins a spin shows a smaller coin prize as coins back, not You won!', async () => {
    const el = await mount('giftcash-wheel', { 'play-cost': '5000' });
    const label = await spinSmallCoins(el);
    expect(label).toMatch(/coins$/);
    expect(shadow(el).getAllByText(`${label} back`, { exact: false }).length).toBeGreaterThan(0);
    expect(shadow(el).queryByText(/You won/)).toBeNull();
  });

  it('a cash price (£0.50) makes any coin prize coins back; the property sets the attribute', async () => {
    const el = await mount('giftcash-wheel');
    el.playCost = '£0.50';
    expect(el.getAttribute('play-cost')).toBe('£0.50');
    el.playCost = 5000;
    expect(el.getAttribute('play-cost')).toBe('5000');
    el.playCost = '£0.50';
    const label = await spinSmallCoins(el);
    expect(shadow(el).getAllByText(`${label} back`, { exact: false }).length).toBeGreaterThan(0);
    el.playCost = null;
    expect(el.hasAttribute('play-cost')).toBe(false);
  });

  it('a play-cost that is not a price is refused with one console warning; spins are then free', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const el = await mount('giftcash-wheel', { 'play-cost': '5K' });
      el.setAttribute('label', 'Partner wheel');
      await spinSmallCoins(el);
      expect(shadow(el).getAllByText(/You won/).length).toBeGreaterThan(0);
      expect(warn.mock.calls.map(([message]) => message)).toEqual([
        expect.stringMatching(
          /^@giftcash\/embed .+: <giftcash-wheel> ignored a play-cost value that is not a price\. Set whole coins \(5000\) or pounds \(£0\.50\)\.$/,
        ),
      ]);
    } finally {
      warn.mockRestore();
    }
  });
});

describe('property values that cannot be read as text', () => {
  it('a null-prototype object or a throwing toString set before upgrade is refused with a console warning, and the element still renders', async () => {
    const { GiftcashWheelElement } = await import('./WheelElement');
    const el = elementBeforeDefine('giftcash-hostile-wheel', {
      dataSource: Object.create(null),
      theme: {
        toString() {
          throw new Error('toString refused');
        },
      },
      label: 'Partner wheel',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const uncaught = vi.fn();
    window.addEventListener('error', uncaught);
    try {
      await upgradeAs('giftcash-hostile-wheel', GiftcashWheelElement);
      expect(el.shadowRoot).not.toBeNull();
      expect(await shadow(el).findByRole('img', { name: /^Partner wheel, / })).toBeInTheDocument();
      expect(el.hasAttribute('data-source')).toBe(false);
      expect(el.hasAttribute('theme')).toBe(false);
      expect(uncaught).not.toHaveBeenCalled();
      expect(warn.mock.calls.map(([message]) => message)).toEqual([
        expect.stringMatching(
          /^@giftcash\/embed .+: <giftcash-hostile-wheel> ignored a data-source value that cannot be read as text\. Set a string\.$/,
        ),
        expect.stringMatching(/ignored a theme value that cannot be read as text/),
      ]);
      // After upgrade too: the setter refuses it without throwing (warned once per attribute).
      el.setAttribute('theme', 'dark');
      expect(() => (el.theme = Object.create(null))).not.toThrow();
      expect(el.getAttribute('theme')).toBe('dark');
      expect(warn).toHaveBeenCalledTimes(2);
    } finally {
      warn.mockRestore();
      window.removeEventListener('error', uncaught);
    }
  });
});

describe('long lists through data-source', () => {
  it('10,000 brands of one category give the carousel at most 50, as the catalogue pages its lists', async () => {
    const { carouselBrands } = await import('./BrandCarouselElement');
    const brands = Array.from({ length: 10_000 }, (_, i) => ({
      id: `b${i}`,
      categories: ['groceries'],
      popular: i % 2 === 0,
    }));
    expect(carouselBrands(brands, 'groceries')).toHaveLength(50);
    expect(carouselBrands(brands, null)).toHaveLength(50);
    expect(carouselBrands(brands, null).every((brand) => brand.popular)).toBe(true);
    expect(carouselBrands(brands.slice(0, 7), 'Groceries ')).toHaveLength(7);
  });
});

describe('autoplay after connection', () => {
  it('pauses and plays a running carousel, as the pause button shows', async () => {
    const el = await mount('giftcash-brand-carousel');
    expect(await shadow(el).findByRole('button', { name: 'Pause carousel' })).toBeInTheDocument();
    await act(async () => el.setAttribute('autoplay', 'false'));
    expect(await shadow(el).findByRole('button', { name: 'Play carousel' })).toBeInTheDocument();
    await act(async () => {
      el.autoplay = true;
    });
    expect(await shadow(el).findByRole('button', { name: 'Pause carousel' })).toBeInTheDocument();
  });
});

describe('two versions on one page', () => {
  it('keeps the first definition and warns once, naming both versions', async () => {
    const { defineElement, VERSION } = await import('../register');
    const registry = {
      get: vi.fn(() => Object.assign(class extends HTMLElement {}, { version: '0.0.1' })),
      define: vi.fn(),
    } as unknown as CustomElementRegistry;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    defineElement('giftcash-wheel', class extends HTMLElement {}, registry);
    defineElement('giftcash-scratch-card', class extends HTMLElement {}, registry);
    expect(registry.define).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(
      `@giftcash/embed ${VERSION}: <giftcash-wheel> is already defined by @giftcash/embed 0.0.1`,
    );
    warn.mockRestore();
  });
});
