'use client';

import { useCallback, type MouseEvent } from 'react';
import type { Brand } from '@giftcash/core';
import { useResource } from '@giftcash/core/react';

type BrandSelectHandler = (brand: Brand, event: MouseEvent<HTMLAnchorElement>) => void;

/**
 * What the connected brand screens (catalogue, balance checker) share: the brands call through
 * `GiftcashProvider` (the server's answer as initial data), and the view's props: the screen's
 * own, the brands with their status and Retry, and a brand click that calls the caller's handler,
 * then (unless it prevented it, or `scrollToTopOnSelect` is false) scrolls to the top. Returns
 * `[viewProps, resource]`.
 */
export function useBrandsScreen<
  P extends { scrollToTopOnSelect?: boolean; onBrandSelect?: BrandSelectHandler | undefined },
>({ scrollToTopOnSelect = true, onBrandSelect, ...props }: P) {
  const resource = useResource((provider, signal) => provider.getBrands({ signal }), [], {
    initialData: 'brands',
  });
  const select = useCallback(
    (brand: Brand, event: MouseEvent<HTMLAnchorElement>) => {
      onBrandSelect?.(brand, event);
      if (scrollToTopOnSelect && !event.defaultPrevented)
        window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    },
    [onBrandSelect, scrollToTopOnSelect],
  );
  const viewProps = {
    ...props,
    brands: resource.data?.brands,
    status: resource.status,
    onRetry: resource.reload,
    onBrandSelect: select,
  };
  return [viewProps, resource] as const;
}
