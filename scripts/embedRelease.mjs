// The released @giftcash/embed as the reference website's partner page prints it: the version
// (packages/embed/package.json) and the Subresource Integrity hash of each script
// (packages/embed/dist/sri.json, written by the embed build), read at build time. A build of the
// site on a fresh clone (`npm start` builds no packages) builds the embed scripts first.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './aliases.mjs';
import { CSS_SOURCES, tokenBlock } from '../packages/embed/scripts/css.mjs';

const EMBED_DIR = path.join(ROOT, 'packages', 'embed');
const DIST = path.join(EMBED_DIR, 'dist');
export const RELEASE_MODULE = 'virtual:giftcash-embed-release';
const RESOLVED = `\0${RELEASE_MODULE}`;

/** The script the partner page itself runs (every element). */
export const PREVIEW_SCRIPT = 'giftcash-embed.iife.js';

/** `{ version, algorithm, files }` of the embed in the worktree, building its scripts when they are missing or of another version. */
export async function readEmbedRelease() {
  const { version } = JSON.parse(readFileSync(path.join(EMBED_DIR, 'package.json'), 'utf8'));
  const sriFile = path.join(DIST, 'sri.json');
  const current = () =>
    existsSync(sriFile) && JSON.parse(readFileSync(sriFile, 'utf8')).version === version;
  if (!current()) {
    const { buildEmbed } = await import('../packages/embed/scripts/build.mjs');
    await buildEmbed({ version });
  }
  const release = JSON.parse(readFileSync(sriFile, 'utf8'));
  if (release.version !== version || !release.files?.[PREVIEW_SCRIPT])
    throw new Error(
      `giftcash-embed-release: ${sriFile} does not describe @giftcash/embed ${version}`,
    );
  return release;
}

/**
 * The `--gc-*` colour tokens of each theme as the widgets resolve them (the embed build's reading
 * of core's tokens.css): `{ light: { '--gc-text': '#1d1a12', … }, dark: { … } }`, dark being the
 * light values with the dark block over them (only plain `#rgb`/`#rrggbb` values), and `names`, every
 * token the widgets read.
 */
export function themeDefaults() {
  const css = readFileSync(path.join(ROOT, CSS_SOURCES.tokens), 'utf8');
  const hex = (tokens) =>
    Object.fromEntries(tokens.filter(([, value]) => /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(value)));
  const lightTokens = tokenBlock(css, ':root').tokens;
  const darkTokens = tokenBlock(css, "\\[data-theme='dark'\\]").tokens;
  const light = hex(lightTokens);
  return {
    light,
    dark: { ...light, ...hex(darkTokens) },
    names: [...new Set([...lightTokens, ...darkTokens].map(([name]) => name))],
  };
}

/**
 * Vite plugin: `import release from 'virtual:giftcash-embed-release'` gives the release
 * (`version`, `files`: script name → `sha384-…`), `themes` (the colour tokens' defaults) and `previewUrl`, the address of this build's
 * copy of the all-elements script (a hashed asset, its bytes exactly the ones hashed).
 */
export function embedRelease() {
  return {
    name: 'giftcash-embed-release',
    resolveId(id) {
      return id === RELEASE_MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const release = { ...(await readEmbedRelease()), themes: themeDefaults() };
      const script = path.join(DIST, PREVIEW_SCRIPT).split(path.sep).join('/');
      return [
        `import previewUrl from ${JSON.stringify(`${script}?url`)};`,
        `export default { ...${JSON.stringify(release)}, previewUrl };`,
      ].join('\n');
    },
  };
}
