import {
  test,
  expect,
  acceptCookies,
  expectAccessible,
  type Locator,
  type Page,
} from '../fixtures';

test.beforeEach(async ({ page }) => {
  await acceptCookies(page);
});

test('games hub: raffle card with a ticking countdown, games sorted by type, choosing a game opens its page', async ({
  page,
}) => {
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  const raffle = page.getByRole('region', { name: 'Daily Raffle' });
  const timer = raffle.getByRole('timer');
  const first = await timer.textContent();
  await expect.poll(() => timer.textContent(), { timeout: 4000 }).not.toBe(first);
  expect(first).toMatch(/^\d\dhrs\d\dmin\d\dsec$/);
  // The minutes and seconds are sized up front and contained (a tick lays out two digits, not
  // the page): any two digits fit their box across, and the box is as tall as the uncontained
  // hours' (its line box), on a laptop and on a phone.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const fits = await timer.evaluate((element) => {
      const hours = element
        .querySelector('[data-unit="hours"] .gc-countdown-value')!
        .getBoundingClientRect().height;
      return [
        ...element.querySelectorAll<HTMLElement>(
          '[data-unit="minutes"] .gc-countdown-value, [data-unit="seconds"] .gc-countdown-value',
        ),
      ].flatMap((value) =>
        ['00', '48', '59', '88'].map((digits) => {
          const probe = value.cloneNode() as HTMLElement;
          probe.textContent = digits;
          value.after(probe);
          const box = probe.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(probe);
          const text = range.getBoundingClientRect();
          probe.remove();
          const across = text.left >= box.left - 0.5 && text.right <= box.right + 0.5;
          return `${digits} ${getComputedStyle(value).contain} ${across && Math.abs(box.height - hours) < 0.5 ? 'fits' : `clipped ${box.width}x${box.height}, text ${text.width}, hours ${hours}`}`;
        }),
      );
    });
    expect(fits).toHaveLength(8);
    for (const line of fits) expect(line).toMatch(/^\d\d strict fits$/);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(raffle.getByText('40.25M coins')).toBeVisible();
  await expect(raffle.getByText(/1st Place also gets:/)).toContainText('Choice Card UK');
  await expect(raffle.getByText(/^\d{5}$/)).toBeVisible();
  await expect(raffle.getByText(/one free entry/)).toBeVisible();

  const games = page.getByRole('region', { name: 'Prize games' }).getByRole('listitem');
  await expect(games).toHaveCount(7);
  const kinds = await games.evaluateAll((items) =>
    items.map((item) => item.getAttribute('data-type')),
  );
  expect(kinds).toEqual(['wheel', 'wheel', 'wheel', 'wheel', 'scratch', 'scratch', 'scratch']);
  // On a laptop every row of tiles runs the grid's full width: no orphans (four then three, before).
  expect(await hubRowGaps(page)).toEqual([0, 0]);
  // What a play costs, in the game pages' words: an Entry price, the free plays left under it.
  await expect(games.first()).toContainText('Entry 500K coins');
  await expect(games.first()).toContainText(/Win up to £[\d,]+\.\d\d/);
  await expect(games.first()).toContainText('2 free plays left today');
  await expect(games.filter({ hasText: 'Lucky Spin' })).toContainText('Entry 5K coins');
  await expect(games.filter({ hasText: 'Lucky Spin' })).not.toContainText('free');
  await expect(games.filter({ hasText: 'Golden Ticket' })).toContainText(
    '1 free play left this week',
  );
  // The tile that spans two columns has no dead space: its art runs its full height, and its
  // words sit mid-height (their middle within 16 px of the tile's).
  const wide = await games.first().evaluate((tile) => {
    const box = tile.getBoundingClientRect();
    const art = tile.querySelector('.gc-hub-game-art')!.getBoundingClientRect();
    const name = tile.querySelector('.gc-hub-game-link')!.getBoundingClientRect();
    const meta = tile.querySelector('.gc-hub-game-meta')!.getBoundingClientRect();
    return {
      artGap: box.bottom - art.bottom - (art.top - box.top),
      above: name.top - box.top,
      below: box.bottom - meta.bottom,
    };
  });
  expect(Math.abs(wide.artGap)).toBeLessThan(10);
  expect(Math.abs(wide.above - wide.below) / 2).toBeLessThan(16);
  // The raffle card uses the width: the countdown beside the facts, not above them.
  const timerBox = (await raffle.getByRole('timer').boundingBox())!;
  const factsBox = (await raffle.locator('.gc-hub-facts').boundingBox())!;
  expect(factsBox.x).toBeGreaterThan(timerBox.x + timerBox.width);
  await expect(
    page.locator('#main').getByRole('link', { name: 'Competition Rules' }),
  ).toHaveAttribute('href', '/competition-rules');

  await page.getByRole('link', { name: 'Quick Scratch' }).click();
  await expect(page).toHaveURL(/\/scratch-game\?game=scratch-quick$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Scratch' })).toBeVisible();
  await expect(page.getByText('20K coins')).toBeVisible();
  // The address owns the choice: nothing is written to storage, and a reload restores the game.
  expect(
    await page.evaluate(() =>
      [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) =>
        /game/i.test(key),
      ),
    ),
  ).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Scratch' })).toBeVisible();
  await expect(page).toHaveURL(/\/scratch-game\?game=scratch-quick$/);

  await page.getByRole('link', { name: 'Back to Games' }).click();
  await page.getByRole('link', { name: 'High Roller Wheel' }).click();
  await expect(page).toHaveURL(/\/wheel-game\?game=wheel-high-roller$/);
  await expect(page.getByRole('heading', { level: 1, name: 'High Roller Wheel' })).toBeVisible();
  // The page says what the tile said: the entry price beside the free plays left.
  await expect(page.locator('.gc-game-facts')).toHaveText(
    'Entry 700K coins · 1 free play left today',
  );
  await page.getByRole('button', { name: 'How to Play' }).click();
  await expect(page.getByRole('dialog', { name: 'How to Play' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'High Roller Wheel' })).toBeVisible();
  await expect(page).toHaveURL(/\/wheel-game\?game=wheel-high-roller$/);
});

