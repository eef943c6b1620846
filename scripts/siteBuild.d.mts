/** playground/dist, where the site is built and served from. */
export declare const SITE_DIR: string;
/** A fingerprint of everything a site build reads (sources, lockfile, GIFTCASH_* settings, Node). */
export declare function siteInputs(env?: NodeJS.ProcessEnv, root?: string): string;
/** Forgets the last build (called when a build into playground/dist starts). */
export declare function forgetSiteBuild(): void;
/** Records that playground/dist now holds a complete build of `inputs`. */
export declare function recordSiteBuild(inputs: string): void;
/** When playground/dist is a complete build of the tree as it is now: `{ builtAt }`; otherwise null. */
export declare function currentSiteBuild(env?: NodeJS.ProcessEnv): { builtAt: string } | null;
