import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';

/** Path of packages/core/src/model/wireCodes.ts. */
export declare const WIRE_CODES_FILE: string;
/** The wire-code maps, evaluated from wireCodes.ts. */
export declare function wireCodes(): Record<string, Record<string, number>>;
/**
 * `source` with every read `MAP.key` of an imported wire-code map replaced by its number, every
 * position kept; strings, comments and types untouched.
 */
export declare function inlineWireCodes(
  source: string,
  maps?: Record<string, Record<string, number>>,
  fileName?: string,
): string;
/** esbuild plugin: the packages' TypeScript sources through `inlineWireCodes`. */
export declare function inlineWireCodesPlugin(): EsbuildPlugin;
/** Vite plugin (the site): the same, before Vite's own TypeScript transform. */
export declare function inlineWireCodesVite(): VitePlugin;
