// In-page half of the bench, shared by every bench page (ours and the peers' alike, so each
// page is measured by the same code). Plain browser JavaScript without imports: peer pages
// import it too, from bench/peers/pages, and must not pull our React into their bundle.
//
// A page calls `expose(widget)` with what only it knows how to do (start a spin, find its
// scratch surface, read its rotation); the runner (bench/lib/browser.mjs) then calls
// `window.__bench.measureSpin()` / `.stroke()` / `.cleared()` and reads the results.

const FRAME = 1000 / 60;
/** A frame whose rAF-to-rAF gap is above this counts as dropped (1.5 × 16.7 ms). */
export const DROPPED_FRAME_MS = 1.5 * FRAME;

export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** React commits seen by the fake DevTools hook the runner installs before any page script. */
const commits = () => (typeof window.__benchCommits === 'number' ? window.__benchCommits : 0);

/**
 * Starts watching the main thread: long tasks (PerformanceObserver 'longtask', > 50 ms) and
 * React commits, both passive; with `rafLoop`, also every rAF-to-rAF gap (a rAF loop makes
 * the page produce a main-thread frame at every vsync, which costs main-thread time of its
 * own: the runner measures main-thread time in spins without it). `stop()` returns what was
 * seen since.
 */
export function monitor({ rafLoop = false } = {}) {
  const longTasks = [];
  const longTaskStarts = [];
  const started = performance.now();
  const record = (entry) => {
    // A task that began before the monitor is the runner's own (the evaluate that started it).
    if (entry.startTime < started) return;
    longTasks.push(Math.round(entry.duration));
    longTaskStarts.push(Math.round(entry.startTime - started));
  };
  let observer = null;
  try {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record(entry);
    });
    observer.observe({ type: 'longtask' });
  } catch {
    observer = null;
  }
  const gaps = [];
  let last = null;
  let running = true;
  const loop = (time) => {
    if (!running) return;
    if (last !== null) gaps.push(time - last);
    last = time;
    requestAnimationFrame(loop);
  };
  if (rafLoop) requestAnimationFrame(loop);
  const commitsAtStart = commits();
  return {
    stop() {
      running = false;
      if (observer) {
        for (const entry of observer.takeRecords()) record(entry);
        observer.disconnect();
      }
      const dropped = gaps.filter((gap) => gap > DROPPED_FRAME_MS);
      return {
        elapsedMs: performance.now() - started,
        rafFrames: gaps.length,
        rafGapsOver: dropped.length,
        worstRafGapMs: gaps.length ? Math.max(...gaps) : 0,
        longTasks,
        /** When each long task started, in ms after the monitor started (the spin's click is at ~0). */
        longTaskStarts,
        reactCommits: commits() - commitsAtStart,
        longTaskObserver: observer !== null,
      };
    },
  };
}

/**
 * Registers the page's widget and the shared measuring functions on `window.__bench`.
 * widget: {
 *   name,
 *   ready?(): Promise,            resolves when the widget can be used
 *   spin?(): Promise,             starts one spin; resolves when the widget says it ended
 *   rotation?(): string|number,   a cheap reading of where the wheel is (to prove it turned)
 *   prepareScratch?(): Promise,   gets the card to the scratchable state
 *   surface?(): Element,          the element the stroke is drawn over
 *   scratchCanvas?(): HTMLCanvasElement, the canvas whose pixels the stroke clears
 * }
 */
