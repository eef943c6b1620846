import type * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('react');
  vi.resetModules();
});

async function logoLoadingWith(version: string) {
  vi.resetModules();
  vi.doMock('react', async (importOriginal) => ({
    ...(await importOriginal<typeof React>()),
    version,
  }));
  return (await import('./logoImage')).LOGO_LOADING as Record<string, unknown>;
}

describe("LOGO_LOADING, the brand logos' loading hints", () => {
  it('spells the low fetch priority as React 19 knows it', async () => {
    expect(await logoLoadingWith('19.3.1')).toEqual({ loading: 'lazy', fetchPriority: 'low' });
  });

  it('spells it as the lowercase attribute React 18 and Preact pass through', async () => {
    expect(await logoLoadingWith('18.3.1')).toEqual({ loading: 'lazy', fetchpriority: 'low' });
  });
});
