// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildEmbedCss, dropRules, embedTokens, remToPx } from '../../scripts/css.mjs';

describe('embed CSS build', () => {
  it('turns rem into px so the host root font size cannot scale the widget', () => {
    expect(remToPx('font-size: 0.9rem; margin: -1.5rem 2rem')).toBe(
      'font-size: calc(0.9 * 16px); margin: calc(-1.5 * 16px) calc(2 * 16px)',
    );
  });

  it('resolves tokens from outside values first, then the theme defaults', () => {
    const css = embedTokens(
      ":root,\n:host { --gc-accent: #fdc953; --gc-text: #111; color-scheme: light; }\n[data-theme='dark'],\n:host([data-theme='dark']) { --gc-text: #eee; color-scheme: dark; }",
    );
    expect(css).toContain(
      '.gc-embed{--gc-embed-accent:var(--gc-accent,#fdc953);--gc-embed-text:var(--gc-text,#111);color-scheme:light}',
    );
    expect(css).toContain(
      ".gc-embed[data-theme='dark']{--gc-embed-text:var(--gc-text,#eee);color-scheme:dark}",
    );
    expect(css).toContain(
      '.gc-embed-root{--gc-accent:var(--gc-embed-accent);--gc-text:var(--gc-embed-text);}',
    );
  });

  it.each([
    [
      'drops dialog rules and selectors the elements never render',
      '.gc-button:focus-visible, .gc-dialog-close:focus-visible { outline: 0 } .gc-dialog { top: 0 } @media (x) { .gc-dialog-overlay { a: b } .gc-status { c: d } }',
      '.gc-button:focus-visible{ outline: 0 }\n@media (x){.gc-status{ c: d }\n}\n',
    ],
    [
      'splits a selector list only at its top-level commas, and drops the pill and plain variants only',
      ".gc-button:hover:where(:not(:disabled, [data-variant='pill'])) { a: b } .gc-button:where([data-variant='pill']), .gc-x { c: d }",
      ".gc-button:hover:where(:not(:disabled, [data-variant='pill'])){ a: b }\n.gc-x{ c: d }\n",
    ],
    [
      'joins a shared rule left with one selector to the same selector’s rule right after it',
      '.gc-x, .gc-dialog { a: b } .gc-x { c: d; } .gc-y { e: f } .gc-x { g: h } @media (x) { .gc-x { i: j } }',
      '.gc-x{ a: b; c: d; }\n.gc-y{ e: f }\n.gc-x{ g: h }\n@media (x){.gc-x{ i: j }\n}\n',
    ],
  ])('%s', (_, css, kept) => {
    expect(dropRules(css)).toBe(kept);
  });

  it('writes stylesheets that minify (a broken selector would leave them as they are)', async () => {
    const css = await buildEmbedCss(process.cwd());
    expect(css.base).not.toMatch(/;\s|\{\s/);
  });

  it('builds the four stylesheets from the packages’ sources', async () => {
    const css = await buildEmbedCss(process.cwd());
    // `visibility` comes back from the page, so a hidden ancestor hides the widget.
    expect(css.base).toContain(':host{all:initial;visibility:inherit;display:block');
    expect(css.base).toContain('.gc-embed{all:initial;visibility:inherit');
    // The font family comes back from the page too (the partner's font unless --gc-font is set).
    expect(css.base).toMatch(/:host\{all:initial;[^}]*;font-family:inherit\}/);
    expect(css.base).toContain(
      '.gc-embed{all:initial;visibility:inherit;display:block;font-family:inherit}',
    );
    expect(css.base).toContain('--gc-embed-font:var(--gc-font,inherit)');
    expect(css.base).not.toMatch(/\d(\.\d+)?rem\b/);
    expect(css.base).not.toContain('gc-dialog');
    // The elements show no empty or error state art: its rules and tokens stay out.
    expect(css.base).not.toContain('state-art');
    expect(css.carousel).toContain('.gc-brand-carousel');
    // The catalogue rows share their root rule with the carousel, and the catalogue card its rate
    // rules; no element draws the others.
    expect(css.carousel).not.toMatch(/gc-(category-strip|brand-marquee|brand-card)/);
    expect(css.wheel).toContain('.gc-wheel');
    expect(css.scratch).toContain('.gc-scratch');
  });
});
