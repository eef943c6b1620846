// `npm test` step "engines": the flows that matter (./flows.mjs) in Firefox ESR and WebKitGTK (and
// Chromium when named), each Debian's package (installed when missing, as root, like nginx; never
// a browser download), against the built site as production serves it (its Content-Security-Policy
// included) and the embed's partner page. A flow fails on any page error, unhandled rejection,
// console error, failed element load (a script, stylesheet or modulepreload link firing `error`)
// or CSP violation, seen from inside the page by a same-origin script the test server adds
// (./monitor.js; WebKitWebDriver has no BiDi) and, in Chromium and Firefox, by the driver too.
// One browser per engine for the flows, and one more per engine whose system asks for dark mode
// and reduced motion (how a person sets them: Firefox preferences, GTK settings; Chromium
// emulates them). Screenshots of each flow's last screen go to screenshots/engines/ (as the
// route sweeps: GIFTCASH_SCREENSHOTS=0 skips them, and under CI they are taken only with =1).
// Usage: node scripts/engines/run.mjs [firefox] [webkit] [chromium] [--flow <id>]… (no engine
// named: Firefox and WebKit, what `npm test` runs).
// Expects the built packages and site (scripts/build.mjs, vite build); WebKit runs under xvfb-run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureEngines } from './install.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const SITE_DIR = path.resolve(ROOT, process.env.GIFTCASH_SITE_DIR || 'playground/dist');
const ALL = ['firefox', 'webkit', 'chromium'];
/**
 * What `npm test` runs: the engines nothing else tests. Chromium runs every one of these flows,
 * deeper, in the end-to-end suite (e2e/README.md); name it to run it here too.
 */
const DEFAULT = ['firefox', 'webkit'];

const args = process.argv.slice(2);
const flowFilter = args.flatMap((arg, index) => (args[index - 1] === '--flow' ? [arg] : []));
const named = ALL.filter((engine) => args.includes(engine));
const engines = named.length ? named : DEFAULT;
const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

/** puppeteer-core and selenium-webdriver, from this folder's own lockfile (not the root's). */
function ensureDrivers() {
  const need = ['puppeteer-core', 'selenium-webdriver'];
  if (need.every((name) => existsSync(path.join(HERE, 'node_modules', name, 'package.json'))))
    return;
  const started = Date.now();
  const result = spawnSync('npm', ['ci', '--prefix', HERE, '--no-audit', '--no-fund'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    console.error('✖ npm ci --prefix scripts/engines failed');
    process.exit(1);
  }
  console.log(`  drivers installed from scripts/engines/package-lock.json (${seconds(started)} s)`);
}

/**
 * No chunk of the build lists the entry among its dynamic imports' preloads: the entry has always
 * run by then, and Firefox fires `error` at a modulepreload of a module a parser-inserted script
 * loaded (the shell page's entry). The flows catch the event in Firefox; this names the cause.
 */
function entryPreloads(siteDir = SITE_DIR) {
  const shell = readFileSync(path.join(siteDir, 'shell.html'), 'utf8');
  const entry = /<script type="module"[^>]*\bsrc="\/([^"]+)"/.exec(shell)?.[1];
  if (!entry) throw new Error('shell.html loads no module entry');
  const assets = path.join(siteDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => readFileSync(path.join(assets, file), 'utf8').includes(`"${entry}"`));
}

if (!existsSync(path.join(SITE_DIR, 'shell.html'))) {
  console.error(
    `✖ no built site in ${path.relative(ROOT, SITE_DIR)}: run npm run build:site first`,
  );
  process.exit(1);
}
if (!existsSync(path.join(ROOT, 'packages/embed/dist/giftcash-embed.iife.js'))) {
  console.error('✖ the embed is not built: run node scripts/build.mjs first');
  process.exit(1);
}

// WebKitGTK needs a display: the run goes on under xvfb-run (a private X server, stopped after).
if (!ensureEngines(engines)) process.exit(1);
if (engines.includes('webkit') && !process.env.DISPLAY) {
  const result = spawnSync(
    'xvfb-run',
    [
      '-a',
      '-s',
      '-screen 0 1280x1024x24',
      process.execPath,
      fileURLToPath(import.meta.url),
      ...args,
    ],
    { stdio: 'inherit' },
  );
  process.exit(result.status ?? 1);
}

ensureDrivers();
const preloads = entryPreloads();
if (preloads.length) {
  console.error(
    `✖ these chunks preload the entry chunk (Firefox fires error at such links): ${preloads.join(', ')}`,
  );
  process.exit(1);
}

const { startEnginesServer } = await import('./server.mjs');
const { openSession } = await import('./drivers.mjs');
const { FLOWS, PREFERENCE_FLOWS } = await import('./flows.mjs');

const shots =
  process.env.GIFTCASH_SCREENSHOTS === '1' ||
  (process.env.GIFTCASH_SCREENSHOTS !== '0' && !process.env.CI)
    ? path.resolve(
        process.env.GIFTCASH_SCREENSHOTS_DIR || path.join(ROOT, 'screenshots'),
        'engines',
      )
    : null;
if (shots) mkdirSync(shots, { recursive: true });

const server = await startEnginesServer({ dir: SITE_DIR });
const results = []; // { engine, flow, title, ok, seconds, error }
const timings = {};
const LAPTOP = { width: 1280, height: 800 };

/**
 * Proves the watch works in this engine before any flow counts on it: a page of the site, as
 * served, reports a console.error, a stylesheet that fails to load and an inline script its CSP
 * blocks. A flow that found nothing is then a flow with nothing to find.
 */
