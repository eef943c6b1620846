// Builds every package in dependency order with the root tsup.config.ts
// (`node scripts/build.mjs core catalogue` builds only those).
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PACKAGES, ROOT } from './aliases.mjs';

/**
 * tsup writes the ESM declarations (`.d.ts`, bundled per public entry); the CommonJS ones are
 * the same declarations as `.d.cts` whose relative imports (`from`, `import()` and the bare
 * `import './x.js'`) name the `.cjs` twins, so a `require` consumer's types never resolve into the
 * ESM files (attw checks this; examples/vite-react18 type-checks under node16 CJS).
 */
export function writeCjsDeclarations(dist) {
  const walk = (folder) => {
    for (const item of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, item.name);
      if (item.isDirectory()) walk(file);
      else if (item.name.endsWith('.d.ts')) {
        const text = readFileSync(file, 'utf8').replace(
          /(from\s+|import\(|import\s+)(['"])(\.{1,2}\/[^'"]+)\.js\2/g,
          '$1$2$3.cjs$2',
        );
        writeFileSync(file.replace(/\.d\.ts$/, '.d.cts'), text);
      }
    }
  };
  walk(dist);
}

const only = process.argv.slice(2);
for (const name of PACKAGES) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  const dist = path.join(ROOT, 'packages', name, 'dist');
  rmSync(dist, { recursive: true, force: true });
  const result = spawnSync(
    process.execPath,
    ['node_modules/tsup/dist/cli-default.js', '--silent'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, GIFTCASH_PACKAGE: name },
    },
  );
  if (result.status !== 0) {
    console.error(`build: @giftcash/${name} failed`);
    process.exit(result.status ?? 1);
  }
  if (name === 'embed') {
    // The element scripts (ESM + CJS library, all-in-one and per-element IIFE): React swapped for
    // preact/compat, CSS inlined into the shadow roots. See packages/embed/scripts/build.mjs.
    const embed = spawnSync(process.execPath, ['packages/embed/scripts/build.mjs'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
    if (embed.status !== 0) {
      console.error('build: @giftcash/embed scripts failed');
      process.exit(embed.status ?? 1);
    }
  } else writeCjsDeclarations(dist);
  if (name === 'core') {
    // The opt-in typeface (`@giftcash/core/font.css`): the stylesheet, the woff2 it names
    // and the font's licence, side by side as in src/font.
    cpSync(path.join(ROOT, 'packages/core/src/font'), path.join(dist, 'font'), {
      recursive: true,
      filter: (file) => !/\.test\.tsx?$/.test(file),
    });
  }
  console.log(`build: @giftcash/${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
