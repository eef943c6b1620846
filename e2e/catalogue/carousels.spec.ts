import { test, expect, acceptCookies, type Page } from '../fixtures';
import { CAROUSEL_OFFSET } from './sample';

const offset = (page: Page) => page.evaluate<number>(CAROUSEL_OFFSET);

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/**
 * Opens the home page on a fake clock, then stops time so `runFor` drives the carousel. The
 * carousel sits below the first screen and hydrates when its code arrives, after the page itself:
 * time stops only once its buttons answer (React has attached its props to them), or a paused
 * clock would hold back its code and a click would land on inert HTML.
 */
async function openHomeOnClock(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T10:00:00Z') });
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Popular brands' }).getByRole('group').first(),
  ).toBeVisible();
  await page.waitForFunction(
    () => {
      const next = document.querySelector('.gc-brand-carousel [data-direction="next"]');
      return !!next && Object.keys(next).some((key) => key.startsWith('__reactProps'));
    },
    undefined,
    { polling: 50 },
  );
  // The row moves only while it is on screen.
  await page.getByRole('region', { name: 'Popular brands' }).scrollIntoViewIfNeeded();
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.clock.pauseAt(new Date('2026-03-02T10:01:00Z'));
  await page.mouse.move(0, 0);
}

/** Waits until the popular row stands still (a snap or an arrow scrolls smoothly, in real time), and returns where. */
async function settled(page: Page) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const now = await offset(page);
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [100] },
    )
    .toBe(true);
  return last;
}

/** Whether the row rests on a card (150 px a card with its gap) or at its end. */
const onACard = (page: Page) =>
  page.evaluate(() => {
    const viewport = document.querySelector('.gc-brand-carousel-viewport') as HTMLElement;
    const at = Math.abs(viewport.scrollLeft);
    return at % 150 === 0 || Math.abs(at - (viewport.scrollWidth - viewport.clientWidth)) < 1;
  });

