'use client';

import { forwardRef, useCallback, useEffect, useId, useRef, type FocusEvent, type HTMLAttributes, type MouseEvent } from 'react';
import type { Brand } from '@giftcash/core';
import { FallbackImage, Link, cx, useControllableState, useDragScroll, usePrefersReducedMotion, useRoutes } from '@giftcash/core/react';
import { LOGO_LOADING } from '../logic/logoImage';
import { browserClock, CAROUSEL_ARROW_STEP, CAROUSEL_END_PAUSE_MS, CAROUSEL_MS_PER_PX, type CarouselClock } from './clock';

export interface BrandCarouselProps extends Omit<HTMLAttributes<HTMLElement>, 'onSelect'> {
  /** Brands to show, in order (e.g. the popular ones). */
  brands: readonly Brand[];
  /** Accessible name of the carousel region. @default 'Popular brands' */
  label?: string;
  /**
   * Link target per brand, for links that leave this site (the embed's partner links). @default
   * the brand's page on this site: `routes.brand(id)` on `GiftcashProvider`
   */
  getBrandHref?: (brand: Brand) => string;
  /** Called when a brand is clicked (not after a drag); `preventDefault()` cancels the navigation. */
  onBrandSelect?: (brand: Brand, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Whether auto-scroll is on (the pause/play button). Ignored while the person prefers reduced motion. */
  playing?: boolean;
  /** Initial auto-scroll state when uncontrolled. @default true */
  defaultPlaying?: boolean;
  /** Called when the pause/play button is pressed. */
  onPlayingChange?: (playing: boolean) => void;
  /** Auto-scroll speed in milliseconds per pixel. @default 30 */
  msPerPixel?: number;
  /** Wait at the end before jumping back to the start, in ms. @default 2000 */
  endPauseMs?: number;
  /** Arrow button step in px. @default 300 */
  step?: number;
  /** Time source for the animation loop (tests). @default performance.now + requestAnimationFrame */
  clock?: CarouselClock;
  /**
   * `true` stops the animation loop without pausing the carousel (it is off screen, hidden or in a
   * background tab); `false` again resumes where it stopped.
   */
  idle?: boolean;
}

type Hold = 'hover' | 'focus' | 'press';

/** A 20 px decorative icon: a filled shape or a 2.5 px stroke. */
const icon = (d: string, filled: boolean) => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path d={d} fill={filled ? 'currentColor' : 'none'} stroke={filled ? undefined : 'currentColor'} strokeWidth={filled ? undefined : 2.5} />
  </svg>
);

/**
 * The popular-brands carousel (ARIA APG carousel pattern): auto-scrolls with a `transform`
 * driven by one animation-frame loop, pauses on hover, focus, drag and touch, has a
 * pause/play button and arrow buttons, waits at the end and jumps back to the start.
 * `prefers-reduced-motion` turns auto-scroll off.
 */
