// Workspaces resolve each other's *source* in development, tests and stories, so nothing
// has to be built first. Published builds resolve through each package's `exports` instead.
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The packages in build order (each after what it depends on). */
export const PACKAGES = [
  'core',
  'sample',
  'catalogue',
  'games-demo',
  'account',
  'brand-detail',
  'embed',
];

/** Extra entry points per package, besides `index` and `styles.css`. */
export const EXTRA_ENTRIES = { core: ['react', 'games'] };

/**
 * Private entry points: resolved in tests and stories only, never built or published
 * (`@giftcash/core/testing`, the shared test helpers, and `@giftcash/sample/testing`, the sample's
 * internals other packages' tests use; see CONTRIBUTING.md).
 */
export const PRIVATE_ENTRIES = { core: ['testing'], sample: ['testing'] };

// Vite/Vitest resolve.alias entries mapping each @giftcash package to its src folder.
export function sourceAliases() {
  const aliases = [];
  for (const name of PACKAGES) {
    const src = path.join(ROOT, 'packages', name, 'src');
    aliases.push({
      find: `@giftcash/${name}/styles.css`,
      replacement: path.join(src, 'styles.css'),
    });
    if (name === 'core')
      aliases.push({
        find: '@giftcash/core/font.css',
        replacement: path.join(src, 'font', 'font.css'),
      });
    for (const extra of [...(EXTRA_ENTRIES[name] ?? []), ...(PRIVATE_ENTRIES[name] ?? [])]) {
      aliases.push({
        find: new RegExp(`^@giftcash/${name}/${extra}$`),
        replacement: path.join(src, extra, 'index.ts'),
      });
    }
    aliases.push({
      find: new RegExp(`^@giftcash/${name}$`),
      replacement: path.join(src, 'index.ts'),
    });
  }
  return aliases;
}
