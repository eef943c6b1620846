import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseEncoding,
  PERMISSIONS_POLICY,
  securityHeaders,
  siteScriptHashes,
  startStaticServer,
  STRICT_CSP,
  // @ts-expect-error: plain ESM script without types
} from './serve.mjs';

describe('chooseEncoding', () => {
  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('static server', () => {
  let dir: string;
  let base: string;
  let close: () => void;
  const script = `console.log(${JSON.stringify('x'.repeat(5000))});\n`;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'giftcash-serve-'));
    writeFileSync(
      path.join(dir, 'index.html'),
      `<!doctype html><title>t</title>${'<p>hello</p>'.repeat(200)}`,
    );
    writeFileSync(path.join(dir, 'app.js'), script);
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 1));
    const server = await startStaticServer({ dir, port: 0 });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (file: string, encoding?: string) =>
    new Promise<{
      status: number;
      headers: Record<string, string | string[] | undefined>;
      body: Buffer;
    }>((resolve, reject) => {
      // node:http, not fetch: fetch would decompress and hide the encoding.
      import('node:http').then(({ get: request }) => {
        request(
          `${base}${file}`,
          { headers: encoding ? { 'accept-encoding': encoding } : {} },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            );
          },
        ).on('error', reject);
      }, reject);
    });

  it('compresses text files with Brotli or gzip as asked, and says so', async () => {
    const br = await get('/app.js', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const gzip = await get('/app.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get('/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('leaves images alone and still falls back to index.html for routes', async () => {
    const png = await get('/logo.png', 'br');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(4096);
    const route = await get('/gift-card-deals', 'br');
    expect(route.status).toBe(200);
    expect(brotliDecompressSync(route.body).toString()).toContain('<p>hello</p>');
    expect((await get('/assets/missing.js', 'br')).status).toBe(404);
  });
});

describe('static server under malformed requests', () => {
  let base: string;
  let port: number;
  let close: () => void;
  const SECRET = 'SIBLING-FOLDER-SECRET';

  beforeAll(async () => {
    base = mkdtempSync(path.join(os.tmpdir(), 'giftcash-serve-fuzz-'));
    const dist = path.join(base, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    mkdirSync(path.join(base, 'dist-old'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>site</title><p>hello</p>');
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1);');
    writeFileSync(path.join(base, 'dist-old', 'secret.txt'), SECRET);
    const server = await startStaticServer({ dir: dist, port: 0 });
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    rmSync(base, { recursive: true, force: true });
  });

  /** Sends raw bytes (no client-side checks, unlike fetch or http.get) and resolves with the whole answer. */
  const raw = (bytes: Buffer) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      const chunks: Buffer[] = [];
      socket.setTimeout(5000, () =>
        socket.destroy(
          new Error(`no answer to ${JSON.stringify(bytes.toString('latin1').slice(0, 200))}`),
        ),
      );
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('latin1');
        resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text });
      });
      // Written, not ended: Node's server drops the answer to a half-closed socket. `Connection: close` ends it.
      socket.write(bytes);
    });
  const request = (method: string, target: string, version = 'HTTP/1.1') =>
    raw(
      Buffer.concat([
        Buffer.from(`${method} `, 'latin1'),
        Buffer.from(target, 'utf8'),
        Buffer.from(` ${version}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`, 'latin1'),
      ]),
    );
  const stillServing = async () => {
    const home = await request('GET', '/');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<p>hello</p>');
  };

  it.each([
    ['/%', 400],
    ['/%zz', 400],
    ['/%00', 400],
    ['/a\u0000b', 400],
    ['/aaa… (60,000 characters)', 400],
    ['/aaa… (3,000 characters)', 400],
    ['/..%2fdist-old/secret.txt', 400],
    ['/%2e%2e/dist-old/secret.txt', 400],
    ['/../dist-old/secret.txt', 400],
    ['/..%2f..%2f..%2fetc/passwd', 400],
    ['/gift%ED%A0%80card', 400],
    ['*', 400],
    ['/assets/missing.js', 404],
    ['/brand/boots.com', 200],
    ['/assets/app.js', 200],
    ['/brand/anything', 200],
  ])('answers %j with %i and keeps serving', async (label, status) => {
    const length = /\(([\d,]+) characters\)/.exec(label)?.[1];
    const target = length ? `/${'a'.repeat(Number(length.replace(',', '')))}` : label;
    const answer = await request('GET', target);
    expect(answer.status).toBe(status);
    expect(answer.text).not.toContain(SECRET);
    await stillServing();
  });

  it('refuses methods other than GET and HEAD with 405', async () => {
    const answer = await request('POST', '/');
    expect(answer.status).toBe(405);
    expect(answer.text).toMatch(/Allow: GET, HEAD/i);
  });

  it('answers a few thousand random and malformed request lines with 200, 400, 404 or 405, never leaks the sibling folder, and is still answering after each', async () => {
    const piece = fc.oneof(
      { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', maxLength: 10 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
      {
        weight: 3,
        arbitrary: fc.constantFrom(
          '%',
          '%zz',
          '%00',
          '%2e%2e',
          '..',
          '%2f',
          '/',
          '//',
          '\\',
          '%5c',
          '?',
          '#',
          ' ',
          '\r\n',
          '\u0000',
          'dist-old',
          'secret.txt',
          'assets',
          'app.js',
          '%ED%A0%80',
          '%F0%9F%8E%81',
          '%C3',
          'index.html',
        ),
      },
      {
        weight: 1,
        arbitrary: fc
          .integer({ min: 0, max: 255 })
          .map((byte) => `%${byte.toString(16).padStart(2, '0')}`),
      },
    );
    const target = fc.oneof(
      {
        weight: 6,
        arbitrary: fc.array(piece, { maxLength: 16 }).map((parts) => `/${parts.join('')}`),
      },
      {
        weight: 1,
        arbitrary: fc
          .array(piece, { maxLength: 6 })
          .map((parts) => `http://127.0.0.1/${parts.join('')}`),
      },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
      { weight: 1, arbitrary: fc.nat({ max: 70_000 }).map((length) => `/${'x'.repeat(length)}`) },
    );
    const method = fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('GET', 'HEAD') },
      {
        weight: 1,
        arbitrary: fc.constantFrom('POST', 'DELETE', 'OPTIONS', 'PROPFIND', 'G ET', '', 'get'),
      },
    );
    const version = fc.oneof(
      { weight: 6, arbitrary: fc.constant('HTTP/1.1') },
      {
        weight: 1,
        arbitrary: fc.constantFrom('HTTP/1.0', 'HTTP/9.9', '', 'HTTP/1.1 extra', 'FOO'),
      },
    );
    await fc.assert(
      fc.asyncProperty(method, target, version, async (m, t, v) => {
        const answer = await request(m, t, v);
        expect([200, 400, 404, 405]).toContain(answer.status);
        expect(answer.text).not.toContain(SECRET);
        await stillServing();
      }),
      { numRuns: 2000, seed: 14 },
    );
  }, 120_000);
});

