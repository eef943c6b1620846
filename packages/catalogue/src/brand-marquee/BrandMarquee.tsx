'use client';

import { forwardRef, useId, useState, type CSSProperties, type HTMLAttributes } from 'react';
import {
  Link,
  cx,
  useControllableState,
  useBrandRoute,
  useDragScroll,
  useHydrated,
  usePrefersReducedMotion,
} from '@giftcash/core/react';
import type { BrandCarouselProps } from '../brand-carousel/BrandCarousel';
import { BrandLogo } from '../shared/BrandLogo';
import { LOGO_LOADING } from '../logic/logoImage';

/** Loop length of the second home carousel, in seconds. */
export const MARQUEE_DURATION_S = 160;

/** The props the two home carousels share (brands, links, clicks, the pause/play state), documented on {@link BrandCarouselProps}. */
export interface BrandMarqueeProps
  extends
    Omit<HTMLAttributes<HTMLElement>, 'onSelect'>,
    Pick<
      BrandCarouselProps,
      'brands' | 'onBrandSelect' | 'playing' | 'defaultPlaying' | 'onPlayingChange'
    > {
  /** Accessible name of the carousel region. @default 'More brands' */
  label?: string;
  /** One full loop, in seconds. @default 160 */
  durationSeconds?: number;
}

/**
 * The second home carousel: a continuous CSS loop (`transform` only) of two copies of the
 * list. Pauses on hover, focus, drag and touch and with its pause button; with
 * `prefers-reduced-motion` it does not move and scrolls by hand instead.
 */
export const BrandMarquee = forwardRef<HTMLElement, BrandMarqueeProps>(function BrandMarquee(
  {
    brands,
    label = 'More brands',
    onBrandSelect,
    playing: playingProp,
    defaultPlaying = true,
    onPlayingChange,
    durationSeconds = MARQUEE_DURATION_S,
    className,
    style,
    ...rest
  },
  ref,
) {
  const brandRoute = useBrandRoute();
  const [playing, setPlaying] = useControllableState({
    value: playingProp,
    defaultValue: defaultPlaying,
    onChange: onPlayingChange,
    name: 'BrandMarquee',
  });
  const reduced = usePrefersReducedMotion();
  const hydrated = useHydrated();
  const [held, setHeld] = useState(false);
  const drag = useDragScroll({ onStateChange: (state) => setHeld(state === 'dragging') });
  const trackId = useId();
  const count = brands.length;
  const copy = (hidden: boolean) => (
    <div className="gc-brand-marquee-copy" aria-hidden={hidden || undefined}>
      {brands.map((brand, index) => (
        <div
          key={brand.id}
          className="gc-brand-marquee-slide"
          role={hidden ? undefined : 'group'}
          aria-roledescription={hidden ? undefined : 'slide'}
          aria-label={hidden ? undefined : `${index + 1} of ${count}`}
        >
          <Link
            className="gc-button gc-brand-marquee-link"
            data-variant="pill"
            href={brandRoute(brand.id)}
            tabIndex={hidden ? -1 : undefined}
            onClick={onBrandSelect && ((event) => onBrandSelect(brand, event))}
          >
            {/* Lazy: a logo is decoded only when it scrolls near the screen (the strip is long and moving). */}
            <BrandLogo
              brand={brand}
              size={64}
              className="gc-brand-marquee-logo"
              {...LOGO_LOADING}
              draggable={false}
            />
            <span className="gc-brand-marquee-name">{brand.name}</span>
            {brand.cashback_perc > 0 ? (
              <strong className="gc-brand-marquee-rate">{brand.cashback_perc_label}</strong>
            ) : null}
          </Link>
        </div>
      ))}
    </div>
  );
  return (
    <section
      ref={ref}
      className={cx('gc-brand-marquee', className)}
      aria-roledescription="carousel"
      aria-label={label}
      data-state={playing && !reduced ? 'playing' : 'paused'}
      data-held={held ? '' : undefined}
      // The default loop comes from the stylesheet: no style attribute in server HTML (a CSP without
      // 'unsafe-inline' for styles blocks those); only a custom duration sets the property.
      style={
        durationSeconds === MARQUEE_DURATION_S
          ? style
          : ({ '--gc-brand-marquee-duration': `${durationSeconds}s`, ...style } as CSSProperties)
      }
      {...rest}
    >
      {reduced ? null : (
        <button
          type="button"
          className="gc-round-button gc-brand-carousel-toggle gc-brand-marquee-toggle"
          aria-controls={trackId}
          aria-label={playing ? 'Pause carousel' : 'Play carousel'}
          data-state={playing ? 'playing' : 'paused'}
          onClick={() => setPlaying(!playing)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d={playing ? 'M7 5h4v14H7zM13 5h4v14h-4z' : 'M8 5v14l11-7z'}
            />
          </svg>
        </button>
      )}
      <div
        className="gc-brand-marquee-viewport"
        {...drag}
        onTouchStart={() => setHeld(true)}
        onTouchEnd={() => setHeld(false)}
        onTouchCancel={() => setHeld(false)}
      >
        <div id={trackId} className="gc-brand-marquee-track" aria-live="off">
          {copy(false)}
          {/* The second copy only makes the loop seamless: not in server HTML (half the row's
              markup), added once hydrated; the stylesheet starts the loop when it is there. */}
          {count && !reduced && hydrated ? copy(true) : null}
        </div>
      </div>
    </section>
  );
});
