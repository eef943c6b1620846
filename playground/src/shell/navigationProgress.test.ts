// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { trackNavigation } from './navigationProgress';

/** A promise and its resolve, to hold a navigation open. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const busy = () => [
  document.documentElement.hasAttribute('data-navigating'),
  document.getElementById('main')?.getAttribute('aria-busy') ?? null,
];

describe('trackNavigation', () => {
  afterEach(() => document.body.replaceChildren());

  it('marks the page busy while navigations wait, until the last one settles, also when one fails', async () => {
    const main = document.createElement('main');
    main.id = 'main';
    document.body.append(main);
    expect(busy()).toEqual([false, null]);
    const first = deferred();
    const second = deferred();
    const tracked = trackNavigation(first.promise);
    void trackNavigation(second.promise).catch(() => undefined);
    expect(busy()).toEqual([true, 'true']);
    first.resolve();
    await tracked;
    expect(busy()).toEqual([true, 'true']);
    second.reject(new Error('offline'));
    await second.promise.catch(() => undefined);
    await Promise.resolve();
    expect(busy()).toEqual([false, null]);
  });
});
