import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { pointerDrag } from '@giftcash/core/testing';
import userEvent from '@testing-library/user-event';
import { BRANDS } from '../testing/fixtures';
import { BrandCarousel } from './BrandCarousel';
import type { CarouselClock } from './clock';
import { mockReducedMotion } from '@giftcash/core/testing';
import { renderNavigating } from '../testing/renderNavigating';

/** A manual clock: `advance(ms)` runs 16 ms frames. */
function manualClock() {
  let time = 0;
  let frames = new Map<number, () => void>();
  let next = 1;
  const clock: CarouselClock = {
    now: () => time,
    requestFrame: (callback) => {
      frames.set(next, callback);
      return next++;
    },
    cancelFrame: (handle) => void frames.delete(handle),
  };
  const advance = (ms: number) =>
    act(() => {
      const end = time + ms;
      while (time < end) {
        time = Math.min(end, time + 16);
        const due = frames;
        frames = new Map();
        due.forEach((callback) => callback());
      }
    });
  return { clock, advance };
}

// jsdom has no layout: a 400 px viewport over 1,000 px of cards, whose scrollLeft stays within
// 0..600 as a browser's does.
beforeEach(() => {
  const scrolled = new WeakMap<Element, number>();
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('gc-brand-carousel-viewport') ? 1000 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('gc-brand-carousel-viewport') ? 400 : 0;
  });
  vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
    return scrolled.get(this) ?? 0;
  });
  vi.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation(function (
    this: Element,
    to: number,
  ) {
    scrolled.set(this, Math.min(Math.max(0, Math.round(to)), 600));
  });
});
afterEach(() => vi.restoreAllMocks());

const offset = () => document.querySelector<HTMLElement>('.gc-brand-carousel-viewport')!.scrollLeft;

