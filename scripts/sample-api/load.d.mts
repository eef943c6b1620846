import type * as SampleApiServer from './server.ts';

/** Bundles one TypeScript module (absolute path) with `@giftcash/*` from source; returns the bundle's path. */
export declare function bundleSource(entry: string): Promise<string>;
/** Imports one TypeScript module of the repository (path relative to its root), bundled on the fly. */
export declare function loadSource(relativePath: string): Promise<unknown>;
/** The sample API module, bundled on the fly. */
export declare function loadSampleApi(): Promise<typeof SampleApiServer>;
