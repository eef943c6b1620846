// `npm test`: sets up what tests need when it is missing (npm dependencies, Debian's Chromium, nginx,
// Firefox ESR, WebKitGTK's WebDriver and Xvfb),
// then runs typecheck, lint, unit tests, server rendering and hydration under React 18 and 19, package build,
// package checks, API reports, size budgets, the example apps (installed from a local npm registry),
// the production site and story builds, a smoke run of the flows that matter in Firefox and WebKit,
// and the real-browser end-to-end suite. Stops at the first failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { ROOT } from './aliases.mjs';
import { ensureEngines } from './engines/install.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const node = process.execPath;
const bin = (name) => `node_modules/${name}`;

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds} s`);
    return false;
  }
  console.log(`✔ ${label} (${seconds} s)`);
  return true;
}

/**
 * Runs a step with its output collected rather than streamed, so that two steps can run at once
 * and each still prints as one block (when it ends). Resolves to whether it passed.
 */
function runCollected(label, command, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`\n▶ ${label}\n${Buffer.concat(chunks).toString()}`);
      if (code === 0) console.log(`✔ ${label} (${seconds} s)`);
      else console.error(`✖ ${label} failed after ${seconds} s`);
      resolve(code === 0);
    });
  });
}

/**
 * Runs lanes of steps side by side (each lane in order, stopping at its first failure), for steps
 * that share nothing and mostly wait on one core or on a server: on this 2-core machine the pair
 * takes about as long as the longer lane. Returns [passed, failed] counts.
 */
async function runLanes(lanes) {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      let passed = 0;
      for (const [label, command, args] of lane) {
        if (!(await runCollected(label, command, args))) return [passed, 1];
        passed += 1;
      }
      return [passed, 0];
    }),
  );
  return results.reduce(([p, f], [lp, lf]) => [p + lp, f + lf], [0, 0]);
}

function ensureDependencies() {
  if (
    existsSync(`${ROOT}/node_modules/.package-lock.json`) &&
    existsSync(`${ROOT}/node_modules/vitest`)
  )
    return true;
  return run('install npm dependencies', 'npm', [
    existsSync(`${ROOT}/package-lock.json`) ? 'ci' : 'install',
    '--no-audit',
    '--no-fund',
  ]);
}

/**
 * Liberation Sans: the metric-compatible Arial that core's `Figtree Fallback` face is sized from
 * (font.css). Without it the fallback text is wider than Figtree and the font swap moves the page,
 * which the font test measures; Chromium only recommends the package, so it is named here.
 */
const LIBERATION = '/usr/share/fonts/truetype/liberation';

function ensureChromium() {
  const missing = [
    existsSync(CHROMIUM) ? null : 'chromium',
    existsSync(LIBERATION) ? null : 'fonts-liberation',
  ].filter(Boolean);
  if (!missing.length) return true;
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing: ${missing.join(', ')}. Install with: sudo apt-get install -y ${missing.join(' ')}`,
    );
    return false;
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  return (
    run('apt-get update', 'apt-get', ['update', '-qq'], env) &&
    run(
      `install ${missing.join(' and ')} from Debian`,
      'apt-get',
      ['install', '-y', '-qq', '--no-install-recommends', ...missing],
      env,
    )
  );
}

/** Debian's nginx, which the end-to-end `nginx` project serves the site with (scripts/nginx.mjs). */
function ensureNginx() {
  if (existsSync(NGINX)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`nginx is missing at ${NGINX}. Install it with: sudo apt-get install -y nginx`);
    return false;
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  // The tests start their own nginx in the foreground on 127.0.0.1 (scripts/nginx.mjs): the
  // package's own service, which would listen on every address at port 80, is kept from starting
  // by a policy-rc.d that refuses service starts for the length of the install.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    return (
      run('apt-get update', 'apt-get', ['update', '-qq'], env) &&
      run(
        'install nginx from Debian',
        'apt-get',
        ['install', '-y', '-qq', '--no-install-recommends', 'nginx'],
        env,
      )
    );
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
}

// First, before anything is built: the README's commands for a newcomer (npm start, npm run dev,
// npm run api, npm run stories), each in a fresh copy of the tree with no dist/ and no caches. It
// works in its own copy and mostly waits on servers, so the static checks run beside it.
const firstLanes = [
  [
    [
      'README commands from a fresh clone (npm start, dev, api, stories)',
      node,
      ['scripts/newcomer.mjs'],
    ],
  ],
  [
    ['typecheck', node, [bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit']],
    ['lint', node, [bin('eslint/bin/eslint.js'), '--max-warnings', '0', '.']],
    // One format for the whole tree (.prettierrc.json); `npm run format` writes it.
    ['format (prettier --check)', node, [bin('prettier/bin/prettier.cjs'), '--check', '.']],
  ],
];

const steps = [
  ['unit and component tests', node, [bin('vitest/vitest.mjs'), 'run']],
  // Every exported component server-rendered in Node and hydrated in jsdom under React 18.3 and 19
  // development builds, failing on any console.error, console.warn or hydration mismatch. React 18
  // is installed into scripts/react18 from its own lockfile when missing (never the root).
  [
    'React 18 and 19: server render and hydrate without warnings',
    node,
    [bin('vitest/vitest.mjs'), 'run', '--config', 'scripts/hydration/vitest.config.ts'],
  ],
  ['build packages', node, ['scripts/build.mjs']],
  ['package checks (publint --strict, attw)', node, ['scripts/check-packages.mjs']],
  ['API reports (API Extractor, against packages/*/api)', node, ['scripts/api-report.mjs']],
  ['size budgets', node, ['bench/size.mjs', '--budgets']],
  // Next.js App Router and Vite + React 18 apps, and a plain Node script with no React (core's
  // React-free main entry), installed from a local npm registry.
  [
    'example apps (Next.js, Vite + React 18, Node without React, from a local npm registry)',
    node,
    ['scripts/examples.mjs'],
  ],
  [
    'build reference website',
    node,
    [
      bin('vite/bin/vite.js'),
      'build',
      '--config',
      'playground/vite.config.ts',
      '--logLevel',
      'warn',
    ],
  ],
  ['build stories (ladle)', node, [bin('@ladle/react/lib/cli/cli.js'), 'build']],
  // The flows that matter in Firefox ESR (WebDriver BiDi) and WebKitGTK (WebKitWebDriver under
  // xvfb-run), Debian's packages, failing on any page error, console error, failed load or CSP
  // violation (scripts/engines/run.mjs; `node scripts/engines/run.mjs firefox webkit chromium` adds Chromium).
  ['engines: Firefox and WebKit smoke run', node, ['scripts/engines/run.mjs']],
  ['end-to-end tests in Chromium', node, [bin('@playwright/test/cli.js'), 'test']],
];

const only = process.argv.slice(2);
const picked = ([label]) => !only.length || only.some((word) => label.includes(word));
if (!ensureDependencies() || !ensureChromium() || !ensureNginx() || !ensureEngines())
  process.exit(1);
// The first lanes side by side (one alone runs as usual), then the steps in order; stop at the
// first failure.
const lanes = firstLanes.map((lane) => lane.filter(picked)).filter((lane) => lane.length);
let [passed, failed] = lanes.length > 1 ? await runLanes(lanes) : [0, 0];
for (const [label, command, args] of [...(lanes.length > 1 ? [] : lanes.flat()), ...steps]) {
  if (failed) break;
  if (!picked([label])) continue;
  if (run(label, command, args)) passed += 1;
  else failed += 1;
}
console.log(`\nnpm test steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
