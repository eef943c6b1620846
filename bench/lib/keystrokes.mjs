// Keystroke-to-results measurement shared by `npm run bench` (bench/lib/browser.mjs) and the
// e2e check (e2e/catalogue/perf.spec.ts), so both measure the same thing the same way.
//
// In the page, `installFrameWatch` (passed to page.evaluate) watches the frames after every
// keydown: at each rAF it reads `window.__benchResultsSignature()` (what the results area
// shows: the page defines it). It sets `performance.mark`s at the keydown, at every rAF and
// at the end of the watch, for a Chromium trace recorded around the key. In Node, `keystrokeWork`
// finds the first frame that showed the settled results and sums the main-thread busy time
// from the task that handled the keydown to the end of that frame's task (the rAF callbacks,
// style, layout and paint run in one task); `watchedBusy` sums it over the whole watch.

/** Trace categories the measurement needs (cheap: top-level tasks and user timing marks). */
export const KEYSTROKE_TRACE_CATEGORIES = ['toplevel', 'blink.user_timing'];

/** How long the page watches the frames after a key, in ms. */
export const WATCH_MS = 500;

/** Runs in the page (page.evaluate). Idempotent per page. */
export function installFrameWatch(watchMs = 500) {
  if (window.__benchKeys) return;
  window.__benchKeys = [];
  const after = (callback) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = callback;
    channel.port2.postMessage(null);
  };
  document.addEventListener(
    'keydown',
    (event) => {
      const key = { key: event.key, start: performance.now(), frames: [], done: false };
      const index = window.__benchKeys.push(key) - 1;
      performance.mark(`bench-key-${index}`);
      const watch = () =>
        requestAnimationFrame(() => {
          const frame = {
            start: performance.now(),
            signature: window.__benchResultsSignature(),
            end: null,
          };
          const at = key.frames.push(frame) - 1;
          performance.mark(`bench-raf-${index}-${at}`);
          after(() => {
            frame.end = performance.now();
            if (frame.end - key.start < watchMs) watch();
            else {
              performance.mark(`bench-done-${index}`);
              key.done = true;
            }
          });
        });
      watch();
    },
    true,
  );
}

/**
 * Main-thread busy time between two `performance.mark`s in a Chromium trace (categories
 * KEYSTROKE_TRACE_CATEGORIES): from the start of the top-level task holding `fromMark` to
 * `toMark` (or, with `toEndOfTask`, to the end of the task holding `toMark`), counting the
 * union of the top-level task intervals on the marks' thread, so idle time between tasks is
 * excluded. Returns ms, or null when a mark is missing.
 */
export function mainThreadBusy(buffer, fromMark, toMark, { toEndOfTask = false } = {}) {
  const parsed = JSON.parse(buffer.toString('utf8'));
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const from = events.find((event) => event.name === fromMark);
  const to = events.find((event) => event.name === toMark);
  if (!from || !to) return null;
  const tasks = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.pid === from.pid &&
        event.tid === from.tid &&
        event.cat.includes('toplevel') &&
        event.dur > 0,
    )
    .map((event) => [event.ts, event.ts + event.dur])
    .sort((a, b) => a[0] - b[0]);
  const holding = (ts) => tasks.filter(([start, end]) => start <= ts && end >= ts);
  const around = holding(from.ts);
  const begin = around.length ? Math.min(...around.map(([start]) => start)) : from.ts;
  const last = toEndOfTask ? holding(to.ts) : [];
  const finish = last.length ? Math.max(...last.map(([, end]) => end)) : to.ts;
  let busy = 0;
  let cursor = begin;
  for (const [start, end] of tasks) {
    const a = Math.max(start, cursor);
    const b = Math.min(end, finish);
    if (b > a) {
      busy += b - a;
      cursor = b;
    }
  }
  return busy / 1000;
}

/** Main-thread busy time over the whole watch after key `index` (keydown task to the end of the watch), in ms. */
export const watchedBusy = (trace, index) =>
  mainThreadBusy(trace, `bench-key-${index}`, `bench-done-${index}`);

/**
 * One key's figures from what the page recorded (`window.__benchKeys[index]` plus the settled
 * signature read after the watch ended) and the trace recorded around the key:
 * { workMs, latencyMs, inNextFrame, framesUntilResults }. Throws when no watched frame showed
 * the settled results or the trace lacks the marks.
 */
export function keystrokeWork(trace, measured, index, label = measured.key) {
  const shown = measured.frames.findIndex(
    (frame) => frame.signature === measured.settled && frame.end !== null,
  );
  if (shown < 0) throw new Error(`key ${label}: no frame within ${WATCH_MS} ms showed the results`);
  // The frame's work is the task its rAF callback runs in (rAF, style, layout, paint): up to
  // that task's end, not to the next task, which may be something else entirely.
  const workMs = mainThreadBusy(trace, `bench-key-${index}`, `bench-raf-${index}-${shown}`, {
    toEndOfTask: true,
  });
  if (workMs === null) throw new Error(`key ${label}: the trace lacks the key's marks`);
  return {
    workMs,
    latencyMs: measured.frames[shown].end - measured.start,
    inNextFrame: shown === 0,
    framesUntilResults: shown + 1,
  };
}
