// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const componentCss = ['catalogue', 'brand-detail', 'games-demo', 'account'].flatMap((name) =>
  readdirSync(path.join(PACKAGES, name, 'src'), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css') && entry.name !== 'styles.css')
    .map((entry) => path.join(entry.parentPath, entry.name)),
);
/** Every rule of the packages' component CSS: its file, selector and declarations. */
const rules = componentCss.flatMap((file) =>
  [
    ...readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .matchAll(/([^{}]+)\{([^{}]*)\}/g),
  ].map((match) => ({
    where: `${path.relative(PACKAGES, file)} ${match[1]!.trim()}`,
    body: match[2]!.replace(/\s+/g, ' '),
  })),
);
const core = readFileSync(path.join(PACKAGES, 'core/src/styles/components.css'), 'utf8');

describe('shared recipes live once, in core’s components.css', () => {
  it('core has the pill and plain button variants, the badge, the screen root and title, the brand logo, the panel, the round button and the fact row', () => {
    for (const selector of [
      ".gc-button:where([data-variant='pill'])",
      ".gc-button:where([data-variant='plain'])",
      '.gc-badge',
      '.gc-screen',
      '.gc-screen-title',
      '.gc-brand-logo',
      '.gc-panel',
      '.gc-round-button',
      '.gc-facts',
    ]) {
      expect(core).toContain(`${selector} {`);
    }
  });

  it('no component writes the pill again (a 999px radius that never wraps): it takes gc-button pill or gc-badge', () => {
    expect(
      rules
        .filter(
          (rule) => /border-radius: 999px/.test(rule.body) && /white-space: nowrap/.test(rule.body),
        )
        .map((rule) => rule.where),
    ).toEqual([]);
  });

  it('no component writes the control font again (md size, 1.2 line height, the theme font): it takes gc-button', () => {
    const control =
      /font-size: var\(--gc-font-size-md\);[^}]*line-height: 1\.2;[^}]*font-family: var\(--gc-font\)/;
    expect(
      rules
        .filter((rule) => control.test(rule.body) && /cursor: pointer/.test(rule.body))
        .map((rule) => rule.where),
    ).toEqual([]);
  });

  it('no component writes the screen root again (theme font and colour, text that breaks anywhere): it takes gc-screen', () => {
    expect(
      rules
        .filter(
          (rule) =>
            /font-family: var\(--gc-font\)/.test(rule.body) &&
            /overflow-wrap: anywhere/.test(rule.body),
        )
        .map((rule) => rule.where),
    ).toEqual([]);
  });

  it('no component writes the round button again (a touch-size circle on the raised surface): it takes gc-round-button', () => {
    expect(
      rules
        .filter(
          (rule) =>
            /border-radius: 50%/.test(rule.body) &&
            /width: var\(--gc-touch\)/.test(rule.body) &&
            /background: var\(--gc-surface-raised\)/.test(rule.body),
        )
        .map((rule) => rule.where),
    ).toEqual([]);
  });

  it('no component writes the fact row again (a wrapping, centred dl of muted terms): it takes gc-facts', () => {
    expect(
      rules
        .filter(
          (rule) =>
            /display: flex/.test(rule.body) &&
            /flex-wrap: wrap/.test(rule.body) &&
            /justify-content: center/.test(rule.body) &&
            /margin: 0/.test(rule.body) &&
            /facts/.test(rule.where),
        )
        .map((rule) => rule.where),
    ).toEqual([]);
  });
});
