'use client';

import { useBrandsScreen } from '../search/useBrandsScreen';
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
export function CatalogueScreen(props: CatalogueScreenProps) {
  const [viewProps, resource] = useBrandsScreen(props);
  return (
    <CatalogueView {...viewProps} categories={resource.data?.categories} error={resource.error} />
  );
}
