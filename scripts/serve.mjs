// Serves a built static site on 127.0.0.1: prerendered pages (`/brand/x` → brand/x/index.html),
// the fallback for every other address (shell.html, the client-rendered page; index.html for a
// build without it), long caching for hashed assets, Brotli or gzip for text files (as any
// production host would; compressed once per file and kept in memory), and optionally the
// security headers of the production site (strict Content-Security-Policy, Permissions-Policy).
// Usage: node scripts/serve.mjs [--dir playground/dist] [--port 4173] [--csp]
import { createServer } from 'node:http';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { resolveRequestPath } from './requestPath.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt', '.xml']);

/** `br`, `gzip` or null: what to answer a request with an `Accept-Encoding` header. */
export function chooseEncoding(acceptEncoding = '') {
  const offered = new Map(
    String(acceptEncoding)
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([name]) => name)
      .map(([name, ...params]) => {
        const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
        return [name.trim().toLowerCase(), q ? Number(q[1]) : 1];
      }),
  );
  if ((offered.get('br') ?? 0) > 0) return 'br';
  if ((offered.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

const compressedCache = new Map();
function compressed(file, stat, encoding) {
  const key = `${encoding}:${file}:${stat.mtimeMs}:${stat.size}`;
  let body = compressedCache.get(key);
  if (!body) {
    const raw = readFileSync(file);
    // Fast settings: the first request of each file pays for it, and tests load many pages.
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
        : gzipSync(raw, { level: 6 });
    compressedCache.set(key, body);
  }
  return body;
}

/**
 * The policy the production site is tested under. `style-src 'unsafe-inline'` is needed because
 * Radix Dialog's scroll lock (react-remove-scroll) injects a <style> element and components set
 * inline style attributes (transforms, widths); scripts stay strictly 'self'.
 */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "connect-src 'self' http://127.0.0.1:* http://localhost:*",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
].join('; ');

/** Browser features the site never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'fullscreen=(self)',
].join(', ');

/**
 * The security headers of the production site, for any response. `csp`: `true` for
 * STRICT_CSP, a string for another policy, false for none. `apiOrigin`: an HTTP API origin the
 * pages may fetch from (GIFTCASH_API), added to `connect-src`. The same headers are written to
 * the build's `_headers` file for static hosts (scripts/prerender.mjs) and shown for nginx in
 * the README.
 */
export function securityHeaders({ csp = true, apiOrigin } = {}) {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  if (csp) {
    let policy = csp === true ? STRICT_CSP : csp;
    if (apiOrigin) policy = policy.replace(/connect-src ([^;]*)/, (all, sources) => (sources.split(' ').includes(apiOrigin) ? all : `connect-src ${sources} ${apiOrigin}`));
    headers['Content-Security-Policy'] = policy;
  }
  return headers;
}

/** The page for an address with no file: the client-rendered shell of a prerendered build. */
function fallbackFile(root) {
  const shell = path.join(root, 'shell.html');
  try {
    return { file: shell, stat: statSync(shell) };
  } catch {
    const index = path.join(root, 'index.html');
    return { file: index, stat: statSync(index) };
  }
}

export function startStaticServer({ dir, port = 4173, host = '127.0.0.1', csp = false, apiOrigin }) {
  const root = path.resolve(dir);
  const handle = (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain', ...securityHeaders({ csp, apiOrigin }) }).end('Method not allowed');
      return;
    }
    const resolved = resolveRequestPath(request.url, root);
    if (!resolved.file) {
      response.writeHead(resolved.status, { 'Content-Type': 'text/plain', ...securityHeaders({ csp, apiOrigin }) }).end(resolved.status === 404 ? 'Not found' : `Bad request: ${resolved.reason}`);
      return;
    }
    const { pathname } = resolved;
    let file = resolved.file;
    let stat;
    try {
      stat = statSync(file);
      if (stat.isDirectory()) {
        file = path.join(file, 'index.html');
        stat = statSync(file);
      }
    } catch {
      stat = undefined;
    }
    const isAsset = /\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html');
    if (!stat) {
      if (isAsset) {
        response.writeHead(404, { 'Content-Type': 'text/plain', ...securityHeaders({ csp, apiOrigin }) }).end('Not found');
        return;
      }
      ({ file, stat } = fallbackFile(root)); // every address without a file: the app decides
    }
    const headers = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': stat.size,
      'Cache-Control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...securityHeaders({ csp, apiOrigin }),
    };
    const compressible = COMPRESSIBLE.has(path.extname(file)) && stat.size > 1024;
    const encoding = compressible ? chooseEncoding(request.headers['accept-encoding']) : null;
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (encoding) {
      const body = compressed(file, stat, encoding);
      response.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(200, headers);
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).on('error', () => response.destroy()).pipe(response);
  };
  const server = createServer((request, response) => {
    try {
      handle(request, response);
    } catch (error) {
      // A file removed while being served, a missing index.html: answer this request, keep serving.
      console.error(error);
      if (response.headersSent) response.destroy();
      else response.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal server error');
    }
  });
  // Request lines Node cannot parse (bad characters, headers or target over its 16 KB limit): 400, not
  // Node's 431 or a dropped socket, and the server keeps serving.
  server.on('clientError', (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) socket.destroy();
    else socket.end('HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain\r\nContent-Length: 11\r\nConnection: close\r\n\r\nBad request');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : fallback;
  };
  const dir = option('dir', 'playground/dist');
  const port = Number(option('port', process.env.PORT || 4173));
  const server = await startStaticServer({ dir, port, csp: args.includes('--csp'), apiOrigin: option('api-origin', undefined) });
  const { port: actual } = server.address();
  console.log(`GiftCash site on http://127.0.0.1:${actual}/ (serving ${dir})`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
