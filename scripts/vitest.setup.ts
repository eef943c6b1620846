import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { fakeMediaQueryList } from '../packages/core/src/testing/reducedMotion';

afterEach(() => cleanup());

// findBy… and waitFor give up after 1 s by default. The suite runs a worker on every core, and a
// first render that loads a module on demand (a lazy section, a dialog) can take longer than that
// while the other worker is busy: 5 s, still well inside each test's 15 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks these browser APIs; components feature-detect them, tests get harmless stand-ins.
if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) => fakeMediaQueryList(query);
  window.scrollTo ??= (() => {}) as typeof window.scrollTo;
  Element.prototype.scrollTo ??= function scrollTo() {};
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
}

// Code loaded on demand in browsers (Radix Dialog, the QR code) is loaded up front in tests, so
// dialogs open synchronously as they would once the chunk is cached.
if (typeof window !== 'undefined') {
  const { dialogModule } = await import('../packages/core/src/react/Dialog');
  const { qrModule } = await import('../packages/core/src/react/QrCode');
  await Promise.all([dialogModule.load(), qrModule.load()]);
}

if (typeof window !== 'undefined') {
  const { coinsSectionModule } =
    await import('../packages/brand-detail/src/coins-section/LazyCoinsSection');
  await coinsSectionModule.load();
}