/** The faded widths (px) at the start and end edge of a gc-edge-fade scroller, and its mask's direction. */
function edgeFade(locator: Locator): Promise<{ start: number; end: number; toLeft: boolean }> {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      start: parseFloat(style.getPropertyValue('--gc-edge-fade-start')),
      end: parseFloat(style.getPropertyValue('--gc-edge-fade-end')),
      toLeft: style.maskImage.startsWith('linear-gradient(to left'),
    };
  });
}

/** Per row of game tiles, how far its last tile stops short of the grid's end edge (px). */
function hubRowGaps(page: Page): Promise<number[]> {
  return page.locator('.gc-hub-grid').evaluate((grid) => {
    const end = grid.getBoundingClientRect().right;
    const rows = new Map<number, number>();
    for (const item of grid.children) {
      const box = item.getBoundingClientRect();
      rows.set(Math.round(box.top), Math.max(rows.get(Math.round(box.top)) ?? 0, box.right));
    }
    return [...rows.values()].map((right) => Math.round(end - right));
  });
}

test('games hub on a phone: two columns of compact tiles with art, name, cost and free plays, every row full', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/games');
  const games = page.getByRole('region', { name: 'Prize games' }).getByRole('listitem');
  await expect(games).toHaveCount(7);
  // Seven games: the first takes both columns (art beside its text), then three rows of two.
  expect(await hubRowGaps(page)).toEqual([0, 0, 0, 0]);
  const tops = new Set(
    await games.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    ),
  );
  expect(tops.size).toBe(4);
  for (const game of await games.all()) {
    await expect(game.locator('.gc-hub-game-art')).toBeVisible();
    await expect(game.locator('.gc-hub-game-name')).toBeVisible();
    await expect(game).toContainText(/\d+(\.\d+)?[KM]? coins/);
  }
  await expect(games.first()).toContainText('2 free plays left today');
  // About 2,100 px of scrolling for the tiles in one column, before.
  const height = await page
    .locator('.gc-hub-grid')
    .evaluate((grid) => grid.getBoundingClientRect().height);
  expect(height).toBeLessThan(1100);
});

