// `npm run bench`: the project's scoreboard. Measures, in one run and next to the peers a
// developer would otherwise install: bundle sizes, a wheel spin, scratching, typing in the
// catalogue, Lighthouse on the production site, and checks every budget. Writes
// bench/results.json and bench/results.md and prints the tables. See bench/README.md.
//
// Options: --no-build (reuse packages/*/dist and bench/.work/site), --only=sizes,wheel,
// scratch,catalogue,lighthouse (a subset; budgets of the skipped parts show "not measured"),
// --lighthouse-runs=N (Lighthouse runs per route, medians reported, default 3),
// --lighthouse-assets (also keep each run's trace and DevTools log in bench/.work, for
// `node bench/lantern.mjs`, which prints the simulated requests behind FCP and LCP),
// --runs=N (wheel spins per widget, default 3), --scratch-runs=N (strokes per widget,
// default 2), --deadline=S (seconds after which what is left is reported as skipped, default
// 540), --strict (exit 1 when a budget fails or is not measured).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH, PAGES_DIR, PEERS, ROOT, SITE_DIR, WORK } from './lib/paths.mjs';
import {
  buildPackages,
  buildSite,
  ensureChromium,
  ensurePeers,
  ensureProjectDependencies,
} from './lib/setup.mjs';

const args = process.argv.slice(2);
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const only = option('only')?.split(',') ?? null;
const wants = (part) => !only || only.includes(part);
const RUNS = Math.max(1, Number(option('runs') ?? 3));
/** Lighthouse runs per route: the median of 3 counts. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(option('lighthouse-runs') ?? 3));
const LIGHTHOUSE_ASSETS = args.includes('--lighthouse-assets');
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
const { launch, measureWheel, measureScratch, measureCatalogue } =
  await import('./lib/browser.mjs');
const { lighthouse, startLighthouseBrowser } = await import('./lib/lighthouse.mjs');
const { checkAllBudgets, renderMarkdown } = await import('./lib/report.mjs');
const { median: medianOf, percentile } = await import('./lib/stats.mjs');
const { startStaticServer } = await import('../scripts/serve.mjs');

mkdirSync(WORK, { recursive: true });
const results = {
  date: new Date().toISOString(),
  machine: machine(),
  setup: {},
  parts: only ?? 'all',
};

/** The Lighthouse figures of the run before this one (bench/results.json as committed), to show beside the new ones. */
function previousLighthouse() {
  try {
    const before = JSON.parse(readFileSync(path.join(BENCH, 'results.json'), 'utf8'));
    if (!before.lighthouse?.routes) return null;
    return {
      date: before.date,
      loadAverageAtStart: before.machine?.loadAverageAtStart?.[0] ?? null,
      routes: before.lighthouse.routes.map((route) => ({
        id: route.id,
        label: route.label,
        performance: route.scores?.performance ?? null,
        lcpMs: route.lcpMs ?? null,
        tbtMs: route.tbtMs ?? null,
        cls: route.cls ?? null,
        firstLoadJs: route.htmlJs ?? route.firstLoadJs ?? null,
        runs: route.runs ?? 1,
      })),
    };
  } catch {
    return null;
  }
}

