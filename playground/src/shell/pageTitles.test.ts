import { describe, expect, it } from 'vitest';
import { titleFor } from './pageTitles';

describe('titleFor', () => {
  it('names every page of the site shell, alternates included', () => {
    expect(titleFor('/terms-of-service')).toBe('Terms & Conditions – GiftCash');
    expect(titleFor('/terms-and-conditions')).toBe('Terms & Conditions – GiftCash');
    expect(titleFor('/gift-cards-terms')).toBe('Gift Card Terms – GiftCash');
    expect(titleFor('/private-and-cookie-policy')).toBe('Privacy and Cookie Policy – GiftCash');
    expect(titleFor('/help-and-support')).toBe('Help and Support – GiftCash');
    expect(titleFor('/contact')).toBe('Contact Us – GiftCash');
  });

  it('puts the claim on the home page and handles trailing slashes and nested paths', () => {
    expect(titleFor('/')).toBe('GiftCash – Instant cashback on UK gift cards');
    expect(titleFor('/games/')).toBe('Games – GiftCash');
    expect(titleFor('/brand/tesco')).toBe('Gift Card – GiftCash');
    expect(titleFor('/account/unknown')).toBe('My Account – GiftCash');
    expect(titleFor('/nowhere')).toBe('GiftCash');
  });
});