test('popular carousel: 1 px per 30 ms, stops and snaps under the pointer and on focus, pause button, resumes', async ({
  page,
}) => {
  await openHomeOnClock(page);
  const carousel = page.getByRole('region', { name: 'Popular brands' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const slides = carousel.getByRole('group');
  await expect(slides.first()).toHaveAttribute('aria-roledescription', 'slide');
  await expect(slides.first()).toHaveAccessibleName(`1 of ${await slides.count()}`);

  const start = await offset(page);
  await page.clock.runFor(3000);
  expect(Math.abs((await offset(page)) - (start + 100))).toBeLessThanOrEqual(1);

  // Hover stops it on a card…
  await page.clock.runFor(700);
  await carousel.locator('.gc-brand-carousel-viewport').hover();
  const hovered = await settled(page);
  expect(await onACard(page)).toBe(true);
  await page.clock.runFor(3000);
  expect(await offset(page)).toBe(hovered);
  // …and leaving resumes.
  await page.mouse.move(0, 0);
  await page.clock.runFor(1500);
  expect(Math.abs((await offset(page)) - (hovered + 50))).toBeLessThanOrEqual(1);

  // Focus inside stops it.
  await slides.nth(1).getByRole('link').focus();
  const focused = await settled(page);
  await page.clock.runFor(3000);
  expect(await offset(page)).toBe(focused);
  await page.getByRole('button', { name: 'Pause carousel' }).first().focus();

  // The pause button (WCAG 2.2.2) stops it until Play.
  await page.getByRole('button', { name: 'Pause carousel' }).first().click();
  await expect(carousel).toHaveAttribute('data-state', 'paused');
  await page.mouse.move(0, 0);
  const paused = await settled(page);
  await page.clock.runFor(3000);
  expect(await offset(page)).toBe(paused);
  await carousel.getByRole('button', { name: 'Play carousel' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(3000);
  expect(await offset(page)).toBeGreaterThan(paused + 90);
});

test('popular carousel: arrows scroll 300 px; at the end it waits about 2 s and jumps back', async ({
  page,
}) => {
  await openHomeOnClock(page);
  const carousel = page.getByRole('region', { name: 'Popular brands' });
  const next = carousel.getByRole('button', { name: 'Next brands' });
  await carousel.getByRole('button', { name: 'Pause carousel' }).click();
  const before = await settled(page);
  await next.click();
  await expect.poll(() => offset(page)).toBe(before + 300);
  await carousel.getByRole('button', { name: 'Previous brands' }).click();
  await expect.poll(() => offset(page)).toBe(before);

  const max = await carousel.evaluate((el) => {
    const viewport = el.querySelector('.gc-brand-carousel-viewport')!;
    return viewport.scrollWidth - viewport.clientWidth;
  });
  expect(max).toBeGreaterThan(300);
  for (let i = 0; i < Math.ceil(max / 300); i += 1) {
    await next.click();
    await settled(page);
  }
  expect(await offset(page)).toBeCloseTo(max, 0);
  await carousel.getByRole('button', { name: 'Play carousel' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(1500);
  expect(await offset(page)).toBeCloseTo(max, 0);
  await page.clock.runFor(700);
  expect(await offset(page)).toBeLessThan(20);
});

test('popular carousel: a moving row stops under a pointer, and its card is clicked at once', async ({
  page,
}) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Popular brands' });
  await expect(carousel.getByRole('group').first()).toBeVisible();
  await carousel.scrollIntoViewIfNeeded();
  const start = await offset(page);
  await expect.poll(() => offset(page)).toBeGreaterThan(start + 3);
  // A scripted click waits for the card to stand still: whole-pixel steps and the stop under the
  // pointer make that quick (it used to time out on a moving card).
  const card = carousel.getByRole('group').nth(2).getByRole('link');
  const name = (await card.locator('.gc-brand-carousel-name').textContent()) ?? '';
  const began = Date.now();
  await card.click({ timeout: 3000 });
  expect(Date.now() - began).toBeLessThan(3000);
  await expect(page).toHaveURL(/\/brand\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});

test('a row below the fold stands still until it is scrolled into view, then moves on from where it was', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Popular brands' });
  await expect(carousel).toHaveAttribute('data-state', 'playing');
  expect((await carousel.boundingBox())!.y).toBeGreaterThan(844);
  // Hydrated (its buttons carry React's props) and given time to move, it has not.
  await page.waitForFunction(() => {
    const next = document.querySelector('.gc-brand-carousel [data-direction="next"]');
    return !!next && Object.keys(next).some((key) => key.startsWith('__reactProps'));
  });
  await page.waitForTimeout(600);
  expect(await offset(page)).toBe(0);
  await carousel.scrollIntoViewIfNeeded();
  await expect.poll(() => offset(page)).toBeGreaterThan(3);
  // Scrolled away again it stops where it is.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(100);
  const stopped = await offset(page);
  await page.waitForTimeout(600);
  expect(await offset(page)).toBe(stopped);
});

test.describe('popular carousel on a touch screen', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });
  test('a finger on the row stops it; it pans under the finger and, lifted, moves on', async ({
    page,
  }) => {
    await page.goto('/');
    const viewport = page
      .getByRole('region', { name: 'Popular brands' })
      .locator('.gc-brand-carousel-viewport');
    await viewport.scrollIntoViewIfNeeded();
    const start = await offset(page);
    await expect.poll(() => offset(page)).toBeGreaterThan(start + 3);
    const box = (await viewport.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    const held = await settled(page);
    await page.waitForTimeout(600);
    expect(await offset(page)).toBe(held);
    // It pans under the finger (not a tap: no card opens), then moves on from there once lifted.
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: point.x - 40, y: point.y }],
    });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const panned = await offset(page);
    expect(Math.abs(panned - held)).toBeGreaterThan(20);
    await expect.poll(() => offset(page)).toBeGreaterThan(panned);
    await expect(page).toHaveURL(/\/$/);
  });
});

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`popular carousel tiles: equal heights, card art, faded edges, nothing sticks out of the page (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Popular brands' });
    await expect(carousel.getByRole('group').first()).toBeVisible();
    const tiles = await carousel.evaluate((el) => {
      const links = [...el.querySelectorAll<HTMLElement>('.gc-brand-carousel-link')];
      const viewport = el.querySelector('.gc-brand-carousel-viewport') as HTMLElement;
      const style = getComputedStyle(viewport);
      return {
        heights: [...new Set(links.map((link) => Math.round(link.getBoundingClientRect().height)))],
        art: links.every((link) =>
          link.querySelector('.gc-brand-carousel-art img')?.getAttribute('src')?.includes('.card'),
        ),
        mask: style.maskImage || style.getPropertyValue('-webkit-mask-image'),
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    expect(tiles.heights).toHaveLength(1);
    expect(tiles.art).toBe(true);
    expect(tiles.mask).toMatch(/linear-gradient\(to right, (transparent|rgba\(0, 0, 0, 0\))/);
    expect(tiles.overflow).toBe(0);
  });
}

/** How many px of the first tile in view are cut off at the row's start edge (inside its fade). */
const startCut = (page: Page) =>
  page.evaluate(() => {
    const viewport = document.querySelector('.gc-brand-carousel-viewport') as HTMLElement;
    const fade = parseFloat(
      getComputedStyle(viewport).getPropertyValue('--gc-brand-carousel-fade'),
    );
    const edge = viewport.getBoundingClientRect().left + fade;
    const tiles = [...viewport.querySelectorAll('.gc-brand-carousel-slide')].map((tile) =>
      tile.getBoundingClientRect(),
    );
    const first = tiles.find((tile) => tile.right > edge + 1)!;
    return Math.max(0, Math.round(edge - first.left));
  });

for (const width of [390, 1280]) {
  test(`popular carousel: wherever the row rests, no tile is cut at its start (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await openHomeOnClock(page);
    const carousel = page.getByRole('region', { name: 'Popular brands' });
    // At the start.
    await carousel.getByRole('button', { name: 'Pause carousel' }).click();
    await settled(page);
    expect(await startCut(page)).toBe(0);
    // At the end, where it waits before jumping back.
    await carousel.evaluate((el) => {
      const viewport = el.querySelector('.gc-brand-carousel-viewport')!;
      viewport.scrollLeft = viewport.scrollWidth;
    });
    await settled(page);
    expect(await startCut(page)).toBe(0);
    // Stopped anywhere in between (a pointer over it, or paused): on a tile.
    await carousel.evaluate((el) => {
      el.querySelector('.gc-brand-carousel-viewport')!.scrollLeft = 437;
    });
    await settled(page);
    expect(await startCut(page)).toBe(0);
    // The row scrolls a whole number of tiles, and the tiles keep their 138 px.
    const [scroll, tileWidth] = await carousel.evaluate((el) => {
      const viewport = el.querySelector('.gc-brand-carousel-viewport')!;
      return [
        viewport.scrollWidth - viewport.clientWidth,
        el.querySelector('.gc-brand-carousel-slide')!.getBoundingClientRect().width,
      ];
    });
    expect(tileWidth).toBe(138);
    expect(scroll % 150).toBe(0);
  });
}

