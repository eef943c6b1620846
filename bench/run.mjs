// `npm run bench`: the project's scoreboard. Measures, in one run and next to the peers a
// developer would otherwise install: bundle sizes, a wheel spin, scratching, typing in the
// catalogue, Lighthouse on the production site, and checks every budget. Writes
// bench/results.json and bench/results.md and prints the tables. See bench/README.md.
//
// Options: --no-build (reuse packages/*/dist and bench/.work/site), --only=sizes,wheel,
// scratch,catalogue,lighthouse (a subset; budgets of the skipped parts show "not measured"),
// --runs=N (wheel spins per widget, default 3), --scratch-runs=N (strokes per widget,
// default 2), --deadline=S (seconds after which what is left is reported as skipped, default
// 540), --strict (exit 1 when a budget fails or is not measured).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH, PAGES_DIR, PEERS, ROOT, SITE_DIR, WORK } from './lib/paths.mjs';
import { buildPackages, buildSite, ensureChromium, ensurePeers, ensureProjectDependencies } from './lib/setup.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const only = option('only')?.split(',') ?? null;
const wants = (part) => !only || only.includes(part);
const RUNS = Math.max(1, Number(option('runs') ?? 3));
/** Scratch strokes per widget: 2 × 199 moves pooled is plenty for a p95. */
const SCRATCH_RUNS = Math.max(1, Number(option('scratch-runs') ?? 2));
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
/** The whole run stays under 10 minutes: past this, what is left is reported as skipped. */
const DEADLINE_S = Number(option('deadline') ?? 540);
const remainingMs = () => DEADLINE_S * 1000 - (Date.now() - started);
const overTime = () => remainingMs() <= 0;
const log = (message) => console.log(`[bench ${elapsed()}] ${message}`);

if (!ensureProjectDependencies(log) || !ensureChromium(log)) {
  console.error('bench: the project dependencies or Chromium are missing; see above');
  process.exit(1);
}

// Everything below may import from node_modules.
const { browserEnv, machine } = await import('./lib/env.mjs');
const { measureSizes, peerVersion } = await import('./lib/sizes.mjs');
const { buildPage } = await import('./lib/pages.mjs');
const { launch, measureWheel, measureScratch, measureCatalogue } = await import('./lib/browser.mjs');
const { lighthouse, startLighthouseBrowser } = await import('./lib/lighthouse.mjs');
const { checkAllBudgets, renderMarkdown } = await import('./lib/report.mjs');
const { median: medianOf, percentile } = await import('./lib/stats.mjs');
const { startStaticServer } = await import('../scripts/serve.mjs');

mkdirSync(WORK, { recursive: true });
const results = { date: new Date().toISOString(), machine: machine(), setup: {}, parts: only ?? 'all' };

const availability = ensurePeers(log);
const peerNames = Object.keys(JSON.parse(readFileSync(path.join(PEERS, 'package.json'), 'utf8')).dependencies);
results.setup.peers = Object.fromEntries(
  peerNames.map((name) => [name, peerVersion(name) ?? `not available: ${availability[name] ?? 'not installed'}`]),
);

if (!args.includes('--no-build')) {
  results.setup.packageBuildFailures = await buildPackages(log);
  if (wants('lighthouse')) results.setup.siteBuildFailure = buildSite(log);
} else {
  log('--no-build: using packages/*/dist and bench/.work/site as they are');
}

// 1. Bundle sizes.
if (wants('sizes')) {
  results.sizes = await measureSizes({ availability });
  log('sizes measured');
}

const env = await browserEnv();
results.machine.chromiumArgs = env.chromiumArgs;
const notMeasured = (reason) => ({ reason });

