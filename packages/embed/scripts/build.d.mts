/** React → Preact (compat) aliases used for the element scripts. */
export declare const PREACT_ALIASES: Record<string, string>;
/** The scripts the build writes: entry (in src/entries) → file name and format. */
export declare const EMBED_OUTPUTS: ReadonlyArray<{ entry: string; file: string; format: 'iife' | 'esm' | 'cjs' }>;
/** Builds every element script into `outdir` (default packages/embed/dist); resolves to the files written. */
export declare function buildEmbed(options?: { outdir?: string; minify?: boolean; version?: string }): Promise<string[]>;
