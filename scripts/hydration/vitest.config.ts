// Warning-free on React 18 and 19: every exported component is server-rendered in Node and then
// hydrated in jsdom under React 18.3 and React 19 development builds; any console.error,
// console.warn or hydration mismatch fails. Four projects, servers first (groupOrder), because a
// server pass must load the components without a DOM, as a partner's server does, and the
// hydration pass must load them with one, as a browser does:
//   server-react18 → hydrate-react18, server-react19 → hydrate-react19.
// React 18 comes from scripts/react18 (its own package.json and lockfile, installed by
// ./install-react18.ts when missing); the root keeps React 19 only.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
// @ts-expect-error plain ESM helper without types
import { sourceAliases } from '../aliases.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const react18 = path.join(here, '..', 'react18', 'node_modules');

/** `react`, `react-dom` and their subpaths, pointed at React 18.3's files. */
const react18Aliases = [
  { find: /^react-dom\/server$/, replacement: path.join(react18, 'react-dom', 'server.node.js') },
  { find: /^(react|react-dom|scheduler)(\/[\w-]+)?$/, replacement: `${react18}/$1$2` },
];

// Libraries the components use that import React: run through Vite (not Node's own loader) so
// they get the aliased React too, never a second copy.
const inline = [
  /@radix-ui\//,
  /qrcode\.react/,
  /react-remove-scroll/,
  /react-style-singleton/,
  /use-callback-ref/,
  /use-sidecar/,
  /@testing-library\/react/,
];

function project(major: '18' | '19', pass: 'server' | 'hydrate'): TestProjectInlineConfiguration {
  return {
    // Prefer the libraries' ES module builds, which Vite runs (inline), over their CommonJS mains,
    // which Node would load with its own, unaliased `react`.
    resolve: {
      alias: [...(major === '18' ? react18Aliases : []), ...sourceAliases()],
      mainFields: ['module', 'jsnext:main', 'jsnext', 'main'],
    },
    test: {
      name: `${pass}-react${major}`,
      root: path.join(here, '..', '..'),
      include: [`scripts/hydration/${pass}*.hydration.tsx`],
      environment: pass === 'server' ? 'node' : 'jsdom',
      env: { GIFTCASH_REACT_MAJOR: major },
      server: { deps: { inline } },
      sequence: { groupOrder: pass === 'server' ? 0 : 1 },
      restoreMocks: true,
      testTimeout: 15_000,
    },
  };
}

export default defineConfig({
  test: {
    globalSetup: [path.join(here, 'install-react18.ts')],
    pool: 'forks',
    projects: [
      project('18', 'server'),
      project('19', 'server'),
      project('18', 'hydrate'),
      project('19', 'hydrate'),
    ],
  },
});
