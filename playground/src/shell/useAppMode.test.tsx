import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppMode } from './useAppMode';

beforeEach(() => window.sessionStorage.clear());
afterEach(() => window.sessionStorage.clear());

describe('useAppMode', () => {
  it('is the web for a normal visit', () => {
    const { result } = renderHook(() => useAppMode('?category=tech'));
    expect(result.current).toEqual({ appMode: false, appTheme: null });
  });

  it('turns on with ?app=1 and the app’s theme, and keeps both when the next address has neither', () => {
    const { result, rerender } = renderHook(({ search }) => useAppMode(search), {
      initialProps: { search: '?app=1&theme=dark' },
    });
    expect(result.current).toEqual({ appMode: true, appTheme: 'dark' });
    rerender({ search: '?tab=2' });
    expect(result.current).toEqual({ appMode: true, appTheme: 'dark' });
  });

  it('goes back to the web, forgetting the app’s theme, when an address says ?app=0', () => {
    const { result, rerender } = renderHook(({ search }) => useAppMode(search), {
      initialProps: { search: '?app=1&theme=dark' },
    });
    rerender({ search: '?app=0' });
    expect(result.current).toEqual({ appMode: false, appTheme: null });
  });
});
