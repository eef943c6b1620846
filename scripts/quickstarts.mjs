// A partner's first hour, from the READMEs alone (run by scripts/examples.mjs, after it publishes
// the packages to the local registry). Each README marks its quick start's blocks with
// `<!-- quick start: <app> -->` on the line before them: the `npm install` lines of its sh blocks,
// and code blocks whose first line names the file they are (`// src/App.tsx`). For each README,
// the quick start runs as written, in an app made as today's scaffolders make it:
// - `vite`: examples/quickstart-vite, `npm create vite@latest` (React TS template) as it wrote it;
// - `next`: examples/quickstart-next, `npx create-next-app@latest` with its defaults (Next 16:
//   `cacheComponents: true`);
// - `node`: an empty folder with `npm init -y`'s package.json (a plain Node script);
// - `html`: a blank partner page holding the block, the unpkg address answered by the published
//   tarball's file.
// Each app is copied out of the repository (inside it, Node and bundlers would find the root's
// node_modules, which has every package, and hide a missing install) into a folder of the system's
// temporary directory kept between runs and named by the checkout and the hash of its lockfile, so
// the scaffold's own dependencies are installed once (`npm ci`) and shared by every README. Before each README the
// app's files are the scaffold's again; then the README's install lines run (`npm install …`, our
// scope from the local registry, everything else from the npm registry; npm removes what the README
// before installed), its files are written, and the app's own `npm run build` builds it. The page is
// then opened in Debian's Chromium, which must show what the quick start promises with no console
// error and no page error.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './aliases.mjs';
import { freePort } from './freePort.mjs';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const ENV = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', npm_config_update_notifier: 'false' };
const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

/**
 * A screenshot of each quick start's page goes to screenshots/quickstarts/ (as the route sweeps:
 * GIFTCASH_SCREENSHOTS=0 skips them, and under CI they are taken only with =1).
 */
const SHOTS =
  process.env.GIFTCASH_SCREENSHOTS === '1' ||
  (process.env.GIFTCASH_SCREENSHOTS !== '0' && !process.env.CI)
    ? path.resolve(
        process.env.GIFTCASH_SCREENSHOTS_DIR || path.join(ROOT, 'screenshots'),
        'quickstarts',
      )
    : null;
const shotName = (quickStart) =>
  `${quickStart.readme.replace(/^packages\//, '').replace(/\/?README\.md$/, '') || 'root'}-${quickStart.app}`;

/** The scaffolded apps, under examples/. */
export const QUICK_START_APPS = { vite: 'quickstart-vite', next: 'quickstart-next' };

/**
 * Every README with a quick start, and what a person sees once it runs: the address opened, the
 * text that must show (`see`, a RegExp tested against the page's visible text, shadow roots
 * included), for `node` what the script prints. In an order that keeps npm's work small: the root
 * README installs what the catalogue's quick start just did.
 */
export const QUICK_STARTS = [
  {
    readme: 'packages/catalogue/README.md',
    app: 'vite',
    open: '/',
    see: /Search offers by brand[\s\S]*Groceries \(\d+\)[\s\S]*Search brands/,
  },
  {
    readme: 'README.md',
    app: 'vite',
    open: '/',
    see: /Search offers by brand[\s\S]*Popular[\s\S]*Groceries \(\d+\)/,
  },
  {
    readme: 'packages/brand-detail/README.md',
    app: 'vite',
    open: '/',
    see: /Greenway Grocers Gift Card[\s\S]*Buy Securely/,
  },
  {
    readme: 'packages/games-demo/README.md',
    app: 'vite',
    open: '/?game=wheel-cashback-plus',
    see: /Cashback\+ Wheel[\s\S]*Spin/,
  },
  {
    readme: 'packages/account/README.md',
    app: 'vite',
    open: '/',
    see: /Gift Cards Wallet/,
  },
  {
    readme: 'packages/core/README.md',
    app: 'next',
    open: '/',
    see: /168 brands\. £250 on a gift card is £250\.00\./,
  },
  {
    readme: 'packages/sample/README.md',
    app: 'node',
    prints: /^168 brands in \d+ categories; the best, .+, pays \d+% \(£\d+\.\d\d on £50\)\n$/,
  },
  {
    readme: 'packages/embed/README.md',
    app: 'html',
    open: 'https://partner.example/',
    see: /Gift Anywhere\s+\d+%/,
  },
];

