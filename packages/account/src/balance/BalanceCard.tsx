'use client';

import type { ProfileResponse } from '@giftcash/core';
import { useResource } from '@giftcash/core/react';
import { BalanceCardView, type BalanceCardViewProps } from './BalanceCardView';

const LOADING_WALLET = { win_cash: 0, coins: 0 };

/**
 * Props of {@link BalanceCard}: the view's props without `wallet`, which the card reads from the
 * profile call through `GiftcashProvider`.
 */
export type BalanceCardProps = Omit<BalanceCardViewProps, 'wallet'>;

/**
 * {@link BalanceCardView} from the profile call (shared with the screen under it: one request).
 * While it loads the card keeps its place and size (no layout shift); without a wallet it shows nothing and
 * the screen below says what went wrong.
 */
export function BalanceCard({ className, ...rest }: BalanceCardProps) {
  const resource = useResource<ProfileResponse>((provider, signal) =>
    provider.getProfile({ signal }),
  );
  const wallet = resource.data?.wallet;
  if (wallet && typeof wallet === 'object')
    return <BalanceCardView wallet={wallet} className={className} {...rest} />;
  if (resource.status !== 'loading') return null;
  // While it loads, the card is laid out with zeros but not shown: it takes exactly the room the
  // loaded card will, so nothing under it moves when the balances arrive.
  return (
    <BalanceCardView
      wallet={LOADING_WALLET}
      aria-busy="true"
      className={className}
      data-state="loading"
      {...rest}
    />
  );
}
