'use client';

import { forwardRef, useId, type HTMLAttributes } from 'react';
import { formatCoins, formatGBP, type Profile, type ReferralInfo } from '@giftcash/core';
import { withParams, cx, useHydrated } from '@giftcash/core/react';
import {
  REFERRAL_TIERS,
  referralSentence,
  shareMessage,
  tierForCompleted,
} from '../logic/referralTiers';
import { Heading, sub, type HeadingLevel } from '../shared/Heading';
import { Medal } from '../medal/Medal';
import { ReferralCode, type ReferralCodeProps } from './ReferralCode';
import { ShareButtons } from './ShareButtons';

/**
 * Props of {@link ReferralsView}: a `<section>`'s attributes (spread on it, which takes the ref),
 * plus the referral fields of the profile, the address shared and the level of the title.
 */
export interface ReferralsViewProps extends HTMLAttributes<HTMLElement> {
  /** Profile fields of the referral programme. */
  profile: Pick<
    Profile,
    | 'referral_code'
    | 'referral_total_signup'
    | 'referral_total_deposit'
    | 'referral_rewards_cash'
    | 'referral_rewards_coins'
  >;
  /**
   * The referral block of the profile call. Accepted so the connected screen can pass it through;
   * the tier shown is computed from completed referrals (spec section 4), not from this name.
   */
  referral?: ReferralInfo | null;
  /** Address shared with the message; the code is added as `?referral_code=`. @default 'https://giftcash.co.uk/app' */
  shareUrl?: string;
  /** Level of the title. @default 1 */
  headingLevel?: HeadingLevel;
  /** Clipboard override for the copy button. */
  copy?: ReferralCodeProps['copy'];
}

/** The note of the spec about what invited friends get. */
export const REFERRED_FRIEND_NOTE =
  'Each invited friend will get 10M Coins the first time they redeem £10+ in cashback buying more gift cards.';

/**
 * Sharing the code: the system share sheet where the browser has one (phones), and the spec's nine
 * networks one press away under a disclosure, so they do not push the page down as nine pills.
 */
function ReferralShare({ url, text }: { url: string; text: string }) {
  // Known only in the browser: the server and a hydrating render show the disclosure alone.
  const canShare = useHydrated() && typeof navigator.share === 'function';
  const share = () => {
    // Closing the sheet rejects with AbortError: nothing to tell the person.
    navigator.share({ text, url }).catch(() => undefined);
  };
  return (
    <div className="gc-referrals-share">
      {canShare ? (
        <button type="button" className="gc-button" data-variant="secondary" onClick={share}>
          Share your code
        </button>
      ) : null}
      <details className="gc-referrals-share-more">
        <summary>{canShare ? 'More ways to share' : 'Share on social media or by email'}</summary>
        <ShareButtons url={url} text={text} aria-label="Share your referral code" />
      </details>
    </div>
  );
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * My Referrals: the sentence of progress, then the code with Copy and Share (on the first screen
 * of a phone), the current level, the totals and the tier grid.
 */
export const ReferralsView = forwardRef<HTMLElement, ReferralsViewProps>(function ReferralsView(
  {
    profile,
    shareUrl = 'https://giftcash.co.uk/app',
    headingLevel = 1,
    copy,
    className,
    referral: _referral,
    ...rest
  },
  ref,
) {
  const id = useId();
  const progress = tierForCompleted(profile.referral_total_deposit);
  const { tier, next, completed } = progress;
  const code =
    typeof profile.referral_code === 'string' && profile.referral_code.trim()
      ? profile.referral_code.trim()
      : undefined;
  const level2 = sub(headingLevel);
  const level3 = sub(headingLevel, 2);
  // The bar runs from 0 to the next tier's threshold (at Platinum, full).
  const max = next ? next.min : tier.min;
  const percent = Math.min(100, Math.round((completed / Math.max(1, max)) * 100));
  return (
    <section
      ref={ref}
      className={cx('gc-screen gc-account-screen gc-referrals', className)}
      data-tier={tier.id}
      {...rest}
    >
      <Heading level={headingLevel} className="gc-screen-title gc-account-title">
        My Referrals
      </Heading>
      <p className="gc-referrals-sentence">{referralSentence(progress)}</p>

      {/* The code leads: it is what a person comes here for (the tiers are reference, below). */}
      <section className="gc-account-card gc-referrals-invite" aria-labelledby={`${id}-share`}>
        <Heading level={level2} className="gc-account-subtitle" id={`${id}-share`}>
          Invite friends
        </Heading>
        <ReferralCode code={code} {...(copy ? { copy } : {})} />
        {code ? (
          <ReferralShare
            url={withParams(shareUrl, { referral_code: code })}
            text={shareMessage(code)}
          />
        ) : null}
        <p className="gc-referrals-note">{REFERRED_FRIEND_NOTE}</p>
      </section>

      <section className="gc-account-card gc-referrals-level" aria-labelledby={`${id}-level`}>
        <Medal tier={tier.id} size={64} decorative />
        <div className="gc-referrals-level-body">
          <Heading level={level2} className="gc-account-subtitle" id={`${id}-level`}>
            {`Current level: ${tier.name}`}
          </Heading>
          <div
            className="gc-referrals-progress"
            role="progressbar"
            aria-label={next ? `Progress to ${next.name}` : 'Referral tier progress'}
            aria-valuemin={0}
            aria-valuemax={max}
            aria-valuenow={Math.min(completed, max)}
            aria-valuetext={
              next
                ? `${completed} of ${max} completed referrals for ${next.name}`
                : `${completed} completed referrals: highest tier reached`
            }
          >
            <span className="gc-referrals-progress-fill" style={{ width: `${percent}%` }} />
          </div>
          <p className="gc-referrals-progress-text">
            {next
              ? `${completed} of ${max} completed referrals for ${next.name}`
              : 'Platinum: the highest tier'}
          </p>
        </div>
      </section>

      <section className="gc-account-card" aria-labelledby={`${id}-totals`}>
        <Heading level={level2} className="gc-account-subtitle" id={`${id}-totals`}>
          Your referral totals
        </Heading>
        <dl className="gc-referrals-totals">
          {(
            [
              ['Sign ups', formatCoins(num(profile.referral_total_signup))],
              ['Referrals completed', formatCoins(completed)],
              ['Cashback earned', formatGBP(num(profile.referral_rewards_cash))],
              // Exact, as coins credited to a person are; the label names the unit.
              ['Coins earned', formatCoins(num(profile.referral_rewards_coins))],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby={`${id}-tiers`}>
        <Heading level={level2} className="gc-account-subtitle" id={`${id}-tiers`}>
          Referral tiers
        </Heading>
        <ul className="gc-referrals-tiers">
          {REFERRAL_TIERS.map((entry) => (
            <li
              key={entry.id}
              className="gc-referrals-tier"
              data-state={entry.id === tier.id ? 'current' : 'other'}
            >
              <div className="gc-referrals-tier-head">
                <Medal tier={entry.id} size={40} decorative />
                <div>
                  <Heading level={level3} className="gc-referrals-tier-name">
                    {entry.name}
                  </Heading>
                  {entry.id === tier.id ? (
                    <p className="gc-badge gc-referrals-tier-current">Your level</p>
                  ) : null}
                  <p className="gc-referrals-tier-range">{entry.range}</p>
                </div>
              </div>
              <ul className="gc-referrals-benefits">
                {entry.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
});
