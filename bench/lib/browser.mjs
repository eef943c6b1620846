// Browser half of the bench: launches Debian Chromium through playwright-core with the e2e
// suite's flags, opens each bench page on 127.0.0.1 and measures it. Every page is checked to
// have really run its widget (it spun / the canvas got scratched) before its figures are used.
import { chromium } from 'playwright-core';
import path from 'node:path';
import { WORK } from './paths.mjs';
import {
  KEYSTROKE_TRACE_CATEGORIES,
  WATCH_MS,
  installFrameWatch,
  keystrokeWork,
  watchedBusy,
} from './keystrokes.mjs';
import { percentile } from './stats.mjs';

/** Counts React commits without a profiling build: a minimal DevTools hook (works for React 18 and 19 production builds). */
const COMMIT_HOOK = `(() => {
  let commits = 0;
  Object.defineProperty(window, '__benchCommits', { get: () => commits });
  const renderers = new Map();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers,
    inject(renderer) { const id = renderers.size + 1; renderers.set(id, renderer); return id; },
    onCommitFiberRoot() { commits += 1; },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
    checkDCE() {},
  };
})();`;

export async function launch({ chromiumPath, chromiumArgs }) {
  return chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
    headless: true,
    timeout: 60000,
  });
}

async function openPage(browser, url, contextOptions = {}) {
  const context = await browser.newContext({
    viewport: { width: 480, height: 760 },
    ...contextOptions,
  });
  await context.addInitScript(COMMIT_HOOK);
  // Only the bench server: anything else (a web font, an analytics call) is refused.
  const origin = new URL(url).origin;
  await context.route(
    (target) =>
      target.origin !== origin && target.protocol !== 'data:' && target.protocol !== 'blob:',
    (route) => route.abort(),
  );
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, { waitUntil: 'load', timeout: 30000 });
  await page.waitForFunction(() => window.__bench && window.__bench.state !== 'loading', null, {
    timeout: 30000,
  });
  const state = await page.evaluate(() => ({
    state: window.__bench.state,
    error: window.__bench.error,
  }));
  if (state.state !== 'ready') throw new Error(`page did not get ready: ${state.error}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  const taskDuration = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
  };
  return { context, page, cdp, errors, taskDuration, close: () => context.close() };
}

const short = (message) => String(message).split('\n')[0].slice(0, 200);

/** Trace category holding Chrome's per-frame PipelineReporter (what DevTools' frames track shows). */
const FRAME_CATEGORIES = ['disabled-by-default-devtools.timeline.frame'];

/**
 * Frames as Chrome's compositor reports them (PipelineReporter, one per vsync in which an
 * update was wanted, in the page's renderer): presented, partially presented (the compositor
 * drew but a main-thread update missed the frame) and dropped.
 */
export function framesFromTrace(buffer) {
  const parsed = JSON.parse(buffer.toString('utf8'));
  const events = (Array.isArray(parsed) ? parsed : parsed.traceEvents).filter(
    (event) => event.name === 'PipelineReporter' && event.ph === 'b' && event.args?.frame_reporter,
  );
  const perProcess = new Map();
  for (const event of events) perProcess.set(event.pid, (perProcess.get(event.pid) ?? 0) + 1);
  const renderer = [...perProcess.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const counts = { presented: 0, partial: 0, dropped: 0 };
  for (const event of events) {
    if (event.pid !== renderer) continue;
    const state = event.args.frame_reporter.state;
    if (state === 'STATE_PRESENTED_ALL') counts.presented += 1;
    else if (state === 'STATE_PRESENTED_PARTIAL') counts.partial += 1;
    else if (state === 'STATE_DROPPED') counts.dropped += 1;
  }
  return { ...counts, frames: counts.presented + counts.partial + counts.dropped };
}

/**
 * One 5 s spin with the CPU throttled `rate`×. Default (passive) spin: main-thread busy time
 * (CDP TaskDuration delta), long tasks, React commits, and frames presented / dropped from a
 * trace of Chrome's frame reporter. With `rafLoop`: the rAF-to-rAF gaps over 1.5 frames
 * instead (a separate spin, as the rAF loop itself costs main-thread time). Throws unless
 * the wheel really turned (its rotation changed by mid-spin) and its own end callback fired.
 */
export async function measureWheel(browser, url, { id, rate = 4, rafLoop = false }) {
  const session = await openPage(browser, url);
  const { page, cdp } = session;
  try {
    await page.waitForTimeout(300);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.waitForTimeout(300);
    if (!rafLoop) await browser.startTracing(page, { categories: FRAME_CATEGORIES });
    const before = await session.taskDuration();
    const result = await page.evaluate((options) => window.__bench.measureSpin(options), {
      rafLoop,
    });
    const busy = (await session.taskDuration()) - before;
    const frames = rafLoop ? null : framesFromTrace(await browser.stopTracing());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const screenshot = path.join(WORK, `wheel-${id}${rafLoop ? '-raf' : ''}.png`);
    await page.screenshot({ path: screenshot });
    const { rotation } = result;
    if (!result.ended)
      throw new Error(`the spin never ended (its end callback did not fire in 20 s)`);
    if (rotation.middle === rotation.before)
      throw new Error(`the wheel did not turn (rotation stayed ${rotation.before})`);
    if (session.errors.length) throw new Error(`page error: ${short(session.errors[0])}`);
    return {
      spinMs: Math.round(result.elapsedMs),
      mainThreadMs: Math.round(busy),
      busyShare: busy / result.elapsedMs,
      longTasks: result.longTasks.length,
      longestTaskMs: result.longTasks.length ? Math.max(...result.longTasks) : 0,
      longTaskList: result.longTasks.map((ms, i) => ({ ms, atMs: result.longTaskStarts[i] })),
      longTaskObserver: result.longTaskObserver,
      reactCommits: result.reactCommits,
      ...(rafLoop
        ? {
            rafFrames: result.rafFrames,
            rafGapsOver: result.rafGapsOver,
            worstRafGapMs: Math.round(result.worstRafGapMs),
          }
        : { frames }),
      rotation,
      screenshot: path.relative(path.resolve(WORK, '..', '..'), screenshot),
    };
  } finally {
    await session.close();
  }
}

/**
 * The same synthesised stroke (200 moves, one per frame) over a scratch card at device pixel
 * ratio 3; per-move dispatch time p50/p95. Throws unless the stroke really cleared pixels.
 */
export async function measureScratch(browser, url, { id }) {
  const session = await openPage(browser, url, {
    viewport: { width: 412, height: 760 },
    deviceScaleFactor: 3,
  });
  const { page } = session;
  try {
    await page.evaluate(() => window.__bench.prepareScratch());
    await page.waitForTimeout(300);
    const before = await page.evaluate(() => window.__bench.cleared());
    const stroke = await page.evaluate(() => window.__bench.stroke());
    const after = await page.evaluate(() => window.__bench.cleared());
    const screenshot = path.join(WORK, `scratch-${id}.png`);
    await page.screenshot({ path: screenshot });
    if (!(after.fraction - before.fraction > 0.05)) {
      throw new Error(
        `the stroke did not scratch the card (cleared ${(before.fraction * 100).toFixed(1)}% → ${(after.fraction * 100).toFixed(1)}%)`,
      );
    }
    if (session.errors.length) throw new Error(`page error: ${short(session.errors[0])}`);
    const times = stroke.times;
    return {
      moves: stroke.moves,
      times,
      p50Ms: percentile(times, 50),
      p95Ms: percentile(times, 95),
      maxMs: Math.max(...times),
      totalMs: times.reduce((sum, time) => sum + time, 0),
      canvas: `${after.width}×${after.height}`,
      clearedPercent: Math.round((after.fraction - before.fraction) * 100),
      screenshot: path.relative(path.resolve(WORK, '..', '..'), screenshot),
    };
  } finally {
    await session.close();
  }
}

/**
 * Types a 5-letter query into the catalogue's search box one key at a time (real key presses
 * through CDP), then deletes it again with Backspace (the last one brings every category
 * section back), for `rounds` rounds. For each key:
 * (the in-page watch and the trace arithmetic are in ./keystrokes.mjs, shared with e2e):
 * - the results frame: every frame after the key is watched; at its rAF the page's
 *   `__benchResultsSignature()` (announced count, first result, whether the sections are
 *   shown) is read, and the frame ends at the task after the rAF (style, layout and paint
 *   included). The first frame whose signature equals the settled one shows the results, so
 *   work deferred past the next frame is counted, not hidden;
 * - keystroke work (the budget): main-thread busy time from the start of the task that handles
 *   the keydown to the end of the results frame, from a Chromium trace (top-level tasks on the
 *   page's main thread, idle gaps excluded);
 * - latency: keydown to the end of the results frame, idle waiting for the vsync included;
 * - inNextFrame: whether the results frame was the first frame after the key;
 * - main-thread total: busy time over the whole 500 ms watch after the key (same trace), minus
 *   the same watch measured idle: images decoding, the next page of results, anything deferred.
 * Figures per key position are the median over the rounds; the budget is the worst of those.
 * The page runs with prefers-reduced-motion so the Popular carousel's animation does not add
 * to every window.
 */
export async function measureCatalogue(browser, url, { settleMs = 150, rounds = 3 } = {}) {
  const session = await openPage(browser, url, {
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const { page } = session;
  try {
    const { brands, query } = await page.evaluate(() => ({
      brands: window.__benchBrandCount,
      query: window.__benchQuery,
    }));
    const input = page.locator('input[type="search"]').first();
    await input.focus();
    await page.evaluate(installFrameWatch, WATCH_MS);
    await page.evaluate(() => {
      window.__benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__benchLongTasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask' });
    });
    // The idle baseline runs the same frame watch (a keydown on the document, which the
    // catalogue ignores) over the same window, so the watch's own cost cancels out.
    // One traced window: a key press (or, for the idle baseline, a keydown on the document,
    // which the catalogue ignores), the 500 ms frame watch, then `settleMs`. The wait polls on
    // a timer, not every frame: a rAF poll would run inside the very frames being measured.
    const window_ = async (press) => {
      const index = await page.evaluate(() => window.__benchKeys.length);
      await browser.startTracing(page, { categories: KEYSTROKE_TRACE_CATEGORIES });
      await press();
      await page.waitForFunction((i) => window.__benchKeys[i]?.done, index, {
        timeout: 10000,
        polling: 250,
      });
      await page.waitForTimeout(settleMs);
      const trace = await browser.stopTracing();
      return { index, trace, busy: watchedBusy(trace, index) ?? 0 };
    };
    const shift = () =>
      page.evaluate(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' })));
    // The first traced window takes tracing's first-use cost off the first key; the idle
    // baseline runs the same watch under the same tracing, so their cost cancels out.
    await window_(shift);
    const idle = [];
    for (let i = 0; i < 3; i += 1) idle.push((await window_(shift)).busy);
    const baseline = percentile(idle, 50);
    const sequence = [
      ...[...query].map((key) => ({ key, label: key })),
      ...[...query].map((_, i) => ({ key: 'Backspace', label: `⌫${query.length - i}` })),
    ];
    const perRound = [];
    for (let round = 0; round < rounds; round += 1) {
      const keys = [];
      for (const { key, label } of sequence) {
        const { index, busy, trace } = await window_(() => page.keyboard.press(key));
        const measured = await page.evaluate(
          (i) => ({ ...window.__benchKeys[i], settled: window.__benchResultsSignature() }),
          index,
        );
        const { workMs, latencyMs, inNextFrame, framesUntilResults } = keystrokeWork(
          trace,
          measured,
          index,
          label,
        );
        keys.push({
          key: label,
          keystrokeMs: workMs,
          latencyMs,
          inNextFrame,
          framesUntilResults,
          mainThreadMs: Math.max(0, busy - baseline),
          rawMs: busy,
        });
      }
      perRound.push(keys);
    }
    const value = await input.inputValue();
    if (value !== '') throw new Error(`the search box holds "${value}" after deleting the query`);
    const longTasks = await page.evaluate(() => window.__benchLongTasks);
    // The screenshot shows the results for the whole query (typed once more).
    await input.fill(query);
    await page.waitForTimeout(600);
    const screenshot = path.join(WORK, 'catalogue-ours.png');
    await page.screenshot({ path: screenshot });
    if (session.errors.length) throw new Error(`page error: ${short(session.errors[0])}`);
    const keys = sequence.map(({ label }, i) => {
      const runs = perRound.map((round) => round[i]);
      return {
        key: label,
        keystrokeMs: percentile(
          runs.map((run) => run.keystrokeMs),
          50,
        ),
        keystrokeRunsMs: runs.map((run) => Math.round(run.keystrokeMs * 10) / 10),
        latencyMs: percentile(
          runs.map((run) => run.latencyMs),
          50,
        ),
        inNextFrame: runs.every((run) => run.inNextFrame),
        mainThreadMs: percentile(
          runs.map((run) => run.mainThreadMs),
          50,
        ),
      };
    });
    const keystroke = keys.map((key) => key.keystrokeMs);
    const main = keys.map((key) => key.mainThreadMs);
    return {
      brands,
      query,
      rounds,
      keys,
      idleBaselineMs: baseline,
      keystrokeP50Ms: percentile(keystroke, 50),
      keystrokeMaxMs: Math.max(...keystroke),
      keystrokeWorstRunMs: Math.max(...perRound.flat().map((run) => run.keystrokeMs)),
      /** Round 1, on the freshly loaded page: V8 has not yet optimised React's update path. */
      keystrokeColdMaxMs: Math.max(...perRound[0].map((run) => run.keystrokeMs)),
      latencyP50Ms: percentile(
        keys.map((key) => key.latencyMs),
        50,
      ),
      latencyMaxMs: Math.max(...keys.map((key) => key.latencyMs)),
      allInNextFrame: keys.every((key) => key.inNextFrame),
      mainThreadP50Ms: percentile(main, 50),
      mainThreadMaxMs: Math.max(...main),
      longTasks,
      screenshot: path.relative(path.resolve(WORK, '..', '..'), screenshot),
    };
  } finally {
    await session.close();
  }
}