describe('BrandCarousel', () => {
  it('follows the APG carousel pattern: labelled region, slides "n of N", links to /brand/{id}', () => {
    render(<BrandCarousel brands={BRANDS} />);
    const region = screen.getByRole('region', { name: 'Popular brands' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(BRANDS.length);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(slides[0]).toHaveAccessibleName(`1 of ${BRANDS.length}`);
    expect(within(slides[0]!).getByRole('link', { name: /Tesco/ })).toHaveAttribute(
      'href',
      '/brand/tesco',
    );
  });

  it("loads its logos lazily and at low priority, after the page's text, stylesheet and font", () => {
    const errors = vi.spyOn(console, 'error');
    const { container } = render(<BrandCarousel brands={BRANDS} />);
    const logos = [...container.querySelectorAll('.gc-brand-carousel-art img')];
    expect(logos).toHaveLength(BRANDS.length);
    for (const logo of logos) {
      expect(logo).toHaveAttribute('loading', 'lazy');
      expect(logo).toHaveAttribute('fetchpriority', 'low');
    }
    // Spelled as this React expects (no unknown-property warning).
    expect(errors).not.toHaveBeenCalled();
  });

  it('auto-scrolls its native scroller 1 px every 30 ms, in whole pixels', () => {
    const { clock, advance } = manualClock();
    render(<BrandCarousel brands={BRANDS} clock={clock} />);
    advance(3000);
    expect(offset()).toBeCloseTo(100, 0);
  });

  it('runs the other way right to left, reading the direction only once the row moves', async () => {
    // A right-to-left scroller's scrollLeft runs from 0 (the start, on the right) down to -600.
    const scrolled = new WeakMap<Element, number>();
    vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(function (this: Element) {
      return scrolled.get(this) ?? 0;
    });
    vi.spyOn(Element.prototype, 'scrollLeft', 'set').mockImplementation(function (
      this: Element,
      to: number,
    ) {
      scrolled.set(this, Math.max(Math.min(0, Math.round(to)), -600));
    });
    const styles = window.getComputedStyle;
    const read = vi
      .spyOn(window, 'getComputedStyle')
      .mockImplementation((element: Element) =>
        element.classList.contains('gc-brand-carousel-viewport')
          ? ({ direction: 'rtl' } as CSSStyleDeclaration)
          : styles(element),
      );
    const user = userEvent.setup();
    const { clock, advance } = manualClock();
    render(<BrandCarousel brands={BRANDS} clock={clock} />);
    // Nothing read in the commit: there it would force a style pass of a hydrating page.
    expect(read).not.toHaveBeenCalled();
    advance(3000);
    expect(offset()).toBeCloseTo(-100, 0);
    await user.click(screen.getByRole('button', { name: 'Pause carousel' }));
    const paused = offset();
    await user.click(screen.getByRole('button', { name: 'Next brands' }));
    expect(offset()).toBe(paused - 300);
    await user.click(screen.getByRole('button', { name: 'Previous brands' }));
    expect(offset()).toBe(paused);
  });

  it('moves only once seen, stops while off screen and resumes where it stopped once seen again', () => {
    let report: (seen: boolean) => void = () => undefined;
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          report = (seen) => act(() => callback([{ isIntersecting: seen }]));
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    try {
      const { clock, advance } = manualClock();
      render(<BrandCarousel brands={BRANDS} clock={clock} />);
      expect(observed).toEqual([document.querySelector('.gc-brand-carousel-viewport')]);
      // Not before the observer's first report: a row mounted below the fold never moves.
      advance(500);
      expect(offset()).toBe(0);
      report(true);
      advance(1500);
      const at = offset();
      expect(at).toBeCloseTo(50, 0);
      report(false);
      advance(3000);
      expect(offset()).toBe(at);
      // Still playing: only the loop stopped, the button says so.
      expect(screen.getByRole('button', { name: 'Pause carousel' })).toBeInTheDocument();
      report(true);
      advance(1500);
      expect(offset()).toBeCloseTo(at + 50, 0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  // Hover, touch and focus are read from the browser's :hover, :active and :focus-within, which
  // jsdom does not keep: e2e/catalogue/carousels.spec.ts covers them.
  it('stops under a finger and while someone else moves the row (a drag, a fling), and resumes afterwards', () => {
    const { clock, advance } = manualClock();
    render(<BrandCarousel brands={BRANDS} clock={clock} />);
    const viewport = document.querySelector('.gc-brand-carousel-viewport')!;
    advance(300);
    const start = offset();
    expect(start).toBeCloseTo(10, 0);

    // A finger on it holds it until lifted.
    fireEvent.touchStart(viewport);
    const touched = offset();
    advance(1000);
    expect(offset()).toBe(touched);
    fireEvent.touchEnd(viewport);
    advance(300);
    expect(offset()).toBeCloseTo(touched + 10, 0);

    // A drag (or a fling) moves it: the loop waits until it stands still.
    const dragged = offset() + 50;
    act(() => void (viewport.scrollLeft = dragged));
    advance(16);
    expect(offset()).toBe(dragged);
    advance(300);
    expect(offset()).toBeGreaterThan(dragged);
  });

  it('has a pause/play button (WCAG 2.2.2)', async () => {
    const user = userEvent.setup();
    const { clock, advance } = manualClock();
    const onPlayingChange = vi.fn();
    render(<BrandCarousel brands={BRANDS} clock={clock} onPlayingChange={onPlayingChange} />);
    await user.click(screen.getByRole('button', { name: 'Pause carousel' }));
    expect(onPlayingChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'paused');
    advance(1000);
    expect(offset()).toBe(0);
    // From the keyboard (a click leaves the pointer over the carousel, which holds it).
    screen.getByRole('button', { name: 'Play carousel' }).focus();
    await user.keyboard('{Enter}');
    advance(300);
    expect(offset()).toBeCloseTo(10, 0);
  });

  it('follows a controlled `playing`: the button asks, the prop decides', async () => {
    const user = userEvent.setup();
    const { clock } = manualClock();
    const onPlayingChange = vi.fn();
    const { rerender } = render(
      <BrandCarousel
        brands={BRANDS}
        clock={clock}
        playing={false}
        onPlayingChange={onPlayingChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Play carousel' }));
    expect(onPlayingChange).toHaveBeenLastCalledWith(true);
    // Still paused until the owner says otherwise.
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'paused');
    expect(screen.getByRole('button', { name: 'Play carousel' })).toBeInTheDocument();
    rerender(
      <BrandCarousel brands={BRANDS} clock={clock} playing onPlayingChange={onPlayingChange} />,
    );
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'playing');
    await user.click(screen.getByRole('button', { name: 'Pause carousel' }));
    expect(onPlayingChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'playing');
  });

  it('waits about 2 s at the end, then jumps back to the start', () => {
    const { clock, advance } = manualClock();
    render(<BrandCarousel brands={BRANDS} clock={clock} />);
    advance(600 * 30 + 100);
    expect(offset()).toBe(600);
    advance(1800);
    expect(offset()).toBe(600);
    advance(300);
    // Jumped back to 0 and already moving again (at most 300 ms / 30 ms = 10 px).
    expect(offset()).toBeLessThan(10);
  });

  it('scrolls 300 px with the arrow buttons, clamped to the ends', async () => {
    const user = userEvent.setup();
    render(<BrandCarousel brands={BRANDS} defaultPlaying={false} />);
    await user.click(screen.getByRole('button', { name: 'Next brands' }));
    expect(offset()).toBe(300);
    await user.click(screen.getByRole('button', { name: 'Next brands' }));
    expect(offset()).toBe(600);
    await user.click(screen.getByRole('button', { name: 'Previous brands' }));
    expect(offset()).toBe(300);
  });

  it('drags with the mouse and swallows the click that ends a drag over 5 px', () => {
    const { navigate } = renderNavigating(
      <BrandCarousel brands={BRANDS} defaultPlaying={false} />,
      () => Promise.resolve({ brands: [], categories: [] }),
    );
    const viewport = document.querySelector('.gc-brand-carousel-viewport')!;
    const link = screen.getAllByRole('link')[1]!;
    pointerDrag(viewport, { pointerId: 2, from: 300, to: 200 });
    fireEvent.click(link);
    expect(offset()).toBe(100);
    expect(navigate).not.toHaveBeenCalled();

    pointerDrag(viewport, { pointerId: 3, from: 300, to: 297 });
    fireEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/brand/asos');
  });

  it('does not auto-scroll and hides the toggle when reduced motion is preferred', () => {
    mockReducedMotion(true);
    const { clock, advance } = manualClock();
    render(<BrandCarousel brands={BRANDS} clock={clock} />);
    advance(3000);
    expect(offset()).toBe(0);
    expect(screen.queryByRole('button', { name: /pause|play/i })).toBeNull();
    expect(screen.getByRole('region')).toHaveAttribute('data-state', 'paused');
  });

  it('builds each tile on the card art, and hides art that fails so the slot backdrop shows', () => {
    const brands = [
      {
        ...BRANDS[0]!,
        detail: {
          assets: {
            gift_card_url: 'https://img.example.com/card.svg',
            logo_url: 'https://img.example.com/logo.svg',
          },
          redemption_methods: [],
        },
      },
      {
        ...BRANDS[1]!,
        detail: { assets: { gift_card_url: 'javascript:alert(1)' }, redemption_methods: [] },
      },
    ];
    const { container } = render(<BrandCarousel brands={brands} />);
    const slots = container.querySelectorAll('.gc-brand-carousel-art');
    expect(slots).toHaveLength(2);
    const art = slots[0]!.querySelector('img')!;
    expect(art).toHaveAttribute('src', 'https://img.example.com/card.svg');
    // An unsafe address draws no image at all.
    expect(slots[1]!.querySelector('img')).toBeNull();
    fireEvent.error(art);
    expect(art.hidden).toBe(true);
  });
});
