import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: plain ESM script without types
import { chooseEncoding, PERMISSIONS_POLICY, securityHeaders, startStaticServer, STRICT_CSP } from './serve.mjs';

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
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>t</title>${'<p>hello</p>'.repeat(200)}`);
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
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      // node:http, not fetch: fetch would decompress and hide the encoding.
      import('node:http').then(({ get: request }) => {
        request(`${base}${file}`, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
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
    expect((await get('/missing.js', 'br')).status).toBe(404);
  });
});

describe('security headers (#16: npm start serves the strict policy the tests use)', () => {
  it('the strict CSP: scripts only from the site, no eval, no plugins, no <base>, framing by the site only', () => {
    const policy = securityHeaders({ csp: true })['Content-Security-Policy'] as string;
    expect(policy).toBe(STRICT_CSP);
    const directives = Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('adds the API origin to connect-src only, once', () => {
    const policy = securityHeaders({ apiOrigin: 'https://api.example.co.uk' })['Content-Security-Policy'] as string;
    expect(policy).toMatch(/connect-src [^;]*https:\/\/api\.example\.co\.uk/);
    expect(policy.match(/api\.example/g)).toHaveLength(1);
    expect(securityHeaders({ csp: false })['Content-Security-Policy']).toBeUndefined();
  });

  it('switches off the browser features the site never uses', () => {
    expect(securityHeaders()['Permissions-Policy']).toBe(PERMISSIONS_POLICY);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(PERMISSIONS_POLICY).toContain(feature);
  });
});

describe('prerendered build (#16)', () => {
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
});
