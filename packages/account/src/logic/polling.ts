/** What the poller needs from the page; `document` in a browser. */
export interface VisibilitySource {
  readonly hidden: boolean;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface PollerOptions {
  /** Called every `interval` ms while running and visible. Receives a signal aborted on stop. */
  poll: (signal: AbortSignal) => void | Promise<void>;
  /** Milliseconds between polls. @default 5000 (the spec's profile poll) */
  interval?: number;
  /** Page visibility; polling pauses while `hidden`. @default globalThis.document when present */
  visibility?: VisibilitySource | null;
}

export interface Poller {
  /** Starts polling (no-op when already running). The first poll happens after one interval. */
  start(): void;
  /** Stops polling and aborts a poll in progress. */
  stop(): void;
  /** True between start and stop. */
  readonly running: boolean;
}

/** The spec's profile poll interval: 5 seconds. */
export const PROFILE_POLL_INTERVAL = 5000;

/**
 * Calls `poll` every `interval` ms, never overlapping; pauses while the page is hidden and
 * polls once right away when it becomes visible again after a pause of at least one interval.
 * Plumbing of this package's components, not part of the promised API.
 *
 * @internal
 */
export function createPoller({
  poll,
  interval = PROFILE_POLL_INTERVAL,
  visibility,
}: PollerOptions): Poller {
  const source: VisibilitySource | null =
    visibility !== undefined ? visibility : typeof document !== 'undefined' ? document : null;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let busy = false;
  let lastPoll = 0;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  const schedule = (delay: number) => {
    clear();
    if (!running || source?.hidden) return;
    timer = setTimeout(tick, delay);
  };

  async function tick() {
    timer = undefined;
    if (!running || source?.hidden || busy) return;
    busy = true;
    controller = new AbortController();
    lastPoll = Date.now();
    try {
      await poll(controller.signal);
    } catch {
      // a failed poll keeps the last known state; the next one tries again
    } finally {
      busy = false;
      controller = undefined;
    }
    schedule(interval);
  }

  const onVisibility = () => {
    if (!running) return;
    if (source?.hidden) {
      clear();
    } else {
      schedule(Math.max(0, interval - (Date.now() - lastPoll)));
    }
  };

  return {
    start() {
      if (running) return;
      running = true;
      lastPoll = Date.now();
      source?.addEventListener('visibilitychange', onVisibility);
      schedule(interval);
    },
    stop() {
      if (!running) return;
      running = false;
      clear();
      controller?.abort();
      source?.removeEventListener('visibilitychange', onVisibility);
    },
    get running() {
      return running;
    },
  };
}
