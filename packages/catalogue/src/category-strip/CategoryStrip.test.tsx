import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { pointerDrag } from '@giftcash/core/testing';
import userEvent from '@testing-library/user-event';
import { CategoryStrip } from './CategoryStrip';
import { renderNavigating } from '../testing/renderNavigating';

const SLUGS = ['groceries', 'home-garden-and-diy', 'pets'];

/** Fakes the scroller's geometry: 1,000 px of content in a 400 px box, scrolled to `left`. */
function layout(left: number) {
  const scroller = document.querySelector<HTMLElement>('.gc-category-strip-scroller')!;
  Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 1000 });
  Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 400 });
  scroller.scrollLeft = left;
  fireEvent.scroll(scroller);
  return scroller;
}

afterEach(() => vi.restoreAllMocks());

describe('CategoryStrip', () => {
  it('labels each button with the slug (hyphens as spaces), an icon and a count badge that defaults to 0', () => {
    render(<CategoryStrip categories={SLUGS} counts={{ groceries: 12 }} />);
    expect(screen.getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Groceries 12 brands' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Home garden and DIY 0 brands' }),
    ).toBeInTheDocument();
    const icons = document.querySelectorAll('svg[data-icon]');
    expect([...icons].map((icon) => icon.getAttribute('data-icon'))).toEqual([
      'groceries',
      'home-garden-and-diy',
      'generic',
    ]);
  });

  it('selects on click and clears when the selected category is clicked again', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<CategoryStrip categories={SLUGS} onValueChange={onValueChange} />);
    const groceries = screen.getByRole('button', { name: /Groceries/ });
    await user.click(groceries);
    expect(groceries).toHaveAttribute('aria-pressed', 'true');
    expect(groceries).toHaveAttribute('data-state', 'on');
    await user.click(groceries);
    expect(groceries).toHaveAttribute('aria-pressed', 'false');
    expect(onValueChange.mock.calls).toEqual([['groceries'], [null]]);
  });

  it('centres the selected button smoothly when the selection changes', () => {
    const scrollTo = vi.spyOn(Element.prototype, 'scrollTo');
    const { rerender } = render(<CategoryStrip categories={SLUGS} value={null} />);
    rerender(<CategoryStrip categories={SLUGS} value="pets" />);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('shows the left arrow past 10 px from the start and the right arrow while more than 10 px remain', async () => {
    const user = userEvent.setup();
    render(<CategoryStrip categories={SLUGS} />);
    layout(0);
    expect(screen.queryByRole('button', { name: 'Scroll categories left' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Scroll categories right' })).toBeInTheDocument();
    layout(10);
    expect(screen.queryByRole('button', { name: 'Scroll categories left' })).toBeNull();
    layout(11);
    expect(screen.getByRole('button', { name: 'Scroll categories left' })).toBeInTheDocument();
    layout(589);
    expect(screen.getByRole('button', { name: 'Scroll categories right' })).toBeInTheDocument();
    const scroller = layout(590);
    expect(screen.queryByRole('button', { name: 'Scroll categories right' })).toBeNull();
    expect(document.querySelector('.gc-category-strip-dot[data-active]')).toBe(
      document.querySelectorAll('.gc-category-strip-dot')[2],
    );

    const scrollTo = vi.spyOn(scroller, 'scrollTo');
    await user.click(screen.getByRole('button', { name: 'Scroll categories left' }));
    expect(scrollTo).toHaveBeenCalledWith({ left: 290, behavior: 'smooth' });
  });

  it('measures when its resize observer first reports (after layout), not in the commit', () => {
    let report: (() => void) | undefined;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const widths = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1000);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    try {
      render(<CategoryStrip categories={SLUGS} />);
      // A read in the commit would force a layout of the page.
      expect(widths).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: 'Scroll categories right' })).toBeNull();
      act(() => report?.());
      expect(screen.getByRole('button', { name: 'Scroll categories right' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('right to left (scrollLeft from 0 down to -max), the arrows and dots follow the hidden content', async () => {
    const user = userEvent.setup();
    const real = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) =>
      (el as Element).classList.contains('gc-category-strip-scroller')
        ? ({ direction: 'rtl' } as CSSStyleDeclaration)
        : real(el, pseudo),
    );
    render(<CategoryStrip categories={SLUGS} />);
    const scroller = document.querySelector<HTMLElement>('.gc-category-strip-scroller')!;
    const rtlLayout = (left: number) => {
      Object.defineProperty(scroller, 'scrollWidth', { configurable: true, value: 1000 });
      Object.defineProperty(scroller, 'clientWidth', { configurable: true, value: 400 });
      Object.defineProperty(scroller, 'scrollLeft', { configurable: true, value: left });
      fireEvent.scroll(scroller);
    };
    const activeDot = () =>
      [...document.querySelectorAll('.gc-category-strip-dot')].indexOf(
        document.querySelector('.gc-category-strip-dot[data-active]')!,
      );
    // At the start (on the right) the rest of the strip is hidden on the left.
    rtlLayout(0);
    expect(screen.getByRole('button', { name: 'Scroll categories left' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Scroll categories right' })).toBeNull();
    expect(activeDot()).toBe(0);
    rtlLayout(-300);
    expect(screen.getByRole('button', { name: 'Scroll categories left' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll categories right' })).toBeInTheDocument();
    expect(activeDot()).toBe(1);
    const scrollTo = vi.spyOn(scroller, 'scrollTo');
    await user.click(screen.getByRole('button', { name: 'Scroll categories left' }));
    expect(scrollTo).toHaveBeenCalledWith({ left: -600, behavior: 'smooth' });
    rtlLayout(-600);
    expect(screen.queryByRole('button', { name: 'Scroll categories left' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Scroll categories right' })).toBeInTheDocument();
    expect(activeDot()).toBe(2);
  });

  it('treats a mouse drag over 5 px as a drag: it scrolls and the click is ignored', () => {
    const onValueChange = vi.fn();
    render(<CategoryStrip categories={SLUGS} onValueChange={onValueChange} />);
    const scroller = layout(100);
    const button = screen.getByRole('button', { name: /Groceries/ });
    pointerDrag(button, { pointerId: 1, from: 200, to: 150, release: false });
    expect(scroller.scrollLeft).toBe(150);
    fireEvent.pointerUp(button, { pointerId: 1, pointerType: 'mouse', clientX: 150 });
    fireEvent.click(button);
    expect(onValueChange).not.toHaveBeenCalled();

    pointerDrag(button, { pointerId: 2, from: 200, to: 195 });
    fireEvent.click(button);
    expect(onValueChange).toHaveBeenCalledWith('groceries');
  });

  it('renders links when getCategoryHref is given (home page browser)', async () => {
    const user = userEvent.setup();
    const { navigate } = renderNavigating(
      <CategoryStrip
        categories={SLUGS}
        getCategoryHref={(slug) => `/gift-card-deals?category=${slug}`}
        label="Browse"
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Browse' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Home garden and DIY/ }));
    expect(navigate).toHaveBeenCalledWith('/gift-card-deals?category=home-garden-and-diy');
  });
});