test('wheel and scratch pages without a chosen game redirect to /games', async ({ page }) => {
  for (const path of ['/wheel-game', '/wheel-of-fortune', '/scratch-game', '/scratch-card']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  }
});

test('a game page named in its address opens on its own (linked or shared); another type or an unknown id is No game selected', async ({
  page,
}) => {
  await page.goto('/wheel-game?game=wheel-lucky-spin');
  await expect(page.getByRole('heading', { level: 1, name: 'Lucky Spin' })).toBeVisible();
  await page.goto('/scratch-card?game=scratch-golden-ticket');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Golden Ticket Scratch' }),
  ).toBeVisible();
  for (const path of ['/wheel-game?game=scratch-quick', '/wheel-game?game=no-such-game']) {
    await page.goto(path);
    await expect(page.getByText('No game selected')).toBeVisible();
  }
});

test('a missing game offers the games to choose from; axe-clean in light and dark', async ({
  page,
}) => {
  await page.goto('/wheel-game?game=x');
  const main = page.getByRole('main');
  await expect(main.getByRole('status')).toHaveText('No game selected');
  await expect(main.getByRole('link', { name: 'Back to Games' })).toHaveAttribute('href', '/games');
  await expect(main.getByRole('heading', { level: 2, name: 'Prize games' })).toBeVisible();
  const choices = main.getByRole('list');
  await expect(choices.getByRole('link', { name: 'Lucky Spin' })).toHaveAttribute(
    'href',
    '/wheel-game?game=wheel-lucky-spin',
  );
  await expect(choices.getByRole('link', { name: 'Golden Ticket Scratch' })).toHaveAttribute(
    'href',
    '/scratch-game?game=scratch-golden-ticket',
  );
  await expectAccessible(page);
  await page.getByRole('banner').getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(page);
  await choices.getByRole('link', { name: 'Lucky Spin' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Lucky Spin' })).toBeVisible();
});

test('daily raffle: draw, podium, countdown, entries and the dialogs', async ({ page }) => {
  await page.goto('/raffle');
  await expect(page.getByRole('heading', { level: 1, name: 'Daily Raffle' })).toBeVisible();
  await expect(page.getByText(/^Next \w+ \d+ \w+ at 17:00$/)).toBeVisible();
  await expect(page.getByText(/^Draw number: \d{5}$/)).toBeVisible();
  await expect(page.getByText('1st Place also gets:')).toBeVisible();
  const podium = page.getByRole('list', { name: 'Top prizes' });
  await expect(podium).toContainText('1st10M coins');
  await expect(podium).toContainText('2nd7.5M coins');
  await expect(podium).toContainText('3rd3.5M coins');
  await expect(page.getByText(/^Draw \d{5} closes in:$/)).toBeVisible();
  await expect(page.getByText('Your Entries:')).toContainText('1');
  // A laptop uses its width: what the draw pays sits beside the draw, and Play for Free and the
  // podium both show in the first screen (one 400 px column down the middle, before).
  await page.setViewportSize({ width: 1280, height: 800 });
  const play = page.getByRole('button', { name: 'Play for Free' });
  const [playBox, podiumBox] = await Promise.all([play.boundingBox(), podium.boundingBox()]);
  expect(podiumBox!.x).toBeGreaterThan(playBox!.x + playBox!.width);
  expect(playBox!.y + playBox!.height).toBeLessThan(800);
  expect(podiumBox!.y + podiumBox!.height).toBeLessThan(800);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByRole('button', { name: 'Prizes & Odds' }).click();
  const odds = page.getByRole('dialog', { name: 'Prizes & Odds' });
  await expect(odds.getByRole('row')).toHaveCount(41);
  await expect(odds.getByRole('row').nth(1)).toHaveText('110M coins');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'How to Play' }).click();
  await expect(page.getByRole('dialog', { name: 'How to Play' })).toContainText('free entry');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Play for Free' }).click();
  await expect(
    page.getByRole('dialog').getByRole('link', { name: 'Get it on Google Play' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Raffle Results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'DAILY RAFFLE RESULTS' })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Back to Games' }).click();
  await expect(page).toHaveURL(/\/games$/);
});

test('raffle results: first draw selected, podium defaults, places table, draggable strip', async ({
  page,
}) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto('/raffle-results');
  await expect(page.getByRole('heading', { level: 1, name: 'DAILY RAFFLE RESULTS' })).toBeVisible();
  const draws = page.getByRole('group', { name: 'Draws' }).getByRole('button');
  await expect(draws).toHaveCount(7);
  await expect(draws.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(draws.first()).toContainText(/Draw 30943\d\d\/\d\d\/\d{4}/);
  const podium = page.getByRole('list', { name: 'Top three' });
  // "Prize in millions with 2 decimals".
  await expect(podium).toContainText('10.00M coins');
  await expect(podium).toContainText('7.50M coins');
  await expect(page.getByRole('row')).toHaveCount(38);
  await expect(page.getByRole('row').nth(1)).toContainText(/^42\.5M coins/);
  await expect(page.getByRole('row').nth(6)).toContainText(/^9750K coins/);

  // The second newest draw has no third place: the default prize and '-'.
  await draws.nth(1).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Draw 30942' })).toBeVisible();
  await expect(podium.locator('[data-place="3"]')).toHaveText('3rd3.50M coins-');

  // Dragging the strip with the mouse scrolls it and does not choose a draw.
  const strip = page.getByRole('group', { name: 'Draws' });
  const box = (await strip.boundingBox())!;
  await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  expect(await strip.evaluate((element) => element.scrollLeft)).toBeGreaterThan(100);
  await expect(draws.nth(1)).toHaveAttribute('aria-pressed', 'true');
  // Scrolled along, the draw tabs fade at the start edge too (hinting at the draws scrolled past).
  expect((await edgeFade(strip)).start).toBe(32);
});

test('raffle results on a laptop: the draw and its top three beside places 4 onward, in view while the table scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/raffle-results');
  const podium = page.getByRole('list', { name: 'Top three' });
  const table = page.getByRole('table');
  await expect(podium).toContainText('10.00M coins');
  const [left, right] = [(await podium.boundingBox())!, (await table.boundingBox())!];
  // Side by side, each about half of the 1,200 px content width, neither stretched across it.
  expect(left.x + left.width).toBeLessThan(right.x);
  expect(Math.abs(left.y - right.y)).toBeLessThan(120);
  expect(right.width).toBeLessThan(620);
  // Scrolled to the last places, the top three are still on screen, under the sticky header.
  await page.getByRole('row').last().scrollIntoViewIfNeeded();
  await expect(podium).toBeInViewport({ ratio: 1 });
  const header = (await page.locator('.site-header').boundingBox())!;
  expect(
    (await page.getByRole('heading', { level: 2, name: 'Draw 30943' }).boundingBox())!.y,
  ).toBeGreaterThanOrEqual(header.y + header.height);
});

