import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GiftcashProvider } from '@giftcash/core/react';
import { createSampleProvider } from '../index';
import {
  exportedComponents,
  fuzzRuns,
  fuzzScreen,
  isLive,
  type ElementCase,
  type ScreenFuzzTarget,
} from '@giftcash/core/testing';
import { expectCleanStrictRender, expectNoLeaks } from './robustness';
import { goodResponses } from './goodData';

/** A package's public surface, as the reliability suites see it. */
export interface PackageUnderTest {
  /** The package's index module (`import * as pkg from '../index'`). */
  pkg: Record<string, unknown>;
  /** Every exported component rendered with sample data (see each package's `__reliability__/elements.tsx`). */
  elements: readonly ElementCase[];
}

const coverage = ({ pkg, elements }: PackageUnderTest) => {
  expect(elements.map(([name]) => name).sort()).toEqual(exportedComponents(pkg));
};

/**
 * Server rendering in Node: call from a test file that starts with `// @vitest-environment node`.
 * Checks that the package imports without a DOM and that every exported component renders to a string.
 */
export function serverRenderingSuite(target: PackageUnderTest): void {
  const provider = createSampleProvider({ delay: 0, storage: null, brandCount: 12 });
  describe('server rendering in Node (no window, no document)', () => {
    it('imports without a DOM and covers every exported component', () => {
      expect(typeof window).toBe('undefined');
      expect(typeof document).toBe('undefined');
      coverage(target);
    });

    it.each(target.elements)('%s renders to a string', (_name, element) => {
      // A closed dialog (or one whose content is portalled) renders nothing on the server; it must not throw.
      expect(() =>
        renderToString(<GiftcashProvider provider={provider}>{element()}</GiftcashProvider>),
      ).not.toThrow();
    });
  });
}

/** Every exported component under React.StrictMode with sample data: no error boundary, console.error or console.warn. */
export function strictModeSuite(target: PackageUnderTest): void {
  describe('every exported component under React.StrictMode with sample data', () => {
    it('covers every exported component', () => coverage(target));

    it.each(target.elements)('%s: no errors or warnings', async (name, element) => {
      await expectCleanStrictRender(name, element);
    });
  });
}

/** Mounts and unmounts each element marked `live` (screens and self-running widgets) 100 times: nothing may be left behind. */
export function leakSuite(elements: readonly ElementCase[]): void {
  const checked = elements.filter(([, element]) => isLive(element));
  describe('mount and unmount 100 times: nothing left behind', () => {
    it('checks every screen and self-running widget', () => {
      const screens = elements.map(([name]) => name).filter((name) => name.endsWith('Screen'));
      expect(screens).not.toEqual([]);
      expect(checked.map(([name]) => name)).toEqual(expect.arrayContaining(screens));
    });

    it.each(checked)(
      '%s: no timers, frames, listeners, observers, channels or polling left',
      async (name, element) => {
        await expectNoLeaks(name, element, 100);
      },
      60_000,
    );
  });
}

/**
 * Hostile responses through the HTTP provider into a package's screens: each target's endpoint
 * answers every hostile case in turn while the others answer the good sample data (`fuzzScreen`).
 * `outcome` names what a failure shows, for the test's name.
 */
export function screenFuzzSuite(
  title: string,
  targets: readonly ScreenFuzzTarget[],
  outcome = 'shows an error with Retry',
): void {
  describe(title, () => {
    it.each(targets)(
      `$name: never crashes, ${outcome}, keeps loaded content`,
      async (target) => {
        const { cases } = await fuzzScreen(target, goodResponses());
        expect(cases).toBe(fuzzRuns());
      },
      600_000,
    );
  });
}
