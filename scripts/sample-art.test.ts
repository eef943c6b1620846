import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { giftCardImage, brandLogo } from '../packages/sample/src/artwork';
import { sampleArtAddress } from '../playground/src/sampleArt';
import { sampleArtFiles } from '../playground/src/entry-server';
// @ts-expect-error plain ESM script without types
import { outlineSvg, writeSampleArt } from './sample-art.mjs';

const svgOf = (uri: string) => decodeURIComponent(uri.slice('data:image/svg+xml,'.length));
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'giftcash-art-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the sample art as files (brand names set in Figtree, not the device sans)', () => {
  it('turns every letter of a card and a logo into outlines, with the card’s size and colours kept', async () => {
    for (const [drawn, size] of [
      [giftCardImage('Harbour & Pine <Outlet>', '#1e6f5c'), 'viewBox="0 0 317 200"'],
      [brandLogo('Harbour & Pine', '#1e6f5c'), 'viewBox="0 0 96 96"'],
    ] as const) {
      const outlined = (await outlineSvg(svgOf(drawn))) as string;
      expect(outlined).toContain(size);
      expect(outlined).not.toMatch(/<text|font-family|<script/);
      expect(outlined).toMatch(/<path[^>]* d="M/);
      // Written compactly: numbers to at most 2 decimals.
      expect(outlined).not.toMatch(/\d\.\d{3}/);
    }
  });

  it('outlines any name (hostile text included) into a well-formed SVG with no text left', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (name) => {
        const outlined = (await outlineSvg(svgOf(giftCardImage(name, '#8e44ad')))) as string;
        expect(outlined.startsWith('<svg')).toBe(true);
        expect(outlined).not.toMatch(/<text|<script|<foreignObject/);
      }),
      { numRuns: 25 },
    );
  });

  it('the site names one file per drawn image of the sample data, at the address the site’s provider gives', () => {
    const files = sampleArtFiles();
    // 168 brands × (card + logo), less the two deliberately broken images, and the two prize cards.
    expect(files).toHaveLength(168 * 2 - 2 + 2);
    expect(new Set(files.map((file) => file.path)).size).toBe(files.length);
    for (const file of files)
      expect(file.path).toMatch(
        /^\/sample-art\/(brands\/[\w%.-]+\.(card|logo)|prizes\/(wheel-special|raffle-extra)\.card)\.svg$/,
      );
    expect(files.filter((file) => file.path.startsWith('/sample-art/prizes/'))).toHaveLength(2);
    expect(sampleArtAddress({ key: 'brands/a b?c.logo', svg: () => '' })).toBe(
      '/sample-art/brands/a%20b%3Fc.logo.svg',
    );
  });

  it('writes the files under the site, reuses outlines from its cache, and never writes outside the site', async () => {
    const outDir = tempDir();
    const cacheDir = tempDir();
    const files = sampleArtFiles().slice(0, 4);
    const first = await writeSampleArt(outDir, files, { cacheDir });
    expect(first).toMatchObject({ written: 4, outlined: 4, cached: 0 });
    expect(readdirSync(path.join(outDir, 'sample-art', 'brands'))).toHaveLength(4);
    const again = await writeSampleArt(outDir, files, { cacheDir });
    expect(again).toMatchObject({ written: 4, outlined: 0, cached: 4 });
    expect(again.svgOf(files[0]?.path)).toBe(
      readFileSync(path.join(outDir, `.${files[0]?.path}`), 'utf8'),
    );
    for (const bad of ['/../escape.svg', 'relative.svg', '/sample-art/../../escape.svg']) {
      await expect(
        writeSampleArt(outDir, [{ path: bad, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' }], {
          cacheDir,
        }),
      ).rejects.toThrow(/outside the site/);
    }
  });
});