// 2. Lighthouse on the production site build (before the widget runs: when time runs short,
// the wheel loses a run rather than a route losing its figures).
if (wants('lighthouse')) {
  results.lighthouse = { routes: [] };
  const failure = results.setup.siteBuildFailure;
  const routes = [
    { id: 'home', path: '/' },
    { id: 'catalogue', path: '/gift-card-deals' },
    { id: 'brand', path: null },
    { id: 'games', path: '/games' },
  ];
  let brandReason = null;
  try {
    const { createSampleProvider } = await import(pathToFileURL(path.join(ROOT, 'packages/core/dist/sample.js')).href);
    const { brands } = await createSampleProvider({ delay: 0 }).getBrands({ signal: new AbortController().signal });
    routes[2].path = `/brand/${encodeURIComponent(brands[0].id)}`;
  } catch (error) {
    brandReason = `no brand id from @giftcash/core/sample: ${error.message.split('\n')[0]}`;
  }
  const server = failure ? null : await startStaticServer({ dir: SITE_DIR, port: 0 });
  let chromium = null;
  let chromiumFailure = null;
  if (!failure) {
    try {
      chromium = await startLighthouseBrowser(env);
    } catch (error) {
      chromiumFailure = error.message;
    }
  }
  try {
    for (const route of routes) {
      const label = route.path ?? '/brand/{id}';
      if (failure || chromiumFailure) results.lighthouse.routes.push({ ...route, label, reason: failure ?? chromiumFailure });
      else if (remainingMs() < 20000) results.lighthouse.routes.push({ ...route, label, reason: `skipped: the bench's ${DEADLINE_S} s time budget ran out` });
      else if (!route.path) results.lighthouse.routes.push({ ...route, label, reason: brandReason });
      else {
        const url = `http://127.0.0.1:${server.address().port}${route.path}`;
        const figures = await lighthouse(url, { id: route.id, port: chromium.port, chromiumPath: env.chromiumPath, siteDir: SITE_DIR, timeoutMs: Math.min(120000, remainingMs()) });
        results.lighthouse.routes.push({ ...route, label, ...figures });
        log(`lighthouse ${route.path}: ${figures.reason ? `not measured (${figures.reason})` : 'measured'}`);
      }
    }
  } finally {
    chromium?.stop();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
}

// 3–5. Widgets in Chromium, each on a page of its own built into bench/.work/pages: the
// catalogue, the scratch cards, then the wheels.
if (wants('wheel') || wants('scratch') || wants('catalogue')) {
  mkdirSync(PAGES_DIR, { recursive: true });
  const server = await startStaticServer({ dir: PAGES_DIR, port: 0 });
  const base = `http://127.0.0.1:${server.address().port}`;
  let browser = null;
  let launchFailure = null;
  try {
    browser = await launch(env);
  } catch (error) {
    launchFailure = `Chromium did not start: ${error.message.split('\n')[0]}`;
    log(launchFailure);
  }
  const page = async (id) => {
    if (launchFailure) return { reason: launchFailure };
    const built = await buildPage(id, { availability });
    return built.ok ? { url: `${base}${built.path}` } : { reason: built.reason };
  };
  try {
    // Runs are interleaved (ours, peer, peer, ours, …) so a change in the machine's load
    // during the run falls on every widget alike; each run is on a fresh page.
    const interleaved = async (widgets, measure, runCount = RUNS) => {
      const state = [];
      for (const [id, label] of widgets) {
        const target = await page(id);
        state.push({ id, label, target, runs: [], failure: target.reason ?? null });
      }
      for (let run = 0; run < runCount; run += 1) {
        for (const widget of state) {
          if (widget.failure) continue;
          if (overTime()) {
            // Out of time: keep the runs measured so far; a widget with none is skipped.
            if (!widget.runs.length) widget.failure = `skipped: the bench's ${DEADLINE_S} s time budget ran out`;
            continue;
          }
          try {
            widget.runs.push(await measure(widget));
          } catch (error) {
            widget.failure = error.message;
          }
        }
      }
      return state;
    };
    if (wants('catalogue')) {
      const target = await page('catalogue-ours');
      if (target.reason) results.catalogue = notMeasured(target.reason);
      else if (overTime()) results.catalogue = notMeasured(`skipped: the bench's ${DEADLINE_S} s time budget ran out`);
      else {
        try {
          results.catalogue = await measureCatalogue(browser, target.url);
        } catch (error) {
          results.catalogue = notMeasured(error.message);
        }
      }
      log(`catalogue ${results.catalogue.reason ? `not measured (${results.catalogue.reason})` : 'measured'}`);
    }
    if (wants('scratch')) {
      results.scratch = { deviceScaleFactor: 3, runs: SCRATCH_RUNS, widgets: [] };
      const measured = await interleaved(
        [
          ['scratch-ours', 'ours: ScratchCard'],
          ['scratch-v2', `react-scratchcard-v2 ${peerVersion('react-scratchcard-v2') ?? ''}`.trim()],
          ['scratch-js', `scratchcard-js ${peerVersion('scratchcard-js') ?? ''}`.trim()],
        ],
        (widget) => measureScratch(browser, widget.target.url, { id: widget.id }),
        SCRATCH_RUNS,
      );
      for (const { id, label, runs, failure } of measured) {
        if (failure) results.scratch.widgets.push({ id, label, ...notMeasured(failure) });
        else {
          const times = runs.flatMap((run) => run.times);
          results.scratch.widgets.push({
            id,
            label,
            moves: times.length,
            p50Ms: percentile(times, 50),
            p95Ms: percentile(times, 95),
            maxMs: Math.max(...times),
            canvas: runs[0].canvas,
            clearedPercent: runs[0].clearedPercent,
            screenshot: runs.at(-1).screenshot,
          });
        }
        log(`scratch: ${label} ${failure ? `not measured (${failure})` : 'measured'}`);
      }
    }
    if (wants('wheel')) {
      results.wheel = { cpuThrottling: 4, runs: RUNS, widgets: [] };
      const measured = await interleaved(
        [
          ['wheel-ours', 'ours: Wheel'],
          ['wheel-roulette', `react-custom-roulette ${peerVersion('react-custom-roulette') ?? ''}`.trim()],
          ['wheel-lucky', `@lucky-canvas/react ${peerVersion('@lucky-canvas/react') ?? ''}`.trim()],
        ],
        (widget) => measureWheel(browser, widget.target.url, { id: widget.id, rate: 4 }),
      );
      for (const widget of measured) {
        const { id, label, runs } = widget;
        let { failure } = widget;
        // One more spin per widget with a rAF loop, for the rAF-gap figure (kept apart: the
        // loop makes every vsync a main-thread frame, which would inflate main-thread time).
        let raf = null;
        if (!failure && !overTime()) {
          try {
            raf = await measureWheel(browser, widget.target.url, { id, rate: 4, rafLoop: true });
          } catch (error) {
            failure = `rAF spin: ${error.message}`;
          }
        }
        if (failure) results.wheel.widgets.push({ id, label, ...notMeasured(failure) });
        else {
          const median = (pick) => medianOf(runs.map(pick));
          results.wheel.widgets.push({
            id,
            label,
            mainThreadMs: median((run) => run.mainThreadMs),
            busyShare: median((run) => run.busyShare),
            longTasksPerRun: runs.map((run) => run.longTasks),
            longestTaskMs: Math.max(...runs.map((run) => run.longestTaskMs)),
            frames: median((run) => run.frames.frames),
            droppedFrames: median((run) => run.frames.dropped),
            partialFrames: median((run) => run.frames.partial),
            reactCommits: median((run) => run.reactCommits),
            spinMs: median((run) => run.spinMs),
            raf: raf && { frames: raf.rafFrames, gapsOver25Ms: raf.rafGapsOver, worstGapMs: raf.worstRafGapMs, longTasks: raf.longTasks },
            screenshot: runs.at(-1).screenshot,
            runs,
          });
        }
        log(`wheel: ${label} ${failure ? `not measured (${failure})` : 'measured'}`);
      }
    }
  } finally {
    await browser?.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

// 6. Budgets, then the report.
results.budgets = checkAllBudgets(results);
results.wallTimeSeconds = Math.round((Date.now() - started) / 1000);
results.machine.loadAverageAtEnd = os.loadavg().map((load) => Math.round(load * 10) / 10);
writeFileSync(path.join(BENCH, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
const markdown = renderMarkdown(results);
writeFileSync(path.join(BENCH, 'results.md'), markdown);
console.log(`\n${markdown}`);
const failed = results.budgets.filter((budget) => budget.pass !== true);
log(`done in ${elapsed()}: ${results.budgets.length - failed.length} budgets pass, ${failed.length} fail or not measured; wrote bench/results.json and bench/results.md`);
if (args.includes('--strict') && failed.length) process.exit(1);
