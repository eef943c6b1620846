// How the built website is served, in one place: which file answers a path, what a path with no
// file gets, how long each answer may be cached, which answers are compressed, and the security
// headers. Every host is generated from these rules:
// - scripts/serve.mjs applies them (`npm start` and the tests),
// - scripts/prerender.mjs writes them as `_headers` and `_redirects` (Netlify, Cloudflare Pages),
// - nginxServer() / nginxConfig() write them for nginx (playground/README.md's block, scripts/nginx.mjs).

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The client-rendered page for every address without a file (status 200: the app decides). */
export const FALLBACK_PAGE = '/shell.html';
/** Hashed build output: cached for a year, and a missing file here is a 404, never the page. */
export const ASSETS_PREFIX = '/assets/';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
/** Files of the build that are instructions to a host, not part of the site. */
export const HOST_FILES = ['/_headers', '/_redirects'];

/** Media types by extension (text types get `; charset=utf-8`). */
export const MEDIA_TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};
/** Types sent with `; charset=utf-8`. */
export const UTF8_TYPES = [
  'text/html',
  'text/javascript',
  'text/css',
  'application/json',
  'text/plain',
  'application/xml',
];
/** Types sent compressed (Brotli, else gzip) when larger than {@link COMPRESS_MIN_BYTES}. */
export const COMPRESSIBLE_TYPES = [
  'text/html',
  'text/javascript',
  'text/css',
  'application/json',
  'image/svg+xml',
  'text/plain',
  'application/xml',
];
export const COMPRESS_MIN_BYTES = 1025;

/** `Content-Type` for a file name. */
export function contentType(file) {
  const extension = /\.[^./]+$/.exec(file)?.[0]?.toLowerCase() ?? '';
  const type = MEDIA_TYPES[extension];
  if (!type) return 'application/octet-stream';
  return UTF8_TYPES.includes(type) ? `${type}; charset=utf-8` : type;
}

/**
 * What a decoded request path with no file of its own gets: `not-found` for the build's hashed
 * files and host files, else `fallback` ({@link FALLBACK_PAGE}). A dot in a path says nothing:
 * `/brand/boots.com` and `/brand/m.and.s` are pages like any other address.
 */
export function missingFileAnswer(pathname) {
  if (pathname.startsWith(ASSETS_PREFIX) || HOST_FILES.includes(pathname)) return 'not-found';
  return 'fallback';
}

/** `Cache-Control` for a request path. */
export const cacheControl = (pathname) =>
  pathname.startsWith(ASSETS_PREFIX) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;

/**
 * The production Content-Security-Policy, with `connect-src` limited to the site and the origins
 * the build was made for ({@link buildOrigins}). `style-src 'unsafe-inline'` is needed because
 * Radix Dialog's scroll lock (react-remove-scroll) injects a <style> element and components set
 * inline style attributes (transforms, widths). Scripts are the site's own files plus the inline
 * scripts whose exact bytes the build put in its pages, by their SHA-256 (`scriptHashes`, from
 * {@link siteScriptHashes}): the start script every page runs before its first paint. Never
 * 'unsafe-inline': any other inline script is refused.
 */
