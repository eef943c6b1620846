// The metric-matched fallback of the site's typeface: a local Arial (or its metric twins
// Liberation Sans and Arimo) scaled and given Figtree's vertical metrics, so the text laid out
// before the web font arrives takes the same room and the swap moves nothing.
// `node scripts/fontMetrics.mjs` prints the values written in packages/core/src/font/font.css;
// font.test.ts checks that the stylesheet agrees with them.
import figtree from '@capsizecss/metrics/figtree';
import arial from '@capsizecss/metrics/arial';

const percent = (value) => `${Number((value * 100).toFixed(2))}%`;

/** size-adjust and the overrides, as CSS percentages, for `font` drawn with `fallback`. */
export function fallbackMetrics(font = figtree, fallback = arial) {
  // Average Latin glyph width per em: size-adjust makes the fallback's text as long.
  const fontWidth = font.subsets.latin.xWidthAvg / font.unitsPerEm;
  const fallbackWidth = fallback.subsets.latin.xWidthAvg / fallback.unitsPerEm;
  const sizeAdjust = fontWidth / fallbackWidth;
  // The overrides are fractions of the *adjusted* em, hence the division.
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / font.unitsPerEm / sizeAdjust),
    descentOverride: percent(Math.abs(font.descent) / font.unitsPerEm / sizeAdjust),
    lineGapOverride: percent(font.lineGap / font.unitsPerEm / sizeAdjust),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const m = fallbackMetrics();
  console.log(
    `size-adjust: ${m.sizeAdjust};\nascent-override: ${m.ascentOverride};\ndescent-override: ${m.descentOverride};\nline-gap-override: ${m.lineGapOverride};`,
  );
}
