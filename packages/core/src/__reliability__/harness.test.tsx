import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHttpProvider } from '../http/createHttpProvider';
import {
  applyMutations,
  installLeakCounter,
  type LeakCounter,
  XSS_TEXT_VECTORS,
  XSS_URL_VECTORS,
  XSS_VECTORS,
} from '../testing';
import { buildHostileResponses } from '@giftcash/sample/testing';

/** The reliability tests' own instruments must be able to fail: each one is shown a real defect here. */
describe('leak counter', () => {
  // Installed around each test so that a failing expectation still puts the window back.
  let counter: LeakCounter;
  beforeEach(() => {
    counter = installLeakCounter();
  });
  afterEach(() => {
    counter.restore();
  });

  it('counts what a leaky component leaves behind, and nothing once it cleans up', () => {
    function Leaky() {
      useEffect(() => {
        setInterval(() => {}, 1000);
        setTimeout(() => {}, 60_000);
        requestAnimationFrame(() => {});
        window.addEventListener('resize', () => {});
        new ResizeObserver(() => {}).observe(document.body);
        new BroadcastChannel('leak');
      }, []);
      return null;
    }
    render(<Leaky />).unmount();
    const live = counter.live();
    for (const key of [
      'intervals',
      'timeouts',
      'animationFrames',
      'listeners',
      'resizeObservers',
      'broadcastChannels',
    ] as const) {
      expect(live[key], key).toBeGreaterThan(0);
    }
  });

  it('counts nothing for a component that cleans up', () => {
    function Tidy() {
      useEffect(() => {
        const interval = setInterval(() => {}, 1000);
        const frame = requestAnimationFrame(() => {});
        const onResize = () => {};
        window.addEventListener('resize', onResize);
        const observer = new ResizeObserver(() => {});
        observer.observe(document.body);
        const channel = new BroadcastChannel('tidy');
        const controller = new AbortController();
        document.addEventListener('keydown', () => {}, { signal: controller.signal });
        return () => {
          clearInterval(interval);
          cancelAnimationFrame(frame);
          window.removeEventListener('resize', onResize);
          observer.disconnect();
          channel.close();
          controller.abort();
        };
      }, []);
      return null;
    }
    render(<Tidy />).unmount();
    expect(Object.values(counter.live()).every((n) => n === 0)).toBe(true);
  });
});

describe('hostile payloads', () => {
  it('has at least 50 XSS vectors, text and URL', () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(50);
    expect(XSS_TEXT_VECTORS.length).toBeGreaterThanOrEqual(50);
    expect(XSS_URL_VECTORS.every((v) => v.length > 0)).toBe(true);
  });

  it('replaces every text and URL field of every endpoint, keeping identities', () => {
    const { responses, fields, vectors } = buildHostileResponses({ brandCount: 12 });
    expect(vectors.size).toBe(XSS_VECTORS.length);
    expect(fields.brands).toBeGreaterThan(12 * 10);
    const brand = responses.brands.brands[0]!;
    expect(XSS_TEXT_VECTORS).toContain(brand.name);
    expect(XSS_URL_VECTORS).toContain(brand.detail.website_url);
    expect(brand.id).not.toMatch(/[<:]/);
    expect(XSS_TEXT_VECTORS).toContain(responses.winners.items[0]!.username);
    const orderUrls = responses.orders.items
      .flatMap((o) => [o.link, o.invoice_url, o.terms_url])
      .filter((u): u is string => typeof u === 'string');
    expect(orderUrls.length).toBeGreaterThan(0);
    for (const url of orderUrls) expect(XSS_URL_VECTORS).toContain(url);
  });

  it('mutations never form cycles and always serialise', () => {
    const shared = { a: [1, 2, 3] };
    const out = applyMutations({ x: { y: [1, 2] } }, [
      { kind: 'replace', at: 1, value: shared },
      { kind: 'replace', at: 3, value: shared },
      { kind: 'duplicate-item', at: 2 },
    ]);
    expect(() => JSON.stringify(out)).not.toThrow();
  });
});

describe('HTTP provider timeouts (the 15 s default is too long for the browser suite)', () => {
  const hanging = ((_url: string, init?: RequestInit) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('Aborted', 'AbortError')),
      );
    })) as unknown as typeof fetch;

  it('rejects with the spec message, and a timeout is never cached', async () => {
    let attempt = 0;
    const provider = createHttpProvider({
      brandsUrl: 'https://api.test.invalid/brands',
      timeout: 30,
      fetch: ((url: string, init?: RequestInit) => {
        attempt += 1;
        if (attempt === 1) return hanging(url, init);
        return Promise.resolve({
          status: 200,
          text: async () => JSON.stringify({ coins_cost: 1, slots: [] }),
        } as Response);
      }) as typeof fetch,
    });
    await expect(provider.getScratchConfig()).rejects.toThrow('timeout of 30 ms exceeded');
    await expect(provider.getScratchConfig()).resolves.toMatchObject({ coins_cost: 1 });
    expect(attempt).toBe(2);
  });
});
