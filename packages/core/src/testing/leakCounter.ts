/**
 * An instrumented window: counts what is live of everything a component can leave behind —
 * timeouts, intervals, animation frames, window/document/media-query listeners, ResizeObserver
 * and IntersectionObserver instances still observing, open BroadcastChannels — and provider
 * calls (polling). Install, mount/unmount many times, then `live()` must be all zeros.
 */
export interface LiveCounts {
  timeouts: number;
  intervals: number;
  animationFrames: number;
  listeners: number;
  resizeObservers: number;
  intersectionObservers: number;
  broadcastChannels: number;
}

export interface LeakCounter {
  /** What is still live now. */
  live(): LiveCounts;
  /** Details of live listeners (`target:type`), for failure messages. */
  liveListeners(): string[];
  /** Restores every patched global. */
  restore(): void;
}

type AnyFn = (...args: never[]) => unknown;

export function installLeakCounter(win: Window & typeof globalThis = window): LeakCounter {
  const g = globalThis as unknown as Record<string, unknown>;
  const w = win as unknown as Record<string, unknown>;
  const restores: (() => void)[] = [];
  const patch = (
    target: Record<string, unknown>,
    key: string,
    make: (original: AnyFn) => AnyFn,
  ) => {
    const original = target[key] as AnyFn | undefined;
    if (typeof original !== 'function') return;
    target[key] = make(original);
    restores.push(() => {
      target[key] = original;
    });
  };
  const both = (key: string, make: (original: AnyFn) => AnyFn) => {
    patch(g, key, make);
    if (w !== g) patch(w, key, make);
  };

  const timeouts = new Set<unknown>();
  const intervals = new Set<unknown>();
  const frames = new Set<unknown>();
  both('setTimeout', (original) => (handler: unknown, ...rest: unknown[]) => {
    const ref: { id?: unknown } = {};
    const wrapped =
      typeof handler === 'function'
        ? (...a: unknown[]) => {
            timeouts.delete(ref.id);
            return (handler as (...x: unknown[]) => unknown)(...a);
          }
        : handler;
    ref.id = (original as (...x: unknown[]) => unknown)(wrapped, ...rest);
    timeouts.add(ref.id);
    return ref.id;
  });
  both('clearTimeout', (original) => (id: unknown) => {
    timeouts.delete(id);
    intervals.delete(id);
    return (original as (x: unknown) => unknown)(id);
  });
  both('setInterval', (original) => (...args: unknown[]) => {
    const id = (original as (...x: unknown[]) => unknown)(...args);
    intervals.add(id);
    return id;
  });
  both('clearInterval', (original) => (id: unknown) => {
    intervals.delete(id);
    timeouts.delete(id);
    return (original as (x: unknown) => unknown)(id);
  });
  both('requestAnimationFrame', (original) => (callback: FrameRequestCallback) => {
    const ref: { id?: unknown } = {};
    ref.id = (original as (x: unknown) => unknown)((time: number) => {
      frames.delete(ref.id);
      callback(time);
    });
    frames.add(ref.id);
    return ref.id;
  });
  both('cancelAnimationFrame', (original) => (id: unknown) => {
    frames.delete(id);
    return (original as (x: unknown) => unknown)(id);
  });

  // Listeners on long-lived targets (window, document, media query lists, channels).
  const listeners = new Map<string, { target: string; type: string }>();
  const names = new WeakMap<object, string>();
  let nextTarget = 0;
  const tracked = (target: object): string | undefined => {
    if (target === win) return 'window';
    if (target === win.document) return 'document';
    if (target === win.document.documentElement) return 'html';
    if (target === win.document.body) return 'body';
    if (typeof MediaQueryList !== 'undefined' && target instanceof MediaQueryList) {
      if (!names.has(target)) names.set(target, `media#${nextTarget++}`);
      return names.get(target);
    }
    return undefined;
  };
  const fnIds = new WeakMap<object, number>();
  let nextFn = 0;
  const listenerKey = (name: string, type: string, listener: unknown, options: unknown) => {
    if (!listener || (typeof listener !== 'function' && typeof listener !== 'object'))
      return undefined;
    if (!fnIds.has(listener as object)) fnIds.set(listener as object, nextFn++);
    const capture =
      typeof options === 'boolean'
        ? options
        : Boolean((options as AddEventListenerOptions | undefined)?.capture);
    return `${name}|${type}|${fnIds.get(listener as object)}|${capture}`;
  };
  const proto = win.EventTarget.prototype as unknown as Record<string, unknown>;
  // Both methods key a listener the same way; adding records the key, removing forgets it.
  const patchListeners = (
    method: 'addEventListener' | 'removeEventListener',
    onListener: (key: string, target: string, type: string, options: unknown) => void,
  ) =>
    patch(
      proto,
      method,
      (original) =>
        function (this: object, type: string, listener: unknown, options?: unknown) {
          const name = tracked(this);
          const key = name ? listenerKey(name, type, listener, options) : undefined;
          if (name && key) onListener(key, name, type, options);
          return (original as (...x: unknown[]) => unknown).call(this, type, listener, options);
        } as AnyFn,
    );
  patchListeners('addEventListener', (key, target, type, options) => {
    listeners.set(key, { target, type });
    const signal = (options as AddEventListenerOptions | undefined)?.signal;
    signal?.addEventListener('abort', () => listeners.delete(key), { once: true });
  });
  patchListeners('removeEventListener', (key) => listeners.delete(key));

  // Observers and channels: live from construction (observe) until disconnect / close.
  const resize = new Set<object>();
  const intersection = new Set<object>();
  const channels = new Set<object>();
  const wrapClass = (key: string, onCreate: (instance: Record<string, AnyFn>) => void) => {
    const Original = g[key] as (new (...args: unknown[]) => Record<string, AnyFn>) | undefined;
    if (typeof Original !== 'function') return;
    const Wrapped = class extends Original {
      constructor(...args: unknown[]) {
        super(...args);
        onCreate(this);
      }
    };
    g[key] = Wrapped;
    if (w !== g) w[key] = Wrapped;
    restores.push(() => {
      g[key] = Original;
      if (w !== g) w[key] = Original;
    });
  };
  const observer = (set: Set<object>) => (instance: Record<string, AnyFn>) => {
    const observe = instance.observe?.bind(instance);
    const disconnect = instance.disconnect?.bind(instance);
    instance.observe = ((...args: never[]) => {
      set.add(instance);
      return observe?.(...args);
    }) as AnyFn;
    instance.disconnect = (() => {
      set.delete(instance);
      return disconnect?.();
    }) as AnyFn;
  };
  wrapClass('ResizeObserver', observer(resize));
  wrapClass('IntersectionObserver', observer(intersection));
  wrapClass('BroadcastChannel', (instance) => {
    channels.add(instance);
    const close = instance.close?.bind(instance);
    instance.close = (() => {
      channels.delete(instance);
      return close?.();
    }) as AnyFn;
  });

  return {
    live: () => ({
      timeouts: timeouts.size,
      intervals: intervals.size,
      animationFrames: frames.size,
      listeners: listeners.size,
      resizeObservers: resize.size,
      intersectionObservers: intersection.size,
      broadcastChannels: channels.size,
    }),
    liveListeners: () => [...listeners.values()].map((l) => `${l.target}:${l.type}`),
    restore: () => {
      for (const undo of restores.reverse()) undo();
      restores.length = 0;
    },
  };
}

export const NOTHING_LIVE: LiveCounts = {
  timeouts: 0,
  intervals: 0,
  animationFrames: 0,
  listeners: 0,
  resizeObservers: 0,
  intersectionObservers: 0,
  broadcastChannels: 0,
};
