import {
  KNOWN_CATEGORY_SLUGS,
  type Brand,
  type BrandDetail,
  type BrandsResponse,
  type KnownCategorySlug,
  type RedemptionMethod,
} from '@giftcash/core';
import { BRAND_COPY } from './brandCopy';
import { BRAND_NAMES, NAME_SUFFIXES, PET_BRANDS } from './brandNames';
import {
  BROKEN_IMAGE_URL,
  artAddress,
  brandLogoSvg,
  giftCardSvg,
  planBrandArt,
  type BrandArt,
  type SampleArtAddress,
} from './artwork';
import { createRandom, DEFAULT_SEED, type Random } from './random';

/** The unknown category slug some sample brands carry (it has no icon of its own). */
export const EXTRA_CATEGORY_SLUG = 'pets';

/** Options of {@link buildBrands}. */
export interface BuildBrandsOptions {
  /** How many brands. Beyond the 168 invented names, names get a suffix. @default 168 */
  count?: number;
  /** Seed of the data: the same seed gives the same data. @default DEFAULT_SEED */
  seed?: number;
  /**
   * Where the brands' art is served, when not drawn in the data: given each gift card
   * (`brands/<id>.card`, 317 × 200) and logo (`brands/<id>.logo`, 96 × 96), return its address,
   * or `undefined` to keep the drawn SVG data URI. A site that serves the art as files (drawn
   * at build time, e.g. in its web font) passes this, and the brands no longer carry about 2 KB
   * of art each. The two brands with a deliberately broken image keep it.
   */
  art?: SampleArtAddress;
}

/** The brand colours of the sample. */
export const BRAND_COLOURS = [
  '#c0392b',
  '#1e6f5c',
  '#2c3e8f',
  '#8e44ad',
  '#d35400',
  '#16a085',
  '#f4c542',
  '#2d3436',
  '#e84393',
  '#0984e3',
  '#6c5ce7',
  '#00897b',
  '#b71c1c',
  '#ff7043',
  '#5d4037',
  '#43a047',
  '#1565c0',
  '#ad1457',
  '#fdcb6e',
  '#37474f',
  '#7cb342',
  '#00acc1',
  '#ef6c00',
  '#4a148c',
] as const;

/** Cashback rates in basis points: 200 = 2%, 2000 = 20%. */
const CASHBACK_BASIS_POINTS = [
  200, 300, 350, 400, 500, 600, 700, 750, 800, 1000, 1200, 1250, 1500, 2000,
] as const;
const COINS_PER_POUND = [250, 500, 750, 1000, 1250, 1500, 2000] as const;
const DENOMINATION_SETS = [
  [10, 25, 50, 100],
  [5, 10, 20, 50],
  [15, 25, 50, 75, 100, 150],
  [10, 20, 30, 50, 100, 250],
  [25, 50, 100, 200, 500],
] as const;
/** Free-value limits, including a few with no lower or no upper limit. */
const FACE_VALUE_LIMITS = [
  { lower: 5, upper: 500 },
  { lower: 10, upper: 250 },
  { lower: 1, upper: 1000 },
  { lower: 5, upper: 300 },
  { lower: 0, upper: 500 },
  { lower: 10, upper: 0 },
] as const;
const EXPIRY = [
  'Expires 12 months from purchase',
  'Expires 24 months from purchase',
  'Valid for 36 months from the date of issue',
  'Expires 6 months from purchase',
  'No expiry date',
] as const;
const NOTES = [
  'Gift cards cannot be exchanged for cash or used to buy other gift cards.',
  'Lost or stolen cards cannot be replaced. Keep your card number and PIN safe.',
  'Not valid at franchise or concession stores. Any unspent balance stays on the card until it expires.',
  'Only one gift card can be used per transaction.',
] as const;
const ONLINE_RESTRICTIONS = [
  'Enter the gift card number and PIN at checkout. Up to 5 gift cards can be used per online order.',
  'Can be used on the website and app. Not valid for delivery charges or marketplace sellers.',
  'Redeem at checkout under "Pay with gift card". Cannot be used for subscriptions.',
] as const;
const INSTORE_RESTRICTIONS = [
  'Show the barcode on your phone at the till. Screenshots may not be accepted.',
  'Valid in UK stores only, excluding airport and motorway services.',
  'Not valid at concessions or franchise stores within partner locations.',
] as const;

