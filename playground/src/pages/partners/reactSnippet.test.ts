// @vitest-environment node
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM helper without types
import { sourceAliases } from '../../../../scripts/aliases.mjs';
// @ts-expect-error plain ESM helper without types
import { checkSnippets } from '../../../../scripts/packaging/readmeSnippets.mjs';
import { DEFAULT_CONFIG, reactSnippet, type EmbedConfig } from './embedConfig';

const ROOT = path.resolve(__dirname, '../../../..');

/** The configurations whose React snippet must compile: every widget, every theme, with and without an API. */
const CONFIGS: EmbedConfig[] = [
  DEFAULT_CONFIG,
  {
    ...DEFAULT_CONFIG,
    theme: 'auto',
    dataSource: 'https://api.example.com/giftcash/',
    partnerId: "o'brien & co",
    category: 'tech',
    label: 'Tech "deals"',
    autoplay: false,
    brandLink: 'https://partner.example.com/brand/{id}?from=home',
    colours: { '--gc-accent': '#0a7c59', '--gc-on-accent': '#ffffff' },
  },
  { ...DEFAULT_CONFIG, widget: 'wheel', theme: 'dark', label: 'Spin', appLink: 'https://apps.example.com/get', colours: { '--gc-wheel-cash': '#123456' } },
  { ...DEFAULT_CONFIG, widget: 'scratch', dataSource: 'http://127.0.0.1:4010/api', colours: { '--gc-scratch-card-text': '#000000' } },
];

/** `@giftcash/*` → the packages' sources, as the site and the tests resolve them. */
const giftcashSources: Plugin = {
  name: 'giftcash-sources',
  setup(pluginBuild) {
    const aliases = sourceAliases() as { find: string | RegExp; replacement: string }[];
    pluginBuild.onResolve({ filter: /^@giftcash\// }, ({ path: specifier }) => {
      const alias = aliases.find(({ find }) => (typeof find === 'string' ? find === specifier : find.test(specifier)));
      return alias ? { path: alias.replacement } : undefined;
    });
  },
};

describe('the React snippet of the partner configurator', () => {
  it('type-checks against the packages’ public API and bundles, for every widget', async () => {
    const snippets = CONFIGS.map((config, index) => ({ file: `partners-react-${config.widget}`, line: index, lang: 'tsx', code: reactSnippet(config) }));
    const failures = checkSnippets(ts, ROOT, snippets) as Array<{ messages: string[] }>;
    expect(failures.flatMap((failure) => failure.messages)).toEqual([]);
    for (const snippet of snippets) {
      const result = await build({
        stdin: { contents: snippet.code, loader: 'tsx', resolveDir: ROOT, sourcefile: `${snippet.file}.tsx` },
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
      expect(result.outputFiles.some((file) => file.path.endsWith('.js') && file.text.includes('GiftcashWidget'))).toBe(true);
    }
  }, 180_000);
});