const availability = ensurePeers(log);
const peerNames = Object.keys(
  JSON.parse(readFileSync(path.join(PEERS, 'package.json'), 'utf8')).dependencies,
);
results.setup.peers = Object.fromEntries(
  peerNames.map((name) => [
    name,
    peerVersion(name) ?? `not available: ${availability[name] ?? 'not installed'}`,
  ]),
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
// the wheel loses a run rather than a route losing its figures). Each route runs
// LIGHTHOUSE_RUNS times, interleaved (every route once, then again), and the medians count.
if (wants('lighthouse')) {
  results.lighthouse = { runs: LIGHTHOUSE_RUNS, routes: [], previous: previousLighthouse() };
  const failure = results.setup.siteBuildFailure;
  const routes = [
    { id: 'home', path: '/' },
    { id: 'catalogue', path: '/gift-card-deals' },
    { id: 'brand', path: null },
    { id: 'games', path: '/games' },
  ];
  let brandReason = null;
  try {
    const { createSampleProvider } = await import(
      pathToFileURL(path.join(ROOT, 'packages/sample/dist/index.js')).href
    );
    const { brands } = await createSampleProvider({ delay: 0 }).getBrands({
      signal: new AbortController().signal,
    });
    routes[2].path = `/brand/${encodeURIComponent(brands[0].id)}`;
  } catch (error) {
    brandReason = `no brand id from @giftcash/sample: ${error.message.split('\n')[0]}`;
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
  const runsOf = new Map(routes.map((route) => [route.id, []]));
  const reasons = new Map();
  try {
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      for (const route of routes) {
        if (reasons.has(route.id)) continue;
        if (failure || chromiumFailure) reasons.set(route.id, failure ?? chromiumFailure);
        else if (!route.path) reasons.set(route.id, brandReason);
        else if (remainingMs() < 20000) {
          if (!runsOf.get(route.id).length)
            reasons.set(route.id, `skipped: the bench's ${DEADLINE_S} s time budget ran out`);
        } else {
          const url = `http://127.0.0.1:${server.address().port}${route.path}`;
          const load = os.loadavg()[0];
          const figures = await lighthouse(url, {
            id: `${route.id}-${run + 1}`,
            port: chromium.port,
            chromiumPath: env.chromiumPath,
            siteDir: SITE_DIR,
            saveAssets: LIGHTHOUSE_ASSETS,
            timeoutMs: Math.min(120000, remainingMs()),
          });
          if (figures.reason) reasons.set(route.id, figures.reason);
          else runsOf.get(route.id).push({ ...figures, loadAverage: Math.round(load * 10) / 10 });
          log(
            `lighthouse ${route.path} run ${run + 1}: ${figures.reason ? `not measured (${figures.reason})` : `performance ${figures.scores.performance}`}`,
          );
        }
      }
    }
  } finally {
    chromium?.stop();
    if (server) await new Promise((resolve) => server.close(resolve));
  }
  for (const route of routes) {
    const label = route.path ?? '/brand/{id}';
    const measured = runsOf.get(route.id);
    if (!measured.length) {
      results.lighthouse.routes.push({
        ...route,
        label,
        reason: reasons.get(route.id) ?? 'not measured',
      });
      continue;
    }
    const mid = (pick) => medianOf(measured.map(pick));
    const scores = Object.fromEntries(
      Object.keys(measured[0].scores).map((name) => [name, mid((run) => run.scores[name])]),
    );
    results.lighthouse.routes.push({
      ...route,
      label,
      runs: measured.length,
      scores,
      lcpMs: mid((run) => run.lcpMs),
      tbtMs: mid((run) => run.tbtMs),
      cls: mid((run) => run.cls),
      firstLoadJs: mid((run) => run.firstLoadJs),
      htmlJs: measured[0].htmlJs,
      failedAudits: measured.at(-1).failedAudits,
      loadAverage: mid((run) => run.loadAverage),
      scripts: measured.at(-1).scripts,
      perRun: measured.map((run) => ({
        performance: run.scores.performance,
        lcpMs: Math.round(run.lcpMs),
        tbtMs: Math.round(run.tbtMs),
        cls: run.cls,
        loadAverage: run.loadAverage,
        report: run.report,
      })),
      warnings: measured.flatMap((run) => run.warnings),
      lighthouseVersion: measured[0].lighthouseVersion,
    });
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
            if (!widget.runs.length)
              widget.failure = `skipped: the bench's ${DEADLINE_S} s time budget ran out`;
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
      else if (overTime())
        results.catalogue = notMeasured(`skipped: the bench's ${DEADLINE_S} s time budget ran out`);
      else {
        try {
          results.catalogue = await measureCatalogue(browser, target.url);
        } catch (error) {
          results.catalogue = notMeasured(error.message);
        }
      }
      log(
        `catalogue ${results.catalogue.reason ? `not measured (${results.catalogue.reason})` : 'measured'}`,
      );
    }
    if (wants('scratch')) {
      results.scratch = { deviceScaleFactor: 3, runs: SCRATCH_RUNS, widgets: [] };
      const measured = await interleaved(
        [
          ['scratch-ours', 'ours: ScratchCard'],
          [
            'scratch-v2',
            `react-scratchcard-v2 ${peerVersion('react-scratchcard-v2') ?? ''}`.trim(),
          ],
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
          // The same wheel spun through onSpin, the answer 800 ms late (steady spin, then the stop).
          ['wheel-ours-delayed', 'ours: Wheel, onSpin answered after 800 ms'],
          [
            'wheel-roulette',
            `react-custom-roulette ${peerVersion('react-custom-roulette') ?? ''}`.trim(),
          ],
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
            raf: raf && {
              frames: raf.rafFrames,
              gapsOver25Ms: raf.rafGapsOver,
              worstGapMs: raf.worstRafGapMs,
              longTasks: raf.longTasks,
            },
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
// The READMEs quote this run's figures (markers filled by readme-figures.mjs); a partial run
// (--only) fills the markers whose figures it measured and leaves the others.
{
  const { FIGURE_READMES, fill } = await import('./readme-figures.mjs');
  for (const file of FIGURE_READMES) {
    const full = path.join(ROOT, file);
    if (!existsSync(full)) continue;
    const text = readFileSync(full, 'utf8');
    const filled = fill(text, results, { keepUnknown: true });
    if (filled !== text) writeFileSync(full, filled);
  }
}
const failed = results.budgets.filter((budget) => budget.pass !== true);
log(
  `done in ${elapsed()}: ${results.budgets.length - failed.length} budgets pass, ${failed.length} fail or not measured; wrote bench/results.json and bench/results.md`,
);
if (args.includes('--strict') && failed.length) process.exit(1);
