'use client';

import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type MouseEvent,
} from 'react';
import { safeImageUrl, type Brand } from '@giftcash/core';
import {
  Link,
  cx,
  useBrandRoute,
  useDragScroll,
  usePrefersReducedMotion,
} from '@giftcash/core/react';
import { LOGO_LOADING } from '../logic/logoImage';
import {
  browserClock,
  CAROUSEL_ARROW_STEP,
  CAROUSEL_END_PAUSE_MS,
  CAROUSEL_MS_PER_PX,
  type CarouselClock,
} from './clock';
import { revealSlide } from './revealSlide';

/**
 * Props of {@link BrandCarousel}: a `<section>`'s attributes (spread on the region, which takes the
 * ref), plus the brands, their links and the autoplay state (`playing` / `defaultPlaying` /
 * `onPlayingChange`).
 */
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

/** Hides an image that failed to load, also before hydration: the art slot's own backdrop shows instead. */
const hideBroken = (img: HTMLImageElement | null) => {
  if (img?.complete && !img.naturalWidth) img.hidden = true;
};

/**
 * 1 left to right, -1 right to left (a native scroller's `scrollLeft` runs negative there): the
 * rendered direction, read when the row moves, never during render (server HTML hydrates as is).
 */
const direction = (view: Element) => (getComputedStyle(view).direction == 'rtl' ? -1 : 1);

/**
 * The popular-brands carousel (ARIA APG carousel pattern): a native sideways scroller (touch pans
 * it, focus scrolls a card into view, right to left mirrors it) that one animation-frame loop
 * auto-scrolls a whole pixel at a time. It stops while a pointer is over it, a finger or a drag
 * moves it or a slide has focus, and then snaps to a card (CSS scroll snap); it has a pause/play
 * button and arrow buttons, waits at the end and jumps back to the start.
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
  const brandRoute = useBrandRoute();
  // Controlled when `playing` is given, else its own state.
  const [own, setOwn] = useState(defaultPlaying);
  const playing = playingProp ?? own;
  const reduced = usePrefersReducedMotion();
  const running = playing && !reduced;
  const trackId = useId();
  const viewport = useRef<HTMLDivElement>(null);
  const count = brands.length;
  // A mouse drags the row; touch pans it natively. A finger on it holds it.
  const drag = useDragScroll();
  const finger = useRef(false);
  const touch = (on: boolean) => () => void (finger.current = on);

  // Off screen (below the fold, scrolled past, in a hidden container) the loop stops: a row nobody
  // sees would still scroll and repaint every frame. It resumes where it stopped. It starts once
  // the observer has said it is seen (its first report comes a frame after mount).
  const [seen, setSeen] = useState(() => typeof IntersectionObserver != 'function');
  useEffect(() => {
    if (typeof IntersectionObserver != 'function') return;
    const observer = new IntersectionObserver((entries) =>
      setSeen((entries.pop() as IntersectionObserverEntry).isIntersecting),
    );
    observer.observe(viewport.current as HTMLDivElement);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const view = viewport.current as HTMLDivElement;
    if (!running || idle || !seen || !count) return;
    const time = clock ?? browserClock();
    let then = time.now();
    let owed = 0;
    let endAt: number | undefined;
    let last = Math.abs(view.scrollLeft);
    const tick = () => {
      const now = time.now();
      const at = Math.abs(view.scrollLeft);
      // Held (a pointer over the carousel, a finger on it, focus in the row) or moved by someone
      // else (a drag, a fling, an arrow's smooth scroll): wait until it is let go and settles.
      if (
        at != last ||
        finger.current ||
        (view.parentNode as Element).matches(':hover,:active') ||
        view.matches(':focus-within')
      ) {
        owed = 0;
        endAt = undefined;
      } else if (at >= view.scrollWidth - view.clientWidth - 0.5) {
        endAt ??= now;
        if (now - endAt >= endPauseMs) {
          view.scrollLeft = 0;
          endAt = undefined;
        }
      } else {
        // Whole pixels: between steps the cards stand still, easy to hit.
        owed += Math.min(now - then, 250);
        const px = Math.floor(owed / msPerPixel);
        owed -= px * msPerPixel;
        // The direction is read in the frame, where styles are computed anyway: read in the effect
        // (on a hydrating page, inside the commit's long task) it forced a style pass of the page.
        view.scrollLeft += px * direction(view);
      }
      last = Math.abs(view.scrollLeft);
      then = now;
      frame = time.requestFrame(tick);
    };
    let frame = time.requestFrame(tick);
    return () => time.cancelFrame(frame);
  }, [running, idle, seen, count, clock, msPerPixel, endPauseMs]);

  // The icons are drawn by the stylesheet (`data-direction`, `data-state`).
  const arrow = (name: string, sign: number) => (
    <button
      type="button"
      className="gc-round-button gc-brand-carousel-arrow"
      data-direction={sign > 0 ? 'next' : 'previous'}
      aria-controls={trackId}
      aria-label={name + ' brands'}
      onClick={() => {
        const view = viewport.current as HTMLDivElement;
        view.scrollLeft += sign * step * direction(view);
      }}
    />
  );

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
            className="gc-round-button gc-brand-carousel-toggle"
            aria-controls={trackId}
            aria-label={playing ? 'Pause carousel' : 'Play carousel'}
            data-state={playing ? 'playing' : 'paused'}
            onClick={() => {
              setOwn(!playing);
              onPlayingChange?.(!playing);
            }}
          />
        )}
        {arrow('Previous', -1)}
        {arrow('Next', 1)}
      </div>
      <div
        ref={viewport}
        className="gc-brand-carousel-viewport"
        {...drag}
        onTouchStart={touch(true)}
        onTouchEnd={touch(false)}
        onTouchCancel={touch(false)}
        // Brings a focused card into view whole, clear of the edge fades: the browser's own focus
        // scroll stops at the row's edge and the scroll snap then moves the row back, leaving the
        // card under a fade; a card not already whole comes to the row's start, a snap position.
        onFocus={(event) => revealSlide(event.currentTarget, event.target)}
      >
        <div
          id={trackId}
          className="gc-brand-carousel-track"
          aria-live={running ? 'off' : 'polite'}
        >
          {brands.map((brand, index) => {
            const assets = brand.detail?.assets;
            const art = safeImageUrl(assets?.gift_card_url || assets?.logo_url);
            return (
              <div
                key={brand.id}
                className="gc-brand-carousel-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
              >
                <Link
                  className="gc-brand-carousel-link"
                  href={getBrandHref ? getBrandHref(brand) : brandRoute(brand.id)}
                  onClick={onBrandSelect && ((event) => onBrandSelect(brand, event))}
                >
                  {/* The tile is the brand's gift card (else its logo); without art, or when it fails, the slot's backdrop shows. */}
                  <span className="gc-brand-carousel-art">
                    {art ? (
                      <img
                        key={art}
                        ref={hideBroken}
                        src={art}
                        alt=""
                        width={136}
                        height={86}
                        {...LOGO_LOADING}
                        draggable={false}
                        onError={(event) => void (event.currentTarget.hidden = true)}
                      />
                    ) : null}
                  </span>
                  <span className="gc-brand-carousel-name">{brand.name}</span>
                  {/* The tile's headline (shown above the name, read after it): the cashback rate. */}
                  {brand.cashback_perc > 0 ? (
                    <span className="gc-brand-carousel-rate">
                      <b>{brand.cashback_perc_label}</b> cashback
                    </span>
                  ) : null}
                </Link>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
});
