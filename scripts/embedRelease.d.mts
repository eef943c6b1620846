import type { Plugin } from 'vite';
import type { IntegrityManifest } from '../packages/embed/scripts/build.d.mts';

export declare const RELEASE_MODULE: string;
export declare const PREVIEW_SCRIPT: string;
/** The embed's version and script hashes, building the scripts when they are missing or stale. */
export declare function readEmbedRelease(): Promise<IntegrityManifest>;
/** Vite plugin for `virtual:giftcash-embed-release`. */
export declare function embedRelease(): Plugin;
/** Each theme's `--gc-*` colour defaults (`#rrggbb`), as the widgets resolve them. */
export declare function themeDefaults(): {
  light: Record<string, string>;
  dark: Record<string, string>;
  names: string[];
};
