'use client';

import { useResource } from '@giftcash/core/react';
import { useBrandSelect } from '../search/useBrandSelect';
import { CatalogueView, type CatalogueViewProps } from './CatalogueView';

/**
 * Props of {@link CatalogueScreen}: the view's props without the data (`brands`, `categories`,
 * `status`, `error`, `onRetry`), which the screen loads from `GiftcashProvider` and retries itself.
 */
export interface CatalogueScreenProps extends Omit<
  CatalogueViewProps,
  'brands' | 'categories' | 'status' | 'error' | 'onRetry'
> {
  /** Scroll the window to the top when a brand is opened. @default true */
  scrollToTopOnSelect?: boolean;
}

/**
 * The connected catalogue: loads brands through the provider from `GiftcashProvider`, shows
 * the spec's loading and error states (with Retry) and otherwise the {@link CatalogueView}.
 */
export function CatalogueScreen({
  scrollToTopOnSelect = true,
  onBrandSelect,
  ...props
}: CatalogueScreenProps) {
  const resource = useResource((provider, signal) => provider.getBrands({ signal }), [], {
    initialData: 'brands',
  });
  const select = useBrandSelect(onBrandSelect, scrollToTopOnSelect);
  return (
    <CatalogueView
      {...props}
      brands={resource.data?.brands}
      categories={resource.data?.categories}
      status={resource.status}
      error={resource.error}
      onRetry={resource.reload}
      onBrandSelect={select}
    />
  );
}
