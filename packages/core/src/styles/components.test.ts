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

  // Each recipe is told by the declarations it is made of (and, where they are common, the
  // selector it is written under): no component rule may have them all.
  it.each([
    {
      recipe: 'the pill (a 999px radius that never wraps)',
      takes: 'gc-button pill or gc-badge',
      body: [/border-radius: 999px/, /white-space: nowrap/],
    },
    {
      recipe: 'the control font (md size, 1.2 line height, the theme font)',
      takes: 'gc-button',
      body: [
        /font-size: var\(--gc-font-size-md\);[^}]*line-height: 1\.2;[^}]*font-family: var\(--gc-font\)/,
        /cursor: pointer/,
      ],
    },
    {
      recipe: 'the screen root (theme font and colour, text that breaks anywhere)',
      takes: 'gc-screen',
      body: [/font-family: var\(--gc-font\)/, /overflow-wrap: anywhere/],
    },
    {
      recipe: 'the round button (a touch-size circle on the raised surface)',
      takes: 'gc-round-button',
      body: [
        /border-radius: 50%/,
        /width: var\(--gc-touch\)/,
        /background: var\(--gc-surface-raised\)/,
      ],
    },
    {
      recipe: 'the fact row (a wrapping, centred dl of muted terms)',
      takes: 'gc-facts',
      body: [/display: flex/, /flex-wrap: wrap/, /justify-content: center/, /margin: 0/],
      where: /facts/,
    },
  ])('no component writes $recipe again: it takes $takes', ({ body, where = /(?:)/ }) => {
    expect(
      rules
        .filter((rule) => body.every((part) => part.test(rule.body)) && where.test(rule.where))
        .map((rule) => rule.where),
    ).toEqual([]);
  });
});
