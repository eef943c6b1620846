import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSP_SITE_PORT } from '../env';
import { acceptCookies, expect, expectAccessible, test, type Page } from '../fixtures';

/**
 * The partners' embed configurator (/partners): a configuration made in the page, its HTML
 * snippet copied with the Copy button and pasted into a blank page on another origin served
 * under exactly the policy the page printed (as a header), with the pinned CDN address answered
 * by the released script: the same widget renders, with no policy violation, and the integrity
 * check holds (a script with one byte changed is refused). The address restores every setting,
 * and the contrast guard names a failing pair. The site itself runs under its strict policy.
 */
test.use({ baseURL: `http://127.0.0.1:${CSP_SITE_PORT}` });

const DIST = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/embed/dist',
);
const CDN = /^https:\/\/unpkg\.com\/@giftcash\/embed@([^/]+)\/dist\/([\w.-]+\.js)$/;

/** A blank partner page on its own origin: serves `body` at `/` with `policy` as its Content-Security-Policy header. */
let partner: { server: Server; origin: string; body: string; policy: string };
test.beforeAll(async () => {
  const server = createServer((req, res) => {
    if (req.url === '/') {
      res.writeHead(200, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': partner.policy,
      });
      res.end(partner.body);
    } else {
      res.writeHead(204);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  partner = {
    server,
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    body: '',
    policy: '',
  };
});
test.afterAll(() => new Promise<void>((resolve) => partner.server.close(() => resolve())));

/** Answers the pinned CDN address with the released script (`tamper`: one byte changed), as unpkg does (CORS). */
async function serveCdn(page: Page, { tamper = false } = {}) {
  const version = JSON.parse(readFileSync(path.join(DIST, 'sri.json'), 'utf8')).version as string;
  await page.route(CDN, async (route) => {
    const [, pinned, file] = CDN.exec(route.request().url()) ?? [];
    if (pinned !== version || !file) return route.fulfill({ status: 404, body: 'not found' });
    const bytes = readFileSync(path.join(DIST, file));
    if (tamper) bytes[bytes.length - 2] = 0x20;
    return route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: bytes,
    });
  });
}

/** Records the page's `securitypolicyviolation` events from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      w.__violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
}
const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** Brand names and link targets the carousel in `host` shows, from its shadow root. */
const carouselLinks = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((host) =>
      [...(host.shadowRoot?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])].map(
        (link) => `${link.textContent?.replace(/\s+/g, ' ').trim()} → ${link.href}`,
      ),
    );
/** The accent the element paints its rate badges with. */
const accentOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((host) =>
      getComputedStyle(host.shadowRoot!.querySelector('.gc-embed-root')!)
        .getPropertyValue('--gc-accent')
        .trim(),
    );

