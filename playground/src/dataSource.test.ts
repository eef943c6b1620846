// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseDataSource } from './dataSource';

const at = (search: string) => window.history.replaceState(null, '', `/${search}`);

describe('chooseDataSource: ?api=', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    at('');
  });

  it('refuses an address that is not loopback or allowed: own data, a notice, nothing kept or requested', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    at('?api=https://attacker.example/api');
    const source = chooseDataSource();
    expect(source).toMatchObject({ kind: 'sample', refusedOverride: 'not-allowed' });
    expect(window.sessionStorage.getItem('giftcash:api')).toBeNull();
    await source.provider.getBrands();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('takes a loopback address for the tab, and re-checks the one kept for the tab', () => {
    at('?api=http://127.0.0.1:4010/api');
    expect(chooseDataSource()).toMatchObject({
      kind: 'http',
      baseUrl: 'http://127.0.0.1:4010/api',
    });
    at('');
    expect(chooseDataSource()).toMatchObject({
      kind: 'http',
      baseUrl: 'http://127.0.0.1:4010/api',
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.sessionStorage.setItem('giftcash:api', 'https://attacker.example/api');
    expect(chooseDataSource()).toMatchObject({ kind: 'sample', refusedOverride: 'not-allowed' });
    expect(window.sessionStorage.getItem('giftcash:api')).toBeNull();
  });

  it('a refused link also drops an address the tab had kept, and ?api=sample clears it without a notice', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.sessionStorage.setItem('giftcash:api', 'http://127.0.0.1:4010/api');
    at('?api=http://127.0.0.1:4010/api?x=1');
    expect(chooseDataSource()).toMatchObject({ kind: 'sample', refusedOverride: 'query' });
    window.sessionStorage.setItem('giftcash:api', 'http://127.0.0.1:4010/api');
    at('?api=sample');
    const source = chooseDataSource();
    expect(source.kind).toBe('sample');
    expect(source.refusedOverride).toBeUndefined();
    expect(window.sessionStorage.getItem('giftcash:api')).toBeNull();
  });
});
