import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPageData, readPageData, serializePageData, type PageData } from './pageData';

describe('page data (prerendered data travels in a JSON script, never as code)', () => {
  it('round-trips any data, and no text in it can close the script element or open a comment', () => {
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), (text, extra) => {
        const page: PageData = {
          path: '/brand/x',
          renderedAt: 1,
          data: {
            brands: { brands: [], categories: [{ id: text }] },
            winners: extra,
          } as unknown as PageData['data'],
        };
        const serialized = serializePageData(page);
        expect(serialized).not.toMatch(/<|>|&|\u2028|\u2029/);
        expect(readPageData(serialized)).toEqual(JSON.parse(JSON.stringify(page)));
      }),
    );
    expect(
      serializePageData({
        path: '/',
        renderedAt: 1,
        data: {
          brands: { brands: [], categories: [{ id: '</script><script>alert(1)</script><!--' }] },
        },
      }),
    ).not.toContain('</script>');
  });

  it('ignores missing or malformed data (the page then renders in the browser)', () => {
    expect(readPageData(null)).toBeNull();
    expect(readPageData('not json')).toBeNull();
    expect(readPageData('{"path":"brand","renderedAt":1,"data":{}}')).toBeNull();
    expect(readPageData('{"path":"/","renderedAt":"1","data":{}}')).toBeNull();
    expect(readPageData('{"path":"/","renderedAt":1,"data":null}')).toBeNull();
  });
});

describe("page data brand count (every page advertises the build's brand count)", () => {
  it('carries a whole, non-negative brand count and drops anything else', () => {
    const base = { path: '/', renderedAt: 1, data: {} };
    expect(readPageData(serializePageData({ ...base, brandCount: 168 }))?.brandCount).toBe(168);
    for (const bad of [-1, 1.5, '168', null, 1e300])
      expect(readPageData(JSON.stringify({ ...base, brandCount: bad }))).toEqual(base);
  });
});

describe('page data files (large answers travel as shared, cacheable JSON files)', () => {
  it('accepts only the site’s own data files', () => {
    const base = { path: '/', renderedAt: 1, data: {} };
    expect(
      readPageData(JSON.stringify({ ...base, files: { brands: '/assets/data/brands-abc.json' } }))
        ?.files,
    ).toEqual({ brands: '/assets/data/brands-abc.json' });
    for (const file of [
      'https://evil.example/x.json',
      '//evil.example/assets/data/x.json',
      '/assets/data/../../x',
      '/other/x.json',
      42,
    ]) {
      expect(
        readPageData(JSON.stringify({ ...base, files: { brands: file } })),
        String(file),
      ).toBeNull();
    }
  });

  it('fetches the files and merges them with the inline data; a failed file fails the load', async () => {
    const page: PageData = {
      path: '/',
      renderedAt: 1,
      data: { winners: { items: [] } },
      files: { brands: '/assets/data/brands-1.json' },
    };
    const fetched: string[] = [];
    const data = await loadPageData(page, async (url) => {
      fetched.push(url);
      return new Response(JSON.stringify({ brands: [], categories: [{ id: 'tech' }] }));
    });
    expect(fetched).toEqual(['/assets/data/brands-1.json']);
    expect(data).toEqual({
      winners: { items: [] },
      brands: { brands: [], categories: [{ id: 'tech' }] },
    });
    await expect(
      loadPageData(page, async () => new Response('gone', { status: 404 })),
    ).rejects.toThrow('Could not load /assets/data/brands-1.json: 404');
  });
});
