import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { formatCoins, formatDateLong, formatGBP, type Profile, type Wallet } from '@giftcash/core';
import { cx } from '@giftcash/core/react';
import { FieldList, orNotAvailable } from '../shared/FieldList';
import { Heading, sub, type HeadingLevel } from '../shared/Heading';
import { TickIcon } from '../shared/icons';
import { Medal } from '../medal/Medal';
import { medalForLevel, tierById } from '../logic/referralTiers';
import { formatUkPhone } from '../logic/phone';

/**
 * Props of {@link ProfileView}: a `<section>`'s attributes (spread on it, which takes the ref),
 * plus the profile, the balances, the level of the title and whether the sections start open.
 */
export interface ProfileViewProps extends HTMLAttributes<HTMLElement> {
  /** The signed-in customer's profile. */
  profile: Profile;
  /** Balances; `null` shows `No balance information found.` in the Balances section. */
  wallet: Wallet | null;
  /** Level of the page title (sections use the next level). @default 1 */
  headingLevel?: HeadingLevel;
  /** Whether the sections start expanded. @default true */
  defaultOpen?: boolean;
}

/** The birth date in long en-GB form (`4 March 1991`), or `Not available`. */
export function formatBirthdate(birthdate: unknown): string {
  if (typeof birthdate !== 'string' || !birthdate.trim()) return 'Not available';
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(birthdate.trim())
    ? `${birthdate.trim()}T12:00:00Z`
    : birthdate;
  return formatDateLong(iso) || 'Not available';
}

/** The phone number, grouped UK style (`+44 7700 900123`), with a verified tick when it is verified. */
export function PhoneValue({
  profile,
}: {
  profile: Pick<Profile, 'phone_number' | 'phone_number_verified'>;
}) {
  const phone =
    typeof profile.phone_number === 'string' && profile.phone_number.trim()
      ? formatUkPhone(profile.phone_number)
      : orNotAvailable(profile.phone_number);
  return (
    <>
      <span>{phone}</span>
      {profile.phone_number && profile.phone_number_verified ? (
        <span className="gc-account-verified">
          <TickIcon />
          <span>Verified</span>
        </span>
      ) : null}
    </>
  );
}

const count = (value: unknown) => formatCoins(typeof value === 'number' ? value : 0);
// A person's coins are exact (core's coin rule), never rounded to K or M; the labels name the unit.
const coins = (value: unknown) => formatCoins(typeof value === 'number' ? value : 0);
const money = (value: unknown) => formatGBP(typeof value === 'number' ? value : 0);

function Section({
  title,
  level,
  open,
  children,
}: {
  title: string;
  level: HeadingLevel;
  open: boolean;
  children: ReactNode;
}) {
  return (
    <details className="gc-account-section" open={open}>
      <summary className="gc-account-section-summary">
        <Heading level={level}>{title}</Heading>
      </summary>
      <div className="gc-account-section-body">{children}</div>
    </details>
  );
}

/**
 * The /profile page: collapsible read-only sections for balances, referral level, gift card
 * purchases and personal information (money first; the address is the least looked-at part).
 */
export const ProfileView = forwardRef<HTMLElement, ProfileViewProps>(function ProfileView(
  { profile, wallet, headingLevel = 1, defaultOpen = true, className, ...rest },
  ref,
) {
  const level = sub(headingLevel);
  const medal = medalForLevel(profile.referral_level);
  return (
    <section
      ref={ref}
      className={cx('gc-screen gc-account-screen gc-profile', className)}
      {...rest}
    >
      <Heading level={headingLevel} className="gc-screen-title gc-account-title">
        My Profile
      </Heading>
      <Section title="Balances" level={level} open={defaultOpen}>
        {wallet ? (
          <FieldList
            fields={[
              { label: 'Coins balance', value: coins(wallet.coins) },
              { label: 'Cashback balance', value: money(wallet.win_cash) },
            ]}
          />
        ) : (
          <p>No balance information found.</p>
        )}
      </Section>
      <Section title="Referral Level" level={level} open={defaultOpen}>
        <div className="gc-profile-medal">
          <Medal tier={medal} size={56} />
        </div>
        <FieldList
          fields={[
            { label: 'Level', value: tierById(medal).name },
            { label: 'Referral code', value: orNotAvailable(profile.referral_code) },
            { label: 'Total sign ups', value: count(profile.referral_total_signup) },
            { label: 'Coins earned', value: coins(profile.referral_rewards_coins) },
            { label: 'Cash rewards earned', value: money(profile.referral_rewards_cash) },
          ]}
        />
      </Section>
      <Section title="Gift Card Purchases" level={level} open={defaultOpen}>
        <FieldList
          fields={[
            { label: 'Total gift cards', value: count(profile.total_gift_card) },
            { label: 'Total amount spent', value: money(profile.total_gift_card_amount) },
            { label: 'Total cashback earned', value: money(profile.total_gift_card_cashback) },
          ]}
        />
      </Section>
      <Section title="Personal Information" level={level} open={defaultOpen}>
        <FieldList
          fields={[
            { label: 'First name', value: orNotAvailable(profile.first_name) },
            { label: 'Surname', value: orNotAvailable(profile.surname) },
            { label: 'Date of birth', value: formatBirthdate(profile.birthdate) },
            { label: 'Email', value: orNotAvailable(profile.email) },
            { label: 'Phone number', value: <PhoneValue profile={profile} /> },
            { label: 'Address', value: orNotAvailable(profile.address) },
            { label: 'Street', value: orNotAvailable(profile.street) },
            { label: 'Town', value: orNotAvailable(profile.posttown) },
            { label: 'County', value: orNotAvailable(profile.county) },
            { label: 'Postcode', value: orNotAvailable(profile.postcode) },
          ]}
        />
      </Section>
    </section>
  );
});
