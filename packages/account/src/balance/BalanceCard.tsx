'use client';

import type { ProfileResponse } from '@giftcash/core';
import { cx, useResource } from '@giftcash/core/react';
import { BalanceCardView, type BalanceCardViewProps } from './BalanceCardView';

export type BalanceCardProps = Omit<BalanceCardViewProps, 'wallet'>;

/**
 * {@link BalanceCardView} from the profile call (shared with the screen under it: one request).
 * While it loads the card keeps its place (no layout shift); without a wallet it shows nothing and
 * the screen below says what went wrong.
 */
export function BalanceCard({ className, ...rest }: BalanceCardProps) {
  const resource = useResource<ProfileResponse>((provider, signal) => provider.getProfile({ signal }));
  const wallet = resource.data?.wallet;
  if (wallet && typeof wallet === 'object') return <BalanceCardView wallet={wallet} className={className} {...rest} />;
  if (resource.status !== 'loading') return null;
  return <section aria-label="Your balance" aria-busy="true" className={cx('gc-balance-card', className)} data-state="loading" {...rest} />;
}
