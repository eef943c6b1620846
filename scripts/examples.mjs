// `npm test` step "example apps" (#17.8): the packages as a partner gets them. Packs each React
// package with `npm pack` (the exact tarball npm would publish), installs the tarballs into the
// apps under examples/ (each has its own lockfile for everything else and is not a workspace, so
// no workspace link can hide a packaging mistake), and runs each app's own check.
// `node scripts/examples.mjs next-app` checks one app. Expects built packages (scripts/build.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './aliases.mjs';

export const PACKED = ['core', 'catalogue', 'brand-detail', 'games-demo', 'account'];
export const EXAMPLES = ['vite-react18', 'next-app'];
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const PACKS = path.join(ROOT, 'examples/.packs');

function run(label, command, args, cwd) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', npm_config_update_notifier: 'false' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`  ${label} (${seconds} s)`);
}

const only = process.argv.slice(2);
const examples = EXAMPLES.filter((name) => !only.length || only.includes(name));

rmSync(PACKS, { recursive: true, force: true });
mkdirSync(PACKS, { recursive: true });
for (const name of PACKED) {
  if (!existsSync(path.join(ROOT, 'packages', name, 'dist/index.js'))) {
    console.error(`✖ packages/${name} is not built: run node scripts/build.mjs first`);
    process.exit(1);
  }
  run(`npm pack @giftcash/${name}`, NPM, ['pack', '--silent', '--pack-destination', PACKS], path.join(ROOT, 'packages', name));
}
const tarballs = PACKED.map((name) => path.join(PACKS, `giftcash-${name}-0.1.0.tgz`)).filter((file) => existsSync(file));
if (tarballs.length !== PACKED.length) {
  console.error(`✖ expected ${PACKED.length} tarballs in ${PACKS}`);
  process.exit(1);
}

for (const example of examples) {
  const dir = path.join(ROOT, 'examples', example);
  console.log(`\n${example}`);
  // Everything but our packages comes from the app's own lockfile (installed when missing).
  if (!existsSync(path.join(dir, 'node_modules/.package-lock.json'))) {
    run('npm ci (the app’s own lockfile)', NPM, ['ci', '--no-audit', '--no-fund'], dir);
  }
  // Our packages: the tarballs, installed as `npm install <tarball>` does for a partner (their
  // own dependencies from the registry), without writing them into the app's manifest or lockfile.
  rmSync(path.join(dir, 'node_modules/@giftcash'), { recursive: true, force: true });
  run('npm install the packed tarballs', NPM, ['install', '--no-save', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs], dir);
  run('check', process.execPath, ['check.mjs'], dir);
}
