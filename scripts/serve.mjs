// Serves a built static site on 127.0.0.1 under the rules of scripts/siteRules.mjs (the same rules
// the build's `_headers`/`_redirects` and the nginx configuration are generated from): prerendered
// pages (`/brand/x` → brand/x/index.html), the fallback for every other address (shell.html, the
// client-rendered page; index.html for a build without it), long caching for hashed assets, Brotli
// or gzip for text files (compressed once per file and kept in memory), and optionally the
// security headers of the production site (Content-Security-Policy, Permissions-Policy).
// Usage: node scripts/serve.mjs [--dir playground/dist] [--port 4173] [--csp] [--api-origin <origin>]…
import { createServer } from 'node:http';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { resolveRequestPath } from './requestPath.mjs';
import {
  cacheControl,
  COMPRESS_MIN_BYTES,
  COMPRESSIBLE_TYPES,
  contentType,
  FALLBACK_PAGE,
  HOST_FILES,
  missingFileAnswer,
  REVALIDATE_CACHE,
  securityHeaders,
  siteScriptHashes,
} from './siteRules.mjs';

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
        ? brotliCompressSync(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : gzipSync(raw, { level: 6 });
    compressedCache.set(key, body);
  }
  return body;
}

export {
  contentSecurityPolicy,
  PERMISSIONS_POLICY,
  securityHeaders,
  siteScriptHashes,
  STRICT_CSP,
} from './siteRules.mjs';

/** The page for an address with no file: the client-rendered shell of a prerendered build. */
function fallbackFile(root) {
  for (const name of [FALLBACK_PAGE, 'index.html']) {
    const file = path.join(root, name);
    try {
      return { file, stat: statSync(file) };
    } catch {
      // try the next one
    }
  }
  return null; // a folder with no app page (a plain static folder): a missing file is a 404
}

/**
 * Starts the server. `csp`: false, `true` (the production policy, `connect-src` allowing the site
 * and `connectOrigins`, or the one `apiOrigin`) or a policy string.
 */
export function startStaticServer({
  dir,
  port = 4173,
  host = '127.0.0.1',
  csp = false,
  apiOrigin,
  connectOrigins = apiOrigin ? [apiOrigin] : [],
}) {
  const root = path.resolve(dir);
  // The production policy allows the inline scripts of this build by their hashes.
  const security = securityHeaders({
    csp,
    connectOrigins,
    scriptHashes: csp === true ? siteScriptHashes(root) : [],
  });
  const handle = (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response
        .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain', ...security })
        .end('Method not allowed');
      return;
    }
    const resolved = resolveRequestPath(request.url, root);
    if (!resolved.file) {
      response
        .writeHead(resolved.status, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': REVALIDATE_CACHE,
          ...security,
        })
        .end(resolved.status === 404 ? 'Not found' : `Bad request: ${resolved.reason}`);
      return;
    }
    const { pathname } = resolved;
    let file = resolved.file;
    let stat;
    try {
      stat = HOST_FILES.includes(pathname) ? undefined : statSync(file);
      if (stat?.isDirectory()) {
        file = path.join(file, 'index.html');
        stat = statSync(file);
      }
    } catch {
      stat = undefined;
    }
    if (!stat) {
      if (missingFileAnswer(pathname) === 'not-found') {
        response
          .writeHead(404, {
            'Content-Type': 'text/plain; charset=utf-8',
            'Cache-Control': REVALIDATE_CACHE,
            ...security,
          })
          .end('Not found');
        return;
      }
      const fallback = fallbackFile(root); // every other address without a file: the app decides
      if (!fallback) {
        response
          .writeHead(404, {
            'Content-Type': 'text/plain; charset=utf-8',
            'Cache-Control': REVALIDATE_CACHE,
            ...security,
          })
          .end('Not found');
        return;
      }
      ({ file, stat } = fallback);
    }
    const type = contentType(file);
    const headers = {
      'Content-Type': type,
      'Content-Length': stat.size,
      'Cache-Control': cacheControl(pathname),
      ...security,
    };
    const compressible =
      COMPRESSIBLE_TYPES.includes(type.split(';')[0]) && stat.size >= COMPRESS_MIN_BYTES;
    const encoding = compressible ? chooseEncoding(request.headers['accept-encoding']) : null;
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (encoding) {
      const body = compressed(file, stat, encoding);
      response.writeHead(200, {
        ...headers,
        'Content-Encoding': encoding,
        'Content-Length': body.length,
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(200, headers);
    if (request.method === 'HEAD') response.end();
    else
      createReadStream(file)
        .on('error', () => response.destroy())
        .pipe(response);
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
    else
      socket.end(
        'HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain\r\nContent-Length: 11\r\nConnection: close\r\n\r\nBad request',
      );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

const isMain =
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 ? args[index + 1] : fallback;
  };
  const dir = option('dir', 'playground/dist');
  const port = Number(option('port', process.env.PORT || 4173));
  const connectOrigins = args.flatMap((arg, index) =>
    args[index - 1] === '--api-origin' ? [arg] : [],
  );
  const server = await startStaticServer({
    dir,
    port,
    csp: args.includes('--csp'),
    connectOrigins,
  });
  const { port: actual } = server.address();
  console.log(`GiftCash site on http://127.0.0.1:${actual}/ (serving ${dir})`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