export function expose(widget) {
  const api = {
    name: widget.name,
    state: 'loading',
    error: null,
    async measureSpin({ midpointMs = 1500, timeoutMs = 20000, rafLoop = false } = {}) {
      const before = widget.rotation();
      const watch = monitor({ rafLoop });
      // Start the spin in a task of its own, as a click would, apart from the runner's task.
      await sleep(0);
      const ended = widget.spin().then(() => 'ended');
      await sleep(midpointMs);
      const middle = widget.rotation();
      const outcome = await Promise.race([ended, sleep(timeoutMs).then(() => 'timeout')]);
      const stats = watch.stop();
      await nextFrame();
      const after = widget.rotation();
      return { ...stats, ended: outcome === 'ended', rotation: { before, middle, after } };
    },
    /**
     * Draws the same synthesised stroke over the surface: four passes along two lines (at 30%
     * and 70% of the height, 8% to 92% of the width), 50 points a pass, so 199 moves that clear
     * about a third of the card (below every widget's reveal threshold, so all of them keep
     * scratching to the end). One move per animation frame, as Chromium delivers pointer moves;
     * each move is a pointermove then a mousemove (what a real mouse produces) dispatched to
     * the element under the point, and timed around both dispatchEvent calls.
     */
    async stroke({ lines = [0.3, 0.7, 0.3, 0.7], perPass = 50, margin = 0.08 } = {}) {
      const rect = widget.surface().getBoundingClientRect();
      const points = [];
      lines.forEach((line, pass) => {
        const y = rect.top + rect.height * line;
        for (let i = 0; i < perPass; i += 1) {
          const t = i / (perPass - 1);
          const u = pass % 2 ? 1 - t : t;
          points.push([rect.left + rect.width * (margin + (1 - 2 * margin) * u), y]);
        }
      });
      const init = (x, y, buttons) => ({
        bubbles: true,
        cancelable: true,
        composed: true,
        clientX: x,
        clientY: y,
        screenX: x,
        screenY: y,
        button: 0,
        buttons,
        view: window,
      });
      const pointer = (type, x, y, buttons) =>
        new PointerEvent(type, {
          ...init(x, y, buttons),
          pointerId: 1,
          pointerType: 'mouse',
          isPrimary: true,
          width: 1,
          height: 1,
          pressure: buttons ? 0.5 : 0,
        });
      const target = (x, y) => document.elementFromPoint(x, y) || document.body;
      const [x0, y0] = points[0];
      await nextFrame();
      const down = target(x0, y0);
      down.dispatchEvent(pointer('pointerdown', x0, y0, 1));
      down.dispatchEvent(new MouseEvent('mousedown', init(x0, y0, 1)));
      const times = [];
      for (const [x, y] of points.slice(1)) {
        await nextFrame();
        const element = target(x, y);
        const start = performance.now();
        element.dispatchEvent(pointer('pointermove', x, y, 1));
        element.dispatchEvent(new MouseEvent('mousemove', init(x, y, 1)));
        times.push(performance.now() - start);
      }
      const [xn, yn] = points[points.length - 1];
      const up = target(xn, yn);
      up.dispatchEvent(pointer('pointerup', xn, yn, 0));
      up.dispatchEvent(new MouseEvent('mouseup', init(xn, yn, 0)));
      await nextFrame();
      await nextFrame();
      return { moves: times.length, times };
    },
    /** Share of the scratch canvas' pixels that are now (mostly) transparent, 0..1. */
    cleared() {
      const canvas = widget.scratchCanvas();
      const ctx = canvas.getContext('2d', { willReadFrequently: false });
      const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
      let clear = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i] < 128) clear += 1;
      return {
        fraction: clear / (canvas.width * canvas.height),
        width: canvas.width,
        height: canvas.height,
      };
    },
    prepareScratch: () => (widget.prepareScratch ? widget.prepareScratch() : Promise.resolve()),
  };
  window.__bench = api;
  Promise.resolve(widget.ready ? widget.ready() : undefined).then(
    () => {
      api.state = 'ready';
    },
    (error) => {
      api.state = 'error';
      api.error = String(error && error.stack ? error.stack : error);
    },
  );
  return api;
}

/** A seeded random source in [0, 1) (mulberry32), so every run draws the same prizes. */
export function seededRandom(seed = 42) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Resolves when `test()` is truthy, checking every frame; rejects after `timeoutMs`. */
export async function until(test, what, timeoutMs = 10000) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = test();
    if (value) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await nextFrame();
  }
}

/** The 21 labels every wheel on the bench shows (the spec's default wheel). */
export const WHEEL_LABELS = [
  'No luck',
  '5p',
  '2.5K',
  '10p',
  '10K',
  '25p',
  '25K',
  '50p',
  '50K',
  '£1',
  '100K',
  '£2',
  '250K',
  '£5',
  '1M',
  '£10',
  '£25',
  '£750',
  'Gift',
  '£50',
  '£100',
];