/**
 * The quick start blocks of a README for each app: `{ [app]: { install: string[][], files: [{ path,
 * code }], html: string[] } }`. A marked sh block holds only `npm install` lines (and comments); a
 * marked code block names its file on its first line (`// src/App.tsx`), except html blocks, which
 * are a page's body.
 */
export function readQuickStarts(markdown, file = 'README.md') {
  const apps = {};
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const marker = /^<!-- quick start: ([a-z]+) -->\s*$/.exec(lines[index]);
    if (!marker) continue;
    const open = /^```(\w+)\s*$/.exec(lines[index + 1] ?? '');
    if (!open)
      throw new Error(
        `${file}:${index + 1}: a quick start marker must sit on the line before a code block`,
      );
    let end = index + 2;
    while (end < lines.length && !/^```\s*$/.test(lines[end])) end += 1;
    const body = lines.slice(index + 2, end);
    const app = (apps[marker[1]] ??= { install: [], files: [], html: [] });
    const lang = open[1];
    if (lang === 'sh') {
      for (const line of body) {
        const command = line.replace(/#.*$/, '').trim();
        if (!command) continue;
        const install = /^npm install (.+)$/.exec(command);
        if (!install)
          throw new Error(
            `${file}: a quick start's sh block runs only npm install, not "${command}"`,
          );
        app.install.push(install[1].split(/\s+/));
      }
    } else if (lang === 'html') {
      app.html.push(body.join('\n'));
    } else {
      // `// app/page.tsx: a Server Component`: the file is the first word, less a colon after it.
      const named = /^\/\/ ([^\s:]+)/.exec(body[0] ?? '');
      if (!named)
        throw new Error(
          `${file}:${index + 3}: a quick start's ${lang} block starts with // <its file>`,
        );
      app.files.push({ path: named[1], code: `${body.join('\n')}\n` });
    }
    index = end;
  }
  return apps;
}

function run(label, command, args, cwd, { env = ENV, quiet = false } = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    env,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    if (quiet) console.error(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error(`${label} failed (exit ${result.status})`);
  }
  console.log(`    ${label} (${seconds(started)} s)`);
  return result.stdout ?? '';
}

/**
 * The app's folder outside the repository, its scaffold dependencies installed from its lockfile
 * (once per lockfile: kept in the temporary directory, named by the lockfile's hash).
 */
function appFolder(name) {
  const source = path.join(ROOT, 'examples', name);
  const digest = (...parts) => {
    const hash = createHash('sha256');
    for (const part of parts) hash.update(part);
    return hash.digest('hex').slice(0, 12);
  };
  // One folder per checkout (runs in other checkouts on the machine keep theirs) and lockfile.
  const prefix = `${name}-${digest(ROOT)}-`;
  const current = `${prefix}${digest(
    readFileSync(path.join(source, 'package.json')),
    readFileSync(path.join(source, 'package-lock.json')),
  )}`;
  const base = path.join(tmpdir(), 'giftcash-quickstarts');
  mkdirSync(base, { recursive: true });
  // This checkout's folders of earlier lockfiles are of no more use.
  for (const old of readdirSync(base))
    if (old.startsWith(prefix) && old !== current)
      rmSync(path.join(base, old), { recursive: true, force: true });
  const dir = path.join(base, current);
  if (!existsSync(path.join(dir, 'node_modules/.package-lock.json'))) {
    rmSync(dir, { recursive: true, force: true });
    resetApp(source, dir);
    run(`npm ci in ${name} (its own lockfile)`, NPM, ['ci', '--no-audit', '--no-fund'], dir);
  }
  return { source, dir };
}

/** The app's files as the scaffolder wrote them (everything but node_modules replaced). */
function resetApp(source, dir) {
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dir))
    if (entry !== 'node_modules') rmSync(path.join(dir, entry), { recursive: true, force: true });
  cpSync(source, dir, {
    recursive: true,
    filter: (file) => !/[\\/](node_modules|dist|\.next)([\\/]|$)/.test(path.relative(source, file)),
  });
}

/** The README's `npm install` lines, as written; only our scope goes to the local registry. */
function install(lines, dir, scope) {
  for (const packages of lines)
    run(
      `npm install ${packages.join(' ')}`,
      NPM,
      ['install', '--no-audit', '--no-fund', scope, ...packages],
      dir,
      { quiet: true },
    );
}

/**
 * Opens `url` and waits for `see` in the page's visible text (shadow roots too); returns the
 * problems: console errors, page errors, `see` missing, and what `check(page)` returns.
 */
