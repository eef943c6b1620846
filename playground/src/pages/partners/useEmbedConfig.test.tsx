import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from './embedConfig';
import { useEmbedConfig } from './useEmbedConfig';

const open = (address: string) => window.history.replaceState(null, '', address);

afterEach(() => open('/'));

describe('useEmbedConfig', () => {
  it('reads the address once mounted, naming what it did not take', () => {
    open('/partners?widget=wheel&theme=dark&colour=red');
    const { result } = renderHook(() => useEmbedConfig());
    expect(result.current.restored).toBe(true);
    expect(result.current.config).toMatchObject({ widget: 'wheel', theme: 'dark' });
    expect(result.current.ignored).toEqual(['colour=red']);
  });

  it('writes every change back to the address, replacing the entry and keeping the site’s ?api=', () => {
    open('/partners?api=http%3A%2F%2F127.0.0.1%3A9%2Fapi');
    const before = window.history.length;
    const { result } = renderHook(() => useEmbedConfig());
    expect(result.current.config).toEqual(DEFAULT_CONFIG);
    act(() => result.current.update({ widget: 'scratch' }));
    const params = new URLSearchParams(window.location.search);
    expect(params.get('widget')).toBe('scratch');
    expect(params.get('api')).toBe('http://127.0.0.1:9/api');
    expect(window.history.length).toBe(before);
  });

  it('sets and clears one colour, the address following', () => {
    open('/partners');
    const { result } = renderHook(() => useEmbedConfig());
    act(() => result.current.setColour('--gc-accent', '#123456'));
    expect(result.current.config.colours).toEqual({ '--gc-accent': '#123456' });
    expect(window.location.search).toContain('123456');
    act(() => result.current.setColour('--gc-accent', undefined));
    expect(result.current.config.colours).toEqual({});
    expect(window.location.search).toBe('');
  });
});
