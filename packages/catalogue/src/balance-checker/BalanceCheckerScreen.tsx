'use client';

import { useBrandsScreen } from '../search/useBrandsScreen';
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
export function BalanceCheckerScreen(props: BalanceCheckerScreenProps) {
  const [viewProps] = useBrandsScreen(props);
  return <BalanceCheckerView {...viewProps} />;
}
