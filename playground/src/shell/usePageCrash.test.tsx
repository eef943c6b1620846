import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageCrash } from './usePageCrash';

describe('usePageCrash', () => {
  it('keeps the boundary while pages are healthy, and starts it afresh on the next page after a crash', () => {
    const { result, rerender } = renderHook(({ pathname }) => usePageCrash(pathname), {
      initialProps: { pathname: '/games' },
    });
    const first = result.current.boundaryKey;
    rerender({ pathname: '/gift-card-deals' });
    expect(result.current.boundaryKey).toBe(first);
    act(() => result.current.onCrash());
    expect(result.current.boundaryKey).toBe(first);
    rerender({ pathname: '/games' });
    expect(result.current.boundaryKey).toBe(first + 1);
    rerender({ pathname: '/raffle' });
    expect(result.current.boundaryKey).toBe(first + 1);
  });
});
