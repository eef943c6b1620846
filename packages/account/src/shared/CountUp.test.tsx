import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { formatCoins } from '@giftcash/core';
import { CountUp } from './CountUp';
import { mockReducedMotion } from '@giftcash/core/testing';

let frames: FrameRequestCallback[] = [];
let observers: Array<{ cb: IntersectionObserverCallback; disconnected: boolean }> = [];

function runFrame(now: number) {
  const due = frames;
  frames = [];
  act(() => due.forEach((cb) => cb(now)));
}
function intersect(isIntersecting = true) {
  act(() =>
    observers.forEach(
      (o) =>
        !o.disconnected &&
        o.cb([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver),
    ),
  );
}

beforeEach(() => {
  frames = [];
  observers = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: { cb: IntersectionObserverCallback; disconnected: boolean };
      constructor(cb: IntersectionObserverCallback) {
        this.entry = { cb, disconnected: false };
        observers.push(this.entry);
      }
      observe() {}
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  mockReducedMotion(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const el = () => screen.getByTestId('n');
const visible = () => el().querySelector('[aria-hidden="true"]')?.textContent ?? el().textContent;
const hidden = () => el().querySelector('.gc-visually-hidden')?.textContent ?? el().textContent;

describe('CountUp (coin count-up)', () => {
  it('renders the final value on the server', () => {
    const html = renderToString(<CountUp data-testid="n" value={1250000} format={formatCoins} />);
    expect(html).toContain('1,250,000');
    expect(html).not.toContain('aria-hidden');
  });

  it('waits to be on screen, counts up from 0, and lands exactly on the final value', () => {
    render(<CountUp data-testid="n" value={1250000} format={formatCoins} />);
    expect(el()).toHaveStyle({ minWidth: '9ch' });
    expect(visible()).toBe('0');
    expect(frames).toHaveLength(0);
    intersect(false);
    expect(frames).toHaveLength(0);
    intersect();
    const seen: string[] = [];
    for (let t = 1000; frames.length > 0; t += 100) {
      runFrame(t);
      seen.push(visible()!);
      expect(hidden()).toBe('1,250,000');
    }
    expect(seen.length).toBeGreaterThan(3);
    expect(seen.slice(0, -1).every((s) => /^\d{1,3}(,\d{3})*$/.test(s))).toBe(true);
    const numbers = seen.map((s) => Number(s.replace(/,/g, '')));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(el().textContent).toBe('1,250,000');
    expect(el().children).toHaveLength(0);
  });

  it('counts from the shown value to a new value', () => {
    const { rerender } = render(<CountUp data-testid="n" value={100} format={formatCoins} />);
    intersect();
    runFrame(0);
    runFrame(900);
    expect(el().textContent).toBe('100');
    rerender(<CountUp data-testid="n" value={200} format={formatCoins} />);
    expect(visible()).toBe('100');
    expect(hidden()).toBe('200');
    intersect();
    runFrame(2000);
    runFrame(2400);
    expect(Number(visible())).toBeGreaterThan(100);
    expect(Number(visible())).toBeLessThan(200);
    runFrame(2800);
    expect(el().textContent).toBe('200');
  });

  it('shows the final value at once with reduced motion', () => {
    mockReducedMotion(true);
    render(<CountUp data-testid="n" value={1250000} format={formatCoins} />);
    expect(el().textContent).toBe('1,250,000');
    expect(el().children).toHaveLength(0);
    expect(observers).toHaveLength(0);
    expect(frames).toHaveLength(0);
  });

  it('does not animate without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<CountUp data-testid="n" value={1250000} format={formatCoins} />);
    expect(el().textContent).toBe('1,250,000');
    expect(frames).toHaveLength(0);
  });
});
