// @vitest-environment node
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { snippetExamples } from '../playground/src/pages/partners/snippetExamples';
import {
  loadSnippetExamples,
  SNIPPET_TARGETS,
  writeSnippets,
  type SnippetApp,
} from './partnerSnippets.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const tempApp = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'giftcash-snippets-'));
  dirs.push(dir);
  return dir;
};

describe('the partner configurator snippets the example apps compile', () => {
  it('are the configurator’s own, compiled for Node from its sources', async () => {
    const loaded = await loadSnippetExamples();
    expect(loaded.map(({ name, code }) => ({ name, code }))).toEqual(
      snippetExamples().map(({ name, code }) => ({ name, code })),
    );
    expect(loaded.length).toBeGreaterThanOrEqual(4);
  }, 60_000);

  it.each(Object.keys(SNIPPET_TARGETS) as SnippetApp[])(
    'are written into %s one file each, with a page rendering every one, replacing an earlier run’s',
    (app) => {
      const appDir = tempApp();
      const { dir, page } = SNIPPET_TARGETS[app];
      mkdirSync(path.join(appDir, dir), { recursive: true });
      writeFileSync(
        path.join(appDir, dir, 'removed-example.tsx'),
        'export function GiftcashWidget() { return null; }\n',
      );
      const snippets = snippetExamples();
      const written = writeSnippets(app, appDir, snippets);
      expect(written).toBe(path.join(appDir, dir));
      expect(existsSync(path.join(written, 'removed-example.tsx'))).toBe(false);
      const source = readFileSync(path.join(written, page), 'utf8');
      for (const { name, code } of snippets) {
        expect(readFileSync(path.join(written, `${name}.tsx`), 'utf8')).toBe(code);
        expect(source).toContain(`from './${name}';`);
        expect(source).toContain(`<section data-snippet="${name}">`);
      }
      expect(readdirSync(written).filter((file) => file.endsWith('.tsx')).length).toBe(
        snippets.length + 1,
      );
      if (app === 'next-app') expect(source.startsWith(`'use client';`)).toBe(true);
      else
        expect(readFileSync(path.join(written, 'index.html'), 'utf8')).toContain(
          'src="./main.tsx"',
        );
    },
  );

  it('refuses a name that is not a plain file name', () => {
    expect(() =>
      writeSnippets('vite-react18', tempApp(), [{ name: '../escape', code: '' }]),
    ).toThrow(/not a file name/);
  });
});
