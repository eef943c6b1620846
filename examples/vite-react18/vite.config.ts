import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The second page holds the partner configurator's printed React snippets, written into
    // src/partner-snippets/ by scripts/examples.mjs (not committed): a snippet that stops
    // compiling against the published packages fails this build.
    rollupOptions: { input: { main: 'index.html', partners: 'src/partner-snippets/index.html' } },
  },
});
