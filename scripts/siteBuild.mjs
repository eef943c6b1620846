// What the reference website in playground/dist was built from, so `npm start` can serve it again
// without a 30-second rebuild when nothing it is built from has changed. Every build of the site
// into playground/dist (npm start, npm test, npm run build:site) records a fingerprint of its
// inputs when it finishes; `npm start` rebuilds only when the fingerprint of the tree as it is now
// differs, or nothing was recorded (a fresh clone, or a build that stopped half-way).
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { ROOT } from './aliases.mjs';

export const SITE_DIR = path.join(ROOT, 'playground', 'dist');
const RECORD = path.join(ROOT, 'node_modules', '.cache', 'giftcash', 'site-build.json');

/** Folders and files the site is built from (relative to the root); folders are walked whole. */
const INPUTS = [
  'packages',
  'playground',
  'scripts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];
/** Never inputs: build outputs, installs and caches inside those folders. */
const SKIP = new Set(['node_modules', 'dist', '.cache', 'build', 'registry']);

function walk(root, relative, out) {
  const absolute = path.join(root, relative);
  const stat = lstatSync(absolute, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const name of readdirSync(absolute).sort()) {
      if (!SKIP.has(name)) walk(root, path.join(relative, name), out);
    }
  } else if (stat.isFile() && !/\.test\.tsx?$/.test(relative)) {
    // Size and modification time, as make compares them: a checkout or an edit changes them.
    out.push(`${relative}\0${stat.size}\0${stat.mtimeMs}`);
  }
}

/**
 * A fingerprint of everything a site build reads: the sources of the packages, the site and the
 * build scripts, the lockfile, the GIFTCASH_* settings (the API, the public URL, prerendering; ports
 * excluded) and the Node.js version.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [root] the repository (another folder of the same layout in tests)
 */
export function siteInputs(env = process.env, root = ROOT) {
  const lines = [];
  for (const input of INPUTS) walk(root, input, lines);
  const settings = Object.entries(env)
    .filter(([name]) => name.startsWith('GIFTCASH_') && !name.endsWith('_PORT'))
    .sort(([a], [b]) => a.localeCompare(b));
  const hash = createHash('sha256');
  hash.update(`${process.version}\n${JSON.stringify(settings)}\n`);
  for (const line of lines) hash.update(`${line}\n`);
  return hash.digest('hex');
}

/** Forgets the last build (called when a build into playground/dist starts). */
export function forgetSiteBuild() {
  rmSync(RECORD, { force: true });
}

/** Records that playground/dist now holds a complete build of `inputs`. */
export function recordSiteBuild(inputs) {
  mkdirSync(path.dirname(RECORD), { recursive: true });
  writeFileSync(RECORD, `${JSON.stringify({ inputs, builtAt: new Date().toISOString() })}\n`);
}

/** When playground/dist is a complete build of the tree as it is now: `{ builtAt }`; otherwise null. */
export function currentSiteBuild(env = process.env) {
  if (!existsSync(path.join(SITE_DIR, 'index.html')) || !existsSync(RECORD)) return null;
  try {
    const record = JSON.parse(readFileSync(RECORD, 'utf8'));
    return record.inputs === siteInputs(env) ? { builtAt: record.builtAt } : null;
  } catch {
    return null;
  }
}
