// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const stylesheets = (dir: string): string[] =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        entry.name.endsWith('.css') &&
        !entry.parentPath.includes('node_modules') &&
        !entry.parentPath.includes('dist'),
    )
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
const packageDirs = readdirSync(path.join(ROOT, 'packages')).map((name) => `packages/${name}/src`);
const files = [...packageDirs, 'playground/src']
  .flatMap(stylesheets)
  .filter((file) => !file.endsWith('styles/tokens.css'));

describe('the type scale', () => {
  it('finds the stylesheets', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('no stylesheet but the tokens has a literal font size (documented exceptions say so on the line)', () => {
    const literal: string[] = [];
    for (const file of files) {
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .forEach((line, index) => {
          const size = /(?:^|[\s;{])font-size:\s*([^;]+);/.exec(line)?.[1]?.trim();
          if (
            size &&
            !/^var\(--gc-font-size-[\w-]+\)$/.test(size) &&
            !['inherit', 'unset', 'initial'].includes(size) &&
            !line.includes('type-scale exception:')
          ) {
            literal.push(`${file}:${index + 1}: ${line.trim()}`);
          }
        });
    }
    expect(literal).toEqual([]);
  });

  it('no `font:` shorthand names var(--gc-font): it defaults to `inherit`, which voids the whole shorthand', () => {
    const shorthands = files.flatMap((file) =>
      readFileSync(path.join(ROOT, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
        .filter(({ line }) => /(?:^|[\s;{])font:(?!\s*inherit\s*;)[^;]*;/.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(shorthands).toEqual([]);
  });
});
