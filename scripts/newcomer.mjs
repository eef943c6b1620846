// npm test's first step: the commands the README gives a newcomer, run as written, from the state a
// newcomer has: the tree straight after `npm install`, with no dist/, no site build and no caches.
// Each command runs in its own fresh copy of the working tree, must answer within its time, and is
// stopped. This tree's own build outputs never leak in (a check run where dist/ already exists
// would pass however broken the first run is).
//
//   node scripts/newcomer.mjs            every command
//   node scripts/newcomer.mjs start api  those whose names match
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './aliases.mjs';
import { loadSource } from './sample-api/load.mjs';

/** What earlier runs leave in node_modules, not what an install does: none of it in a fresh tree. */
const NOT_INSTALLED = ['.cache', '.vite', '.vite-temp'];

/**
 * A fresh copy of the working tree (tracked files and new ones git does not ignore, as they are on
 * disk) with this tree's installed node_modules, the way `npm install` leaves a clone. Returns its
 * path and `reset()`, which takes it back to that state: removes whatever a command wrote.
 */
export function freshTree() {
  const tree = mkdtempSync(path.join(os.tmpdir(), 'giftcash-newcomer-'));
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: ROOT,
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const files = new Set();
  const folders = new Set(['']);
  for (const file of listed.toString().split('\0').filter(Boolean)) {
    const from = path.join(ROOT, file);
    const stat = lstatSync(from, { throwIfNoEntry: false });
    if (!stat) continue; // deleted in the working tree
    const to = path.join(tree, file);
    mkdirSync(path.dirname(to), { recursive: true });
    if (stat.isSymbolicLink()) symlinkSync(readlinkSync(from), to);
    else copyFileSync(from, to);
    files.add(file);
    for (let folder = path.dirname(file); folder !== '.'; folder = path.dirname(folder))
      folders.add(folder);
  }
  // node_modules as the install left it, hard-linked (a few seconds, no space): every file sits in
  // the fresh tree itself, as after `npm install` there, so tools that check where a file lives
  // (Vite's serving allow-list) see what a newcomer's would; workspace links are relative and so
  // point at the fresh tree's own packages. A full copy where hard links cannot be made.
  const modules = path.join(tree, 'node_modules');
  try {
    execFileSync('cp', ['-al', path.join(ROOT, 'node_modules'), modules]);
  } catch {
    rmSync(modules, { recursive: true, force: true });
    execFileSync('cp', ['-a', path.join(ROOT, 'node_modules'), modules]);
  }
  const installed = new Set(readdirSync(modules).filter((name) => !NOT_INSTALLED.includes(name)));
  const prune = (folder) => {
    for (const entry of readdirSync(path.join(tree, folder), { withFileTypes: true })) {
      const child = folder ? `${folder}/${entry.name}` : entry.name;
      if (child === 'node_modules') continue;
      if (entry.isDirectory() && folders.has(child)) prune(child);
      else if (!files.has(child)) rmSync(path.join(tree, child), { recursive: true, force: true });
    }
  };
  const reset = () => {
    for (const name of readdirSync(modules)) {
      if (!installed.has(name)) rmSync(path.join(modules, name), { recursive: true, force: true });
    }
    prune('');
  };
  reset();
  return { tree, reset };
}

/** A free port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function fetchText(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return {
      status: response.status,
      type: response.headers.get('content-type') ?? '',
      body: await response.text(),
    };
  } catch {
    return null;
  }
}

/** Loads `url` in Chromium until `ready(page)` holds; fails on a page error or console error. */
async function inChromium(url, ready, seconds) {
  const { chromium } = await import('@playwright/test');
  const { CHROMIUM_PATH, CHROMIUM_ARGS } = await loadSource('e2e/env.ts');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
    });
    await page.goto(url, { timeout: seconds * 1000 });
    await ready(page, seconds * 1000);
    if (errors.length) throw new Error(errors.join('\n'));
  } finally {
    await browser.close();
  }
}

/** The page title the home page must carry, from the site's own table. */
async function homeTitle() {
  const { titleFor } = await loadSource('playground/src/shell/pageTitles.ts');
  return titleFor('/');
}

/**
 * The README's commands for a newcomer. `check(url, output)` resolves once the command answers as
 * it should and throws when it answers wrongly; until then it returns false to be asked again.
 */
