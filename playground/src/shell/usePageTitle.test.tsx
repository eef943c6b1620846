import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { titleFor } from './pageTitles';
import { usePageTitle } from './usePageTitle';

describe('usePageTitle', () => {
  it('names the document after each page', () => {
    const { rerender } = renderHook(({ pathname }) => usePageTitle(pathname), {
      initialProps: { pathname: '/games' },
    });
    expect(document.title).toBe(titleFor('/games'));
    rerender({ pathname: '/gift-card-deals' });
    expect(document.title).toBe(titleFor('/gift-card-deals'));
    expect(titleFor('/games')).not.toBe(titleFor('/gift-card-deals'));
  });
});