/** A URL-safe identifier from a name: `Harbour & Pine` → `harbour-and-pine`. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface BaseEntry {
  name: string;
  category: KnownCategorySlug;
  /** The brand's second category, when it sells two kinds of thing. */
  also?: string;
}

/** The 168 base names in round-robin category order, so any prefix covers all categories. */
export function baseEntries(): BaseEntry[] {
  const perCategory = Math.max(...KNOWN_CATEGORY_SLUGS.map((slug) => BRAND_NAMES[slug].length));
  const entries: BaseEntry[] = [];
  for (let row = 0; row < perCategory; row += 1) {
    for (const category of KNOWN_CATEGORY_SLUGS) {
      const [name, also] = (BRAND_NAMES[category][row] ?? '').split('|');
      if (name) entries.push(also ? { name, category, also } : { name, category });
    }
  }
  return entries;
}

function uniqueName(base: string, cycle: number, taken: Set<string>): string {
  let name = cycle === 0 ? base : `${base} ${NAME_SUFFIXES[cycle - 1] ?? cycle + 1}`;
  for (let n = 2; taken.has(name); n += 1) name = `${base} ${n}`;
  taken.add(name);
  return name;
}

function uniqueId(name: string, taken: Set<string>): string {
  const base = slugify(name) || 'brand';
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

function termsCopy(name: string): string {
  return [
    `1. This ${name} gift card can be used to buy goods and services from ${name} in the UK. It cannot be exchanged for cash, refunded or used to buy other gift cards.`,
    '2. The balance is reduced by the value of each purchase. Any remaining balance can be used until the card expires; no change is given.',
    '3. Treat this card like cash. It cannot be replaced if lost or stolen, and we are not responsible for unauthorised use.',
    `4. ${name} may change these terms on reasonable notice. These terms are governed by the laws of England and Wales.`,
  ].join('\n\n');
}

function balanceInfo(name: string, random: Random): string {
  const phone = `0808 157 0${random.int(100, 999)}`;
  return `Call ${phone} (free from UK landlines and mobiles) and enter the 16-digit card number, or ask at any ${name} till. Your balance is also printed on your receipt after each purchase.`;
}

function description(name: string, base: string, long: boolean): string {
  const [offer, use] = BRAND_COPY[base] ?? [
    'gift cards for every occasion',
    'Spend it in store or online',
  ];
  const short = `${name} offers ${offer}.`;
  return long
    ? `${short} ${use}. Gift cards arrive instantly by email and any balance carries over between visits until the card expires.`
    : short;
}

function redemptionFor(index: number): RedemptionMethod[] {
  const kind = index % 5;
  if (kind === 3) return ['online'];
  if (kind === 4) return ['instore'];
  return ['online', 'instore'];
}

/**
 * Builds `count` sample brands over all twelve known categories. Deterministic for a seed.
 * Features are spread by position so that every kind appears in any 84 consecutive brands:
 * denomination and free-value brands, cashback-only / coins-only / both, online / instore /
 * both, terms as URL, copy or absent, balance enquiry as URL, text or absent, and two
 * brands with a deliberately broken image.
 */
export function buildBrands(options: BuildBrandsOptions = {}): Brand[] {
  return [...brandSteps(options)];
}

/**
 * {@link buildBrands} in slices: the same brands, with a pause for the browser (a macrotask) after
 * the first and after every `slice` of them, so building the art of 168 brands never holds the main thread for long.
 */
export async function buildBrandsInSlices(
  options: BuildBrandsOptions = {},
  slice = 16,
): Promise<Brand[]> {
  const brands: Brand[] = [];
  for (const brand of brandSteps(options)) {
    brands.push(brand);
    // The first step also plans every brand's art (colours against neighbours in each order): a
    // pause after it keeps that out of the first slice's task.
    if (brands.length % slice === 0 || brands.length === 1)
      await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return brands;
}

function* brandSteps({
  count = 168,
  seed = DEFAULT_SEED,
  art,
}: BuildBrandsOptions): Generator<Brand, void, undefined> {
  const random = createRandom(seed, 'brands');
  const base = baseEntries();
  const plan = planBrandArt(base, BRAND_COLOURS);
  const names = new Set<string>();
  const ids = new Set<string>();
  const total = Math.max(0, Math.floor(count));

  for (let index = 0; index < total; index += 1) {
    const entry = base[index % base.length] as BaseEntry;
    const name = uniqueName(entry.name, Math.floor(index / base.length), names);
    const id = uniqueId(name, ids);
    const site = `https://${slugify(entry.name)}.example`;
    // The colour and pattern come from the plan (a brand beyond the 168 shifts its base's
    // colour); the draw that once picked the colour stays, so every other drawn feature does too.
    // Without a plan (the embed's scripts, which draw no art) the drawn colour stands.
    const drawn = random.pick(BRAND_COLOURS);
    const cycle = Math.floor(index / base.length);
    const planned: BrandArt | undefined = plan[index % base.length];
    const colour = planned
      ? (BRAND_COLOURS[
          (BRAND_COLOURS.indexOf(planned.colour as never) + cycle * 5) % BRAND_COLOURS.length
        ] as string)
      : drawn;

    const categories: string[] = [entry.category];
    if (entry.also) categories.push(entry.also);
    // The two draws that once picked a random second category (which put a perfumery under
    // Groceries); kept so every other drawn feature of the sample brands stays as it was.
    if (random.chance(0.25)) random.pick(KNOWN_CATEGORY_SLUGS);
    if (PET_BRANDS.has(entry.name)) categories.push(EXTRA_CATEGORY_SLUG);

    // Reward kind: 2 of 7 cashback-only or coins-only, the rest both.
    const reward = index % 7;
    const basisPoints = index % 23 === 0 ? 2000 : random.pick(CASHBACK_BASIS_POINTS);
    const cashback = reward === 3 ? 0 : basisPoints;
    const coins = reward === 5 ? 0 : random.pick(COINS_PER_POUND);

    const freeValue = index % 4 === 0;
    const denominations: number[] = freeValue ? [] : [...random.pick(DENOMINATION_SETS)];
    const redemption = redemptionFor(index);
    const detail: BrandDetail = {
      assets: {
        gift_card_url:
          index === 5
            ? BROKEN_IMAGE_URL
            : artAddress(art, `brands/${id}.card`, () =>
                giftCardSvg(name, colour, undefined, planned?.pattern),
              ),
        logo_url:
          index === 18
            ? BROKEN_IMAGE_URL
            : artAddress(art, `brands/${id}.logo`, () => brandLogoSvg(name, colour)),
      },
      redemption_methods: redemption,
      description: description(name, entry.name, index % 2 === 0),
      website_url: `${site}/`,
    };
    if (redemption.includes('online'))
      detail.online_order_restrictions = random.pick(ONLINE_RESTRICTIONS);
    if (redemption.includes('instore'))
      detail.instore_order_restrictions = random.pick(INSTORE_RESTRICTIONS);
    if (index % 3 === 0) detail.terms_and_conditions_url = `${site}/gift-card-terms`;
    else if (index % 3 === 1) detail.terms_and_conditions_copy = termsCopy(name);
    if (index % 11 !== 4) detail.expiry = random.pick(EXPIRY);
    const balance = (index + 1) % 3;
    if (balance === 0) detail.balance_enquiry_url = `${site}/gift-card-balance`;
    else if (balance === 1) detail.balance_enquiry_info = balanceInfo(name, random);

    const brand: Brand = {
      id,
      name,
      popular: index % 10 === 1 && index < 180,
      categories,
      cashback_perc: cashback / 10_000,
      cashback_perc_label: cashback === 0 ? '' : `${cashback / 100}%`,
      coins_per_pound: coins,
      digital_denominations: denominations,
      digital_face_value_limits: freeValue
        ? {
            ...(FACE_VALUE_LIMITS[Math.floor(index / 4) % FACE_VALUE_LIMITS.length] as {
              lower: number;
              upper: number;
            }),
          }
        : { lower: Math.min(...denominations), upper: Math.max(...denominations) },
      detail,
    };
    if (index % 5 !== 2) brand.notes = random.pick(NOTES);
    yield brand;
  }
}

/** Every category slug used by `brands`, in first-seen order, as the response's `categories`. */
export function categoriesOf(brands: readonly Brand[]): { id: string }[] {
  const seen = new Set<string>();
  for (const brand of brands) for (const slug of brand.categories) seen.add(slug);
  return [...seen].map((id) => ({ id }));
}

/** The raw payload of the brands call: `{ brands, categories }`. */
export function buildBrandsResponse(options: BuildBrandsOptions = {}): BrandsResponse {
  const brands = buildBrands(options);
  return { brands, categories: categoriesOf(brands) };
}
