import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const BENCH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = path.resolve(BENCH, '..');
/** Scratch space for built pages, the site build, screenshots and raw reports (gitignored). */
export const WORK = path.join(BENCH, '.work');
export const PEERS = path.join(BENCH, 'peers');
export const SITE_DIR = path.join(WORK, 'site');
export const PAGES_DIR = path.join(WORK, 'pages');
