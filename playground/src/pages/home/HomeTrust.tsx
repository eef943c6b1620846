import type { ReactNode } from 'react';
import { formatCoins, type ReviewsResponse } from '@giftcash/core';
import { Link, useResource } from '@giftcash/core/react';
import { ratingText } from './reviewRating';

/*
 * Every claim here is one the storefront spec and the site's own terms make (cashback paid on
 * purchase, redeemable from £1.00, bank cash out from £10.00 with a £0.30 fee; open banking,
 * Apple Pay, Google Pay or the GiftCash balance; email within 2 hours; refunds of unused cards via
 * the issuer within 10 business days for a 2% fee; complaints answered within 15 business days;
 * age, identity and residence checks; personal data not sold; balances are not bank accounts).
 * The rating is the review source's, read through the data provider. Add nothing the spec and
 * the terms do not say: no regulator, no guarantee, no figure of our own.
 */

/** Line icons (24 × 24, the text colour), decorative: each card's heading says it all. */
const ICONS = {
  cashback: (
    <path d="M12 3v18M16.5 7.5c-.8-1.2-2.4-2-4.5-2-2.5 0-4 1.3-4 3s1.5 2.6 4 3 4 1.4 4 3.2S14.5 18.5 12 18.5c-2.2 0-3.8-.9-4.6-2.2" />
  ),
  pay: (
    <>
      <rect x="3" y="6" width="18" height="13" rx="2.5" />
      <path d="M3 10.5h18M7 15h4" />
    </>
  ),
  delivery: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2.5" />
      <path d="m3.8 7 8.2 6 8.2-6" />
    </>
  ),
  refund: (
    <>
      <path d="M4 12a8 8 0 1 0 2.4-5.7" />
      <path d="M4 4v4.5h4.5" />
      <path d="M12 8.5V12l2.5 2" />
    </>
  ),
  checks: (
    <>
      <path d="M12 3 5 6v5.5c0 4.3 3 8 7 9.5 4-1.5 7-5.2 7-9.5V6z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </>
  ),
  rating: <path d="m12 3.5 2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8z" />,
} as const;

function TrustItem({
  icon,
  title,
  children,
}: {
  icon: keyof typeof ICONS;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="home-trust-item" data-icon={icon}>
      <svg
        className="home-trust-icon"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        {ICONS[icon]}
      </svg>
      <h3>{title}</h3>
      <p>{children}</p>
    </li>
  );
}

export interface HomeTrustProps {
  /** The reviews summary: its average and count make the rating card; without reviews the card is left out. */
  reviews: ReviewsResponse | null | undefined;
}

/**
 * The home page's "why trust us" section (controlled): how paying, cashback, delivery, refunds and
 * complaints work and are protected, the checks that keep accounts safe, and the review rating,
 * with the terms that say it in full. Static markup and CSS only: no state, no effects.
 */
export function HomeTrust({ reviews }: HomeTrustProps) {
  const rated = reviews && reviews.count > 0 ? reviews : null;
  return (
    <section className="home-section home-trust" aria-labelledby="home-trust-title">
      <h2 id="home-trust-title">Shop with confidence</h2>
      <ul className="home-trust-list">
        <TrustItem icon="cashback" title="Cashback the moment you pay">
          Cashback lands in your balance as soon as the purchase completes. Spend it on more gift
          cards from £1.00, or cash out to your bank from £10.00 for a £0.30 fee.
        </TrustItem>
        <TrustItem icon="pay" title="Ways to pay you know">
          Pay by open banking, Apple Pay, Google Pay or your GiftCash balance. Purchases are made in
          the GiftCash app: nothing is charged on this website.
        </TrustItem>
        <TrustItem icon="delivery" title="Your card by email">
          Your gift card is normally emailed within 2 hours of payment and kept in the Gift Cards
          Wallet of your account.
        </TrustItem>
        <TrustItem icon="refund" title="Refunds and complaints">
          If an unused card can be refunded, we contact the issuer for you: up to 10 business days,
          with a 2% fee. Complaints are answered within 15 business days.
        </TrustItem>
        <TrustItem icon="checks" title="Checks that protect you">
          GiftCash is for adults 18 or older in the UK. We check age, identity and residence to
          prevent fraud, and we do not sell your personal data.
        </TrustItem>
        {rated ? (
          <TrustItem icon="rating" title={`Rated ${ratingText(rated.rating)} out of 5`}>
            {`By shoppers, from ${formatCoins(rated.count)} ${rated.count === 1 ? 'review' : 'reviews'}.`}
          </TrustItem>
        ) : null}
      </ul>
      <p className="home-trust-terms">
        GiftCash balances are not bank accounts and do not earn interest. Read the{' '}
        <Link href="/gift-card-terms">Gift Card Terms</Link>, the{' '}
        <Link href="/terms-of-service">Terms & Conditions</Link> and our{' '}
        <Link href="/privacy-cookie-policy">Privacy and Cookie Policy</Link>.
      </p>
    </section>
  );
}

/**
 * The trust section, connected: the rating comes from the same reviews read as the hero's review
 * widget (`reviews` in the page's initial data, so it is prerendered). A failed read leaves the
 * rating card out (logged by the widget, never shown as an error here).
 */
export function HomeTrustSection() {
  const reviews = useResource(
    (provider, signal) => provider.getReviews?.({ signal }) ?? Promise.resolve(null),
    [],
    { initialData: 'reviews' },
  );
  const failed = reviews.status === 'error';
  return <HomeTrust reviews={failed ? null : reviews.data} />;
}
