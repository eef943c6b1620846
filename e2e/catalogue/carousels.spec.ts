import { test, expect, acceptCookies, type Page } from '../fixtures';
import { CAROUSEL_OFFSET } from './sample';

const offset = (page: Page) => page.evaluate<number>(CAROUSEL_OFFSET);

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

/** Opens the home page on a fake clock, then stops time so `runFor` drives the carousel. */
async function openHomeOnClock(page: Page) {
  await page.clock.install({ time: new Date('2026-03-02T10:00:00Z') });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Popular brands' }).getByRole('group').first()).toBeVisible();
  await page.clock.pauseAt(new Date('2026-03-02T10:01:00Z'));
  await page.mouse.move(0, 0);
}

test('popular carousel: 1 px per 30 ms, pauses on hover and focus, pause button, resumes', async ({ page }) => {
  await openHomeOnClock(page);
  const carousel = page.getByRole('region', { name: 'Popular brands' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const slides = carousel.getByRole('group');
  await expect(slides.first()).toHaveAttribute('aria-roledescription', 'slide');
  await expect(slides.first()).toHaveAccessibleName(`1 of ${await slides.count()}`);

  const start = await offset(page);
  await page.clock.runFor(3000);
  expect(await offset(page)).toBeCloseTo(start + 100, -0.5);

  // Hover pauses…
  await carousel.locator('.gc-brand-carousel-viewport').hover();
  const hovered = await offset(page);
  await page.clock.runFor(3000);
  expect(await offset(page)).toBe(hovered);
  // …and leaving resumes.
  await page.mouse.move(0, 0);
  await page.clock.runFor(1500);
  expect(await offset(page)).toBeCloseTo(hovered + 50, -0.5);

  // Focus inside pauses.
  await slides.nth(1).getByRole('link').focus();
  const focused = await offset(page);
  await page.clock.runFor(3000);
  expect(await offset(page)).toBe(focused);
  await page.getByRole('button', { name: 'Pause carousel' }).first().focus();

  // The pause button (WCAG 2.2.2) stops it until Play.
  await page.getByRole('button', { name: 'Pause carousel' }).first().click();
  await expect(carousel).toHaveAttribute('data-state', 'paused');
  await page.mouse.move(0, 0);
  const paused = await offset(page);
  await page.clock.runFor(3000);
  expect(await offset(page)).toBe(paused);
  await carousel.getByRole('button', { name: 'Play carousel' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(3000);
  expect(await offset(page)).toBeGreaterThan(paused + 90);
});

test('popular carousel: arrows scroll 300 px; at the end it waits about 2 s and jumps back', async ({ page }) => {
  await openHomeOnClock(page);
  const carousel = page.getByRole('region', { name: 'Popular brands' });
  const next = carousel.getByRole('button', { name: 'Next brands' });
  await carousel.getByRole('button', { name: 'Pause carousel' }).click();
  const before = await offset(page);
  await next.click();
  expect(await offset(page)).toBeCloseTo(before + 300, 0);
  await carousel.getByRole('button', { name: 'Previous brands' }).click();
  expect(await offset(page)).toBeCloseTo(before, 0);

  const max = await carousel.evaluate((el) => {
    const viewport = el.querySelector('.gc-brand-carousel-viewport')!;
    const track = el.querySelector('.gc-brand-carousel-track')!;
    return track.scrollWidth - viewport.clientWidth;
  });
  expect(max).toBeGreaterThan(300);
  for (let i = 0; i < Math.ceil(max / 300); i += 1) await next.click();
  expect(await offset(page)).toBeCloseTo(max, 0);
  await carousel.getByRole('button', { name: 'Play carousel' }).click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(1500);
  expect(await offset(page)).toBeCloseTo(max, 0);
  await page.clock.runFor(700);
  expect(await offset(page)).toBeLessThan(20);
});

test('reduced motion: neither carousel moves and no pause button is needed', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHomeOnClock(page);
  await page.clock.runFor(3000);
  expect(await offset(page)).toBe(0);
  await expect(page.getByRole('button', { name: /Pause carousel|Play carousel/ })).toHaveCount(0);
  const marqueeTrack = page.locator('.gc-brand-marquee-track');
  await expect(marqueeTrack).toHaveCSS('animation-name', 'none');
  // Still usable by hand.
  await page.getByRole('region', { name: 'Popular brands' }).getByRole('button', { name: 'Next brands' }).click();
  expect(await offset(page)).toBeCloseTo(300, 0);
});

test('second carousel: first 50 non-popular brands on a 160 s loop that pauses on hover, focus and its button', async ({ page }) => {
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
