import fc from 'fast-check';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnimatedCount, countFrom } from './AnimatedCount';
import { mockReducedMotion } from '@giftcash/core/testing';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** An IntersectionObserver that sees its element on screen at once. */
class OnScreen {
  constructor(private readonly cb: IntersectionObserverCallback) {}
  observe() {
    this.cb(
      [{ isIntersecting: true } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  disconnect() {}
}

describe('AnimatedCount (the brand count without a gap)', () => {
  it('counts through numbers as wide as the final one, so the digits never leave a gap', () => {
    expect(countFrom(160)).toBe(100);
    expect(countFrom(1230)).toBe(1000);
    expect(countFrom(7)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (value) => {
        const from = countFrom(value);
        expect(from).toBeLessThanOrEqual(value);
        if (value >= 10) expect(String(from)).toHaveLength(String(value).length);
      }),
    );
  });

  it('tells assistive technology the final value only, while the moving digits are hidden from it', () => {
    mockReducedMotion(false);
    vi.stubGlobal('IntersectionObserver', OnScreen);
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    const { container } = render(
      <p>
        from <AnimatedCount value={160} suffix="+" /> UK brands
      </p>,
    );
    const moving = container.querySelector('.home-count-value');
    expect(moving).toHaveAttribute('aria-hidden', 'true');
    expect(moving).toHaveAttribute('data-state', 'counting');
    expect(moving).toHaveTextContent('100+');
    expect(screen.getByText('160+', { selector: '.gc-visually-hidden' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(800));
    expect(Number(moving?.textContent?.replace('+', ''))).toBeGreaterThan(100);
    act(() => vi.advanceTimersByTime(1000));
    expect(moving).toHaveTextContent('160+');
    expect(moving).toHaveAttribute('data-state', 'done');
  });

  it('shows the final value at once with reduced motion', () => {
    mockReducedMotion(true);
    const { container } = render(<AnimatedCount value={160} suffix="+" />);
    const moving = container.querySelector('.home-count-value');
    expect(moving).toHaveTextContent('160+');
    expect(moving).toHaveAttribute('data-state', 'done');
  });
});
