// Builds every package in dependency order with the root tsup.config.ts.
import { spawnSync } from 'node:child_process';
import { PACKAGES, ROOT } from './aliases.mjs';

const only = process.argv.slice(2);
for (const name of PACKAGES) {
  if (only.length && !only.includes(name)) continue;
  const started = Date.now();
  const result = spawnSync(process.execPath, ['node_modules/tsup/dist/cli-default.js', '--silent'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, GIFTCASH_PACKAGE: name },
  });
  if (result.status !== 0) {
    console.error(`build: @giftcash/${name} failed`);
    process.exit(result.status ?? 1);
  }
  if (name === 'embed') {
    // The element scripts (ESM + CJS library, all-in-one and per-element IIFE): React swapped for
    // preact/compat, CSS inlined into the shadow roots. See packages/embed/scripts/build.mjs.
    const embed = spawnSync(process.execPath, ['packages/embed/scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
    if (embed.status !== 0) {
      console.error('build: @giftcash/embed scripts failed');
      process.exit(embed.status ?? 1);
    }
  }
  console.log(`build: @giftcash/${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
