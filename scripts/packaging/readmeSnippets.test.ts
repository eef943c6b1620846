// @vitest-environment node
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { allSnippets, checkSnippets, extractSnippets } from './readmeSnippets.mjs';

const ROOT = path.resolve(__dirname, '../..');

interface Snippet {
  file: string;
  line: number;
  code: string;
}

describe('README snippets', () => {
  it('finds the ts and tsx blocks with their line numbers', () => {
    const markdown = [
      '# Title',
      '```tsx',
      'const a = 1;',
      '```',
      'text',
      '```sh',
      'npm i',
      '```',
      '```ts',
      'let b: string = 2;',
      '```',
    ].join('\n');
    expect(extractSnippets(markdown, 'X.md')).toEqual([
      { file: 'X.md', line: 3, lang: 'tsx', code: 'const a = 1;' },
      { file: 'X.md', line: 10, lang: 'ts', code: 'let b: string = 2;' },
    ]);
  });

  it('reports a snippet that does not type-check, at its README line', () => {
    const failures = checkSnippets(ts, ROOT, [
      {
        file: 'X.md',
        line: 10,
        lang: 'tsx',
        code: "import { formatGBP } from '@giftcash/core';\nconst text: number = formatGBP(1);",
      },
    ]) as Array<{ messages: string[] }>;
    expect(failures).toHaveLength(1);
    expect(failures[0]!.messages[0]).toMatch(/^X\.md:11 TS2322/);
  }, 120_000); // a TypeScript program over the packages: more than 15 s on a loaded 2-core machine

  it('every ts/tsx snippet of every README type-checks against the packages’ public API', () => {
    const snippets = allSnippets(ROOT) as Snippet[];
    const files = new Set(snippets.map((snippet) => snippet.file));
    for (const readme of [
      'README.md',
      'packages/core/README.md',
      'packages/catalogue/README.md',
      'packages/brand-detail/README.md',
      'packages/games-demo/README.md',
      'packages/account/README.md',
    ]) {
      expect(files).toContain(readme);
    }
    const failures = checkSnippets(ts, ROOT, snippets) as Array<{ messages: string[] }>;
    expect(failures.flatMap((failure) => failure.messages)).toEqual([]);
  }, 180_000);
});
