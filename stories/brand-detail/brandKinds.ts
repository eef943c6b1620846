import type { Brand } from '@giftcash/core';
import { buildBrands } from '@giftcash/sample';

/** One sample brand of each kind the brand page handles (picked from the sample data, not hard-coded). */
const brands = buildBrands();
const find = (what: string, test: (brand: Brand) => boolean): Brand => {
  const brand = brands.find(test);
  if (!brand) throw new Error(`no sample brand ${what}`);
  return brand;
};
const both = (b: Brand) => b.cashback_perc > 0 && b.coins_per_pound > 0;

export const kinds = {
  denominations: find('with denominations', (b) => b.digital_denominations.length > 0 && both(b)),
  freeValue: find(
    'with a free value',
    (b) => b.digital_denominations.length === 0 && both(b) && b.digital_face_value_limits.lower > 0,
  ),
  cashbackOnly: find('cashback only', (b) => b.coins_per_pound === 0),
  coinsOnly: find('coins only', (b) => b.cashback_perc === 0),
  termsCopy: find(
    'with terms copy',
    (b) => !b.detail.terms_and_conditions_url && Boolean(b.detail.terms_and_conditions_copy),
  ),
  noTerms: find(
    'without terms',
    (b) => !b.detail.terms_and_conditions_url && !b.detail.terms_and_conditions_copy,
  ),
  brokenImage: find('with a broken image', (b) =>
    /^data:image\/png;base64,.{0,8}$/.test(b.detail.assets.gift_card_url ?? ''),
  ),
};

const CALL = 'window.alert(1)';
/** Copy full of markup and `javascript:` links: the page shows it as text. */
export const hostileBrand: Brand = {
  ...kinds.termsCopy,
  id: 'hostile-copy',
  name: `<img src=x onerror="${CALL}">Evil`,
  notes: `<script>${CALL}</script>`,
  detail: {
    ...kinds.termsCopy.detail,
    description: `<b onmouseover="${CALL}">Bold?</b> <script>${CALL}</script>`,
    website_url: `javascript:${CALL}`,
    terms_and_conditions_url: `javascript:${CALL}`,
    terms_and_conditions_copy: `<a href="javascript:${CALL}">terms</a>`,
  },
};