async function monitorCheck(session) {
  server.clearProblems();
  await session.goto(`${server.url}/how-it-works`);
  await session.eval(() => {
    console.error('engines canary');
    var sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = '/__engines/missing.css';
    document.head.appendChild(sheet);
    var inline = document.createElement('script');
    inline.textContent = 'window.__canaryRan = true';
    document.head.appendChild(inline);
  });
  const wanted = ['console.error', 'element error', 'CSP violation'];
  const until = Date.now() + 10_000;
  let kinds = [];
  while (Date.now() < until) {
    kinds = server.problems().map((problem) => problem.kind);
    if (wanted.every((kind) => kinds.includes(kind))) break;
    await new Promise((resolve) => setTimeout(resolve, 80));
  }
  const missing = wanted.filter((kind) => !kinds.includes(kind));
  const ran = await session.eval(() => window.__canaryRan === true);
  if (missing.length || ran)
    throw new Error(
      `the page monitor does not work in ${session.engine}: ${ran ? 'an inline script ran under the CSP' : `no ${missing.join(', ')} reported`}`,
    );
  server.clearProblems();
  session.reported.length = 0;
}

const key = (problem) => `${problem.kind}|${problem.detail}|${problem.page ?? ''}`;

async function runFlows(engine, flows, preferences) {
  const selected = flows.filter((flow) => !flowFilter.length || flowFilter.includes(flow.id));
  if (!selected.length) return;
  const started = Date.now();
  const session = await openSession(engine, preferences);
  console.log(
    `\n${engine} ${session.version}${preferences.dark ? ' (system: dark, reduced motion)' : ''} (open ${seconds(started)} s)`,
  );
  const seen = new Set();
  try {
    await session.setViewport(LAPTOP.width, LAPTOP.height);
    await monitorCheck(session);
    for (const flow of selected) {
      const flowStarted = Date.now();
      server.clearProblems();
      const driverSeen = session.reported.length;
      let error = null;
      try {
        if (flow.viewport) await session.setViewport(flow.viewport.width, flow.viewport.height);
        await flow.run(session, server.url);
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
      }
      if (shots) {
        await session
          .eval((selector) => {
            var element = document.querySelector(selector);
            if (element) element.scrollIntoView({ block: 'center', behavior: 'instant' });
          }, flow.shot)
          .catch(() => undefined);
        await session
          .screenshot(path.join(shots, `${engine}-${flow.id}.png`))
          .catch(() => undefined);
      }
      if (flow.viewport) await session.setViewport(LAPTOP.width, LAPTOP.height);
      // What the page kept (its last page) and what its earlier pages posted to the server.
      const inPage = await session
        .eval(() => (window.__enginesProblems || []).splice(0))
        .catch(() => []);
      const problems = [...server.problems(), ...inPage, ...session.reported.slice(driverSeen)]
        .filter((problem) => !seen.has(key(problem)))
        .filter((problem, index, all) => all.findIndex((p) => key(p) === key(problem)) === index);
      problems.forEach((problem) => seen.add(key(problem)));
      const ok = !error && !problems.length;
      const message = [
        error,
        ...problems.map(
          (problem) =>
            `${problem.kind}${problem.page ? ` on ${problem.page}` : ''}: ${problem.detail}`,
        ),
      ]
        .filter(Boolean)
        .join('\n      ');
      results.push({
        engine,
        flow: flow.id,
        title: flow.title,
        ok,
        seconds: seconds(flowStarted),
        message,
      });
      console.log(
        `  ${ok ? '✔' : '✖'} ${flow.title} (${seconds(flowStarted)} s)${message ? `\n      ${message}` : ''}`,
      );
    }
  } finally {
    await session.close().catch(() => undefined);
  }
  timings[engine] = (timings[engine] ?? 0) + (Date.now() - started);
}

const started = Date.now();
try {
  for (const engine of engines) {
    await runFlows(engine, FLOWS, {});
    await runFlows(engine, PREFERENCE_FLOWS, { dark: true, reducedMotion: true });
  }
} finally {
  await server.close();
}

// Flows × engines.
const flows = [...FLOWS, ...PREFERENCE_FLOWS].filter((flow) =>
  results.some((result) => result.flow === flow.id),
);
const cell = (engine, flow) => {
  const result = results.find((r) => r.engine === engine && r.flow === flow.id);
  return result ? `${result.ok ? '✔' : '✖'} ${result.seconds} s` : '–';
};
const table = [
  `| flow | ${engines.join(' | ')} |`,
  `| --- | ${engines.map(() => '---').join(' | ')} |`,
  ...flows.map(
    (flow) => `| ${flow.title} | ${engines.map((engine) => cell(engine, flow)).join(' | ')} |`,
  ),
  `| whole engine (browsers included) | ${engines.map((engine) => `${((timings[engine] ?? 0) / 1000).toFixed(1)} s`).join(' | ')} |`,
];
console.log(`\n${table.join('\n')}\n`);
if (process.env.GIFTCASH_ENGINES_REPORT)
  writeFileSync(process.env.GIFTCASH_ENGINES_REPORT, `${table.join('\n')}\n`);
const failed = results.filter((result) => !result.ok);
console.log(
  `engines: ${results.length - failed.length} of ${results.length} flow runs passed in ${seconds(started)} s`,
);
if (shots) console.log(`screenshots in ${path.relative(ROOT, shots)}/`);
process.exit(failed.length ? 1 : 0);