test('reduced motion: neither carousel moves and no pause button is needed', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHomeOnClock(page);
  await page.clock.runFor(3000);
  expect(await offset(page)).toBe(0);
  await expect(page.getByRole('button', { name: /Pause carousel|Play carousel/ })).toHaveCount(0);
  const marqueeTrack = page.locator('.gc-brand-marquee-track');
  await expect(marqueeTrack).toHaveCSS('animation-name', 'none');
  // Still usable by hand.
  await page
    .getByRole('region', { name: 'Popular brands' })
    .getByRole('button', { name: 'Next brands' })
    .click();
  await expect.poll(() => offset(page)).toBe(300);
});

test('second carousel: first 50 non-popular brands on a 160 s loop that pauses on hover, focus and its button', async ({
  page,
}) => {
  await page.goto('/');
  const marquee = page.getByRole('region', { name: 'More brands' });
  await expect(marquee.getByRole('group')).toHaveCount(50);
  const track = marquee.locator('.gc-brand-marquee-track');
  await expect(track).toHaveCSS('animation-duration', '160s');
  await expect(track).toHaveCSS('animation-play-state', 'running');
  await marquee.locator('.gc-brand-marquee-viewport').hover();
  await expect(track).toHaveCSS('animation-play-state', 'paused');
  await page.mouse.move(0, 0);
  await expect(track).toHaveCSS('animation-play-state', 'running');
  await marquee.getByRole('group').first().getByRole('link').focus();
  await expect(track).toHaveCSS('animation-play-state', 'paused');
  await marquee.getByRole('button', { name: 'Pause carousel' }).click();
  await page.mouse.move(0, 0);
  await expect(marquee).toHaveAttribute('data-state', 'paused');
  await expect(track).toHaveCSS('animation-play-state', 'paused');
});
