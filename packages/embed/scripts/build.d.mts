/** React → Preact (compat) aliases used for the element scripts. */
export declare const PREACT_ALIASES: Record<string, string>;
/** The scripts the build writes: entry (in src/entries) → file name and format. */
export declare const EMBED_OUTPUTS: ReadonlyArray<{
  entry: string;
  file: string;
  format: 'iife' | 'esm' | 'cjs';
}>;
/** Builds every element script into `outdir` (default packages/embed/dist); resolves to the files written. */
export declare function buildEmbed(options?: {
  outdir?: string;
  minify?: boolean;
  version?: string;
}): Promise<string[]>;
/** The file next to the scripts that lists their Subresource Integrity hashes (`sri.json`). */
export declare const SRI_FILE: string;
/** What `sri.json` holds: the version and each browser script's `integrity` value. */
export interface IntegrityManifest {
  version: string;
  algorithm: 'sha384';
  files: Record<string, string>;
}
/** `sha384-<base64>`: the `integrity` value of `bytes`. */
export declare function integrityOf(bytes: string | Uint8Array): string;
/** The Subresource Integrity manifest of the browser scripts in `outdir`. */
export declare function integrityManifest(outdir: string, version: string): IntegrityManifest;
