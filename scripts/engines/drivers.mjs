// One small interface over the three engines of the smoke run (scripts/engines/run.mjs), so every
// flow is written once:
// - Chromium (Debian's /usr/bin/chromium) and Firefox ESR (/usr/bin/firefox-esr, WebDriver BiDi)
//   through puppeteer-core;
// - WebKitGTK through its WebDriver (`WebKitWebDriver`, classic WebDriver, no BiDi) driving
//   MiniBrowser, under xvfb-run, through selenium-webdriver.
// Input is the engine's own (pointer clicks and drags, key presses): no synthetic DOM events.
// Nothing is downloaded: each engine is the Debian package's binary.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../freePort.mjs';

export const BINARIES = {
  chromium: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  firefox: process.env.FIREFOX_PATH || '/usr/bin/firefox-esr',
  webkit: process.env.WEBKIT_WEBDRIVER_PATH || '/usr/bin/WebKitWebDriver',
};
const MINIBROWSER =
  process.env.WEBKIT_MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Opens one browser of `engine` with its system preferences: `dark` (prefers-color-scheme: dark)
 * and `reducedMotion` (prefers-reduced-motion: reduce), set the way a person sets them (Firefox's
 * `ui.*` preferences, GTK's settings for WebKitGTK; Chromium emulates them per page), and one page.
 * @returns {Promise<Session>}
 */
export async function openSession(engine, { dark = false, reducedMotion = false } = {}) {
  if (engine === 'webkit') return openWebKit({ dark, reducedMotion });
  const { default: puppeteer } = await import('puppeteer-core');
  const browser =
    engine === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          executablePath: BINARIES.firefox,
          headless: true,
          extraPrefsFirefox: {
            'ui.systemUsesDarkTheme': dark ? 1 : 0,
            'ui.prefersReducedMotion': reducedMotion ? 1 : 0,
            // en-GB pages, as the site's people read them.
            'intl.accept_languages': 'en-GB,en',
          },
        })
      : await puppeteer.launch({
          executablePath: BINARIES.chromium,
          headless: true,
          args: [...CHROMIUM_ARGS, '--lang=en-GB'],
        });
  const page = (await browser.pages())[0] ?? (await browser.newPage());
  if (engine === 'chromium')
    await page.emulateMediaFeatures([
      { name: 'prefers-color-scheme', value: dark ? 'dark' : 'light' },
      { name: 'prefers-reduced-motion', value: reducedMotion ? 'reduce' : 'no-preference' },
    ]);
  // What the engine itself reports, besides what the page's monitor sees (a failed request's
  // console line, an error thrown before the monitor ran).
  const reported = [];
  page.on('pageerror', (error) =>
    reported.push({ kind: 'page error (driver)', detail: String(error?.message ?? error) }),
  );
  page.on('console', (message) => {
    if (message.type() === 'error')
      reported.push({ kind: 'console error (driver)', detail: message.text().slice(0, 800) });
  });
  return {
    engine,
    version: await browser.version(),
    reported,
    goto: (url) => page.goto(url, { waitUntil: 'load' }).then(() => undefined),
    eval: (fn, ...args) => page.evaluate(fn, ...args),
    async element(fn, ...args) {
      const handle = await page.evaluateHandle(fn, ...args);
      const element = handle.asElement();
      if (!element) throw new Error('no element');
      return element;
    },
    click: (element) => element.click(),
    type: (element, text) => element.type(text),
    press: (key) => page.keyboard.press(key),
    async drag(points) {
      const [first, ...rest] = points;
      await page.mouse.move(first.x, first.y);
      await page.mouse.down();
      for (const point of rest) await page.mouse.move(point.x, point.y, { steps: 4 });
      await page.mouse.up();
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    screenshot: (file) => page.screenshot({ path: file }),
    close: () => browser.close(),
  };
}

async function openWebKit({ dark, reducedMotion }) {
  const { Builder, Key } = await import('selenium-webdriver');
  // WebKitGTK reads both preferences from GTK: the theme (`GTK_THEME=Adwaita:dark` makes
  // prefers-color-scheme dark) and gtk-enable-animations (off is prefers-reduced-motion: reduce),
  // from a settings.ini in a private XDG_CONFIG_HOME (no settings daemon runs under Xvfb).
  const config = mkdtempSync(path.join(tmpdir(), 'giftcash-webkit-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(
    path.join(config, 'gtk-3.0/settings.ini'),
    `[Settings]\ngtk-enable-animations=${reducedMotion ? 0 : 1}\n`,
  );
  const port = await freePort();
  const server = spawn(BINARIES.webkit, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      XDG_CONFIG_HOME: config,
      GTK_THEME: dark ? 'Adwaita:dark' : 'Adwaita',
      LANGUAGE: 'en_GB',
    },
  });
  const stop = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill();
    rmSync(config, { recursive: true, force: true });
  };
  process.on('exit', stop);
  let driver;
  for (let attempt = 0; !driver; attempt += 1) {
    try {
      driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        })
        .build();
    } catch (error) {
      // The driver takes a moment to listen.
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const keys = { Escape: Key.ESCAPE, Tab: Key.TAB, Enter: Key.ENTER };
  return {
    engine: 'webkit',
    version: (await driver.getCapabilities()).get('browserVersion'),
    reported: [],
    goto: (url) => driver.get(url),
    eval: (fn, ...args) => driver.executeScript(fn, ...args),
    async element(fn, ...args) {
      const element = await driver.executeScript(fn, ...args);
      if (!element) throw new Error('no element');
      return element;
    },
    click: (element) => element.click(),
    type: (element, text) => element.sendKeys(text),
    press: (key) =>
      driver
        .actions({ async: true })
        .sendKeys(keys[key] ?? key)
        .perform(),
    async drag(points) {
      const [first, ...rest] = points;
      let actions = driver
        .actions({ async: true })
        .move({ x: Math.round(first.x), y: Math.round(first.y), origin: 'viewport' })
        .press();
      for (const point of rest)
        actions = actions.move({
          x: Math.round(point.x),
          y: Math.round(point.y),
          origin: 'viewport',
          duration: 60,
        });
      await actions.release().perform();
    },
    async setViewport(width, height) {
      // The window's outer size; MiniBrowser under automation has no toolbar, so the viewport is
      // the window less nothing (checked by the flows through innerWidth).
      await driver.manage().window().setRect({ width, height });
    },
    async screenshot(file) {
      writeFileSync(file, Buffer.from(await driver.takeScreenshot(), 'base64'));
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        stop();
        process.off('exit', stop);
      }
    },
  };
}

/**
 * @typedef {object} Session
 * @property {string} engine
 * @property {string} version
 * @property {{ kind: string, detail: string }[]} reported what the driver itself saw (puppeteer)
 * @property {(url: string) => Promise<void>} goto
 * @property {(fn: Function, ...args: unknown[]) => Promise<any>} eval
 * @property {(fn: Function, ...args: unknown[]) => Promise<any>} element
 * @property {(element: any) => Promise<void>} click
 * @property {(element: any, text: string) => Promise<void>} type
 * @property {(key: string) => Promise<void>} press
 * @property {(points: { x: number, y: number }[]) => Promise<void>} drag
 * @property {(width: number, height: number) => Promise<void>} setViewport
 * @property {(file: string) => Promise<void>} screenshot
 * @property {() => Promise<void>} close
 */
