import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockReducedMotion } from '../testing/reducedMotion';
import { useCountUp, type CountUpOptions } from './useCountUp';

function Count({ value, ...options }: { value: number } & CountUpOptions) {
  const ref = useRef<HTMLOutputElement>(null);
  const shown = useCountUp(value, ref, options);
  return (
    <output ref={ref} aria-label="count" data-state={shown === null ? 'done' : 'counting'}>
      {shown ?? value}
    </output>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  // On screen at once.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly seen: IntersectionObserverCallback) {}
      observe() {
        this.seen(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        );
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCountUp: the one count-up of every package and the site', () => {
  it('starts where startFrom says and runs for the given duration', () => {
    mockReducedMotion(false);
    render(<Count value={160} duration={1500} startFrom={(v) => v - 60} />);
    const count = screen.getByRole('status', { name: 'count' });
    expect(count).toHaveTextContent('100');
    act(() => vi.advanceTimersByTime(1000));
    expect(Number(count.textContent)).toBeGreaterThan(100);
    expect(count).toHaveAttribute('data-state', 'counting');
    act(() => vi.advanceTimersByTime(600));
    expect(count).toHaveTextContent('160');
    expect(count).toHaveAttribute('data-state', 'done');
  });

  it('stays at rest under reduced motion, read through usePrefersReducedMotion', () => {
    const spy = mockReducedMotion(true);
    render(<Count value={160} />);
    expect(screen.getByRole('status', { name: 'count' })).toHaveAttribute('data-state', 'done');
    expect(spy).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(vi.getTimerCount()).toBe(0);
  });
});
