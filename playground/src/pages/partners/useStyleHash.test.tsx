import { renderHook, waitFor } from '@testing-library/react';
import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { useStyleHash } from './useStyleHash';

// jsdom has no Web Crypto digest; the browser's is the same algorithm as Node's.
vi.stubGlobal('crypto', webcrypto);

describe('useStyleHash', () => {
  it('is the sha256 source of the style text for style-src, and nothing without a style', async () => {
    const { result, rerender } = renderHook(({ style }) => useStyleHash(style), {
      initialProps: { style: 'a' },
    });
    // `printf a | openssl dgst -sha256 -binary | base64`
    await waitFor(() =>
      expect(result.current).toBe('sha256-ypeBEsobvcr6wjGzmiPcTaeG7/gUfE5yuYB3ha/uSLs='),
    );
    rerender({ style: '' });
    expect(result.current).toBeUndefined();
  });
});