describe('security headers (npm start serves the strict policy the tests use)', () => {
  it('the strict CSP: scripts only from the site, no eval, no plugins, no <base>, framing by the site only', () => {
    const policy = securityHeaders({ csp: true })['Content-Security-Policy'] as string;
    expect(policy).toBe(STRICT_CSP);
    const directives = Object.fromEntries(
      policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('lets production pages connect to the site only: no loopback origin a visitor’s machine answers on', () => {
    const directives = (policy: string) =>
      Object.fromEntries(
        policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]),
      );
    expect(directives(STRICT_CSP)['connect-src']).toEqual(["'self'"]);
    const withApi = securityHeaders({
      connectOrigins: ['https://api.example.co.uk', 'https://staging.example.co.uk'],
    })['Content-Security-Policy'] as string;
    expect(directives(withApi)['connect-src']).toEqual([
      "'self'",
      'https://api.example.co.uk',
      'https://staging.example.co.uk',
    ]);
  });

  it('adds the API origin to connect-src only, once', () => {
    const policy = securityHeaders({ apiOrigin: 'https://api.example.co.uk' })[
      'Content-Security-Policy'
    ] as string;
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.example\.co\.uk/);
    expect(policy.match(/api\.example/g)).toHaveLength(1);
    expect(securityHeaders({ csp: false })['Content-Security-Policy']).toBeUndefined();
  });

  it('allows the inline scripts of the build it serves by the SHA-256 of their bytes, and no other', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'giftcash-serve-hash-'));
    const start = 'document.documentElement.setAttribute("data-theme","dark")';
    // Attributes are outside the hashed bytes; JSON data and external scripts need no hash.
    writeFileSync(
      path.join(dir, 'shell.html'),
      `<head><script data-entry="/a.js">${start}</script><script src="/x.js"></script><script type="application/ld+json">{}</script></head>`,
    );
    const hash = `'sha256-${createHash('sha256').update(start).digest('base64')}'`;
    expect(siteScriptHashes(dir)).toEqual([hash]);
    const server = await startStaticServer({ dir, port: 0, csp: true });
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`script-src 'self' ${hash};`);
      expect(policy.split('; ').find((part) => part.startsWith('script-src'))).not.toContain(
        'unsafe-inline',
      );
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('switches off the browser features the site never uses', () => {
    expect(securityHeaders()['Permissions-Policy']).toBe(PERMISSIONS_POLICY);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
      expect(PERMISSIONS_POLICY).toContain(feature);
  });
});

