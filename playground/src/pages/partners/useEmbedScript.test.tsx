import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEmbedScript } from './useEmbedScript';

const RELEASE = { url: '/embed/giftcash-embed.iife.js', integrity: 'sha384-test' };

const script = () => document.head.querySelector<HTMLScriptElement>('script[data-giftcash-embed]');

afterEach(() => script()?.remove());

/**
 * The page before the elements are defined, whatever else ran in this worker (the embed's own
 * tests define the real elements): `define()` resolves `whenDefined`, as the script would.
 */
function elementsNotYetDefined() {
  let defined = false;
  let define = () => {};
  const whenDefined = new Promise<CustomElementConstructor>((resolve) => {
    define = () => {
      defined = true;
      resolve(HTMLElement);
    };
  });
  vi.spyOn(customElements, 'get').mockImplementation(() => (defined ? HTMLElement : undefined));
  vi.spyOn(customElements, 'whenDefined').mockReturnValue(whenDefined);
  return define;
}

describe('useEmbedScript', () => {
  it('loads nothing until the previews are wanted', () => {
    elementsNotYetDefined();
    const { result } = renderHook(() => useEmbedScript(false, RELEASE));
    expect(result.current).toBe('loading');
    expect(script()).toBeNull();
  });

  it('adds the released script once, pinned by its integrity hash, and is ready when the elements are defined', async () => {
    const define = elementsNotYetDefined();
    const { result, rerender } = renderHook(({ wanted }) => useEmbedScript(wanted, RELEASE), {
      initialProps: { wanted: true },
    });
    rerender({ wanted: true });
    expect(document.head.querySelectorAll('script[data-giftcash-embed]')).toHaveLength(1);
    expect(script()).toMatchObject({ integrity: 'sha384-test', crossOrigin: 'anonymous' });
    expect(script()?.getAttribute('src')).toBe('/embed/giftcash-embed.iife.js');
    expect(result.current).toBe('loading');
    define();
    await waitFor(() => expect(result.current).toBe('ready'));
  });
});

describe('useEmbedScript without the elements', () => {
  it('fails when the script does not load', async () => {
    vi.spyOn(customElements, 'whenDefined').mockReturnValue(new Promise(() => {}));
    vi.spyOn(customElements, 'get').mockReturnValue(undefined);
    const { result } = renderHook(() => useEmbedScript(true, RELEASE));
    script()?.dispatchEvent(new Event('error'));
    await waitFor(() => expect(result.current).toBe('failed'));
  });
});
