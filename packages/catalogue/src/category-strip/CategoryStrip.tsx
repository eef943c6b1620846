'use client';

import { forwardRef, useCallback, useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { categoryLabel, type CategorySlug } from '@giftcash/core';
import {
  Link,
  cx,
  useControllableState,
  useDragScroll,
  usePrefersReducedMotion,
} from '@giftcash/core/react';
import { StrokeIcon } from '../shared/StrokeIcon';
import { CategoryIcon } from './categoryIcons';

/** Arrow step in px. */
export const CATEGORY_STRIP_STEP = 300;
/** Distance from an edge beyond which that side's arrow shows, in px. */
export const CATEGORY_STRIP_ARROW_THRESHOLD = 10;

/**
 * Props of {@link CategoryStrip}: a `<div>`'s attributes (spread on the root, which takes the ref),
 * plus the categories and the chosen one (`value` / `defaultValue` / `onValueChange`, `null` for
 * none), which replace the `<div>`'s own `defaultValue` and `onChange`.
 */
export interface CategoryStripProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'defaultValue' | 'onChange'
> {
  /** Category slugs in display order. */
  categories: readonly CategorySlug[];
  /** Brand count per slug for the badges; a missing slug shows 0. */
  counts?: Readonly<Record<CategorySlug, number>>;
  /** The selected slug (`null` for none), when controlled. */
  value?: CategorySlug | null;
  /** The initially selected slug when uncontrolled. @default null */
  defaultValue?: CategorySlug | null;
  /** Called with the new selection; choosing the selected category again passes `null`. */
  onValueChange?: (value: CategorySlug | null) => void;
  /** Renders each category as a link to this address instead of a toggle button (e.g. the home page's browser). */
  getCategoryHref?: (slug: CategorySlug) => string;
  /** Accessible name of the strip. @default 'Categories' */
  label?: string;
  /** Arrow step in px. @default 300 */
  step?: number;
}

/** The count for `slug`, read from the object's own keys only (a slug such as `constructor` is data). */
const countOf = (counts: CategoryStripProps['counts'], slug: CategorySlug): number => {
  const count =
    counts && Object.prototype.hasOwnProperty.call(counts, slug) ? counts[slug] : undefined;
  return typeof count === 'number' && Number.isFinite(count) ? count : 0;
};

/** Whether content is hidden past each physical edge, and whether the strip runs right to left. */
type Edges = { left: boolean; right: boolean; rtl?: boolean };

/** A wide-screen arrow: scrolls the strip one step to its side. */
function Arrow({ direction, onClick }: { direction: 'left' | 'right'; onClick: () => void }) {
  return (
    <button
      type="button"
      className="gc-round-button gc-category-strip-arrow"
      data-direction={direction}
      aria-label={`Scroll categories ${direction}`}
      onClick={onClick}
    >
      <StrokeIcon d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </button>
  );
}

/**
 * The reusable category navigation strip: a sideways row of category buttons (icon, label,
 * count badge), scrolled by dragging with mouse or touch, with arrow buttons on wide screens
 * and three position dots on small ones. The selected button is orange and scrolled to the centre.
 */
export const CategoryStrip = forwardRef<HTMLDivElement, CategoryStripProps>(function CategoryStrip(
  {
    categories,
    counts,
    value: valueProp,
    defaultValue = null,
    onValueChange,
    getCategoryHref,
    label = 'Categories',
    step = CATEGORY_STRIP_STEP,
    className,
    ...rest
  },
  ref,
) {
  const [value, setValue] = useControllableState<CategorySlug | null>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
    name: 'CategoryStrip',
  });
  const reduced = usePrefersReducedMotion();
  const scroller = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ left: false, right: false });
  const [dragging, setDragging] = useState(false);
  const drag = useDragScroll({ onStateChange: (state) => setDragging(state === 'dragging') });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    // Right to left, `scrollLeft` runs from 0 (the start, on the right) down to -max.
    const max = el.scrollWidth - el.clientWidth;
    const rtl = getComputedStyle(el).direction === 'rtl';
    const hiddenLeft = rtl ? max + el.scrollLeft : el.scrollLeft;
    const left = hiddenLeft > CATEGORY_STRIP_ARROW_THRESHOLD;
    const right = max - hiddenLeft > CATEGORY_STRIP_ARROW_THRESHOLD;
    setEdges((previous) =>
      previous.left === left && previous.right === right && previous.rtl === rtl
        ? previous
        : { left, right, rtl },
    );
  }, []);

  useEffect(() => {
    const el = scroller.current;
    // The observer's first report comes after the next layout: measuring here as well would force
    // a layout of the page inside the commit (on a hydrating page, in its long task).
    if (!el || typeof ResizeObserver === 'undefined') return measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure, categories]);

  useEffect(() => {
    const el = scroller.current;
    if (!el || value == null) return;
    const button = Array.from(el.querySelectorAll<HTMLElement>('[data-slug]')).find(
      (node) => node.dataset.slug === value,
    );
    if (!button) return;
    // Centre it from the boxes on screen: the same sum in either direction.
    const box = el.getBoundingClientRect();
    const target = button.getBoundingClientRect();
    el.scrollTo({
      left: el.scrollLeft + target.left + target.width / 2 - (box.left + box.width / 2),
      behavior: reduced ? 'auto' : 'smooth',
    });
  }, [value, reduced]);

  const scrollBy = (delta: number) => {
    const el = scroller.current;
    el?.scrollTo({ left: el.scrollLeft + delta, behavior: reduced ? 'auto' : 'smooth' });
  };

  const [atStart, atEnd] = edges.rtl ? [!edges.right, !edges.left] : [!edges.left, !edges.right];
  const position = atStart && atEnd ? 'none' : atStart ? 'start' : atEnd ? 'end' : 'middle';
  const Root = getCategoryHref ? 'nav' : 'div';
  return (
    <Root
      ref={ref}
      className={cx('gc-category-strip', className)}
      role={getCategoryHref ? undefined : 'group'}
      aria-label={label}
      data-dragging={dragging ? '' : undefined}
      // More to see on that side: the stylesheet fades that edge (under its arrow on wide screens).
      data-more-left={edges.left ? '' : undefined}
      data-more-right={edges.right ? '' : undefined}
      {...rest}
    >
      {edges.left ? <Arrow direction="left" onClick={() => scrollBy(-step)} /> : null}
      <div ref={scroller} className="gc-category-strip-scroller" onScroll={measure} {...drag}>
        <ul className="gc-category-strip-list">
          {categories.map((slug) => {
            const selected = slug === value;
            const content = (
              <>
                <CategoryIcon slug={slug} className="gc-category-strip-icon" />
                <span className="gc-category-strip-label">{categoryLabel(slug)}</span>{' '}
                <span className="gc-badge gc-category-strip-badge">
                  {countOf(counts, slug)} <span className="gc-visually-hidden">brands</span>
                </span>
              </>
            );
            const common = {
              className: 'gc-category-strip-button',
              'data-slug': slug,
              'data-state': selected ? 'on' : 'off',
            };
            return (
              <li key={slug} className="gc-category-strip-item">
                {getCategoryHref ? (
                  <Link
                    {...common}
                    href={getCategoryHref(slug)}
                    aria-current={selected ? 'true' : undefined}
                  >
                    {content}
                  </Link>
                ) : (
                  <button
                    {...common}
                    type="button"
                    aria-pressed={selected}
                    onClick={() => setValue(selected ? null : slug)}
                  >
                    {content}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </div>
      {edges.right ? <Arrow direction="right" onClick={() => scrollBy(step)} /> : null}
      <div className="gc-category-strip-dots" aria-hidden="true" data-position={position}>
        {(['start', 'middle', 'end'] as const).map((dot) => (
          <span
            key={dot}
            className="gc-category-strip-dot"
            data-active={position === dot ? '' : undefined}
          />
        ))}
      </div>
    </Root>
  );
});
