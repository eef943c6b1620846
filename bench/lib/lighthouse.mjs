// Lighthouse 13 (installed in bench/peers) on the production site build served on 127.0.0.1:
// mobile preset (Lighthouse's default: Moto G Power screen, simulated slow 4G and 4× CPU),
// Debian Chromium with the e2e suite's flags plus --headless. The bench starts that Chromium
// itself (one instance for every route, on a free debugging port, in its own process group)
// and points Lighthouse at it with --port, so a run that times out is ended together with its
// browser. The site reads the sample provider (no API), background networking is off and
// Lighthouse blocks every https:// request, so nothing leaves the machine. Two JavaScript
// figures: `htmlJs`, gzip bytes of the scripts the prerendered HTML loads up front (its module
// entry and modulepreloads: what must arrive before the page hydrates and is interactive), and
// `firstLoadJs`, gzip bytes of every script the page requested during the run (chunks loaded
// later, on idle or by below-the-fold sections, included).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { BENCH, PEERS, WORK } from './paths.mjs';

const CLI = path.join(PEERS, 'node_modules/lighthouse/cli/index.js');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** What chrome-launcher would add for Lighthouse, minus anything that needs a network. */
const LIGHTHOUSE_FLAGS = [
  '--headless',
  '--disable-extensions',
  '--disable-default-apps',
  '--no-default-browser-check',
  '--mute-audio',
  '--disable-background-timer-throttling',
  '--disable-renderer-backgrounding',
  '--disable-backgrounding-occluded-windows',
];

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

const stopGroup = (child) => {
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
};

/** Starts headless Chromium for Lighthouse; returns { port, stop }. */
export async function startLighthouseBrowser({ chromiumPath, chromiumArgs }) {
  const port = await freePort();
  const profile = path.join(WORK, 'lighthouse-profile');
  rmSync(profile, { recursive: true, force: true });
  const child = spawn(
    chromiumPath,
    [
      ...chromiumArgs,
      ...LIGHTHOUSE_FLAGS,
      `--remote-debugging-port=${port}`,
      '--remote-debugging-address=127.0.0.1',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { detached: true, stdio: 'ignore' },
  );
  const deadline = Date.now() + 30000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      stopGroup(child);
      throw new Error('Chromium for Lighthouse did not start in 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, stop: () => stopGroup(child) };
}

function run(args, env, timeoutMs) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stopGroup(child);
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, timedOut, stderr });
    });
  });
}

/** Gzip bytes of the scripts the built HTML for `pathname` runs or loads before it is interactive: its inline start script, and the entry and modulepreloads (its own or those the start script loads). */
export function htmlScripts(siteDir, pathname) {
  const candidates = [
    path.join(siteDir, decodeURIComponent(pathname), 'index.html'),
    path.join(siteDir, 'shell.html'),
    path.join(siteDir, 'index.html'),
  ];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) return null;
  const html = readFileSync(file, 'utf8');
  const sources = [
    ...html.matchAll(
      /<script\b[^>]*\bsrc="([^"]+)"[^>]*>|<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g,
    ),
  ].map((match) => match[1] ?? match[2]);
  // A prerendered page names its code on the inline start script's tag, which loads it after the
  // first paint. It also loads public/page-init.js then (taps held until hydration), which the page
  // does not need to hydrate: that one counts in `firstLoadJs`, with everything else requested.
  for (const [, attribute] of html.matchAll(/\bdata-(?:entry|modules)="([^"]*)"/g))
    sources.push(...attribute.split(' ').filter(Boolean));
  // Inline scripts count with their own bytes (JSON data and JSON-LD are not scripts that run).
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes, body]) => body && !/\bsrc=|application\/(ld\+)?json/.test(attributes))
    .map(([, , body]) => body);
  let gzip = 0;
  const files = [];
  for (const body of inline) {
    const bytes = gzipSync(body, { level: 9 }).length;
    gzip += bytes;
    files.push({ file: '(inline script)', gzip: bytes });
  }
  for (const source of sources) {
    const target = path.join(siteDir, source.split('?')[0]);
    if (!existsSync(target)) continue;
    const bytes = gzipSync(readFileSync(target), { level: 9 }).length;
    gzip += bytes;
    files.push({ file: source, gzip: bytes });
  }
  return { gzip, files };
}

