import { forwardRef, type HTMLAttributes } from 'react';
import { formatCoins, formatPence, type FaceValueLimits } from '@giftcash/core';
import { cx } from '@giftcash/core/react';
import { estimateRewards, type RewardRates } from './estimate';

/**
 * Props of {@link RewardEstimate}: a `<div>`'s attributes (spread on the root, which takes the
 * ref), plus the value typed, the brand's rates and its limits.
 */
export interface RewardEstimateProps extends HTMLAttributes<HTMLDivElement> {
  /** The value text in pounds. */
  value: string;
  /** The brand's rates. */
  rates: RewardRates;
  /** The brand's face value limits: an amount outside them (each limit counts when above 0) gets no estimate. */
  limits?: FaceValueLimits;
}

/** `You will receive`: the cashback and / or coins for the value; nothing while the value does not parse or is outside the limits. */
export const RewardEstimate = forwardRef<HTMLDivElement, RewardEstimateProps>(
  function RewardEstimate({ value, rates, limits, className, ...rest }, ref) {
    const estimate = estimateRewards(value, rates, limits);
    return (
      <div ref={ref} className={cx('gc-brand-estimate', className)} aria-live="polite" {...rest}>
        {estimate ? (
          <>
            <p className="gc-brand-estimate-title">You will receive</p>
            <ul className="gc-brand-estimate-list">
              {estimate.cashbackPence !== null ? (
                <li data-kind="cashback">
                  <strong>{formatPence(estimate.cashbackPence)}</strong> cashback
                </li>
              ) : null}
              {estimate.coins !== null ? (
                <li data-kind="coins">
                  <strong>{formatCoins(estimate.coins)}</strong> coins
                </li>
              ) : null}
            </ul>
          </>
        ) : null}
      </div>
    );
  },
);
