// The sample brands' art as files, for the reference website: the gift cards and logo
// marks that @giftcash/sample draws as SVG, with every letter turned into outlines in the
// house typeface (Figtree) by resvg's SVG simplifier (usvg). An SVG shown through <img> cannot use
// the page's web fonts, so drawn as data URIs the names fell back to the system sans; as files
// they are set in Figtree on every device, and the pages no longer carry ~2 KB of art per brand.
// SVGO then writes the outlines compactly (about half the size). Results are cached by content in
// node_modules/.cache/giftcash/sample-art.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './aliases.mjs';
import { cachedRender, figtreeOnly, packageVersion } from './og-images.mjs';

let resvgModule;
let svgoModule;

/**
 * `svg` with its text turned into paths in Figtree (no system fonts), written compactly (numbers
 * to 2 decimals: 1/100 of a unit is far below a device pixel at the sizes the art is shown).
 */
export async function outlineSvg(svg) {
  resvgModule ??= await import('@resvg/resvg-js');
  svgoModule ??= await import('svgo');
  const resvg = new resvgModule.Resvg(svg, { font: figtreeOnly() });
  return svgoModule.optimize(resvg.toString(), { multipass: true, floatPrecision: 2 }).data;
}

/**
 * Writes `files` ({ path: '/sample-art/x.svg', svg }) into `outDir`, outlined. Paths must be
 * root-relative and stay inside `outDir`. Returns { written, outlined, cached, bytes, ms, svgOf },
 * `svgOf(path)` giving a written file's SVG (the link previews draw the cards from it).
 */
export async function writeSampleArt(
  outDir,
  files,
  { cacheDir = path.join(ROOT, 'node_modules/.cache/giftcash/sample-art') } = {},
) {
  const started = Date.now();
  mkdirSync(cacheDir, { recursive: true });
  const cache = {
    cacheDir,
    version: `${packageVersion('@resvg/resvg-js')} ${packageVersion('svgo')}`,
    ext: 'svg',
  };
  const written = new Map();
  let cached = 0;
  let bytes = 0;
  for (const file of files) {
    const target = path.resolve(outDir, `.${file.path}`);
    if (!file.path.startsWith('/') || !target.startsWith(`${path.resolve(outDir)}${path.sep}`))
      throw new Error(`Refusing to write sample art outside the site: ${file.path}`);
    const { output, hit } = await cachedRender(cache, file.svg, outlineSvg);
    if (hit) cached += 1;
    const svg = String(output);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, svg);
    written.set(file.path, svg);
    bytes += svg.length;
  }
  return {
    written: written.size,
    outlined: files.length - cached,
    cached,
    bytes,
    ms: Date.now() - started,
    svgOf: (filePath) => written.get(filePath),
  };
}
