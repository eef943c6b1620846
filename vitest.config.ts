import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper without types
import { sourceAliases } from './scripts/aliases.mjs';

// Vitest's reporter calls Map.groupBy (Node 21+) when it prints failures; on Node 20 it would
// crash exactly when a test fails and hide the failure. A tiny polyfill for the main process:
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<T, K>(items: Iterable<T>, key: (item: T, index: number) => K) {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const group = key(item, index++);
        const list = groups.get(group);
        if (list) list.push(item);
        else groups.set(group, [item]);
      }
      return groups;
    },
  });
}

/**
 * Component tests that need a process of their own: the leak counters patch the window's timers
 * and listeners (in a VM context they would count nothing and pass), and the files that redefine
 * `window.location` or stub element geometry on the DOM's prototypes (in a VM context the stub
 * can miss the elements React creates).
 */
const OWN_PROCESS = [
  'packages/*/src/__reliability__/leaks.test.tsx',
  'packages/core/src/__reliability__/harness.test.tsx',
  'packages/account/src/layout/AccountLayout.test.tsx',
  'packages/account/src/referrals/ReferralsScreen.test.tsx',
  'packages/catalogue/src/brand-carousel/BrandCarousel.test.tsx',
  'packages/catalogue/src/catalogue/CatalogueView.test.tsx',
  'packages/catalogue/src/category-strip/CategoryStrip.test.tsx',
  'packages/core/src/interaction/useDragScroll.test.tsx',
];

export default defineConfig({
  resolve: { alias: sourceAliases() },
  test: {
    setupFiles: ['./scripts/vitest.setup.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
    pool: 'forks',
    // Vitest's default leaves one core to its main process (cores − 1 workers): on a 2-core
    // machine, one worker, with the main process mostly idle. Every core a worker: the suite took
    // 163 s instead of 258 s here (`time npx vitest run`, 2 cores, 2,184 tests).
    maxWorkers: availableParallelism(),
    // A DOM costs every file about a second to set up; only components need one. Plain `.ts`
    // tests run in Node unless they ask for jsdom with a `@vitest-environment jsdom` comment.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx', 'playground/**/*.test.tsx'],
          exclude: OWN_PROCESS,
          // One jsdom per file in a VM context of a long-lived worker, instead of a new process
          // per file: the suite's cost was mostly process and DOM start-up (about half the time).
          pool: 'vmForks',
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-own-process',
          environment: 'jsdom',
          include: OWN_PROCESS,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'playground/**/*.test.ts',
            'scripts/**/*.test.{ts,mts}',
            // Build tooling that belongs to a package (core's wire-code plugin).
            'packages/*/scripts/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
