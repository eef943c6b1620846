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
    environment: 'jsdom',
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'playground/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mts}'],
    setupFiles: ['./scripts/vitest.setup.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
    pool: 'forks',
  },
});