async function openConfigurator(page: Page, query = '') {
  await acceptCookies(page);
  await page.goto(`/partners${query}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Put GiftCash on your page' }),
  ).toBeVisible();
}

/** The previews (and the embed script) load when they come near the screen. */
async function showPreviews(page: Page) {
  await page.getByRole('heading', { name: 'Preview' }).scrollIntoViewIfNeeded();
  await expect
    .poll(() => page.evaluate(() => Boolean(customElements.get('giftcash-wheel'))))
    .toBe(true);
}

const code = (page: Page, title: string) =>
  page.getByRole('region', { name: title }).locator('pre');

test.describe('partner configurator', () => {
  test('the copied HTML, pasted on another origin under the printed policy, renders the same widget (SRI checked, no violation)', async ({
    page,
    context,
    workerApi,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await recordViolations(page);
    await openConfigurator(page);
    const api = `${workerApi.url}/api`;
    await page.getByLabel('Data source').fill(api);
    await page.getByRole('button', { name: 'Check address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'the widget shows' })).toContainText(
      `${api}: the widget shows`,
    );
    await page.getByLabel('Partner id').fill('acme');
    await page.getByLabel('Category').selectOption('tech');
    await page.getByLabel('Autoplay').uncheck();
    await page.getByLabel('--gc-accent').fill('#0a7c59');
    await page.getByLabel('--gc-on-accent').fill('#ffffff');
    // The preview follows: partner links and the accent, on the real element.
    await showPreviews(page);
    await expect
      .poll(() => carouselLinks(page, '.partners-embed'))
      .toContainEqual(expect.stringContaining('?partner=acme'));
    expect(await accentOf(page, '.partners-embed')).toBe('#0a7c59');

    const policy = (await code(page, 'Content-Security-Policy').innerText()).trim();
    expect(policy).toMatch(
      /^Content-Security-Policy: script-src https:\/\/unpkg\.com; style-src 'sha256-[\w+/=]+'; connect-src http:\/\/127\.0\.0\.1:\d+; img-src data:$/,
    ); // the sample API's art is data: URIs
    await page.getByRole('button', { name: 'Copy HTML' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'copied' })).toHaveText(
      'HTML copied to the clipboard.',
    );
    const html = await page.evaluate(() => navigator.clipboard.readText());
    expect(html).toBe(await code(page, 'HTML').innerText());
    const sri = JSON.parse(readFileSync(path.join(DIST, 'sri.json'), 'utf8')) as {
      version: string;
      files: Record<string, string>;
    };
    expect(html).toContain(
      `<script src="https://unpkg.com/@giftcash/embed@${sri.version}/dist/giftcash-carousel.iife.js" integrity="${sri.files['giftcash-carousel.iife.js']}" crossorigin="anonymous"></script>`,
    );
    const shown = await carouselLinks(page, '.partners-embed');
    const accent = await accentOf(page, '.partners-embed');
    expect(await violations(page), 'the configurator under the site policy').toEqual([]);

    // The partner's page: nothing but the snippet, under exactly the printed policy.
    partner.body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title><link rel="icon" href="data:,"></head><body>\n${html}\n</body></html>`;
    partner.policy = policy.replace(/^Content-Security-Policy: /, '');
    const other = await context.newPage();
    await recordViolations(other);
    await serveCdn(other);
    await other.goto(`${partner.origin}/`);
    await expect
      .poll(() => other.evaluate(() => Boolean(customElements.get('giftcash-brand-carousel'))), {
        message: 'the pinned script ran (integrity held)',
      })
      .toBe(true);
    await expect.poll(() => carouselLinks(other, 'giftcash-brand-carousel')).toEqual(shown);
    expect(await accentOf(other, 'giftcash-brand-carousel')).toBe(accent);
    await other.waitForLoadState('networkidle');
    expect(await violations(other)).toEqual([]);

    // The integrity check is real: the same page with one byte of the script changed runs nothing.
    const tampered = await context.newPage();
    await serveCdn(tampered, { tamper: true });
    const refused = tampered.waitForEvent(
      'console',
      (message) => message.type() === 'error' && /integrity/i.test(message.text()),
    );
    await tampered.goto(`${partner.origin}/`);
    await refused;
    expect(
      await tampered.evaluate(() => Boolean(customElements.get('giftcash-brand-carousel'))),
    ).toBe(false);
  });

  test('the address keeps every setting and restores it on load', async ({ page }) => {
    await openConfigurator(page);
    await page.getByRole('radio', { name: 'Wheel of fortune' }).check();
    await page.getByLabel('App link').fill('https://apps.example.com/giftcash');
    await page.getByLabel('--gc-wheel-cash', { exact: true }).fill('#123456');
    await page.getByRole('radio', { name: 'Brand carousel' }).check();
    await page.getByRole('radio', { name: /Auto/ }).check();
    await page.getByLabel('Data source').fill('https://api.example.com/giftcash');
    await page.getByLabel('Data source').press('Enter');
    await page.getByLabel('Partner id').fill('acme & co');
    await page.getByLabel('Category').selectOption('groceries');
    await page.getByLabel('Accessible name (label)').fill('Shop with GiftCash');
    await page.getByLabel('Autoplay').uncheck();
    await page
      .getByLabel('Brand link pattern')
      .fill('https://partner.example.com/giftcash/{id}?from=home');
    await page.getByLabel('--gc-accent').fill('#0a7c59');
    await page.getByLabel('--gc-text', { exact: true }).fill('#222222');
    const snippets = async () => [
      await code(page, 'HTML').innerText(),
      await code(page, 'React').innerText(),
    ];
    const before = await snippets();
    expect(before[0]).toContain('partner-id="acme &amp; co"');
    const address = page.url();
    expect(new URL(address).searchParams.get('widget')).toBeNull(); // the default stays out of the address

    await page.goto(address);
    await expect(page.getByRole('radio', { name: 'Brand carousel' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Auto/ })).toBeChecked();
    await expect(page.getByLabel('Data source')).toHaveValue('https://api.example.com/giftcash');
    await expect(page.getByLabel('Partner id')).toHaveValue('acme & co');
    await expect(page.getByLabel('Category')).toHaveValue('groceries');
    await expect(page.getByLabel('Accessible name (label)')).toHaveValue('Shop with GiftCash');
    await expect(page.getByLabel('Autoplay')).not.toBeChecked();
    await expect(page.getByLabel('Brand link pattern')).toHaveValue(
      'https://partner.example.com/giftcash/{id}?from=home',
    );
    await expect(page.getByLabel('--gc-accent')).toHaveValue('#0a7c59');
    await expect(page.getByLabel('--gc-text', { exact: true })).toHaveValue('#222222');
    expect(await snippets()).toEqual(before);
    await page.getByRole('radio', { name: 'Wheel of fortune' }).check();
    await expect(page.getByLabel('App link')).toHaveValue('https://apps.example.com/giftcash');
    await expect(page.getByLabel('--gc-wheel-cash', { exact: true })).toHaveValue('#123456');
    await expect(page.locator('giftcash-wheel').first()).toHaveAttribute(
      'app-link',
      'https://apps.example.com/giftcash',
    );
  });

  test('the contrast guard names the pair that drops under 4.5:1, in every theme it can show', async ({
    page,
  }) => {
    await openConfigurator(page, '?theme=auto');
    const guard = page.locator('.partners-contrast');
    await expect(guard).toHaveText('Every text pair keeps at least 4.5:1.');
    await page.getByLabel('--gc-on-accent').fill('#ffffff');
    await expect(guard).toContainText(
      '--gc-on-accent #ffffff on --gc-accent #fdc953: 1.54:1 in the light theme',
    );
    await expect(guard).toContainText('in the dark theme');
    await page.getByLabel('--gc-accent').fill('#0a7c59');
    await expect(guard).toHaveText('Every text pair keeps at least 4.5:1.');
  });

  test('every widget’s previews, in both themes, pass axe; every control is labelled and reachable by Tab', async ({
    page,
  }) => {
    // Three axe runs over four widgets each (shadow roots included): slow on a busy 2-core machine.
    test.setTimeout(90_000);
    await openConfigurator(page, '?theme=auto');
    await showPreviews(page);
    await expect.poll(() => carouselLinks(page, '.partners-embed')).not.toEqual([]);
    await expectAccessible(page);
    await page.getByRole('radio', { name: 'Wheel of fortune' }).check();
    await expect(page.locator('giftcash-wheel')).toHaveCount(4);
    await expect
      .poll(() =>
        page
          .locator('giftcash-wheel')
          .first()
          .evaluate((host) => Boolean(host.shadowRoot?.querySelector('svg'))),
      )
      .toBe(true);
    await expectAccessible(page);
    await page.getByRole('radio', { name: 'Scratch card' }).check();
    await expect(page.locator('giftcash-scratch-card')).toHaveCount(4);
    await expect
      .poll(() =>
        page
          .locator('giftcash-scratch-card')
          .first()
          .evaluate((host) => (host.shadowRoot?.textContent ?? '').length),
      )
      .toBeGreaterThan(0);
    await expectAccessible(page);
    // Keyboard: from the widget choice, Tab reaches the theme, the data source and its check, the colours and the Copy buttons.
    await page.getByRole('radio', { name: 'Scratch card' }).focus();
    const reached = new Set<string>();
    for (let step = 0; step < 90; step += 1) {
      await page.keyboard.press('Tab');
      reached.add(
        await page.evaluate(
          () =>
            document.activeElement?.getAttribute('aria-label') ??
            document.activeElement?.textContent?.trim() ??
            (document.activeElement as HTMLInputElement | null)?.id ??
            '',
        ),
      );
    }
    expect([...reached].join(' | ')).toMatch(
      /Check address.*Copy HTML.*Copy Content-Security-Policy.*Copy React/s,
    );
  });

  test('the embed script loads on this page only, once its previews come near the screen', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/giftcash-[\w.-]+\.js/.test(request.url())) scripts.push(new URL(request.url()).pathname);
    });
    await acceptCookies(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts, 'on the home page').toEqual([]);
    await page.getByRole('contentinfo').getByRole('link', { name: 'For partners' }).click();
    await expect(page).toHaveURL(/\/partners$/);
    await showPreviews(page);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/giftcash-embed\.iife-[\w-]+\.js$/)]);
  });

  test('an address the widget would not read is named, with what the widget shows instead', async ({
    page,
  }) => {
    await openConfigurator(page, '?widget=wheel');
    await page.getByLabel('Data source').fill('ftp://files.example.com/giftcash');
    await page.getByRole('button', { name: 'Check address' }).click();
    await expect(page.locator('.partners-check')).toHaveText(
      'The widget does not use “ftp://files.example.com/giftcash”: only http: and https: addresses are read. It would show “Failed to load wheel configuration. Please try again later.”',
    );
  });
});
