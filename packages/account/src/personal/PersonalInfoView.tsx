import { forwardRef, type HTMLAttributes } from 'react';
import { formatDateLong, type Profile } from '@giftcash/core';
import { AppDownloadDialog, cx } from '@giftcash/core/react';
import { FieldList, orNotAvailable } from '../shared/FieldList';
import { Heading, sub, type HeadingLevel } from '../shared/Heading';
import { ProfileIcon } from '../shared/icons';
import { PhoneValue, formatBirthdate } from '../profile/ProfileView';

/**
 * Props of {@link PersonalInfoView}: a `<section>`'s attributes (spread on it, which takes the
 * ref), plus the profile and the level of its title.
 */
export interface PersonalInfoViewProps extends HTMLAttributes<HTMLElement> {
  /** The customer's profile (`profile_checked` decides verified or not). */
  profile: Profile;
  /** Level of the title. @default 1 */
  headingLevel?: HeadingLevel;
}

/** The three benefits of verification (spec section 2). */
export const VERIFICATION_BENEFITS = [
  'Priority customer support',
  'Higher gift card purchase limits',
  '1M Reward Coins',
] as const;

/** A long en-GB date for a timestamp; empty for missing or zero (never 1 January 1970). */
const dateOf = (value: unknown) =>
  (typeof value === 'number' && value > 0) || (typeof value === 'string' && value.trim())
    ? formatDateLong(value as number | string)
    : '';

/**
 * Personal Information: verified or unverified state (unverified with its next step, Send Proof of
 * ID, which leads to the app's support chat), then every personal field.
 */
export const PersonalInfoView = forwardRef<HTMLElement, PersonalInfoViewProps>(
  function PersonalInfoView({ profile, headingLevel = 1, className, ...rest }, ref) {
    const verified = profile.profile_checked === true;
    const verifiedOn = dateOf(profile.profile_checked_at);
    const phoneVerifiedOn = profile.phone_number_verified
      ? dateOf(profile.phone_number_verified_at)
      : '';
    return (
      <section
        ref={ref}
        className={cx('gc-screen gc-account-screen gc-personal', className)}
        data-state={verified ? 'verified' : 'unverified'}
        {...rest}
      >
        <Heading level={headingLevel} className="gc-screen-title gc-account-title">
          Personal Information
        </Heading>
        <div className="gc-personal-status gc-account-card" aria-live="polite">
          <ProfileIcon verified={verified} />
          {verified ? (
            <div>
              <p className="gc-personal-status-title">Your profile has been verified</p>
              {verifiedOn ? (
                <p className="gc-personal-status-text">{`Verified on ${verifiedOn}`}</p>
              ) : null}
            </div>
          ) : (
            <div>
              <p className="gc-personal-status-title">Your profile is not verified yet</p>
              <p className="gc-personal-status-text">
                Send a Proof of ID to our support team to verify your profile. Verified profiles
                get:
              </p>
              <ul className="gc-personal-benefits">
                {VERIFICATION_BENEFITS.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
              {/* The next step, not only the request: the support team is reached from the app. */}
              <AppDownloadDialog
                trigger={
                  <button type="button" className="gc-button gc-personal-verify">
                    Send Proof of ID
                  </button>
                }
                title="Send your Proof of ID in the app"
                description="Send it to our support team from the support chat in the GiftCash app."
                params={{ screen: 'verify' }}
              />
            </div>
          )}
        </div>
        <div className="gc-account-card">
          <Heading level={sub(headingLevel)} className="gc-account-subtitle gc-visually-hidden">
            Your details
          </Heading>
          <FieldList
            fields={[
              { label: 'First name', value: orNotAvailable(profile.first_name) },
              { label: 'Surname', value: orNotAvailable(profile.surname) },
              { label: 'Birth date', value: formatBirthdate(profile.birthdate) },
              { label: 'Email', value: orNotAvailable(profile.email) },
              {
                label: 'Phone',
                value: (
                  <>
                    <PhoneValue profile={profile} />
                    {phoneVerifiedOn ? (
                      <span className="gc-personal-muted">{`Verified on ${phoneVerifiedOn}`}</span>
                    ) : null}
                  </>
                ),
              },
              { label: 'Address', value: orNotAvailable(profile.address) },
              { label: 'Street', value: orNotAvailable(profile.street) },
              { label: 'Town', value: orNotAvailable(profile.posttown) },
              { label: 'County', value: orNotAvailable(profile.county) },
              { label: 'Postcode', value: orNotAvailable(profile.postcode) },
              {
                label: 'Referral code used at sign-up',
                value:
                  typeof profile.invitation_code === 'string' && profile.invitation_code.trim()
                    ? profile.invitation_code
                    : 'None',
              },
            ]}
          />
        </div>
      </section>
    );
  },
);
