// @vitest-environment node
// The documentation a newcomer reads first: the root README stays short, every relative link in
// every README resolves, and no package source keeps a deprecated name (nothing was published
// before 1.0, so nothing needs one).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { PACKAGES, ROOT } from './aliases.mjs';
// @ts-expect-error plain ESM helper without types
import { FIGURE_READMES, MARKER, markers } from '../bench/readme-figures.mjs';

const READMES = [
  'README.md',
  'CONTRIBUTING.md',
  'playground/README.md',
  'e2e/README.md',
  'bench/README.md',
  ...PACKAGES.map((name: string) => `packages/${name}/README.md`),
];

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(file) : [file];
  });
}

describe('documentation', () => {
  it('keeps the root README under 15 KB: what it is, the two commands, an example per package, links', () => {
    expect(statSync(path.join(ROOT, 'README.md')).size).toBeLessThan(15 * 1024);
  });

  it.each(READMEs())('%s: every relative link names a file or folder that exists', (file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8').replace(/```[\s\S]*?```/g, '');
    const broken = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] as string)
      .filter((target) => !/^(https?:|mailto:|#)/.test(target))
      .filter(
        (target) =>
          !existsSync(
            path.resolve(
              path.dirname(path.join(ROOT, file)),
              decodeURI(target.split('#')[0] as string),
            ),
          ),
      );
    expect(broken).toEqual([]);
  });

  it('quotes every size and performance figure from the last bench run', () => {
    const wrong = (
      markers() as Array<{ file: string; key: string; shown: string; expected: string | Error }>
    )
      .filter((marker) => marker.expected instanceof Error || marker.shown !== marker.expected)
      .map(
        (marker) =>
          `${marker.file}: "${marker.key}" shows ${marker.shown}, the bench says ${String(marker.expected)} (node bench/readme-figures.mjs --write)`,
      );
    expect(wrong).toEqual([]);
  });

  const figureFiles: string[] = (FIGURE_READMES as string[]).filter((file) =>
    existsSync(path.join(ROOT, file)),
  );
  it.each(figureFiles)('%s states no size outside a bench marker', (file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8')
      .replace(/```[\s\S]*?```/g, '')
      .replace(MARKER, '');
    expect(text.match(/\b\d+(?:\.\d+)?\s?KB\b/g) ?? []).toEqual([]);
  });

  it('no package source marks a name deprecated', () => {
    const marked = PACKAGES.flatMap((name: string) =>
      walk(path.join(ROOT, 'packages', name, 'src')),
    )
      .filter(
        (file: string) =>
          /\.(tsx?|css)$/.test(file) &&
          /@deprecated|deprecated alias/i.test(readFileSync(file, 'utf8')),
      )
      .map((file: string) => path.relative(ROOT, file));
    expect(marked).toEqual([]);
  });
});

function READMEs(): string[] {
  return READMES.filter((file) => existsSync(path.join(ROOT, file)));
}
