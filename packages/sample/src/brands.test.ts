import { describe, expect, it, vi } from 'vitest';
import { KNOWN_CATEGORY_SLUGS } from '@giftcash/core';
import { BROKEN_IMAGE_URL, CARD_PATTERN_COUNT, planBrandArt } from './artwork';
import { BRAND_COPY } from './brandCopy';
import {
  baseEntries,
  buildBrands,
  buildBrandsInSlices,
  buildBrandsResponse,
  categoriesOf,
  EXTRA_CATEGORY_SLUG,
  BRAND_COLOURS,
  slugify,
} from './brands';

const brands = buildBrands();

describe('buildBrands', () => {
  it('builds 168 brands by default, the same for the same seed', () => {
    expect(brands.length).toBe(168);
    expect(buildBrands()).toEqual(brands);
    expect(buildBrands({ seed: 99 })).not.toEqual(brands);
  });

  it('spreads brands over all 12 known categories plus an unknown slug', () => {
    const slugs = new Set(brands.flatMap((b) => b.categories));
    for (const slug of KNOWN_CATEGORY_SLUGS) expect(slugs.has(slug), slug).toBe(true);
    expect(slugs.has(EXTRA_CATEGORY_SLUG)).toBe(true);
    expect(brands.every((b) => b.categories.length >= 1)).toBe(true);
    // Even a short list covers every category (round-robin order).
    expect(new Set(buildBrands({ count: 12 }).flatMap((b) => b.categories))).toEqual(
      new Set(KNOWN_CATEGORY_SLUGS),
    );
  });

  it('lists every used slug in the categories of the response', () => {
    const response = buildBrandsResponse();
    const used = new Set(response.brands.flatMap((b) => b.categories));
    expect(new Set(response.categories.map((c) => c.id))).toEqual(used);
    expect(categoriesOf([])).toEqual([]);
  });

  it('flags 15 to 20 brands as popular', () => {
    const popular = brands.filter((b) => b.popular).length;
    expect(popular).toBeGreaterThanOrEqual(15);
    expect(popular).toBeLessThanOrEqual(20);
  });

  it('has cashback-only, coins-only and both kinds, cashback as a fraction up to 20%', () => {
    const cashbackOnly = brands.filter((b) => b.cashback_perc > 0 && b.coins_per_pound === 0);
    const coinsOnly = brands.filter((b) => b.cashback_perc === 0 && b.coins_per_pound > 0);
    const both = brands.filter((b) => b.cashback_perc > 0 && b.coins_per_pound > 0);
    expect(cashbackOnly.length).toBeGreaterThan(5);
    expect(coinsOnly.length).toBeGreaterThan(5);
    expect(both.length).toBeGreaterThan(50);
    expect(coinsOnly.every((b) => b.cashback_perc_label === '')).toBe(true);
    for (const brand of brands.filter((b) => b.cashback_perc > 0)) {
      expect(brand.cashback_perc).toBeGreaterThanOrEqual(0.02);
      expect(brand.cashback_perc).toBeLessThanOrEqual(0.2);
      expect(brand.cashback_perc_label).toBe(`${Math.round(brand.cashback_perc * 10_000) / 100}%`);
    }
    expect(brands.some((b) => b.cashback_perc === 0.2)).toBe(true);
    expect(brands.some((b) => b.cashback_perc_label === '7.5%')).toBe(true);
    for (const brand of brands.filter((b) => b.coins_per_pound > 0)) {
      expect(brand.coins_per_pound).toBeGreaterThanOrEqual(250);
      expect(brand.coins_per_pound).toBeLessThanOrEqual(2000);
    }
  });

  it('has denomination brands and free-value brands, some with a 0 limit', () => {
    const denominations = brands.filter((b) => b.digital_denominations.length > 0);
    const free = brands.filter((b) => b.digital_denominations.length === 0);
    expect(denominations.length).toBeGreaterThan(50);
    expect(free.length).toBeGreaterThan(20);
    expect(
      free.some(
        (b) => b.digital_face_value_limits.lower === 0 && b.digital_face_value_limits.upper > 0,
      ),
    ).toBe(true);
    expect(
      free.some(
        (b) => b.digital_face_value_limits.upper === 0 && b.digital_face_value_limits.lower > 0,
      ),
    ).toBe(true);
    expect(
      free.some(
        (b) => b.digital_face_value_limits.lower > 0 && b.digital_face_value_limits.upper > 0,
      ),
    ).toBe(true);
  });

  it('covers redemption methods, terms, balance enquiry and expiry variants', () => {
    const methods = brands.map((b) => b.detail.redemption_methods.join('+'));
    expect(new Set(methods)).toEqual(new Set(['online', 'instore', 'online+instore']));
    expect(brands.some((b) => b.detail.terms_and_conditions_url?.startsWith('https://'))).toBe(
      true,
    );
    const copy = brands.find((b) => b.detail.terms_and_conditions_copy);
    expect(copy?.detail.terms_and_conditions_copy).toContain('\n\n');
    expect(
      brands.some((b) => !b.detail.terms_and_conditions_url && !b.detail.terms_and_conditions_copy),
    ).toBe(true);
    expect(brands.some((b) => b.detail.balance_enquiry_url?.startsWith('https://'))).toBe(true);
    expect(brands.some((b) => b.detail.balance_enquiry_info)).toBe(true);
    expect(
      brands.some((b) => !b.detail.balance_enquiry_url && !b.detail.balance_enquiry_info),
    ).toBe(true);
    expect(brands.some((b) => b.detail.expiry === 'Expires 12 months from purchase')).toBe(true);
    expect(brands.some((b) => !b.detail.expiry)).toBe(true);
    expect(brands.some((b) => b.notes)).toBe(true);
    expect(brands.some((b) => !b.notes)).toBe(true);
    // Restrictions only where the card can be used that way.
    for (const brand of brands) {
      expect(Boolean(brand.detail.online_order_restrictions)).toBe(
        brand.detail.redemption_methods.includes('online'),
      );
      expect(Boolean(brand.detail.instore_order_restrictions)).toBe(
        brand.detail.redemption_methods.includes('instore'),
      );
      expect(brand.detail.website_url).toMatch(/^https:\/\//);
    }
  });

  it('has descriptions both over and under 150 characters', () => {
    expect(brands.some((b) => (b.detail.description ?? '').length > 150)).toBe(true);
    expect(brands.some((b) => (b.detail.description ?? '').length < 150)).toBe(true);
  });

  it('draws artwork locally as SVG data URIs, with a couple of broken images', () => {
    const images = brands.flatMap((b) => [b.detail.assets.logo_url, b.detail.assets.gift_card_url]);
    expect(images.every((url) => url?.startsWith('data:image/'))).toBe(true);
    expect(images.filter((url) => url === BROKEN_IMAGE_URL).length).toBe(2);
    const logo = decodeURIComponent(
      (brands[0]?.detail.assets.logo_url ?? '').replace('data:image/svg+xml,', ''),
    );
    expect(logo).toContain('width="96"');
    // A wordmark: the brand's name set as text on its colour, not initials in a shape.
    expect(logo).toMatch(/<text[^>]*font-weight="800"[^>]*>[^<]+<\/text>/);
    const card = decodeURIComponent(
      (brands[1]?.detail.assets.gift_card_url ?? '').replace('data:image/svg+xml,', ''),
    );
    // A real card's proportions (1.586:1).
    expect(card).toContain('width="317" height="200"');
    expect(card).toContain('Paper &#38; Ribbon');
    expect(Math.max(...images.map((url) => url?.length ?? 0))).toBeLessThan(3000);
  });

  it('names served art instead when given where it lives, keeping the broken images', () => {
    const keys: string[] = [];
    const served = buildBrands({
      art: ({ key, svg }) => {
        keys.push(key);
        // The markup is the one the data would draw.
        if (keys.length === 1)
          expect(`data:image/svg+xml,${encodeURIComponent(svg())}`).toBe(
            brands[0]?.detail.assets.gift_card_url,
          );
        return key.startsWith(`brands/${brands[2]?.id}.`) ? undefined : `/art/${key}.svg`;
      },
    });
    expect(served.map((b) => [b.id, b.name])).toEqual(brands.map((b) => [b.id, b.name]));
    served.forEach((brand, index) => {
      const drawn = brands[index]?.detail.assets;
      for (const [kind, url, original] of [
        ['card', brand.detail.assets.gift_card_url, drawn?.gift_card_url],
        ['logo', brand.detail.assets.logo_url, drawn?.logo_url],
      ] as const) {
        if (original === BROKEN_IMAGE_URL || index === 2) expect(url).toBe(original);
        else expect(url).toBe(`/art/brands/${brand.id}.${kind}.svg`);
      }
    });
    expect(keys).toHaveLength(brands.length * 2 - 2);
  });

  it('scales to 1,000+ brands with unique ids and names', () => {
    const many = buildBrands({ count: 1200 });
    expect(many.length).toBe(1200);
    expect(new Set(many.map((b) => b.id)).size).toBe(1200);
    expect(new Set(many.map((b) => b.name)).size).toBe(1200);
    expect(many.slice(0, 168)).toEqual(brands);
    expect(many.every((b) => /^[a-z0-9-]+$/.test(b.id))).toBe(true);
    expect(buildBrands({ count: 0 })).toEqual([]);
  });

  it('slugifies names', () => {
    expect(slugify('Harbour & Pine')).toBe('harbour-and-pine');
    expect(slugify("Beaumont's")).toBe('beaumonts');
  });
});

describe('buildBrandsInSlices', () => {
  it('builds the same brands as buildBrands, pausing for the browser between slices', async () => {
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    try {
      const sliced = await buildBrandsInSlices({ count: 50, seed: 7 }, 16);
      expect(sliced).toEqual(buildBrands({ count: 50, seed: 7 }));
      // 50 brands in slices of 16: a pause after the first (which also plans the art), then after
      // the 16th, 32nd and 48th.
      expect(timeout.mock.calls.filter(([, ms]) => ms === 0)).toHaveLength(4);
    } finally {
      timeout.mockRestore();
    }
  });
});

describe('sample brands sit in categories of their kind', () => {
  /**
   * Obvious kinds of shop, told by words in the name, and the categories a person would look for
   * each in. A brand whose name says what it sells is only in such categories (a perfumery is never
   * under Groceries, go-karts never under Health & beauty).
   */
  const KINDS: { kind: string; words: RegExp; categories: string[] }[] = [
    {
      kind: 'grocer',
      words:
        /grocer|supermarket|\bfoods\b|foodhall|farm shop|larder|organics|wholefoods|dairy|harvest/i,
      categories: ['groceries', 'health-and-beauty'],
    },
    {
      kind: 'beauty and health',
      words:
        /perfum|cosmetic|beauty|\bspa\b|skin|nails|hair|barber|pharmacy|vitamin|optician|apothecary|lather|glow/i,
      categories: ['health-and-beauty', 'gifts-and-lifestyle'],
    },
    {
      kind: 'travel',
      words:
        /luggage|holiday|travel|airways|ferries|hotels|lodges|cottages|breaks|stays|railway|coach|island hopper/i,
      categories: ['travel-and-holiday', 'fashion-and-fitness', 'eating-and-drinking-out'],
    },
    {
      kind: 'days out',
      words:
        /go-kart|cinema|theatre|picturehouse|bowl|climbing|waterpark|trampoline|comedy|escape room|thrill|adventure/i,
      categories: ['entertainment-and-activities', 'travel-and-holiday'],
    },
    {
      kind: 'food out',
      words:
        /pizz|curry|kebab|sushi|taco|burrito|fish & chip|chippy|dumpling|noodle|burger|grill|steakhouse|brasserie|coffee|tapas|wok|bakery|\binns\b/i,
      categories: ['eating-and-drinking-out', 'takeaway', 'groceries', 'travel-and-holiday'],
    },
    {
      kind: 'tech',
      words:
        /electricals|computing|phones|mobile|gaming|cameras|audio|gadget|circuit|pixel|byte|charge/i,
      categories: ['tech', 'entertainment-and-activities'],
    },
    {
      kind: 'home and garden',
      words:
        /\bdiy\b|garden|furniture|homewares|interiors|paint|tool shed|lighting|rug|nurseries|kitchen collective|pet supplies/i,
      categories: ['home-garden-and-diy'],
    },
    {
      kind: 'clothes and sport',
      words: /apparel|sportswear|footwear|knitwear|denim|gyms|velvet hanger|stride|mode\b/i,
      categories: ['fashion-and-fitness', 'health-and-beauty'],
    },
    {
      kind: 'gifts',
      words: /gifts\b|stationery|jewellers|keepsake|ribbon|candle|books|records/i,
      categories: [
        'gifts-and-lifestyle',
        'fashion-and-fitness',
        'home-garden-and-diy',
        'entertainment-and-activities',
      ],
    },
  ];

  it('every brand whose name says its kind is only in categories of that kind', () => {
    let checked = 0;
    for (const brand of buildBrands({ count: 336 })) {
      for (const { kind, words, categories } of KINDS) {
        if (!words.test(brand.name)) continue;
        checked += 1;
        const wrong = brand.categories.filter(
          (slug) => slug !== EXTRA_CATEGORY_SLUG && !categories.includes(slug),
        );
        expect(wrong, `${brand.name} (${kind})`).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('every brand has a description of its own, and a second category is one of a few by hand', () => {
    const also = new Map(baseEntries().map((entry) => [entry.name, entry.also]));
    const offers = new Set<string>();
    for (const brand of brands) {
      const copy = BRAND_COPY[brand.name];
      expect(copy, brand.name).toBeDefined();
      expect(brand.detail?.description, brand.name).toContain(`${brand.name} offers ${copy?.[0]}.`);
      offers.add(copy?.[0] ?? '');
      const [, ...rest] = brand.categories;
      const known = rest.filter((slug) => slug !== EXTRA_CATEGORY_SLUG);
      const second = also.get(brand.name);
      expect(known, brand.name).toEqual([...(second ? [second] : [])]);
      if (second) expect(KNOWN_CATEGORY_SLUGS, brand.name).toContain(second);
    }
    // 168 brands, 168 descriptions: none is shared.
    expect(offers.size).toBe(brands.length);
    expect(new Set(brands.map((brand) => brand.detail?.description)).size).toBe(brands.length);
    expect(
      brands.filter(
        (brand) => brand.categories.filter((slug) => slug !== EXTRA_CATEGORY_SLUG).length > 1,
      ).length,
    ).toBeGreaterThan(20);
  });

  it('a description talks about what the brand sells (a bookshop about books, not a film or a show)', () => {
    const about = (name: string) =>
      brands.find((brand) => brand.name === name)?.detail?.description ?? '';
    expect(about('Page Turner Books')).toMatch(/books/);
    expect(about('Page Turner Books')).not.toMatch(/film|show|adventure/);
    expect(about('Vinyl Vault Records')).toMatch(/vinyl/);
    expect(about('Clearview Opticians')).toMatch(/glasses/);
    expect(about('CoreFit Gyms')).toMatch(/gym/);
    // A brand beyond the 168 describes itself as the brand it is named after.
    const extra = buildBrands({ count: 170 }).at(-1);
    expect(extra?.detail?.description).toContain(BRAND_COPY[baseEntries()[1]!.name]?.[0]);
  });
});

describe('sample brand art', () => {
  const cardOf = (brand: (typeof brands)[number]) =>
    decodeURIComponent(brand.detail?.assets?.gift_card_url ?? '');
  /** The card's look without its words: colours and pattern. */
  const look = (brand: (typeof brands)[number]) => cardOf(brand).replace(/>[^<]*<\/text>/g, '');
  const logoColour = (brand: (typeof brands)[number]) =>
    /fill="(#[0-9a-f]{6})"/i.exec(decodeURIComponent(brand.detail?.assets?.logo_url ?? ''))?.[1];

  it('no two of the 168 gift cards share both colour and pattern', () => {
    const plan = planBrandArt(baseEntries(), BRAND_COLOURS);
    expect(plan).toHaveLength(168);
    expect(new Set(plan.map((art) => `${art.colour} ${art.pattern}`)).size).toBe(168);
    expect(plan.every((art) => art.pattern >= 0 && art.pattern < CARD_PATTERN_COUNT)).toBe(true);
    const drawn = brands.filter((brand) => !cardOf(brand).includes('base64'));
    expect(new Set(drawn.map(look)).size).toBe(drawn.length);
  });

  it('brands shown side by side never have the same colour: build order, A–Z, and A–Z in each category', () => {
    const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });
    const byName = (list: typeof brands) =>
      list.slice().sort((a, b) => collator.compare(a.name, b.name));
    const plan = new Map(
      baseEntries().map((entry, index) => [
        entry.name,
        planBrandArt(baseEntries(), BRAND_COLOURS)[index],
      ]),
    );
    const orders = [
      brands,
      brands.filter((brand) => brand.popular),
      brands.filter((brand) => !brand.popular).slice(0, 50),
      byName(brands),
      ...KNOWN_CATEGORY_SLUGS.map((slug) =>
        byName(brands.filter((brand) => brand.categories.includes(slug))),
      ),
    ];
    for (const order of orders)
      for (let at = 1; at < order.length; at += 1) {
        const [a, b] = [order[at - 1]!, order[at]!];
        expect(plan.get(a.name)?.colour, `${a.name} / ${b.name}`).not.toBe(
          plan.get(b.name)?.colour,
        );
        if (logoColour(a) && logoColour(b))
          expect(look(a), `${a.name} / ${b.name}`).not.toBe(look(b));
      }
  });
});
