// In Chromium: the scratch stroke stays under the pointer when the page scrolls (or the
// card moves) during the stroke.
import { acceptCookies, expect, test } from '../fixtures';
import { CASHBACK_SCRATCH, gamePage } from '../games/helpers';

for (const size of [
  { name: 'laptop', viewport: { width: 1280, height: 600 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test(`a stroke that continues after the page scrolls clears the canvas under the pointer (${size.name})`, async ({
    page,
  }) => {
    await acceptCookies(page);
    await page.setViewportSize(size.viewport);
    await page.goto(gamePage(CASHBACK_SCRATCH));
    await page.getByRole('button', { name: 'Card 2' }).click();
    await page.getByRole('button', { name: 'Play Now' }).click();
    const canvas = page.locator('canvas.gc-scratch-canvas');
    await expect(canvas).toBeVisible();
    // Room to scroll by 60 px either way, whatever the page height.
    await page.evaluate(() => document.body.style.setProperty('padding-bottom', '2000px'));
    await canvas.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 100));
    const box = (await canvas.boundingBox())!;
    const midY = box.y + box.height / 2;

    await page.mouse.move(box.x + 20, midY);
    await page.mouse.down();
    await page.mouse.move(box.x + 40, midY, { steps: 2 });
    // The page scrolls by 60 px mid-stroke (a wheel or a flick): the pointer stays where it is on screen.
    await page.evaluate(() => window.scrollBy(0, 60));
    const after = (await canvas.boundingBox())!;
    expect(Math.round(box.y - after.y)).toBe(60);
    await page.mouse.move(box.x + box.width - 20, midY, { steps: 12 });
    await page.mouse.up();

    // Cleared alpha along the canvas row now under the pointer, and along the row 60 px (CSS) above
    // it, where a rect kept from pointerdown drew the stroke.
    const alphaAt = (cssY: number) =>
      canvas.evaluate((element, y) => {
        const c = element as HTMLCanvasElement;
        const scale = c.width / c.getBoundingClientRect().width;
        const data = c
          .getContext('2d')!
          .getImageData(Math.round(c.width * 0.75), Math.round(y * scale), 1, 1).data;
        return data[3];
      }, cssY);
    const underPointer = midY - after.y;
    expect(await alphaAt(underPointer), 'cleared under the pointer').toBe(0);
    expect(await alphaAt(underPointer - 60), 'not cleared 60 px away').toBeGreaterThan(0);
  });
}
