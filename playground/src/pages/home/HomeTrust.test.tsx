import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GiftcashProvider } from '@giftcash/core/react';
import { buildReviews, createSampleProvider } from '@giftcash/sample';
import { HomeTrust, HomeTrustSection } from './HomeTrust';

const reviews = buildReviews({ now: Date.UTC(2026, 10, 22, 12) });

describe('HomeTrust', () => {
  it('says how paying, cashback, delivery, refunds and checks work, with the review rating and the terms', () => {
    render(<HomeTrust reviews={reviews} />);
    const section = screen.getByRole('region', { name: 'Shop with confidence' });
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Cashback the moment you pay',
      'Ways to pay you know',
      'Your card by email',
      'Refunds and complaints',
      'Checks that protect you',
      'Rated 4.8 out of 5',
    ]);
    // The spec's figures, word for word.
    expect(section).toHaveTextContent(
      'from £1.00, or cash out to your bank from £10.00 for a £0.30 fee',
    );
    expect(section).toHaveTextContent(
      'Pay by open banking, Apple Pay, Google Pay or your GiftCash balance.',
    );
    expect(section).toHaveTextContent('emailed within 2 hours of payment');
    expect(section).toHaveTextContent(
      'up to 10 business days, with a 2% fee. Complaints are answered within 15 business days.',
    );
    expect(section).toHaveTextContent('By shoppers, from 12,486 reviews.');
    // No regulator or claim the spec does not make.
    expect(section).not.toHaveTextContent(
      /FCA|Financial Conduct|regulated|guarantee|Trustpilot|encrypt/i,
    );
    expect(within(section).getByRole('link', { name: 'Gift Card Terms' })).toHaveAttribute(
      'href',
      '/gift-card-terms',
    );
    expect(within(section).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(
      within(section).getByRole('link', { name: 'Privacy and Cookie Policy' }),
    ).toHaveAttribute('href', '/privacy-cookie-policy');
    // The icons are decorative.
    for (const icon of section.querySelectorAll('svg'))
      expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves the rating out while there are no reviews, or none could be read', () => {
    for (const value of [undefined, null, { rating: 0, count: 0, items: [] }]) {
      const { unmount } = render(<HomeTrust reviews={value} />);
      expect(screen.getAllByRole('listitem')).toHaveLength(5);
      expect(screen.queryByText(/out of 5/)).toBeNull();
      unmount();
    }
  });

  it('is prerendered with the rating from the page’s initial data', () => {
    const html = renderToString(
      <GiftcashProvider
        provider={createSampleProvider({ storage: null })}
        initialData={{ reviews }}
      >
        <HomeTrustSection />
      </GiftcashProvider>,
    );
    expect(html).toContain('Rated 4.8 out of 5');
    expect(html).toContain('Shop with confidence');
  });
});
