// Gets a clean clone ready for the bench without manual steps: the project's dependencies
// (as `npm test` does), Debian's Chromium, the peers (npm ci --prefix bench/peers from its
// own lockfile, never touching the project's install), our packages and the site build.
// Only Node built-ins here: this runs before anything from node_modules can be imported.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { PEERS, ROOT, SITE_DIR } from './paths.mjs';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args, { timeoutMs = 300000, quiet = true, env = {} } = {}) {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: timeoutMs,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
  const lastLines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(
      (line) => line && !/Unknown user config|EBADENGINE|install-scripts|^npm warn\s*$/i.test(line),
    )
    .slice(-3)
    .join(' | ');
  return { ok: result.status === 0, status: result.status, error: result.error, output, lastLines };
}

/** The project's own dependencies, as `npm test` installs them on a clean clone. */
export function ensureProjectDependencies(log) {
  if (
    existsSync(path.join(ROOT, 'node_modules/.package-lock.json')) &&
    existsSync(path.join(ROOT, 'node_modules/esbuild'))
  )
    return true;
  log('installing the project dependencies (npm ci, as npm test does on a clean clone)');
  const result = run(NPM, ['ci', '--no-audit', '--no-fund'], { quiet: false, timeoutMs: 480000 });
  return result.ok;
}

export function ensureChromium(log) {
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(chromium)) return true;
  if (process.getuid?.() !== 0) {
    log(`Chromium is missing at ${chromium}. Install it with: sudo apt-get install -y chromium`);
    return false;
  }
  log('installing Chromium from Debian');
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  return (
    run('apt-get', ['update', '-qq'], { env, quiet: false }).ok &&
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      env,
      quiet: false,
    }).ok
  );
}

/**
 * Installs the peers into bench/peers/node_modules when missing (npm ci from the committed
 * lockfile). Returns { name: reason } for each peer that is not available.
 */
export function ensurePeers(log) {
  const manifest = JSON.parse(readFileSync(path.join(PEERS, 'package.json'), 'utf8'));
  const names = Object.keys(manifest.dependencies);
  const installed = (name) => existsSync(path.join(PEERS, 'node_modules', name, 'package.json'));
  const missing = () => names.filter((name) => !installed(name));
  if (!missing().length) return {};
  log('installing the peers (npm ci --prefix bench/peers)');
  const ci = run(NPM, ['ci', '--prefix', PEERS, '--no-audit', '--no-fund'], { timeoutMs: 300000 });
  if (ci.ok && !missing().length) return {};
  const availability = {};
  // npm ci is all or nothing: try each missing peer on its own, so one that the registry
  // lacks (or that fails to install) is reported instead of losing every other row.
  for (const name of missing()) {
    const wanted = `${name}@${manifest.dependencies[name]}`;
    const one = run(
      NPM,
      ['install', '--prefix', PEERS, '--no-save', '--no-audit', '--no-fund', wanted],
      { timeoutMs: 180000 },
    );
    if (!one.ok || !installed(name)) {
      const e404 = /E404|404 Not Found/i.test(one.output);
      availability[name] = e404
        ? `${wanted} is not in the npm registry`
        : `${wanted} failed to install (${one.lastLines || ci.lastLines || 'npm error'})`;
      log(`peer not available: ${availability[name]}`);
    }
  }
  return availability;
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(file) : statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * A package's build is current when its dist/index.js (and, for embed, the IIFE) is newer
 * than every source file of every package and the build configuration (conservative: a
 * package may bundle another's source).
 */
function upToDate(name, packages) {
  const outputs = [path.join(ROOT, 'packages', name, 'dist/index.js')];
  if (name === 'embed') outputs.push(path.join(ROOT, 'packages/embed/dist/giftcash-embed.iife.js'));
  if (!outputs.every((file) => existsSync(file))) return false;
  const built = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const inputs = [
    ...packages.flatMap((other) => [
      path.join(ROOT, 'packages', other, 'src'),
      path.join(ROOT, 'packages', other, 'build'),
    ]),
  ].map(newestMtime);
  const files = [
    'tsup.config.ts',
    'tsconfig.build.json',
    'scripts/build.mjs',
    `packages/${name}/package.json`,
  ]
    .map((file) => path.join(ROOT, file))
    .filter((file) => existsSync(file))
    .map((file) => statSync(file).mtimeMs);
  return Math.max(...inputs, ...files) <= built;
}

/**
 * Builds each package on its own (so one package mid-edit does not hide the others' rows),
 * skipping a package whose build is newer than every source file.
 */
export async function buildPackages(log) {
  const { PACKAGES } = await import('../../scripts/aliases.mjs');
  const failures = {};
  for (const name of PACKAGES) {
    if (upToDate(name, PACKAGES)) {
      log(`@giftcash/${name} is up to date (dist newer than every source file)`);
      continue;
    }
    const started = Date.now();
    const result = run(process.execPath, ['scripts/build.mjs', name], { timeoutMs: 240000 });
    if (result.ok) log(`built @giftcash/${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    else {
      failures[name] = result.lastLines || `exit code ${result.status}`;
      log(`build of @giftcash/${name} failed: ${failures[name]}`);
    }
  }
  return failures;
}

/** The production site (vite build) into bench/.work/site; returns null or the reason it failed. */
export function buildSite(log) {
  rmSync(SITE_DIR, { recursive: true, force: true });
  const started = Date.now();
  const result = run(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'playground/vite.config.ts',
      '--outDir',
      SITE_DIR,
      '--emptyOutDir',
      '--logLevel',
      'error',
    ],
    { timeoutMs: 240000 },
  );
  if (!result.ok || !existsSync(path.join(SITE_DIR, 'index.html'))) {
    const reason = `site build failed: ${result.lastLines || `exit code ${result.status}`}`;
    log(reason);
    return reason;
  }
  log(`built the site (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return null;
}
