import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { Route, Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { useRouteParam } from './params';

function BrandId() {
  return <output>{JSON.stringify(useRouteParam('brandId'))}</output>;
}

/** What a brand page at `path` reads as its id (wouter matching and decoding the path as in the browser). */
function brandIdAt(path: string): string | null {
  const html = renderToString(
    <Router ssrPath={path}>
      <Route path="/brand/:brandId" component={BrandId} />
    </Router>,
  );
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const text = holder.querySelector('output')?.textContent;
  return text ? (JSON.parse(text) as string) : null;
}

describe('useRouteParam', () => {
  it('gives a brand page back any id its links encode (property: every string without a literal %)', () => {
    fc.assert(
      fc.property(
        fc
          .string({ unit: 'grapheme', minLength: 1, maxLength: 24 })
          .filter((id) => !id.includes('%')),
        (id) => {
          expect(brandIdAt(`/brand/${encodeURIComponent(id)}`)).toBe(id);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('decodes what decodeURI leaves encoded, and never throws on a malformed escape', () => {
    expect(brandIdAt('/brand/harbour%20%26%20pine')).toBe('harbour & pine');
    expect(brandIdAt('/brand/a%2Fb%3Fc%23d')).toBe('a/b?c#d');
    expect(brandIdAt('/brand/%E0%A4%A')).toBe('%E0%A4%A');
    expect(brandIdAt('/brand/50%25off')).toBe('50%off');
  });
});
