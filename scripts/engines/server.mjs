// The server of the engines smoke run (scripts/engines/run.mjs), on 127.0.0.1 at a port the system
// picks. It serves:
// - the built site exactly as scripts/serve.mjs serves it in production mode (its
//   Content-Security-Policy and headers, compression, fallbacks), through a pass-through that adds
//   one same-origin script, ./monitor.js, as the first element of every HTML page's <head>: the
//   page's own CSP allows it as served, and it reports what the page sees from inside (WebKitWebDriver
//   has no BiDi to do that);
// - `/__engines/partner/`: the embed's example partner page (packages/embed/example/partner.html,
//   as written, no CSP: a partner's page) and the built element script it loads (dist/), with the
//   same monitor (the page's icon is the site's, on the same origin);
// - `POST /__engines/report`: where the monitor sends each problem; `problems()` lists them.
import { createServer, request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startStaticServer } from '../serve.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const MONITOR = readFileSync(path.join(HERE, 'monitor.js'));
const MONITOR_TAG = '<script src="/__engines/monitor.js"></script>';

/** Puts the monitor first in <head>, before any other script of the page can run. */
export function injectMonitor(html) {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) throw new Error('engines server: an HTML page without <head>');
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}${MONITOR_TAG}${html.slice(at)}`;
}

function decode(body, encoding) {
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

const PARTNER_FILES = {
  '/__engines/partner/example/partner.html': [
    'packages/embed/example/partner.html',
    'text/html; charset=utf-8',
  ],
  '/__engines/partner/dist/giftcash-embed.iife.js': [
    'packages/embed/dist/giftcash-embed.iife.js',
    'text/javascript; charset=utf-8',
  ],
};

/**
 * @param {{ dir: string }} options the built site
 * @returns {Promise<{ url: string, problems: () => object[], clearProblems: () => void, close: () => Promise<void> }>}
 */
export async function startEnginesServer({ dir }) {
  const site = await startStaticServer({ dir, port: 0, csp: true });
  const sitePort = site.address().port;
  let problems = [];

  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname === '/__engines/report' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        try {
          problems.push(JSON.parse(body));
        } catch {
          problems.push({ kind: 'unreadable report', detail: body.slice(0, 300) });
        }
        res.writeHead(204).end();
      });
      return;
    }
    if (pathname === '/__engines/monitor.js') {
      res
        .writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-store',
        })
        .end(MONITOR);
      return;
    }
    const partner = PARTNER_FILES[pathname];
    if (partner) {
      let body = readFileSync(path.join(ROOT, partner[0]));
      if (partner[1].startsWith('text/html')) body = injectMonitor(body.toString('utf8'));
      res.writeHead(200, { 'Content-Type': partner[1], 'Cache-Control': 'no-store' }).end(body);
      return;
    }
    // Everything else is the site, as scripts/serve.mjs answers it; HTML gets the monitor.
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: sitePort,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html') || req.method !== 'GET') {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const html = decode(Buffer.concat(chunks), answer.headers['content-encoding']);
          const body = Buffer.from(injectMonitor(html.toString('utf8')));
          const headers = { ...answer.headers, 'content-length': body.length };
          delete headers['content-encoding'];
          res.writeHead(answer.statusCode ?? 502, headers).end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    problems: () => problems,
    clearProblems: () => {
      problems = [];
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        site.closeAllConnections?.();
        server.close(() => site.close(() => resolve()));
      }),
  };
}
