/**
 * Picks sample brands of each kind the brand page handles, from the same sample provider the
 * site uses (so no ids are hard-coded), plus the figures the page should show for them.
 */
import type { Brand } from '../../packages/core/src/model/types';
import { createSampleProvider } from '../../packages/sample/src';
import { applyRate, perPound } from '../../packages/core/src/format/money';
import { formatCoins, formatPence } from '../../packages/core/src/format/format';

export interface SampleBrands {
  all: Brand[];
  freeValue: Brand;
  freeValueNoMin: Brand;
  denominations: Brand;
  cashbackOnly: Brand;
  coinsOnly: Brand;
  both: Brand;
  termsUrl: Brand;
  termsCopy: Brand;
  noTerms: Brand;
  onlineOnly: Brand;
  instoreOnly: Brand;
  longDescription: Brand;
  brokenImage: Brand;
  /** Coins (so the coins section shows) and terms copy (so the terms dialog exists). */
  everything: Brand;
}

let cached: Promise<SampleBrands> | undefined;

function pick(brands: Brand[], what: string, test: (brand: Brand) => boolean): Brand {
  const brand = brands.find(test);
  if (!brand) throw new Error(`the sample data has no brand that is ${what}`);
  return brand;
}

const isFree = (b: Brand) => b.digital_denominations.length === 0;
const both = (b: Brand) => b.cashback_perc > 0 && b.coins_per_pound > 0;

export function sampleBrands(): Promise<SampleBrands> {
  cached ??= createSampleProvider({ storage: null })
    .getBrands()
    .then(({ brands }) => ({
      all: brands,
      freeValue: pick(
        brands,
        'free value with both limits, cashback and coins',
        (b) =>
          isFree(b) &&
          both(b) &&
          b.digital_face_value_limits.lower > 1 &&
          b.digital_face_value_limits.upper > 0 &&
          Boolean(b.detail.terms_and_conditions_url),
      ),
      freeValueNoMin: pick(
        brands,
        'free value without a lower limit',
        (b) =>
          isFree(b) &&
          b.digital_face_value_limits.lower === 0 &&
          b.digital_face_value_limits.upper > 0,
      ),
      denominations: pick(
        brands,
        'sold in denominations',
        (b) => b.digital_denominations.length >= 4 && b.cashback_perc > 0,
      ),
      cashbackOnly: pick(
        brands,
        'cashback only',
        (b) => b.cashback_perc > 0 && b.coins_per_pound === 0,
      ),
      coinsOnly: pick(brands, 'coins only', (b) => b.cashback_perc === 0 && b.coins_per_pound > 0),
      both: pick(brands, 'cashback and coins', both),
      termsUrl: pick(brands, 'with a terms URL', (b) => Boolean(b.detail.terms_and_conditions_url)),
      termsCopy: pick(
        brands,
        'with terms copy only',
        (b) => !b.detail.terms_and_conditions_url && Boolean(b.detail.terms_and_conditions_copy),
      ),
      noTerms: pick(
        brands,
        'without terms',
        (b) => !b.detail.terms_and_conditions_url && !b.detail.terms_and_conditions_copy,
      ),
      onlineOnly: pick(
        brands,
        'online only',
        (b) => b.detail.redemption_methods.join() === 'online',
      ),
      instoreOnly: pick(
        brands,
        'instore only',
        (b) => b.detail.redemption_methods.join() === 'instore',
      ),
      longDescription: pick(
        brands,
        'with a description over 150 characters',
        (b) => Array.from(b.detail.description ?? '').length > 150,
      ),
      everything: pick(
        brands,
        'with coins, cashback, terms copy and a long description',
        (b) =>
          both(b) &&
          !b.detail.terms_and_conditions_url &&
          Boolean(b.detail.terms_and_conditions_copy) &&
          Array.from(b.detail.description ?? '').length > 150,
      ),
      brokenImage: pick(brands, 'with a broken gift card image', (b) =>
        /^data:image\/png;base64,.{0,8}$/.test(b.detail.assets.gift_card_url ?? ''),
      ),
    }));
  return cached;
}

/** What `You will receive` should say for `pounds` (a string like `19.99`). */
export function expectedReceive(brand: Brand, pence: number): string[] {
  const lines: string[] = [];
  if (brand.cashback_perc > 0)
    lines.push(`${formatPence(applyRate(pence, brand.cashback_perc))} cashback`);
  if (brand.coins_per_pound > 0)
    lines.push(`${formatCoins(perPound(pence, brand.coins_per_pound))} coins`);
  return lines;
}

/** A limit as the page shows it, with two decimals like all money: `£500.00`, `£12.50`. */
export const limit = (pounds: number): string =>
  `£${pounds.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
