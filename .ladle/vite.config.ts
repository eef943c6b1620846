import { defineConfig } from 'vite';
// @ts-expect-error plain ESM helper without types
import { sourceAliases } from '../scripts/aliases.mjs';

export default defineConfig({
  resolve: { alias: sourceAliases() },
  server: { host: '127.0.0.1' },
});
