// `npm test` step "example apps": the packages as a partner gets them. Starts a local npm
// registry (Verdaccio, scripts/registry/: 127.0.0.1, storage in a temporary folder, stopped at the
// end even on failure), publishes every package to it with `npm publish` (the exact tarball npm
// would publish, its `files` list included), installs `@giftcash/*` from it into the apps under
// examples/ with a plain `npm install` (the partner's path: version ranges, peer dependencies
// resolved against the app's own React), and runs each app's own check. Each app has its own
// lockfile for everything else and is not a workspace, so no workspace link can hide a packaging
// mistake; only the @giftcash scope is pointed at the local registry. Before their check, the React
// apps get the partner configurator's printed React snippets (scripts/partnerSnippets.mjs), which
// their type-check and build compile with the rest.
// Then every README's quick start runs as written, with only the README's install lines, in apps
// made as today's scaffolders make them (scripts/quickstarts.mjs).
// `node scripts/examples.mjs next-app` checks one app; `node scripts/examples.mjs quickstarts
// [catalogue …]` only the quick starts (of the READMEs whose path has one of the words). Expects
// built packages (scripts/build.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PACKAGES, ROOT } from './aliases.mjs';
import { loadSnippetExamples, SNIPPET_TARGETS, writeSnippets } from './partnerSnippets.mjs';
import { runQuickStarts } from './quickstarts.mjs';
import { startRegistry } from './registry/index.mjs';

/** The packages the apps install (embed is published too, but is a script for partner pages). */
export const INSTALLED = ['core', 'sample', 'catalogue', 'brand-detail', 'games-demo', 'account'];
/**
 * The apps and what each installs. node-core is a plain Node script in a folder with no React and
 * no dependencies of its own: it installs core alone, into an emptied node_modules, and fails if
 * React came with it or can be resolved from it (core's main entry is React-free, its React peers
optional).
 */
export const EXAMPLE_INSTALLS = {
  'vite-react18': { packages: INSTALLED },
  'next-app': { packages: INSTALLED },
  // Copied to a temporary folder first: inside the repository, Node would find the root's React.
  'node-core': { packages: ['core'], isolated: true },
};
export const EXAMPLES = Object.keys(EXAMPLE_INSTALLS);
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', npm_config_update_notifier: 'false' };

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

function run(label, command, args, cwd) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: ENV,
  });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds(started)} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`  ${label} (${seconds(started)} s)`);
}

/** Runs commands side by side (publishing is mostly waiting on npm's start-up and the network). */
async function runAll(label, jobs) {
  const started = Date.now();
  const results = await Promise.all(
    jobs.map(
      ({ args, cwd }) =>
        new Promise((resolve) => {
          const child = spawn(NPM, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: ENV });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}` }));
          child.on('close', (code) => resolve({ code, output }));
        }),
    ),
  );
  const failed = results.filter((result) => result.code !== 0);
  for (const { output } of results)
    if (output.trim()) console.log(output.trim().replace(/^/gm, '    '));
  if (failed.length) {
    console.error(`✖ ${label} failed after ${seconds(started)} s`);
    process.exit(1);
  }
  console.log(`  ${label} (${seconds(started)} s)`);
}

const only = process.argv.slice(2);
const quickStartsOnly = only.includes('quickstarts');
const examples = quickStartsOnly
  ? []
  : EXAMPLES.filter((name) => !only.length || only.includes(name));
const runQuickStartsToo = !only.length || quickStartsOnly;

for (const name of PACKAGES) {
  if (!existsSync(path.join(ROOT, 'packages', name, 'dist/index.js'))) {
    console.error(`✖ packages/${name} is not built: run node scripts/build.mjs first`);
    process.exit(1);
  }
}
const version = (name) =>
  JSON.parse(readFileSync(path.join(ROOT, 'packages', name, 'package.json'), 'utf8')).version;

// The partner configurator's printed React snippets (scripts/partnerSnippets.mjs): written into
// the React apps before their check, so their type-check and build compile every one against the
// published packages and a snippet that stops compiling fails this step.
const snippets = examples.some((name) => SNIPPET_TARGETS[name]) ? await loadSnippetExamples() : [];

const started = Date.now();
const registry = await startRegistry({ port: Number(process.env.GIFTCASH_REGISTRY_PORT) || 0 });
console.log(`  local registry at ${registry.url} (${seconds(started)} s)`);
const scope = `--@giftcash:registry=${registry.url}`;

await runAll(
  `npm publish ${PACKAGES.map((name) => `@giftcash/${name}@${version(name)}`).join(', ')}`,
  PACKAGES.map((name) => ({
    // The registry's own user config (a dummy token): nobody's ~/.npmrc is read or written.
    args: [
      'publish',
      '--silent',
      '--registry',
      registry.url,
      scope,
      '--userconfig',
      registry.userconfig,
    ],
    cwd: path.join(ROOT, 'packages', name),
  })),
);

// What a partner's package.json names: a caret range on the version being released.
for (const example of examples) {
  const { packages, isolated } = EXAMPLE_INSTALLS[example];
  const specs = packages.map((name) => `@giftcash/${name}@^${version(name)}`);
  let dir = path.join(ROOT, 'examples', example);
  console.log(`\n${example}`);
  if (isolated) {
    const copy = mkdtempSync(path.join(tmpdir(), `giftcash-${example}-`));
    cpSync(dir, copy, {
      recursive: true,
      filter: (file) => path.basename(file) !== 'node_modules',
    });
    process.on('exit', () => rmSync(copy, { recursive: true, force: true }));
    dir = copy;
    console.log(`  copied to ${dir}`);
  }
  // Everything but our packages comes from the app's own lockfile (installed when missing; an
  // isolated example has nothing of its own).
  if (!isolated && !existsSync(path.join(dir, 'node_modules/.package-lock.json'))) {
    run('npm ci (the app’s own lockfile)', NPM, ['ci', '--no-audit', '--no-fund'], dir);
  }
  // Our packages: `npm install @giftcash/…@^x.y.z` from the registry, the partner's command, with
  // their own dependencies from the normal registry and their peers checked against the app's
  // React (a conflict fails the install), without writing the local registry's addresses into the
  // app's manifest or lockfile. Not --prefer-offline: a cached packument from an earlier local
  // registry could name a tarball of an older build.
  rmSync(path.join(dir, 'node_modules/@giftcash'), { recursive: true, force: true });
  run(
    `npm install ${specs.join(' ')}`,
    NPM,
    ['install', '--no-save', '--no-audit', '--no-fund', scope, ...specs],
    dir,
  );
  if (SNIPPET_TARGETS[example]) {
    const written = writeSnippets(example, dir, snippets);
    console.log(
      `  ${snippets.length} partner configurator React snippets in ${path.relative(dir, written)}/`,
    );
  }
  run('check', process.execPath, ['check.mjs'], dir);
}

if (runQuickStartsToo) {
  const started = Date.now();
  console.log('\nREADME quick starts');
  const failures = await runQuickStarts({
    registry: registry.url,
    versions: Object.fromEntries(PACKAGES.map((name) => [name, version(name)])),
    only: only.filter((word) => word !== 'quickstarts'),
  });
  if (failures.length) {
    console.error(
      `✖ README quick starts failed after ${seconds(started)} s: ${failures.map((failure) => failure.readme).join(', ')}`,
    );
    process.exit(1);
  }
  console.log(`  README quick starts (${seconds(started)} s)`);
}
registry.stop();
