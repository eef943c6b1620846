export declare const KEYSTROKE_TRACE_CATEGORIES: string[];
export declare const WATCH_MS: number;
export interface WatchedFrame {
  start: number;
  signature: string;
  end: number | null;
}
export interface WatchedKey {
  key: string;
  start: number;
  frames: WatchedFrame[];
  done: boolean;
}
export declare function installFrameWatch(watchMs?: number): void;
export declare function mainThreadBusy(
  buffer: Buffer,
  fromMark: string,
  toMark: string,
  options?: { toEndOfTask?: boolean },
): number | null;
export declare function keystrokeWork(
  trace: Buffer,
  measured: WatchedKey & { settled: string },
  index: number,
  label?: string,
): { workMs: number; latencyMs: number; inNextFrame: boolean; framesUntilResults: number };
export declare function watchedBusy(trace: Buffer, index: number): number | null;
