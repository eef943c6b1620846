import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollOnNavigate } from './useScrollOnNavigate';

afterEach(() => document.body.replaceChildren());

describe('useScrollOnNavigate', () => {
  it('starts a new page at the top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender } = renderHook(({ pathname }) => useScrollOnNavigate(pathname, ''), {
      initialProps: { pathname: '/' },
    });
    rerender({ pathname: '/games' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('scrolls to the part an address names, its id percent-decoded', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const part = document.createElement('h2');
    part.id = 'how it works';
    part.scrollIntoView = vi.fn();
    document.body.append(part);
    renderHook(() => useScrollOnNavigate('/', '#how%20it%20works'));
    expect(part.scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
