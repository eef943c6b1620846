// The README's pinned-tag example is generated, never typed: the version and the Subresource
// Integrity hash of the all-elements script come from the build (dist/sri.json). Between
//
//   <!-- embed-release: … -->
//   …
//   <!-- /embed-release -->
//
// the README holds exactly `pinnedTagBlock(release)`. `node packages/embed/scripts/readme.mjs`
// rewrites it from the last build; scripts/examples.mjs fails when the README's tag differs from
// the tarball npm publishes, and loads the tag as written, its integrity checked by the browser.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SRI_FILE } from './build.mjs';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const README = path.join(PACKAGE_DIR, 'README.md');
/** The script the example pins: every element. */
export const PINNED_SCRIPT = 'giftcash-embed.iife.js';
const BLOCK = /(<!-- embed-release: [^\n]*-->\n)([\s\S]*?)(<!-- \/embed-release -->)/;

/** The README's block for a release (`{ version, files }`, as in sri.json). */
export function pinnedTagBlock({ version, files }) {
  const integrity = files[PINNED_SCRIPT];
  if (!integrity) throw new Error(`no integrity for ${PINNED_SCRIPT} in the release`);
  return [
    '<!-- quick start: html -->',
    '```html',
    `<script src="https://unpkg.com/@giftcash/embed@${version}/dist/${PINNED_SCRIPT}" integrity="${integrity}" crossorigin="anonymous"></script>`,
    '```',
    '',
  ].join('\n');
}

/** The block the README holds now, or null when it has none. */
export function readmeBlock(text) {
  return BLOCK.exec(text)?.[2] ?? null;
}

/** `text` with its block written for `release`. */
export function fillReadme(text, release) {
  if (!BLOCK.test(text)) throw new Error('the embed README has no <!-- embed-release --> block');
  return text.replace(BLOCK, (_, start, _block, end) => `${start}${pinnedTagBlock(release)}${end}`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const release = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'dist', SRI_FILE), 'utf8'));
  const { version } = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8'));
  if (release.version !== version)
    throw new Error(
      `dist/${SRI_FILE} is of ${release.version}, the package is ${version}: build first`,
    );
  const before = readFileSync(README, 'utf8');
  const after = fillReadme(before, release);
  if (after !== before) writeFileSync(README, after);
  process.stdout.write(
    `${after === before ? 'up to date' : 'updated'}: packages/embed/README.md (${version}, ${release.files[PINNED_SCRIPT]})\n`,
  );
}
