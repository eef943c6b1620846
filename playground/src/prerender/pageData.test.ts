import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readPageData, serializePageData, type PageData } from './pageData';

describe('page data (#16: prerendered data travels in a JSON script, never as code)', () => {
  it('round-trips any data, and no text in it can close the script element or open a comment', () => {
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), (text, extra) => {
        const page: PageData = { path: '/brand/x', renderedAt: 1, data: { brands: { brands: [], categories: [{ id: text }] }, winners: extra } as unknown as PageData['data'] };
        const serialized = serializePageData(page);
        expect(serialized).not.toMatch(/<|>|&|\u2028|\u2029/);
        expect(readPageData(serialized)).toEqual(JSON.parse(JSON.stringify(page)));
      }),
    );
    expect(serializePageData({ path: '/', renderedAt: 1, data: { brands: { brands: [], categories: [{ id: '</script><script>alert(1)</script><!--' }] } } })).not.toContain('</script>');
  });

  it('ignores missing or malformed data (the page then renders in the browser)', () => {
    expect(readPageData(null)).toBeNull();
    expect(readPageData('not json')).toBeNull();
    expect(readPageData('{"path":"brand","renderedAt":1,"data":{}}')).toBeNull();
    expect(readPageData('{"path":"/","renderedAt":"1","data":{}}')).toBeNull();
    expect(readPageData('{"path":"/","renderedAt":1,"data":null}')).toBeNull();
  });
});