describe('prerendered build', () => {
  let dir: string;
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'giftcash-serve-pre-'));
    writeFileSync(path.join(dir, 'index.html'), '<p>home</p>');
    writeFileSync(path.join(dir, 'shell.html'), '<p>shell</p>');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(path.join(dir, 'brand/tesco'), { recursive: true });
    writeFileSync(path.join(dir, 'brand/tesco/index.html'), '<p>tesco</p>');
    const server = await startStaticServer({ dir, port: 0, csp: true });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a prerendered page at its address, the shell for every other address, with the security headers', async () => {
    const brand = await fetch(`${base}/brand/tesco`);
    expect(await brand.text()).toBe('<p>tesco</p>');
    expect(brand.headers.get('content-security-policy')).toBe(STRICT_CSP);
    expect(brand.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(await (await fetch(`${base}/`)).text()).toBe('<p>home</p>');
    for (const address of ['/account', '/account/balances', '/nowhere', '/brand/unknown-brand']) {
      const response = await fetch(`${base}${address}`);
      expect(response.status).toBe(200);
      expect(await response.text(), address).toBe('<p>shell</p>');
    }
  });

  it('serves every address with a dot in it as a page (brand ids like boots.com, m.and.s), from a link or a reload', async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(path.join(dir, 'brand/boots.com'), { recursive: true });
    writeFileSync(path.join(dir, 'brand/boots.com/index.html'), '<p>boots</p>');
    expect(await (await fetch(`${base}/brand/boots.com`)).text()).toBe('<p>boots</p>');
    const segment = fc
      .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_.~é'.split('')), {
        minLength: 1,
        maxLength: 24,
      })
      .map((characters) => characters.join(''))
      .filter((text) => text.includes('.') && text !== '.' && text !== '..');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/brand/', '/account/gift-card-orders/', '/'),
        segment,
        async (prefix, id) => {
          const response = await fetch(`${base}${prefix}${encodeURIComponent(id)}`);
          expect(response.status, `${prefix}${id}`).toBe(200);
          expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
          expect(await response.text()).toBe('<p>shell</p>');
        },
      ),
      { numRuns: 150 },
    );
    for (const address of ['/brand/m.and.s', '/brand/boots.co.uk', '/brand/next.js'])
      expect(await (await fetch(`${base}${address}`)).text(), address).toBe('<p>shell</p>');
  });

  it('answers 404 for a missing hashed file and for the host files, never the page', async () => {
    writeFileSync(path.join(dir, '_headers'), '/*\n');
    for (const address of [
      '/assets/index-abc123.js',
      '/assets/data/brands-0.json',
      '/_headers',
      '/_redirects',
    ]) {
      const response = await fetch(`${base}${address}`);
      expect(response.status, address).toBe(404);
      expect(response.headers.get('content-security-policy')).toBe(STRICT_CSP);
    }
  });
});
