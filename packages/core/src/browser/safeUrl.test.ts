import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeHttpUrl, safeImageUrl } from './safeUrl';

describe('URL guards for data', () => {
  it.each([
    ['https://example.co.uk/terms', 'https://example.co.uk/terms'],
    ['https://brand.example/terms', 'https://brand.example/terms'],
    ['http://brand.example/', 'http://brand.example/'],
    ['  http://example.com  ', 'http://example.com/'],
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    [' JaVaScRiPt:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['java\nscript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['data:text/html,<script>1</script>', undefined],
    ['vbscript:msgbox(1)', undefined],
    ['vbscript:x', undefined],
    ['mailto:a@b.c', undefined],
    ['/relative/path', undefined],
    ['/relative', undefined],
    ['', undefined],
    ['//evil.example/x', undefined],
    ['not a url', undefined],
    [42, undefined],
    [null, undefined],
  ])('link %j → %j', (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected);
  });

  it('images also accept data:image and blob, never script URLs', () => {
    expect(safeImageUrl('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(safeImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(safeImageUrl('blob:https://example.com/1')).toBe('blob:https://example.com/1');
    expect(safeImageUrl('data:text/html;base64,PHNjcmlwdD4=')).toBeUndefined();
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined();
  });

  it('images also accept root-relative paths (a site serving its own art), never another host or a bent path', () => {
    expect(safeImageUrl('/sample-art/acme.card.svg')).toBe('/sample-art/acme.card.svg');
    expect(safeImageUrl('/a%20b.png?v=1')).toBe('/a%20b.png?v=1');
    expect(safeImageUrl(' /a.png\n')).toBe('/a.png');
    for (const bad of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      ' //evil.example/x.png',
      '/a\\b.png',
      '/a b.png',
      '/a\u0000.png',
      '/a\u001f.png',
      'a.png',
      './a.png',
    ]) {
      expect(safeImageUrl(bad), bad).toBeUndefined();
    }
  });

  it('every root-relative image path it accepts stays on the page origin', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (tail) => {
        const accepted = safeImageUrl(`/${tail}`);
        if (accepted !== undefined)
          expect(new URL(accepted, 'https://site.example/page/').origin).toBe(
            'https://site.example',
          );
      }),
    );
  });
});
