'use client';

import { useResource } from '@giftcash/core/react';
import { useBrandSelect } from '../search/useBrandSelect';
import { BalanceCheckerView, type BalanceCheckerViewProps } from './BalanceCheckerView';

/**
 * Props of {@link BalanceCheckerScreen}: the view's props without the data (`brands`, `status`,
 * `onRetry`), which the screen loads from `GiftcashProvider` and retries itself.
 */
export interface BalanceCheckerScreenProps extends Omit<
  BalanceCheckerViewProps,
  'brands' | 'status' | 'onRetry'
> {
  /** Scroll the window to the top when a brand is opened. @default true */
  scrollToTopOnSelect?: boolean;
}

/** The connected balance checker: loads brands from the provider, with loading, error (Retry) and loaded states. */
export function BalanceCheckerScreen({
  scrollToTopOnSelect = true,
  onBrandSelect,
  ...props
}: BalanceCheckerScreenProps) {
  const resource = useResource((provider, signal) => provider.getBrands({ signal }), [], {
    initialData: 'brands',
  });
  const select = useBrandSelect(onBrandSelect, scrollToTopOnSelect);
  return (
    <BalanceCheckerView
      {...props}
      brands={resource.data?.brands}
      status={resource.status}
      onRetry={resource.reload}
      onBrandSelect={select}
    />
  );
}