export function contentSecurityPolicy(connectOrigins = [], scriptHashes = []) {
  const connect = [
    "'self'",
    ...connectOrigins.filter((origin, index, all) => origin && all.indexOf(origin) === index),
  ];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...new Set(scriptHashes)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    `connect-src ${connect.join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The policy of a build made for no HTTP API (sample data) and no inline script: pages connect to the site only. */
export const STRICT_CSP = contentSecurityPolicy();

/** `'sha256-…'` of each inline script that runs in `html` (not JSON data, not `src=` scripts). */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (
      /\bsrc\s*=/i.test(attributes) ||
      /\btype\s*=\s*"?application\/(ld\+)?json/i.test(attributes) ||
      body === ''
    )
      continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/**
 * The script hashes a built site's policy needs: those of its pages' shared HTML (shell.html, the
 * template every page is made from; index.html for a build without it). Empty for a folder
 * without either.
 */
export function siteScriptHashes(dir) {
  for (const name of ['shell.html', 'index.html']) {
    const file = path.join(dir, name);
    if (existsSync(file)) return inlineScriptHashes(readFileSync(file, 'utf8'));
  }
  return [];
}

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

/** The http(s) origin of an address, or undefined. */
function originOf(value) {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origins a build was made for, from its build settings: `GIFTCASH_API` (its data) and the
 * `GIFTCASH_API_ALLOW` origins (`?api=` overrides the deployer allows; commas or spaces between).
 * Loopback addresses are not among them: a production page cannot reach a visitor's own machine.
 */
export function buildOrigins({ GIFTCASH_API: api, GIFTCASH_API_ALLOW: allow } = {}) {
  const origins = [api, ...String(allow ?? '').split(/[\s,]+/)]
    .filter(Boolean)
    .map(originOf)
    .filter(Boolean);
  return [...new Set(origins)];
}

/**
 * The security headers of the production site, for any response. `csp`: `true` for the
 * production policy, a string for another policy, false for none. `connectOrigins` (or one
 * `apiOrigin`): what `connect-src` allows besides the site.
 */
export function securityHeaders({
  csp = true,
  apiOrigin,
  connectOrigins = apiOrigin ? [apiOrigin] : [],
  scriptHashes = [],
} = {}) {
  const headers = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  if (csp)
    headers['Content-Security-Policy'] =
      csp === true ? contentSecurityPolicy(connectOrigins, scriptHashes) : csp;
  return headers;
}

/**
 * `_headers` for static hosts that read it (Netlify, Cloudflare Pages): the security headers,
 * and the caching of {@link cacheControl}.
 */
export function headersFile(connectOrigins = [], scriptHashes = []) {
  const lines = [
    '# Generated by scripts/siteRules.mjs: the headers scripts/serve.mjs (npm start) sends.',
    '/*',
  ];
  for (const [name, value] of Object.entries(
    securityHeaders({ csp: true, connectOrigins, scriptHashes }),
  ))
    lines.push(`  ${name}: ${value}`);
  // Other answers keep the host's default caching, which revalidates (Netlify: max-age=0, must-revalidate).
  lines.push(`${ASSETS_PREFIX}*`, `  Cache-Control: ${IMMUTABLE_CACHE}`, '');
  return lines.join('\n');
}

/**
 * `_redirects` (Netlify, Cloudflare Pages), applied only where no file exists: a missing hashed
 * file is a 404, every other address gets the client-rendered page with status 200.
 */
export function redirectsFile() {
  return [
    `${ASSETS_PREFIX}*  ${FALLBACK_PAGE}  404`,
    ...HOST_FILES.map((file) => `${file}  ${FALLBACK_PAGE}  404`),
    `/*  ${FALLBACK_PAGE}  200`,
    '',
  ].join('\n');
}

/**
 * The request targets scripts/requestPath.mjs refuses with 400 before it normalises a path, as an
 * nginx test of the raw `$request_uri` (nginx normalises `$uri` first, so `..` would pass there).
 */
const REFUSE_NGINX = String.raw`if ($request_uri ~* "^[^?#]*(/|%2f)(\.|%2e){2}(/|%2f|%5c|\?|#|$)|^[^?#]*(\x5c|%5c|%[01][0-9a-f]|%7f)|^[^?#]{2049}") { return 400; }`;

const nginxQuote = (value) => `"${String(value).replace(/(["\\$])/g, '\\$1')}"`;

/**
 * The nginx `server { … }` directives that serve a build from `root` under these rules (the
 * site README shows them; scripts/nginx.mjs runs them in the tests). `listen` is left to the caller.
 */
export function nginxServer({
  root,
  connectOrigins = [],
  scriptHashes = siteScriptHashes(root),
  indent = '',
}) {
  const headers = (cache) =>
    [
      ...Object.entries(securityHeaders({ csp: true, connectOrigins, scriptHashes })),
      ['Cache-Control', cache],
    ].map(([name, value]) => `    add_header ${name} ${nginxQuote(value)} always;`);
  const charsetTypes = UTF8_TYPES.filter((type) => type !== 'text/html');
  const lines = [
    `root ${nginxQuote(root)};`,
    'charset utf-8;',
    `charset_types ${charsetTypes.join(' ')};`,
    'types {',
    ...[...new Set(Object.values(MEDIA_TYPES))].map(
      (type) =>
        `    ${type} ${Object.keys(MEDIA_TYPES)
          .filter((extension) => MEDIA_TYPES[extension] === type)
          .map((extension) => extension.slice(1))
          .join(' ')};`,
    ),
    '}',
    'default_type application/octet-stream;',
    'gzip on;',
    'gzip_vary on;',
    `gzip_min_length ${COMPRESS_MIN_BYTES};`,
    `gzip_types ${COMPRESSIBLE_TYPES.filter((type) => type !== 'text/html').join(' ')};`,
    'server_tokens off;',
    'etag on;',
    '# nginx merges slashes and drops `.` segments as scripts/serve.mjs does; what the Node server',
    '# refuses before that (`..` segments, plain or encoded, backslashes, control characters, paths',
    '# over 2,048 characters) is a 400 here too, in every location.',
    '# Every address: its file, else its prerendered page, else the client-rendered page (200).',
    'location / {',
    `    ${REFUSE_NGINX}`,
    `    try_files $uri $uri/index.html ${FALLBACK_PAGE};`,
    ...headers(REVALIDATE_CACHE),
    '}',
    '# Hashed files: cached for a year; a missing one is a 404.',
    `location ${ASSETS_PREFIX} {`,
    `    ${REFUSE_NGINX}`,
    '    try_files $uri =404;',
    ...headers(IMMUTABLE_CACHE),
    '}',
    ...HOST_FILES.map((file) => `location = ${file} { ${REFUSE_NGINX} return 404; }`),
    '# Error answers carry the same headers.',
    'error_page 404 /__not-found;',
    'location = /__not-found {',
    '    internal;',
    '    default_type text/plain;',
    ...headers(REVALIDATE_CACHE),
    '    return 404 "Not found";',
    '}',
    'error_page 400 /__bad-request;',
    'location = /__bad-request {',
    '    internal;',
    '    default_type text/plain;',
    ...headers(REVALIDATE_CACHE),
    '    return 400 "Bad request";',
    '}',
  ];
  return lines.map((line) => (line ? `${indent}${line}` : line)).join('\n');
}

/**
 * A whole nginx.conf that runs in the foreground as the current user, with every path it writes
 * under `prefix` (pid, logs, temp files): what scripts/nginx.mjs starts for the tests.
 */
export function nginxConfig({ root, port, host = '127.0.0.1', prefix, connectOrigins = [] }) {
  const temp = (name) => `${name}_temp_path ${nginxQuote(`${prefix}/${name}`)};`;
  return [
    '# Generated by scripts/siteRules.mjs nginxConfig().',
    'daemon off;',
    'master_process off;',
    'worker_processes 1;',
    `pid ${nginxQuote(`${prefix}/nginx.pid`)};`,
    `error_log ${nginxQuote(`${prefix}/error.log`)} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `    access_log off;`,
    `    ${temp('client_body')}`,
    `    ${temp('proxy')}`,
    `    ${temp('fastcgi')}`,
    `    ${temp('uwsgi')}`,
    `    ${temp('scgi')}`,
    '    server {',
    `        listen ${host}:${port};`,
    nginxServer({ root, connectOrigins, indent: '        ' }),
    '    }',
    '}',
    '',
  ].join('\n');
}
