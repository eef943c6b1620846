// @vitest-environment node
// The quick starts' static half, in seconds: every README has one, and what its files import is
// what its own install lines (or the scaffolded app) install. npm test's example step then builds
// and runs each one as written (scripts/quickstarts.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { PACKAGES, ROOT } from './aliases.mjs';
// @ts-expect-error plain ESM helper without types
import { QUICK_START_APPS, QUICK_STARTS, readQuickStarts } from './quickstarts.mjs';

interface Blocks {
  install: string[][];
  files: Array<{ path: string; code: string }>;
  html: string[];
}
interface QuickStart {
  readme: string;
  app: 'vite' | 'next' | 'node' | 'html';
}

describe('readQuickStarts', () => {
  it('takes the marked install lines and the marked files, by the file each names', () => {
    const markdown = [
      '<!-- quick start: vite -->',
      '```sh',
      'npm install a b # the package',
      '# a comment line',
      'npm install c',
      '```',
      '',
      '```sh',
      'npm install unmarked',
      '```',
      '<!-- quick start: vite -->',
      '```tsx',
      '// src/App.tsx: the app',
      'export default function App() {}',
      '```',
      '<!-- quick start: html -->',
      '```html',
      '<p>hi</p>',
      '```',
    ].join('\n');
    expect(readQuickStarts(markdown)).toEqual({
      vite: {
        install: [['a', 'b'], ['c']],
        files: [
          {
            path: 'src/App.tsx',
            code: '// src/App.tsx: the app\nexport default function App() {}\n',
          },
        ],
        html: [],
      },
      html: { install: [], files: [], html: ['<p>hi</p>'] },
    });
  });

  it('refuses a marked sh block that runs anything but npm install, and a file block that names no file', () => {
    expect(() =>
      readQuickStarts('<!-- quick start: vite -->\n```sh\nnpm ci\n```\n', 'X.md'),
    ).toThrow(/only npm install/);
    expect(() =>
      readQuickStarts('<!-- quick start: vite -->\n```tsx\nexport {};\n```\n', 'X.md'),
    ).toThrow(/starts with \/\/ <its file>/);
  });
});

const scaffoldDependencies = (app: string) => {
  const name = (QUICK_START_APPS as Record<string, string>)[app];
  if (!name) return [];
  const manifest = JSON.parse(
    readFileSync(path.join(ROOT, 'examples', name, 'package.json'), 'utf8'),
  ) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  return Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
};
/** `@giftcash/core/react` → `@giftcash/core`, `next/navigation` → `next`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('README quick starts', () => {
  const readmes = ['README.md', ...PACKAGES.map((name: string) => `packages/${name}/README.md`)];

  it('every package README and the root README has one', () => {
    expect((QUICK_STARTS as QuickStart[]).map((quickStart) => quickStart.readme).sort()).toEqual(
      readmes.sort(),
    );
  });

  it.each(QUICK_STARTS as QuickStart[])(
    '$readme ($app): what its files import, its install lines install',
    ({ readme, app }) => {
      const blocks = (
        readQuickStarts(readFileSync(path.join(ROOT, readme), 'utf8'), readme) as Record<
          string,
          Blocks
        >
      )[app];
      expect(blocks, `${readme} marks its ${app} quick start`).toBeDefined();
      const installed = new Set([
        ...blocks!.install.flat().map((spec) => spec.replace(/(?<=.)@[^/]*$/, '')),
        ...scaffoldDependencies(app),
      ]);
      const imported = blocks!.files.flatMap((file) =>
        [...file.code.matchAll(/^\s*import\s+(?:[^'";]+?\s+from\s+)?['"]([^'"]+)['"]/gm)]
          .map((match) => match[1] as string)
          .filter((specifier) => !specifier.startsWith('.'))
          .map(packageOf),
      );
      const html = blocks!.html.join('\n');
      expect(imported.filter((name) => !installed.has(name))).toEqual([]);
      expect(blocks!.files.length + (html ? 1 : 0)).toBeGreaterThan(0);
    },
  );
});