/** One Lighthouse run on `url` in the browser on `port`; returns the figures or { reason }. */
export async function lighthouse(
  url,
  { id, port, chromiumPath, siteDir, saveAssets = false, timeoutMs = 120000 },
) {
  if (!existsSync(CLI)) return { reason: 'lighthouse is not installed in bench/peers' };
  const output = path.join(WORK, `lighthouse-${id}.json`);
  rmSync(output, { force: true });
  // Never leave an earlier run's trace beside this run's report.
  for (const asset of ['trace', 'devtoolslog'])
    rmSync(output.replace(/\.json$/, `-0.${asset}.json`), { force: true });
  const started = Date.now();
  const result = await run(
    [
      CLI,
      url,
      `--port=${port}`,
      `--config-path=${path.join(BENCH, 'lighthouse.config.json')}`,
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      // <output>-0.trace.json and <output>-0.devtoolslog.json, read by bench/lantern.mjs.
      ...(saveAssets ? ['--save-assets'] : []),
      '--no-enable-error-reporting',
    ],
    // Lighthouse attaches to the browser on --port; CHROME_PATH names the same Chromium anyway.
    { ...process.env, CHROME_PATH: chromiumPath },
    timeoutMs,
  );
  const seconds = (Date.now() - started) / 1000;
  if (result.timedOut)
    return { reason: `lighthouse did not finish in ${Math.round(timeoutMs / 1000)} s` };
  let report;
  try {
    report = JSON.parse(readFileSync(output, 'utf8'));
  } catch {
    const last = result.stderr.trim().split('\n').pop() || `exit code ${result.code}`;
    return { reason: `lighthouse failed: ${last}` };
  }
  if (report.runtimeError?.code)
    return {
      reason: `lighthouse: ${report.runtimeError.code} (${report.runtimeError.message.split('.')[0]})`,
    };
  const scores = Object.fromEntries(
    CATEGORIES.map((name) => [
      name,
      report.categories[name]?.score == null
        ? null
        : Math.round(report.categories[name].score * 100),
    ]),
  );
  const audit = (name) => report.audits[name]?.numericValue ?? null;
  const origin = new URL(url).origin;
  const scripts = (report.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  let firstLoadJs = 0;
  const files = [];
  for (const item of scripts) {
    const target = new URL(item.url);
    if (target.origin !== origin) continue;
    const file = path.join(siteDir, decodeURIComponent(target.pathname));
    if (!existsSync(file)) continue;
    const gzip = gzipSync(readFileSync(file), { level: 9 }).length;
    firstLoadJs += gzip;
    files.push({ file: target.pathname, gzip });
  }
  // The page's inline start script ran too (part of the HTML, not a request of its own).
  for (const inline of htmlScripts(siteDir, new URL(url).pathname)?.files.filter(
    (entry) => entry.file === '(inline script)',
  ) ?? []) {
    firstLoadJs += inline.gzip;
    files.push(inline);
  }
  // What keeps the non-performance categories below 100: the audits to fix.
  const failedAudits = {};
  for (const name of CATEGORIES.slice(1)) {
    const refs = report.categories[name]?.auditRefs ?? [];
    const failed = refs
      .filter(
        (ref) =>
          ref.weight > 0 &&
          report.audits[ref.id]?.score !== null &&
          report.audits[ref.id]?.score < 1,
      )
      .map((ref) => ref.id);
    if (failed.length) failedAudits[name] = failed;
  }
  return {
    scores,
    failedAudits,
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    firstLoadJs,
    htmlJs: htmlScripts(siteDir, new URL(url).pathname)?.gzip ?? null,
    scripts: files,
    warnings: report.runWarnings ?? [],
    lighthouseVersion: report.lighthouseVersion,
    seconds,
    report: path.relative(path.resolve(BENCH, '..'), output),
  };
}
