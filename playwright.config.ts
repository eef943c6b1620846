import { defineConfig, devices } from '@playwright/test';
import type { SiteOptions } from './e2e/fixtures';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  API_PORT,
  SITE_PORT,
  CSP_SITE_PORT,
  NGINX_PORT,
  SITE_DIR,
} from './e2e/env';

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built
 * reference website served on 127.0.0.1. Build first (`npm run build:site`); `npm test` does.
 * - `sample`: the site on its built-in sample data (every spec).
 * - `http`: the site's route, chrome and sign-in specs again, with the site reading the sample API server over HTTP.
 * - `nginx`: the hosting checks (every built file and every address the app handles, with their
 *   status, type, caching and production headers; deep links; CSP; `_headers` and `_redirects`)
 *   against Debian's nginx serving the build with the configuration generated from
 *   scripts/siteRules.mjs (scripts/nginx.mjs); `sample` runs the same hosting checks against
 *   scripts/serve.mjs. Rendering each route in the browser is the same code whoever serves the
 *   files, so the route specs run in `sample` and `http` only.
 */
export default defineConfig<SiteOptions>({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['dot']] : [['list']],
  globalSetup: './e2e/global-setup.ts',
  // Screenshot baselines (e2e/visual/screenshots.ts), one folder for every spec and project.
  snapshotPathTemplate: '{testDir}/visual/baselines/{arg}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${SITE_PORT}`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    // Recording a trace costs every test a DOM snapshot per action; record it when a failed test is retried.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'sample', use: { ...devices['Desktop Chrome'], dataSource: 'sample' } },
    {
      name: 'http',
      // The data-dependent site specs again over HTTP; axe on the shell's overlays does not depend
      // on where the data comes from and runs once, in `sample`.
      testMatch: /site\/(routes|chrome|auth)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], dataSource: 'http' },
    },
    {
      name: 'nginx',
      testMatch: /hardening\/hosting\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        dataSource: 'sample',
        baseURL: `http://127.0.0.1:${NGINX_PORT}`,
      },
    },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --dir ${SITE_DIR} --port ${SITE_PORT}`,
      url: `http://127.0.0.1:${SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The production policy of a build made for the tests' sample APIs (loopback, on ports chosen at run time).
      command: `node scripts/serve.mjs --dir ${SITE_DIR} --port ${CSP_SITE_PORT} --csp --api-origin 'http://127.0.0.1:*'`,
      url: `http://127.0.0.1:${CSP_SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // Debian's nginx in the foreground, its pid, logs and temp files in a folder removed when it stops.
      command: `node scripts/nginx.mjs --dir ${SITE_DIR} --port ${NGINX_PORT}`,
      url: `http://127.0.0.1:${NGINX_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
  metadata: { apiPort: API_PORT },
});
