import { describe, expect, it } from 'vitest';
import { safeHttpUrl, safeImageUrl } from './safeUrl';

describe('URL guards for data', () => {
  it.each([
    ['https://example.co.uk/terms', 'https://example.co.uk/terms'],
    ['  http://example.com  ', 'http://example.com/'],
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['vbscript:msgbox(1)', undefined],
    ['/relative/path', undefined],
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
});
