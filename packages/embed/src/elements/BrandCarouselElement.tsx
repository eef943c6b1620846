import { useMemo, useState } from 'react';
import { categoryLabel, type Brand } from '@giftcash/core';
import { StatusMessage, useResource } from '@giftcash/core/react';
import { BrandCarousel } from '@giftcash/catalogue';
import { COMMON_ATTRIBUTES, GiftcashEmbedElement, useReportError } from './EmbedElement';
import { brandHref, parseFlag } from '../config/attributes';
import { carouselCss } from '../styles/embedStyles';

/** Message shown when brands cannot be loaded (the spec's catalogue wording). */
export const BRANDS_ERROR_TEXT = 'Failed to load brands. Please try again later.';

/**
 * Brands the carousel shows: the category's brands, or the popular ones (all brands when none is
 * popular), at most 50 (the spec's second carousel's count), so a data source with thousands of
 * brands gives a carousel of 50 links rather than one long task building them all.
 */
export function carouselBrands<B extends { categories: readonly string[]; popular: boolean }>(
  brands: readonly B[],
  category: string | null,
): B[] {
  const slug = category?.trim().toLowerCase();
  const popular = brands.filter((brand) => brand.popular);
  return (
    slug
      ? brands.filter((brand) => brand.categories.includes(slug))
      : popular.length
        ? popular
        : brands
  ).slice(0, 50);
}

interface CarouselContentProps {
  category: string | null;
  label: string | null;
  autoplay: boolean;
  active: boolean;
  hrefOf: (brand: Brand) => string;
  onSelect: (brand: Brand, href: string) => boolean;
  onError: (error: unknown) => void;
}

function CarouselContent({
  category,
  label,
  autoplay,
  active,
  hrefOf,
  onSelect,
  onError,
}: CarouselContentProps) {
  // The pause button and the `autoplay` attribute both set the state: the attribute when it changes.
  const [playing, setPlaying] = useState(autoplay);
  const [lastAutoplay, setLastAutoplay] = useState(autoplay);
  if (autoplay !== lastAutoplay) {
    setLastAutoplay(autoplay);
    setPlaying(autoplay);
  }
  const { status, data, error, reload } = useResource(
    (provider, signal) => provider.getBrands({ signal }),
    [],
  );
  useReportError(status, error, onError);
  const brands = useMemo(() => carouselBrands(data?.brands ?? [], category), [data, category]);
  const name = label || (category ? `${categoryLabel(category)} brands` : 'Popular brands');
  if (status === 'loading' && !data)
    return <StatusMessage kind="loading">Loading brands...</StatusMessage>;
  if (status === 'error' && !data)
    return (
      <StatusMessage kind="error" onRetry={reload}>
        {BRANDS_ERROR_TEXT}
      </StatusMessage>
    );
  if (!brands.length) return <StatusMessage kind="empty">No brands found</StatusMessage>;
  return (
    <BrandCarousel
      key={category ?? ''}
      brands={brands}
      label={name}
      playing={playing}
      onPlayingChange={setPlaying}
      idle={!active}
      getBrandHref={hrefOf}
      onBrandSelect={(brand, event) => {
        if (!onSelect(brand, event.currentTarget.href)) event.preventDefault();
      }}
    />
  );
}

/**
 * `<giftcash-brand-carousel>`: the popular-brands carousel (or one category's brands) for
 * partner pages. Attributes: `data-source`, `theme`, `category`, `label`, `autoplay`,
 * `brand-link`, `partner-id`, `app-link`. Dispatches `giftcash:brand-select` (cancelable) and
 * `giftcash:error`.
 */
export class GiftcashBrandCarouselElement extends GiftcashEmbedElement {
  /** The attributes the element re-renders on: the shared ones and its own. */
  static override get observedAttributes(): string[] {
    return [...COMMON_ATTRIBUTES, 'category', 'label', 'autoplay', 'brand-link'];
  }

  /** Key of the carousel's stylesheet, adopted once per shadow root. @internal */
  protected readonly styleKey = 'carousel';
  /** The carousel's stylesheet. @internal */
  protected componentCss(): string {
    return carouselCss();
  }

  /** The `category` attribute: a category slug such as `groceries`; absent shows popular brands. */
  get category(): string | null {
    return this.getAttribute('category');
  }
  set category(value: string | null) {
    this.reflect('category', value || null);
  }

  /** The `label` attribute: the carousel's accessible name. */
  get label(): string | null {
    return this.getAttribute('label');
  }
  set label(value: string | null) {
    this.reflect('label', value);
  }

  /** The `autoplay` attribute: `false` pauses the carousel (also when set on a running one). */
  get autoplay(): boolean {
    return parseFlag(this.getAttribute('autoplay'), true);
  }
  set autoplay(value: boolean | string | null) {
    this.reflect('autoplay', value);
  }

  /** The `brand-link` attribute: the brand link template (`{id}` is the brand id). */
  get brandLink(): string | null {
    return this.getAttribute('brand-link');
  }
  set brandLink(value: string | null) {
    this.reflect('brand-link', value);
  }

  private readonly brandHrefOf = (brand: Brand): string =>
    brandHref(brand.id, this.getAttribute('brand-link'), this.getAttribute('partner-id'));
  private readonly handleSelect = (brand: Brand, href: string): boolean =>
    this.emit('giftcash:brand-select', { brandId: brand.id, name: brand.name, href });
  private readonly handleError = (error: unknown): void => this.emitError(error, 'brands');

  /** The carousel inside the element's provider and theme. @internal */
  protected renderContent(): unknown {
    return (
      <CarouselContent
        category={this.category}
        label={this.getAttribute('label')}
        autoplay={this.autoplay}
        active={this.active}
        hrefOf={(brand) => this.brandHrefOf(brand)}
        onSelect={this.handleSelect}
        onError={this.handleError}
      />
    );
  }
}