async function expectPage(browser, url, see, { route, check, shot } = {}) {
  const context = await browser.newContext({
    locale: 'en-GB',
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  if (route) await context.route(route.match, route.handler);
  try {
    await page.goto(url);
    const text = () =>
      page.evaluate(() => {
        const parts = [];
        const walk = (root) => {
          for (const element of root.querySelectorAll('*')) {
            if (element.shadowRoot) {
              parts.push(
                [...element.shadowRoot.children].map((child) => child.innerText ?? '').join('\n'),
              );
              walk(element.shadowRoot);
            }
          }
        };
        parts.push(document.body.innerText);
        walk(document);
        return parts.join('\n');
      });
    const until = Date.now() + 15_000;
    let seen = '';
    while (!see.test((seen = await text()))) {
      if (Date.now() > until || problems.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!see.test(seen))
      problems.unshift(
        `${see} is not on the page; it shows: ${seen.slice(0, 400).replace(/\s+/g, ' ')}`,
      );
    if (check) problems.push(...(await check(page)));
    if (SHOTS && shot) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `${shot}.png`), fullPage: true });
    }
    return problems;
  } finally {
    await context.close();
  }
}

/** Starts `command` in `cwd` and resolves once `url` answers; `stop()` ends its process group. */
async function startServer(command, args, cwd, url) {
  const child = spawn(command, args, { cwd, env: ENV, stdio: 'ignore', detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', stop);
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(url)).status < 500) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until || child.exitCode !== null) {
      stop();
      throw new Error(`${command} ${args.join(' ')} did not answer at ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return stop;
}

/** Runs one README's quick start for a Vite or Next app; returns the problems found. */
async function runAppQuickStart(quickStart, blocks, folder, { scope, browser }) {
  const { dir, source } = folder;
  resetApp(source, dir);
  install(blocks.install, dir, scope);
  for (const file of blocks.files) {
    mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
    writeFileSync(path.join(dir, file.path), file.code);
  }
  run('npm run build', NPM, ['run', 'build'], dir, { quiet: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const stop =
    quickStart.app === 'next'
      ? await startServer(
          process.execPath,
          ['node_modules/next/dist/bin/next', 'start', '-H', '127.0.0.1', '-p', String(port)],
          dir,
          base,
        )
      : await startServer(
          process.execPath,
          [
            'node_modules/vite/bin/vite.js',
            'preview',
            '--host',
            '127.0.0.1',
            '--port',
            String(port),
            '--strictPort',
          ],
          dir,
          base,
        );
  try {
    return await expectPage(browser, `${base}${quickStart.open}`, quickStart.see, {
      shot: shotName(quickStart),
    });
  } finally {
    stop();
  }
}

/** The sample README's Node script, in a folder of its own made with `npm init -y`. */
function runNodeQuickStart(quickStart, blocks, scope) {
  const dir = mkdtempSync(path.join(tmpdir(), 'giftcash-quickstart-node-'));
  try {
    run('npm init -y', NPM, ['init', '-y'], dir, { quiet: true });
    install(blocks.install, dir, scope);
    for (const file of blocks.files) writeFileSync(path.join(dir, file.path), file.code);
    const [script] = blocks.files;
    const printed = run(`node ${script.path}`, process.execPath, [script.path], dir, {
      quiet: true,
    });
    console.log(`      ${printed.trim()}`);
    return quickStart.prints.test(printed)
      ? []
      : [`node ${script.path} printed ${JSON.stringify(printed)}, not ${quickStart.prints}`];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The published tarball of `name@version`, unpacked: `{ dir, manifest }`. */
function unpackPublished(name, version, registry) {
  const dir = mkdtempSync(path.join(tmpdir(), 'giftcash-quickstart-pack-'));
  const [tarball] = run(
    `npm pack ${name}@${version}`,
    NPM,
    ['pack', `${name}@${version}`, '--registry', registry, '--pack-destination', dir, '--silent'],
    dir,
    { quiet: true },
  )
    .trim()
    .split('\n')
    .slice(-1);
  run('tar', 'tar', ['xzf', tarball, '-C', dir], dir, { quiet: true });
  const root = path.join(dir, 'package');
  return { dir, root, manifest: JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) };
}

/**
 * The embed README's blocks as partner pages: unpkg answered by the published tarball (the
 * unversioned address by its `unpkg` file, a versioned one by the file named), with CORS, so the
 * pinned tag's integrity is checked by the browser against the bytes npm publishes.
 */
async function runHtmlQuickStart(quickStart, blocks, { registry, browser, version }) {
  const published = unpackPublished('@giftcash/embed', version, registry);
  try {
    const unpkg = (url) => {
      const match = /^https:\/\/unpkg\.com\/@giftcash\/embed(?:@([^/]+))?(\/.*)?$/.exec(url);
      if (!match || (match[1] && match[1] !== version)) return null;
      const file = match[2] ?? `/${published.manifest.unpkg}`;
      const full = path.join(published.root, path.normalize(file));
      return full.startsWith(published.root) && existsSync(full) ? readFileSync(full) : null;
    };
    const problems = [];
    // A pinned tag names the bytes npm publishes: say which command writes it when it does not.
    const { integrityOf } = await import('../packages/embed/scripts/build.mjs');
    for (const [, file, integrity] of blocks.html
      .join('\n')
      .matchAll(
        /src="https:\/\/unpkg\.com\/@giftcash\/embed@[^/"]+(\/[^"]+)" integrity="([^"]+)"/g,
      )) {
      const body = unpkg(`https://unpkg.com/@giftcash/embed@${version}${file}`);
      const actual = body && integrityOf(body);
      if (actual !== integrity)
        problems.push(
          `the pinned tag's integrity is ${integrity}; the published ${file} is ${actual} (node packages/embed/scripts/readme.mjs writes it after a build)`,
        );
    }
    for (const [index, html] of blocks.html.entries()) {
      const page = `<!doctype html>\n<html lang="en-GB"><head><meta charset="utf-8"><title>Partner</title></head><body>\n${html}\n</body></html>\n`;
      // A block with an element shows it; a script tag alone defines the elements.
      const see = html.includes('<giftcash-') ? quickStart.see : /^/;
      const found = await expectPage(browser, quickStart.open, see, {
        shot: `${shotName(quickStart)}-${index + 1}`,
        // Every block defines the elements (the script ran, its integrity accepted).
        check: async (page) =>
          (await page.evaluate(() => Boolean(customElements.get('giftcash-brand-carousel'))))
            ? []
            : ['the script did not define <giftcash-brand-carousel>'],
        route: {
          match: /^https:\/\/(partner\.example|unpkg\.com)\//,
          handler: (route) => {
            const url = route.request().url();
            if (url.startsWith('https://partner.example/'))
              return url === 'https://partner.example/'
                ? route.fulfill({ contentType: 'text/html', body: page })
                : route.fulfill({ status: 404, body: '' });
            const body = unpkg(url);
            return body
              ? route.fulfill({
                  contentType: 'text/javascript',
                  headers: { 'Access-Control-Allow-Origin': '*' },
                  body,
                })
              : route.fulfill({ status: 404, body: '' });
          },
        },
      });
      problems.push(...found.map((problem) => `html block ${index + 1}: ${problem}`));
    }
    return problems;
  } finally {
    rmSync(published.dir, { recursive: true, force: true });
  }
}

