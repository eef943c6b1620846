// Checks every built package the way a consumer's tools will see it: publint --strict on the
// package folder, attw (Are The Types Wrong) on the packed tarball, the tarball's contents
// (README and LICENSE, nothing unreachable, source maps, 'use client' placement; see
// scripts/packaging/tarball.mjs), and the manifest's metadata for a public registry (homepage,
// bugs, keywords, license, engines, sideEffects; scripts/packaging/metadata.mjs).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PACKAGES, ROOT } from './aliases.mjs';
import { checkPackageMetadata } from './packaging/metadata.mjs';
import { checkTarball } from './packaging/tarball.mjs';

/** Packages built module by module (tsup.config.ts): their dist mirrors src. */
const PRESERVE_MODULES = new Set([
  'core',
  'sample',
  'catalogue',
  'brand-detail',
  'games-demo',
  'account',
]);

let failures = 0;
for (const name of PACKAGES) {
  const dir = `packages/${name}`;
  const checks = [
    ['publint', ['node_modules/publint/src/cli.js', '--strict', dir]],
    [
      'attw',
      [
        'node_modules/@arethetypeswrong/cli/dist/index.js',
        '--pack',
        dir,
        '--format',
        'table-flipped',
        '--exclude-entrypoints',
        'styles.css',
        'font.css',
        'native-messages.schema.json',
        'iife',
        'module',
        'carousel.iife',
        'wheel.iife',
        'sri.json',
      ],
    ],
  ];
  for (const [tool, args] of checks) {
    const result = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
    const output = `${result.stdout}${result.stderr}`.trim();
    if (result.status !== 0) {
      failures += 1;
      console.error(`✖ ${tool} @giftcash/${name}\n${output}`);
    } else {
      console.log(`✔ ${tool} @giftcash/${name}`);
    }
  }
  const problems = checkTarball(path.join(ROOT, dir), {
    preserveModules: PRESERVE_MODULES.has(name),
  });
  if (problems.length) {
    failures += 1;
    console.error(`✖ tarball @giftcash/${name}\n  ${problems.join('\n  ')}`);
  } else
    console.log(
      `✔ tarball @giftcash/${name} (README, LICENSE, every file reachable, source maps, 'use client' placement)`,
    );
  const metadata = checkPackageMetadata(ROOT, name);
  if (metadata.length) {
    failures += 1;
    console.error(`✖ metadata @giftcash/${name}\n  ${metadata.join('\n  ')}`);
  } else
    console.log(
      `✔ metadata @giftcash/${name} (repository, homepage, bugs, keywords, license, engines, sideEffects)`,
    );
}
process.exit(failures ? 1 : 0);
