import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
// @ts-expect-error plain ESM helper without types
import { startStaticServer } from '../../scripts/serve.mjs';
import { AXE_COLOUR_RULES, AXE_TAGS, axeOn } from '../fixtures';
import { expect, test } from './support';
import { takeShots, VISUAL_NOW } from '../visual/screenshots';

/**
 * axe on every Ladle story, light and dark. Reads the stories list from the build's meta.json
 * (`npm test` builds the stories into build/stories before the browser suite; elsewhere set
 * GIFTCASH_STORIES_DIR, e.g. after `npx ladle build --outDir /tmp/ladle-rel`) and serves the
 * build on a free port. Same rules as expectAccessible (WCAG 2.0–2.2 A/AA + best practice, any
 * impact) except `region`: a story renders one component on a bare preview page with no
 * landmarks, and "all content is inside a landmark" is a property of a page, which the
 * every-route spec (a11y-routes.spec.ts) checks on the real site. Each story's screenshots (390
 * and 1280 px, light and dark) go to screenshots/stories, and the light ones are compared with their
 * baselines (e2e/visual/screenshots.ts), rendered at a fixed instant with reduced motion.
 */
const DIR = path.resolve(process.env.GIFTCASH_STORIES_DIR || 'build/stories');
const meta = existsSync(path.join(DIR, 'meta.json'))
  ? (JSON.parse(readFileSync(path.join(DIR, 'meta.json'), 'utf8')) as {
      stories: Record<string, { name: string }>;
    })
  : { stories: {} };
const ids = Object.keys(meta.stories).sort();

// A batch is 16 stories × 2 themes, each axe-checked and screenshot at two widths: generous for a
// loaded 2-core machine.
test.describe.configure({ timeout: 420_000 });

let server: Server | undefined;
let origin = '';
test.beforeAll(async () => {
  server = (await startStaticServer({ dir: DIR, port: 0 })) as Server;
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

test('the stories build has stories', () => {
  expect(
    ids.length,
    `stories in ${DIR}/meta.json (build them with npx ladle build)`,
  ).toBeGreaterThan(0);
});

/** The document title Ladle gives a story: "Name - Level n - … - Level 1 | Ladle". */
const titleOf = (id: string) => {
  const story = meta.stories[id] as { name: string; levels?: string[] };
  return `${[story.name, ...[...(story.levels ?? [])].reverse()].join(' - ')} | Ladle`;
};

// Stories are checked in batches, each in one page that moves from story to story the way Ladle's
// own navigation does (history + popstate), so Ladle boots once per batch instead of per story.
// Each story is shown until its own title is set and Ladle's loading ring is gone (so axe sees
// the story, not the spinner). The light theme gets every rule; dark changes only colours, so it
// gets the colour rules.
const BATCH = 16;
/** Stories named for their loading state ("Loading", "Screen loading") show it and keep it. */
const LOADING_STORY = /--(screen-)?loading$/;
for (let start = 0; start < ids.length; start += BATCH) {
  const batch = ids.slice(start, start + BATCH);
  test(`stories ${start + 1}–${start + batch.length} of ${ids.length} have no axe violations (light: every rule; dark: colours)`, async ({
    page,
  }) => {
    const failures: string[] = [];
    await page.clock.setFixedTime(VISUAL_NOW);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${origin}/?story=${encodeURIComponent(batch[0]!)}&mode=preview&theme=light`);
    for (const id of batch) {
      for (const theme of ['light', 'dark'] as const) {
        await page.evaluate(
          ({ id, theme }) => {
            window.history.pushState(
              {},
              '',
              `?story=${encodeURIComponent(id)}&mode=preview&theme=${theme}`,
            );
            window.dispatchEvent(new PopStateEvent('popstate'));
          },
          { id, theme },
        );
        await page.waitForFunction(
          // (Not the theme attribute: a story may set its own theme, e.g. a dark-only dialog story.)
          (title) =>
            document.title === title &&
            !document.querySelector('.ladle-ring-wrapper') &&
            Boolean(document.getElementById('ladle-root')?.firstElementChild),
          titleOf(id),
        );
        let axe = axeOn(page).exclude('.ladle-addons');
        axe =
          theme === 'light'
            ? axe.withTags(AXE_TAGS).disableRules(['region'])
            : axe.withRules(AXE_COLOUR_RULES);
        const { violations } = await axe.analyze();
        await takeShots(page, 'stories', id, theme, {
          compare: theme === 'light',
          loading: LOADING_STORY.test(id),
        });
        for (const v of violations)
          failures.push(
            `${id} (${theme}): ${v.id} (${v.impact}) ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 4)
              .join(' | ')}`,
          );
      }
    }
    expect(failures).toEqual([]);
  });
}
