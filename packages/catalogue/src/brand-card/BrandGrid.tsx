'use client';

import { forwardRef, memo, useEffect, useState, type HTMLAttributes, type MouseEvent } from 'react';
import type { Brand } from '@giftcash/core';
import { BrandCard } from './BrandCard';
import { cx } from '@giftcash/core/react';

/**
 * Props of {@link BrandGrid}: a `<ul>`'s attributes (spread on the list, which takes the ref), plus
 * the brands, which of them show, and how the cards render in chunks.
 */
export interface BrandGridProps extends HTMLAttributes<HTMLUListElement> {
  /** Brands in display order. */
  brands: readonly Brand[];
  /**
   * Ids to show; the rest stay mounted but hidden, so narrowing or widening a search only
   * toggles cards instead of mounting and unmounting them. `null`/absent shows all.
   */
  visibleIds?: ReadonlySet<string> | null;
  /** Called when a card is clicked. Pass a stable function (e.g. from `useCallback`) to keep cards memoised. */
  onBrandSelect?: (brand: Brand, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Cards rendered in the first pass; the rest are added in chunks of this size after it, off the critical path. @default 48 */
  chunkSize?: number;
  /**
   * Reuse each position's card for whichever brand lands there (keyed by position, not by
   * brand), so a new result list updates text and links in place instead of destroying and
   * creating cards: what search-as-you-type wants. Each logo is still a new `<img>`, so a
   * card never shows the previous brand's logo while the new one loads. @default false
   */
  recycle?: boolean;
}

const Item = memo(function Item({
  brand,
  hidden,
  onSelect,
}: {
  brand: Brand;
  hidden: boolean;
  onSelect: BrandGridProps['onBrandSelect'];
}) {
  return (
    <li className="gc-brand-grid-item" hidden={hidden}>
      <BrandCard brand={brand} onSelect={onSelect} />
    </li>
  );
});

/**
 * A responsive grid of {@link BrandCard}s. Large lists render progressively (a chunk per
 * task) so a thousand brands never block a frame.
 */
export const BrandGrid = forwardRef<HTMLUListElement, BrandGridProps>(function BrandGrid(
  { brands, visibleIds, onBrandSelect, chunkSize = 48, recycle = false, className, ...rest },
  ref,
) {
  const [limit, setLimit] = useState(chunkSize);
  const total = brands.length;
  useEffect(() => {
    if (limit >= total) return;
    const timer = setTimeout(() => setLimit((current) => current + chunkSize), 0);
    return () => clearTimeout(timer);
  }, [limit, total, chunkSize]);
  return (
    <ul ref={ref} className={cx('gc-brand-grid', className)} {...rest}>
      {brands.slice(0, limit).map((brand, index) => (
        <Item
          key={recycle ? index : brand.id}
          brand={brand}
          hidden={visibleIds ? !visibleIds.has(brand.id) : false}
          onSelect={onBrandSelect}
        />
      ))}
    </ul>
  );
});
