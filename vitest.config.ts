import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper without types
import { sourceAliases } from './scripts/aliases.mjs';

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
