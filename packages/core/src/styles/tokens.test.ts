// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(PACKAGES, file), 'utf8');
const sources = (dir: string, pattern: RegExp): string[] =>
  readdirSync(path.join(PACKAGES, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !entry.name.includes('.test.'))
    .map((entry) => path.relative(PACKAGES, path.join(entry.parentPath, entry.name)));

describe('theme tokens', () => {
  const tokens = read('core/src/styles/tokens.css');
  const defined = new Set([...tokens.matchAll(/(--gc-[\w-]+)\s*:/g)].map((match) => match[1]));

  it('every --gc-* custom property a package uses is defined (or is a component-local one it sets itself)', () => {
    const files = ['core', 'catalogue', 'brand-detail', 'games-demo', 'account'].flatMap((name) =>
      sources(`${name}/src`, /\.(css|tsx?)$/),
    );
    // Component-local properties set from a component's own style (e.g. --gc-brand-marquee-duration).
    const setLocally = new Set(
      files.flatMap((file) =>
        [...read(file).matchAll(/['"](--gc-[\w-]+)['"]\s*:/g)].map((match) => match[1]),
      ),
    );
    for (const file of files) {
      const text = read(file);
      // …or set in the same stylesheet (e.g. the wheel's per-slice --gc-wheel-fill).
      const ownCss = file.endsWith('.css')
        ? new Set([...text.matchAll(/(--gc-[\w-]+)\s*:/g)].map((match) => match[1]))
        : new Set<string>();
      // A var() with its own fallback (a hook the host page may set, e.g. the catalogue's sticky
      // offset) never resolves to nothing, so it needs no definition.
      for (const [, name] of text.matchAll(/var\((--gc-[\w-]+)(?![\w-])(?!\s*,)/g)) {
        expect(
          defined.has(name as string) ||
            setLocally.has(name as string) ||
            ownCss.has(name as string),
          `${file}: ${name}`,
        ).toBe(true);
      }
    }
  });

  it('the wheel and the scratch card draw with tokens, not hard-coded colours', () => {
    for (const file of [
      'games-demo/src/wheel/Wheel.css',
      'games-demo/src/scratch/ScratchCard.css',
      'games-demo/src/scratch/ScratchCard.tsx',
    ]) {
      expect(read(file).match(/#[0-9a-f]{3,8}\b|rgba?\(\s*\d/gi), file).toBeNull();
    }
    const foil = ['start', 'middle', 'end', 'text'].map((part) => `--gc-scratch-foil-${part}`);
    for (const name of foil) expect(defined.has(name), name).toBe(true);
  });
});
