import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
// @ts-expect-error plain ESM helper without types
import { sourceAliases, ROOT } from '../scripts/aliases.mjs';

export default defineConfig({
  root: path.join(ROOT, 'playground'),
  plugins: [react()],
  resolve: { alias: sourceAliases() },
  envPrefix: 'GIFTCASH_',
  server: { host: '127.0.0.1', port: Number(process.env.PORT) || 5173 },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: path.join(ROOT, 'playground/dist'),
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2020',
    assetsInlineLimit: 0,
  },
});
