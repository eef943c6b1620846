/** Ports and browser settings shared by the Playwright config, fixtures and benches. */
export const SITE_PORT = Number(process.env.GIFTCASH_SITE_PORT) || 4173;
export const CSP_SITE_PORT = Number(process.env.GIFTCASH_CSP_SITE_PORT) || 4174;
/** The same build on Debian's nginx, configured by scripts/nginx.mjs (the `nginx` project). */
export const NGINX_PORT = Number(process.env.GIFTCASH_NGINX_PORT) || 4175;
/** The built site to serve (`vite build --outDir` elsewhere to test a private build). */
export const SITE_DIR = process.env.GIFTCASH_SITE_DIR || 'playground/dist';
export const API_PORT = Number(process.env.GIFTCASH_API_PORT) || 4311;
export const API_BASE = `http://127.0.0.1:${API_PORT}/api`;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Flags that work on this machine (no sandbox as root, no background network). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