export const BrandCarousel = forwardRef<HTMLElement, BrandCarouselProps>(function BrandCarousel(
  {
    brands,
    label = 'Popular brands',
    getBrandHref,
    onBrandSelect,
    playing: playingProp,
    defaultPlaying = true,
    onPlayingChange,
    msPerPixel = CAROUSEL_MS_PER_PX,
    endPauseMs = CAROUSEL_END_PAUSE_MS,
    step = CAROUSEL_ARROW_STEP,
    clock,
    idle,
    className,
    ...rest
  },
  ref,
) {
  const routes = useRoutes();
  const [playing, setPlaying] = useControllableState({
    value: playingProp,
    defaultValue: defaultPlaying,
    onChange: onPlayingChange,
    name: 'BrandCarousel',
  });
  const reduced = usePrefersReducedMotion();
  const running = playing && !reduced;
  const trackId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  const holds = useRef(new Set<Hold>());
  // Right to left (#17.4) the track overflows to the left: the offset moves it right. Read from
  // the rendered direction after mount (never during render, so server HTML hydrates as is).
  const rtl = useRef(false);

  const maxOffset = () => Math.max(0, (track.current?.scrollWidth ?? 0) - (viewport.current?.clientWidth ?? 0));
  const moveTo = useCallback((to: number, smooth = false) => {
    const el = track.current;
    offset.current = Math.min(Math.max(0, to), maxOffset());
    if (!el) return;
    el.dataset.smooth = String(smooth);
    el.style.transform = `translate3d(${rtl.current ? offset.current : -offset.current}px,0,0)`;
  }, []);

  useEffect(() => {
    rtl.current = getComputedStyle(viewport.current as Element).direction == 'rtl';
    moveTo(offset.current);
  }, [moveTo, brands.length]);

  useEffect(() => {
    if (!running || idle || !brands.length) return;
    const time = clock ?? browserClock();
    let last = time.now();
    let endAt: number | null = null;
    let frame = 0;
    const tick = () => {
      const now = time.now();
      const elapsed = Math.min(now - last, 250);
      last = now;
      if (holds.current.size) endAt = null;
      else if (offset.current >= maxOffset() - 0.5) {
        endAt ??= now;
        if (now - endAt >= endPauseMs) {
          endAt = null;
          moveTo(0);
        }
      } else moveTo(offset.current + elapsed / msPerPixel);
      frame = time.requestFrame(tick);
    };
    frame = time.requestFrame(tick);
    return () => time.cancelFrame(frame);
  }, [running, idle, brands.length, clock, msPerPixel, endPauseMs, moveTo]);

  const hold = (reason: Hold, on: boolean) => {
    if (on) holds.current.add(reason);
    else holds.current.delete(reason);
  };

  // Every pointer drags the track (a transform, not a native scroller). A finger holds auto-scroll
  // from the moment it presses, a mouse once it drags; both until released.
  const drag = useDragScroll({
    scroller: {
      // Like a native scroller's: negative right to left.
      get scrollLeft() {
        return rtl.current ? -offset.current : offset.current;
      },
      set scrollLeft(to) {
        moveTo(rtl.current ? -to : to);
      },
    },
    onStateChange: (state, event) => {
      const touch = event.pointerType !== 'mouse';
      const released = state === 'released';
      hold('press', !released && (touch || state === 'dragging'));
      if (released && (touch || event.type === 'pointercancel')) hold('hover', false);
    },
  });
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    hold('focus', true);
    const view = viewport.current;
    const slide = (event.target as HTMLElement).closest<HTMLElement>('[data-slide]');
    if (!view || !slide) return;
    view.scrollLeft = 0;
    // The slide's distance from the track's start edge (the right one, right to left); the track
    // is the slides' offset parent (it is transformed).
    const left = rtl.current ? (track.current?.offsetWidth ?? 0) - slide.offsetLeft - slide.offsetWidth : slide.offsetLeft;
    const right = left + slide.offsetWidth - view.clientWidth;
    if (left < offset.current) moveTo(left, true);
    else if (right > offset.current) moveTo(right, true);
  };

  const count = brands.length;
  return (
    <section
      ref={ref}
      className={cx('gc-brand-carousel', className)}
      aria-roledescription="carousel"
      aria-label={label}
      data-state={running ? 'playing' : 'paused'}
      {...rest}
    >
      <div className="gc-brand-carousel-controls">
        {reduced ? null : (
          <button
            type="button"
            className="gc-brand-carousel-toggle"
            aria-controls={trackId}
            aria-label={playing ? 'Pause carousel' : 'Play carousel'}
            data-state={playing ? 'playing' : 'paused'}
            onClick={() => setPlaying(!playing)}
          >
            {icon(playing ? 'M7 5h4v14H7zM13 5h4v14h-4z' : 'M8 5v14l11-7z', true)}
          </button>
        )}
        <button
          type="button"
          className="gc-brand-carousel-arrow"
          data-direction="previous"
          aria-controls={trackId}
          aria-label="Previous brands"
          onClick={() => moveTo(offset.current - step, true)}
        >
          {icon('M15 5l-7 7 7 7', false)}
        </button>
        <button
          type="button"
          className="gc-brand-carousel-arrow"
          data-direction="next"
          aria-controls={trackId}
          aria-label="Next brands"
          onClick={() => moveTo(offset.current + step, true)}
        >
          {icon('M9 5l7 7-7 7', false)}
        </button>
      </div>
      <div
        ref={viewport}
        className="gc-brand-carousel-viewport"
        onPointerEnter={(event) => event.pointerType === 'mouse' && hold('hover', true)}
        onPointerLeave={(event) => event.pointerType === 'mouse' && hold('hover', false)}
        {...drag}
        onFocus={onFocus}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold('focus', false);
        }}
      >
        <div ref={track} id={trackId} className="gc-brand-carousel-track" aria-live={running ? 'off' : 'polite'}>
          {brands.map((brand, index) => (
            <div
              key={brand.id}
              className="gc-brand-carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              data-slide=""
            >
              <Link
                className="gc-brand-carousel-link"
                href={getBrandHref ? getBrandHref(brand) : routes.brand(brand.id)}
                onClick={onBrandSelect && ((event) => onBrandSelect(brand, event))}
              >
                <FallbackImage className="gc-brand-carousel-logo" src={brand.detail?.assets?.logo_url} alt="" width={88} height={88} {...LOGO_LOADING} draggable={false} />
                <span className="gc-brand-carousel-name">{brand.name}</span>
                {brand.cashback_perc > 0 ? <span className="gc-brand-carousel-rate">{brand.cashback_perc_label}</span> : null}
              </Link>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
});
