import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
// @ts-expect-error plain ESM helper without types
import { startStaticServer } from '../../scripts/serve.mjs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support';

/**
 * axe on every Ladle story, light and dark. Reads the stories list from the build's meta.json
 * (`npm test` builds the stories into build/stories before the browser suite; elsewhere set
 * GIFTCASH_STORIES_DIR, e.g. after `npx ladle build --outDir /tmp/ladle-rel`) and serves the
 * build on a free port. Same rules as expectAccessible (WCAG 2.0–2.2 A/AA + best practice, any
 * impact) except `region`: a story renders one component on a bare preview page with no
 * landmarks, and "all content is inside a landmark" is a property of a page, which the
 * every-route spec (a11y-routes.spec.ts) checks on the real site.
 */
const DIR = path.resolve(process.env.GIFTCASH_STORIES_DIR || 'build/stories');
const meta = existsSync(path.join(DIR, 'meta.json'))
  ? (JSON.parse(readFileSync(path.join(DIR, 'meta.json'), 'utf8')) as { stories: Record<string, { name: string }> })
  : { stories: {} };
const ids = Object.keys(meta.stories).sort();

test.describe.configure({ timeout: 120_000 });

let server: Server | undefined;
let origin = '';
test.beforeAll(async () => {
  server = (await startStaticServer({ dir: DIR, port: 0 })) as Server;
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

test('the stories build has stories', () => {
  expect(ids.length, `stories in ${DIR}/meta.json (build them with npx ladle build)`).toBeGreaterThan(0);
});

// Stories are checked in batches so the suite stays at a few dozen tests.
const BATCH = 6;
for (let start = 0; start < ids.length; start += BATCH) {
  const batch = ids.slice(start, start + BATCH);
  for (const theme of ['light', 'dark'] as const) {
    test(`stories ${start + 1}–${start + batch.length} of ${ids.length} have no axe violations (${theme})`, async ({ page }) => {
      const failures: string[] = [];
      for (const id of batch) {
        await page.goto(`${origin}/?story=${encodeURIComponent(id)}&mode=preview&theme=${theme}`);
        await expect(page.locator('.ladle-main, #ladle-root').first()).toBeAttached();
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .disableRules(['region'])
          .exclude('.ladle-addons')
          .analyze();
        for (const v of violations) failures.push(`${id} (${theme}): ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(' | ')}`);
      }
      expect(failures).toEqual([]);
    });
  }
}