const COMMANDS = [
  {
    name: 'start',
    argv: ['start'],
    seconds: 300,
    async check({ port }) {
      const page = await fetchText(`http://127.0.0.1:${port}/`);
      if (!page) return false;
      const title = await homeTitle();
      if (page.status !== 200 || !page.body.includes(`<title>${title}</title>`)) {
        throw new Error(`/ answered ${page.status} without the home page's title "${title}"`);
      }
      // The prerendered home page, not a bare shell: its first screen is in the HTML.
      if (!/<h1[\s>]/.test(page.body))
        throw new Error('/ answered without a heading: not prerendered');
      return `/ answered 200 with the prerendered home page`;
    },
  },
  {
    name: 'dev',
    argv: ['run', 'dev'],
    seconds: 120,
    async check({ port }) {
      const url = `http://127.0.0.1:${port}/`;
      if (!(await fetchText(url))) return false;
      const title = await homeTitle();
      await inChromium(
        url,
        async (page, timeout) => {
          await page.waitForFunction((expected) => document.title === expected, title, { timeout });
          await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout });
        },
        90,
      );
      return 'the dev server rendered the home page in Chromium with no error';
    },
  },
  {
    name: 'api',
    argv: ['run', 'api'],
    seconds: 60,
    async check({ port }) {
      const answer = await fetchText(`http://127.0.0.1:${port}/api/brands`);
      if (!answer) return false;
      const brands = answer.status === 200 ? JSON.parse(answer.body).brands : undefined;
      if (!Array.isArray(brands) || brands.length < 150) {
        throw new Error(`/api/brands answered ${answer.status} without the sample's 150+ brands`);
      }
      return `/api/brands answered ${brands.length} brands`;
    },
  },
  {
    name: 'stories',
    argv: ['run', 'stories'],
    seconds: 120,
    async check({ output }) {
      const url = /served at (http:\/\/\S+)/.exec(output)?.[1];
      if (!url || !(await fetchText(url))) return false;
      await inChromium(
        url,
        async (page, timeout) => {
          await page.locator('a[href*="?story="]').first().waitFor({ timeout });
          await page.locator('.ladle-main > *').first().waitFor({ timeout });
        },
        90,
      );
      return `Ladle served the stories at ${url}; Chromium rendered one with no error`;
    },
  },
];

/** Runs `npm <argv>` in `tree` until `check` passes; always stops it. */
async function tryCommand(command, tree) {
  const port = await freePort();
  const started = Date.now();
  let output = '';
  const child = spawn('npm', command.argv, {
    cwd: tree,
    detached: true,
    // BROWSER=none: Ladle would otherwise try to open a desktop browser.
    env: { ...process.env, PORT: String(port), BROWSER: 'none', FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let exited = null;
  child.on('exit', (code, signal) => (exited = { code, signal }));
  const stop = async () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    for (let i = 0; i < 50 && !exited; i += 1) await sleep(100);
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  };
  try {
    while (Date.now() - started < command.seconds * 1000) {
      if (exited) throw new Error(`exited (${exited.code ?? exited.signal}) before it answered`);
      const done = await command.check({ port, output });
      if (done) return { done, seconds: (Date.now() - started) / 1000 };
      await sleep(500);
    }
    throw new Error(`no answer within ${command.seconds} s`);
  } catch (error) {
    error.output = output;
    throw error;
  } finally {
    await stop();
  }
}

const only = process.argv.slice(2);
const copying = Date.now();
const { tree, reset } = freshTree();
console.log(
  `A fresh clone of the working tree in ${tree} (${((Date.now() - copying) / 1000).toFixed(1)} s)`,
);
let failed = 0;
for (const command of COMMANDS) {
  if (only.length && !only.some((word) => command.name.includes(word))) continue;
  const label = `npm ${command.argv.join(' ')}`;
  reset();
  try {
    const { done, seconds } = await tryCommand(command, tree);
    console.log(`✔ ${label} from a fresh clone: ${done} (${seconds.toFixed(1)} s)`);
  } catch (error) {
    failed += 1;
    console.error(`✖ ${label} from a fresh clone: ${error.message}`);
    const tail = (error.output ?? '').split('\n').slice(-40).join('\n');
    if (tail.trim()) console.error(`--- last lines of its output ---\n${tail}`);
  }
}
// Removing ~60,000 links takes a while on a busy machine: it goes on in the background.
spawn('rm', ['-rf', tree], { detached: true, stdio: 'ignore' }).unref();
process.exit(failed ? 1 : 0);