/**
 * Runs every README's quick start. `registry`: the local registry's URL (our packages published
 * there); `versions`: each package's version. Returns the failures (an empty list when all ran).
 */
export async function runQuickStarts({ registry, versions, only = [] }) {
  const scope = `--@giftcash:registry=${registry}`;
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const folders = {};
  const failures = [];
  try {
    for (const quickStart of QUICK_STARTS) {
      if (only.length && !only.some((word) => quickStart.readme.includes(word))) continue;
      const started = Date.now();
      console.log(`\n  ${quickStart.readme} (${quickStart.app})`);
      const blocks = readQuickStarts(
        readFileSync(path.join(ROOT, quickStart.readme), 'utf8'),
        quickStart.readme,
      )[quickStart.app];
      let problems;
      try {
        if (!blocks) throw new Error(`no <!-- quick start: ${quickStart.app} --> blocks`);
        if (quickStart.app === 'node') problems = runNodeQuickStart(quickStart, blocks, scope);
        else if (quickStart.app === 'html')
          problems = await runHtmlQuickStart(quickStart, blocks, {
            registry,
            browser,
            version: versions.embed,
          });
        else {
          folders[quickStart.app] ??= appFolder(QUICK_START_APPS[quickStart.app]);
          problems = await runAppQuickStart(quickStart, blocks, folders[quickStart.app], {
            scope,
            browser,
          });
        }
      } catch (error) {
        problems = [error.message];
      }
      if (problems.length) failures.push({ readme: quickStart.readme, problems });
      console.log(
        `  ${problems.length ? '✖' : '✔'} ${quickStart.readme} (${seconds(started)} s)${problems.map((problem) => `\n      ${problem}`).join('')}`,
      );
    }
  } finally {
    await browser.close();
  }
  return failures;
}