test('recent winners on the games hub: up to 20', async ({ page }) => {
  await page.goto('/games');
  const strip = page.getByRole('region', { name: 'Real Recent Winners' });
  await expect(strip.getByRole('listitem')).toHaveCount(20);
  await expect(strip.getByRole('listitem').first()).toContainText(
    /won (£[\d,]+\.\d\d|[\d,.]+[KM]? coins?)on /,
  );

  // The row fades only at the edge with more to see (the last card was cut hard, before).
  const scroller = strip.getByRole('group', { name: 'Real Recent Winners, scrollable' });
  await expect.poll(() => edgeFade(scroller)).toEqual({ start: 0, end: 32, toLeft: false });
  // The mask changes painting, not hit testing: the cut card under the fade is still what a tap finds.
  await scroller.scrollIntoViewIfNeeded();
  const hit = await scroller.evaluate((element) => {
    const edge = element.getBoundingClientRect();
    const cut = [...element.querySelectorAll('li')].find((item) => {
      const box = item.getBoundingClientRect();
      return box.left < edge.right - 8 && box.right > edge.right - 8;
    })!;
    const point = { x: edge.right - 8, y: (edge.top + edge.bottom) / 2 };
    return document.elementFromPoint(point.x, point.y)?.closest('li') === cut;
  });
  expect(hit).toBe(true);
  await scroller.evaluate((element) => element.scrollTo({ left: 400, behavior: 'instant' }));
  await expect.poll(() => edgeFade(scroller)).toEqual({ start: 32, end: 32, toLeft: false });
  await scroller.evaluate((element) =>
    element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }),
  );
  await expect.poll(() => edgeFade(scroller)).toEqual({ start: 32, end: 0, toLeft: false });
  // Right to left: the start is the right-hand edge, so the mask runs the other way.
  await page.evaluate(() => document.documentElement.setAttribute('dir', 'rtl'));
  await scroller.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
  await expect.poll(() => edgeFade(scroller)).toEqual({ start: 0, end: 32, toLeft: true });
  // Where the row fits, nothing fades.
  await page.evaluate(() => document.documentElement.removeAttribute('dir'));
  await scroller.evaluate((element) => {
    element.style.width = `${element.scrollWidth + 40}px`;
  });
  await expect.poll(() => edgeFade(scroller)).toEqual({ start: 0, end: 0, toLeft: false });
});

