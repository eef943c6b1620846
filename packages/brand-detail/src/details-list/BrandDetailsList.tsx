'use client';

import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { OUTBOUND_REL, safeHttpUrl, type Brand } from '@giftcash/core';
import { useControllableState, cx } from '@giftcash/core/react';
import { formatLimit } from '../value-entry/valueRules';
import { LazyTerms } from '../dialogs/lazyDialogs';

/**
 * Props of {@link BrandDetailsList}: a `<dl>`'s attributes (spread on the list, which takes the
 * ref), plus the brand and whether its Terms and Conditions dialog is open (`termsOpen` /
 * `defaultTermsOpen` / `onTermsOpenChange`).
 */
export interface BrandDetailsListProps extends HTMLAttributes<HTMLDListElement> {
  /** The brand whose details are listed (all text from it is rendered as text). */
  brand: Brand;
  /** Whether the Terms and Conditions dialog is open (controlled). */
  termsOpen?: boolean;
  /** Whether the terms dialog starts open (uncontrolled). @default false */
  defaultTermsOpen?: boolean;
  /** Called when the terms dialog asks to open or close. */
  onTermsOpenChange?: (open: boolean) => void;
}

const METHOD_LABELS = { online: 'Online', instore: 'Instore' } as const;

/** Where the card can be spent, e.g. `Online & Instore`, or `''`. */
export const spendMethods = (brand: Brand): string =>
  (brand.detail?.redemption_methods ?? [])
    .map((method) => METHOD_LABELS[method])
    .filter(Boolean)
    .join(' & ');

const present = (text: string | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/**
 * A link that opens in a new tab, and says so to screen readers. Its content is one element, so a
 * host page that lays the link out as a flex box (a webview's 44 px touch target) keeps the spaces
 * between its words: each text run of a flex box would be an item of its own, trimmed.
 */
const outbound = (href: string, text: ReactNode) => (
  <a className="gc-brand-link" href={href} target="_blank" rel={OUTBOUND_REL}>
    <span className="gc-brand-link-text">
      {text}
      <span className="gc-visually-hidden"> (opens in a new tab)</span>
    </span>
  </a>
);

/** `Visit the Paper & Ribbon website`; a name that starts with "The" brings its own article (`Visit The Copper Kettle website`). */
const websiteLinkText = (name: string): { before: string; after: string } => ({
  before: /^the\s/i.test(name.trim()) ? 'Visit ' : 'Visit the ',
  after: ' website',
});

/**
 * The details list, each row only when present: website (new tab, `http(s)` only), online and
 * instore restrictions, `You can spend it`, Brand Terms with View Terms (a terms URL opens in a
 * new tab, else the terms copy opens a dialog), expiry, denominations and `Important Info`.
 */
export const BrandDetailsList = forwardRef<HTMLDListElement, BrandDetailsListProps>(
  function BrandDetailsList(
    {
      brand,
      termsOpen: termsOpenProp,
      defaultTermsOpen = false,
      onTermsOpenChange,
      className,
      ...rest
    },
    ref,
  ) {
    const [termsOpen, setTermsOpen] = useControllableState({
      value: termsOpenProp,
      defaultValue: defaultTermsOpen,
      onChange: onTermsOpenChange,
      name: 'BrandDetailsList',
    });
    const detail = brand.detail ?? { assets: {}, redemption_methods: [] };
    const website = safeHttpUrl(detail.website_url);
    const termsUrl = safeHttpUrl(detail.terms_and_conditions_url);
    const termsCopy = present(detail.terms_and_conditions_copy)
      ? detail.terms_and_conditions_copy
      : undefined;
    const methods = spendMethods(brand);
    const denominations = (brand.digital_denominations ?? []).map(formatLimit).join(', ');

    const rows: { key: string; term: string; value: ReactNode }[] = [];
    if (website) {
      const words = websiteLinkText(brand.name);
      rows.push({
        key: 'website',
        term: 'Website',
        value: outbound(
          website,
          <>
            {words.before}
            <bdi>{brand.name}</bdi>
            {words.after}
          </>,
        ),
      });
    }
    if (present(detail.online_order_restrictions))
      rows.push({
        key: 'online',
        term: 'Online order restrictions',
        value: detail.online_order_restrictions,
      });
    if (present(detail.instore_order_restrictions))
      rows.push({
        key: 'instore',
        term: 'Instore order restrictions',
        value: detail.instore_order_restrictions,
      });
    if (methods) rows.push({ key: 'methods', term: 'You can spend it', value: methods });
    if (termsUrl) {
      rows.push({
        key: 'terms',
        term: 'Brand Terms',
        value: outbound(termsUrl, 'View Terms'),
      });
    } else if (termsCopy) {
      const trigger = (
        <button
          type="button"
          className="gc-brand-link-button"
          onClick={() => setTermsOpen(true)}
          aria-haspopup="dialog"
        >
          View Terms
        </button>
      );
      rows.push({
        key: 'terms',
        term: 'Brand Terms',
        value: (
          <LazyTerms
            trigger={trigger}
            open={termsOpen}
            onOpenChange={setTermsOpen}
            brandName={brand.name}
            copy={termsCopy}
          />
        ),
      });
    }
    if (present(detail.expiry))
      rows.push({ key: 'expiry', term: 'Gift card expiry', value: detail.expiry });
    if (denominations)
      rows.push({ key: 'denominations', term: 'Available denominations', value: denominations });
    if (present(brand.notes))
      rows.push({ key: 'notes', term: 'Important Info', value: brand.notes });

    if (rows.length === 0) return null;
    return (
      <dl ref={ref} className={cx('gc-brand-details', className)} {...rest}>
        {rows.map((row) => (
          <div key={row.key} className="gc-brand-details-row" data-row={row.key}>
            <dt className="gc-brand-details-term">{row.term}</dt>
            <dd className="gc-brand-details-value">{row.value}</dd>
          </div>
        ))}
      </dl>
    );
  },
);
