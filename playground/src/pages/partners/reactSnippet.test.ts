// @vitest-environment node
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import ts from 'typescript';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { sourceAliases } from '../../../../scripts/aliases.mjs';
// @ts-expect-error plain ESM helper without types
import { checkSnippets } from '../../../../scripts/packaging/readmeSnippets.mjs';
import { DEFAULT_CONFIG, jsLiteral, reactSnippet } from './embedConfig';
import { snippetExamples } from './snippetExamples';

const ROOT = path.resolve(__dirname, '../../../..');

/** `@giftcash/*` → the packages' sources, as the site and the tests resolve them. */
const giftcashSources: Plugin = {
  name: 'giftcash-sources',
  setup(pluginBuild) {
    const aliases = sourceAliases() as { find: string | RegExp; replacement: string }[];
    pluginBuild.onResolve({ filter: /^@giftcash\// }, ({ path: specifier }) => {
      const alias = aliases.find(({ find }) =>
        typeof find === 'string' ? find === specifier : find.test(specifier),
      );
      return alias ? { path: alias.replacement } : undefined;
    });
  },
};

// The examples (snippetExamples.ts) are also type-checked and built inside the example apps against
// the published packages, by scripts/examples.mjs; here against the sources, in seconds.
describe('the React snippet of the partner configurator', () => {
  it('covers every widget, theme and kind of data source in its examples, read by the configurator’s parser', () => {
    const examples = snippetExamples();
    const configs = examples.map((example) => example.config);
    expect(new Set(configs.map((config) => config.widget))).toEqual(
      new Set(['carousel', 'wheel', 'scratch']),
    );
    expect(new Set(configs.map((config) => config.theme))).toEqual(
      new Set(['light', 'dark', 'auto']),
    );
    for (const widget of ['carousel', 'wheel', 'scratch']) {
      expect(configs.some((config) => config.widget === widget && config.dataSource === '')).toBe(
        true,
      );
      expect(configs.some((config) => config.widget === widget && config.dataSource !== '')).toBe(
        true,
      );
    }
    expect(
      configs.some(
        (config) =>
          config.widget === 'carousel' && config.partnerId && config.brandLink.includes('{id}'),
      ),
    ).toBe(true);
    expect(configs.some((config) => config.widget !== 'carousel' && config.appLink)).toBe(true);
    expect(configs.some((config) => Object.keys(config.colours).length)).toBe(true);
  });

  it('names in its install line exactly the @giftcash packages it imports', () => {
    for (const { name, code } of snippetExamples()) {
      const installed = (/^\/\/ npm install (.*)$/m.exec(code)?.[1] ?? '')
        .split(' ')
        .filter((spec) => spec.startsWith('@giftcash/'));
      const imported = [
        ...code.matchAll(/from '(@giftcash\/[a-z-]+)[^']*'|^import '(@giftcash\/[a-z-]+)/gm),
      ].map((match) => match[1] ?? match[2]);
      expect(new Set(installed), name).toEqual(new Set(imported));
    }
  });

  it('type-checks against the packages’ public API and bundles, for every example', async () => {
    const snippets = snippetExamples().map(({ name, code }, index) => ({
      file: `partners-react-${name}`,
      line: index,
      lang: 'tsx',
      code,
    }));
    const failures = checkSnippets(ts, ROOT, snippets) as Array<{ messages: string[] }>;
    expect(failures.flatMap((failure) => failure.messages)).toEqual([]);
    for (const snippet of snippets) {
      const result = await build({
        stdin: {
          contents: snippet.code,
          loader: 'tsx',
          resolveDir: ROOT,
          sourcefile: `${snippet.file}.tsx`,
        },
        bundle: true,
        write: false,
        outdir: path.join(ROOT, 'node_modules/.cache/partners-react'),
        format: 'esm',
        jsx: 'automatic',
        logLevel: 'silent',
        plugins: [giftcashSources],
        absWorkingDir: ROOT,
      });
      expect(result.errors).toEqual([]);
      expect(
        result.outputFiles.some(
          (file) => file.path.endsWith('.js') && file.text.includes('GiftcashWidget'),
        ),
      ).toBe(true);
    }
  }, 180_000);

  it('prints every text a partner sets as a literal that parses and reads back, whatever the text (newlines, quotes, backslashes, markup, lone surrogates)', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
      fc.constantFrom(
        'acme\n',
        "o'brien\r\n\\",
        '</script><script>alert(1)</script>',
        '${globalThis.x}`',
        '\u2028\u2029',
        '\ud800',
        '*/ } {',
      ),
    );
    fc.assert(
      fc.property(
        text,
        text,
        text,
        fc.constantFrom('carousel', 'wheel'),
        (partnerId, label, category, widget) => {
          const code = reactSnippet({
            ...DEFAULT_CONFIG,
            widget: widget as 'carousel' | 'wheel',
            partnerId,
            label,
            category,
          });
          const source = ts.createSourceFile(
            'snippet.tsx',
            code,
            ts.ScriptTarget.ES2022,
            true,
            ts.ScriptKind.TSX,
          );
          const syntax = (source as unknown as { parseDiagnostics: ts.Diagnostic[] })
            .parseDiagnostics;
          expect(syntax.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual(
            [],
          );
          // Each value the snippet uses is printed as one literal that means exactly it.
          const values = [
            partnerId.trim() && widget === 'carousel' ? partnerId.trim() : null,
            category.trim() && widget === 'carousel' ? category.trim().toLowerCase() : null,
          ].filter((value): value is string => value !== null);
          for (const value of values) expect(code).toContain(jsLiteral(value));
          const printedLabel = label.trim();
          if (printedLabel) expect(code).toContain(`label={${JSON.stringify(printedLabel)}}`);
        },
      ),
      { numRuns: 300 },
    );
    for (const value of ['o\'brien\n"co" \\ </script>${x}`\u2028', '\ud800', '\\\'"'])
      expect(new Function(`return ${jsLiteral(value)}`)()).toBe(value);
  });
});
