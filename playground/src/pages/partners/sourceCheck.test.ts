// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkSource, imageSources } from './sourceCheck';

describe('the data source check', () => {
  it('refuses what the widget refuses, with the message the widget would show', async () => {
    expect(await checkSource('ftp://files.example.com', 'wheel', '')).toEqual({
      kind: 'invalid',
      address: 'ftp://files.example.com',
      shows: 'Failed to load wheel configuration. Please try again later.',
    });
  });

  it('reads the sample data as the widget does: what the carousel would show', async () => {
    const check = await checkSource('', 'carousel', 'tech');
    expect(check.kind).toBe('ok');
    expect(check.kind === 'ok' && check.shows).toMatch(/^\d+ brands: /);
    expect(check.kind === 'ok' && check.imageOrigins).toEqual([]);
  });

  it('reports a failed read with the widget’s error message', async () => {
    const check = await checkSource('http://127.0.0.1:9/api', 'carousel', '');
    expect(check).toMatchObject({
      kind: 'failed',
      address: 'http://127.0.0.1:9/api',
      shows: 'Failed to load brands. Please try again later.',
    });
  });

  it('lists the img-src sources of image addresses as the widget takes them', () => {
    expect(
      imageSources([
        'https://img.example.com/a.png',
        'https://img.example.com/b.png',
        'data:image/png;base64,AAAA',
        '/art/x.svg',
        'javascript:alert(1)',
        '//evil.example.com/x',
        undefined,
      ]),
    ).toEqual(["'self'", 'data:', 'https://img.example.com']);
  });
});
