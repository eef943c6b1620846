// Checks every built package the way a consumer's tools will see it: publint --strict on the
// package folder, and attw (Are The Types Wrong) on the packed tarball.
import { spawnSync } from 'node:child_process';
import { PACKAGES, ROOT } from './aliases.mjs';

let failures = 0;
for (const name of PACKAGES) {
  const dir = `packages/${name}`;
  const checks = [
    ['publint', ['node_modules/publint/src/cli.js', '--strict', dir]],
    [
      'attw',
      ['node_modules/@arethetypeswrong/cli/dist/index.js', '--pack', dir, '--format', 'table-flipped', '--profile', 'node16', '--exclude-entrypoints', 'styles.css', 'iife'],
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
}
process.exit(failures ? 1 : 0);
