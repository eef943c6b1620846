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

export default defineConfig({
  resolve: { alias: sourceAliases() },
  test: {
    setupFiles: ['./scripts/vitest.setup.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
    pool: 'forks',
    // A DOM costs every file about a second to set up; only components need one. Plain `.ts`
    // tests run in Node unless they ask for jsdom with a `@vitest-environment jsdom` comment.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx', 'playground/**/*.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'playground/**/*.test.ts', 'scripts/**/*.test.{ts,mts}'],
        },
      },
    ],
  },
});