test('scratch game on a laptop: the cards to pick beside the title, entry cost and top prizes with odds, all in the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/scratch-game?game=scratch-quick');
  const cards = page.getByRole('group', { name: 'Pick one to Play' });
  await expect(cards.getByRole('button')).toHaveCount(3);
  const prizes = page.getByRole('region', { name: 'Top prizes' });
  await expect(prizes.getByRole('listitem')).toHaveCount(6);
  await expect(prizes.getByRole('listitem').first()).toContainText(/^£[\d,]+\.\d\d1 in [\d,]+$/);
  // The scratch game has no spins list: that is the wheel's.
  await expect(page.getByRole('heading', { name: 'Your spins' })).toHaveCount(0);
  const [cardsBox, prizesBox, titleBox] = await Promise.all([
    cards.boundingBox(),
    prizes.boundingBox(),
    page.getByRole('heading', { level: 1 }).boundingBox(),
  ]);
  expect(cardsBox!.x + cardsBox!.width).toBeLessThan(prizesBox!.x);
  expect(cardsBox!.x + cardsBox!.width).toBeLessThan(titleBox!.x);
  // Cards worth picking (96 px, alone in the middle of the page, before).
  expect((await cards.getByRole('button').first().boundingBox())!.width).toBeGreaterThanOrEqual(
    150,
  );
  expect(prizesBox!.y + prizesBox!.height).toBeLessThan(800);
});

test('money on the wheel with two decimals: £750.00 on the top slice, no whole pounds without pence', async ({
  page,
}) => {
  await page.goto('/wheel-game?game=wheel-cashback-plus');
  const slices = page.locator('.gc-wheel-slice text');
  await expect(slices.filter({ hasText: /^£750\.00$/ })).toHaveCount(1);
  const labels = await slices.allTextContents();
  for (const label of labels.filter((text) => text.startsWith('£')))
    expect(label).toMatch(/^£[\d,]+\.\d\d$/);
  for (const label of labels.filter((text) => text.endsWith('coins')))
    expect(label).not.toMatch(/\d,\d{3} coins/);
});
