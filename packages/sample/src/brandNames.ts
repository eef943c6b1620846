import type { KnownCategorySlug } from '@giftcash/core';

/**
 * Invented UK-style brand names, fourteen per known category (168 in all). Any likeness to a
 * real trading name is accidental. Brands marked `pets` also carry the unknown `pets` slug.
 *
 * `Name|second-category`: the few brands that sell two kinds of thing name their second category,
 * chosen by hand so that a person opening a category sees brands of that kind (a bakery is also a
 * grocer; a perfumery is not). Every other brand has its one category.
 */
export const BRAND_NAMES: Record<KnownCategorySlug, readonly string[]> = {
  groceries: [
    'Greenway Grocers', 'Thistle & Thyme Foods', 'Market Basket', 'Hollybrook Farm Shop', 'Northfield Supermarkets',
    'Fresh Fields Express', 'Corner Larder', 'Oakleaf Organics', 'Saxon Supermarket', 'Bramble Foodhall',
    'Daily Harvest', 'Tollgate Stores', 'Kestrel Wholefoods|health-and-beauty', 'Meadowvale Dairy',
  ],
  'gifts-and-lifestyle': [
    'Paper & Ribbon', 'The Gift Loft', 'Bluebell Boutique', 'Little Lantern Gifts', 'Wrapped Up',
    'Quill & Candle|home-garden-and-diy', 'Moonstone Jewellers|fashion-and-fitness', 'Kindred Cards', 'Harbour & Pine', 'Finch & Feather',
    'The Keepsake Company', 'Amberley Accessories|fashion-and-fitness', 'Sparrow Stationery', 'Whiskers & Co',
  ],
  'department-stores': [
    'Whitcombe & Hale|home-garden-and-diy', "Beaumont's|health-and-beauty", 'Sterling & Rowe', 'Fairhaven Department Store|fashion-and-fitness', 'Greyfriars',
    'Ashby House', 'Maddox & Stone', 'Kingsgate', 'The Arcade Emporium', "Pemberton's",
    'Lyndhurst & Co', 'Regent Row', "Calloway's", 'Barrington Brothers|fashion-and-fitness',
  ],
  'eating-and-drinking-out': [
    'The Copper Kettle', 'Oak & Ember Grill', 'Piccolo Pizzeria|takeaway', 'Saffron Lounge', 'The Hungry Fox',
    'Bean There Coffee|takeaway', 'Crown & Anchor Inns|travel-and-holiday', 'Little Dumpling House|takeaway', 'Burger Foundry|takeaway', 'Tapas Terrace',
    "Marlowe's Brasserie", 'Rosemary & Rye Bakery|groceries', 'The Noodle Yard|takeaway', 'Blue Door Steakhouse',
  ],
  'fashion-and-fitness': [
    'Threadneedle Apparel', 'Northern Stride', 'Kit & Caboodle Sportswear', 'Velvet Hanger', 'Peak Performance',
    'Denim Depot', 'Fernhill Footwear', 'Urban Loom', 'Stride Active', 'Tailored Tom',
    'Mayfair Mode', 'Runway Republic', 'CoreFit Gyms|health-and-beauty', 'Linden Knitwear',
  ],
  tech: [
    'Circuit Street', 'PixelPoint', 'ByteHouse', 'Voltage Electricals', 'Gadget Quarter',
    'Signal Mobile', 'Nimbus Computing', 'Soundwave Audio', 'Quantum Gaming|entertainment-and-activities', 'Lumen Cameras',
    'Chargebox', 'Techtonic', 'Pocket Phones', 'Wired Up',
  ],
  'entertainment-and-activities': [
    'Starlight Cinemas', 'Bowl & Bounce', 'Escape Room Co', 'Thrill Park Days', 'The Comedy Cellar',
    'Kingdom Climbing', 'Lakeside Go-Karts', 'Big Screen Picturehouse', 'Adventure Days UK|travel-and-holiday', 'Encore Theatres',
    'Page Turner Books|gifts-and-lifestyle', 'Vinyl Vault Records|gifts-and-lifestyle', 'Trampoline Zone', 'Splash Waterpark',
  ],
  'travel-and-holiday': [
    'Sunseeker Holidays', 'Railway Rover', 'Coastline Cottages', 'Wanderly Travel', 'Skybridge Airways',
    'Highland Breaks', 'Channel Ferries Direct', 'Harbourside Hotels|eating-and-drinking-out', 'Lakeland Lodges', 'Globetrotter Luggage|fashion-and-fitness',
    'Coach & Country', 'Island Hopper', 'Weekender Breaks', 'Cityscape Stays',
  ],
  takeaway: [
    'Speedy Slice', 'Wok This Way', 'Curry Corner', 'The Fish & Chip Co|eating-and-drinking-out', 'Kebab Kitchen',
    'Sushi Drop', 'Taco Trail', 'The Burrito Bar', 'Golden Dragon Express|eating-and-drinking-out', 'Pizza Pronto|eating-and-drinking-out',
    'Deliverly', 'Grub Runner', 'Night Owl Eats', 'Chippy Direct',
  ],
  'multi-brand-gift-cards': [
    'AllStars Gift Card', 'Choice Card UK', 'The Everything Card', 'High Street Pass', 'Shopwise Multi',
    'Treat Card', 'Gift Anywhere', 'Spend It Your Way', 'Select Card', 'Universal Voucher',
    'Town & City Card', 'Dining Pass|eating-and-drinking-out', 'Experience Card|entertainment-and-activities', 'Pamper Pass|health-and-beauty',
  ],
  'health-and-beauty': [
    'Glow Apothecary', 'Rosewood Spa', 'Pure Skin Lab', 'The Beauty Bar', 'Well & Good Pharmacy',
    'Lather & Co', 'Bloom Cosmetics', 'Serenity Spa Days', 'Polished Nails', 'Mane Street Hair',
    'Vitality Vitamins', 'Clearview Opticians', 'Fresh Scent Perfumery|gifts-and-lifestyle', 'Barber & Blade',
  ],
  'home-garden-and-diy': [
    'Hammer & Nail DIY', 'Greenfingers Garden Centre', 'Homestead Interiors', 'Willow Lane Homewares', 'Brick & Mortar Supplies',
    'Cosy Nest Furniture', 'The Paint Pot', 'Bloom & Bough Nurseries', 'The Tool Shed', 'Lamplight Lighting',
    'Rug Republic', 'Kitchen Collective', 'Pawprint Pet Supplies', 'Tails & Trails',
  ],
};

/** Brands that also carry the `pets` slug, which has no icon of its own. */
export const PET_BRANDS: ReadonlySet<string> = new Set(['Whiskers & Co', 'Pawprint Pet Supplies', 'Tails & Trails']);

/** Added to a name (then numbers) when more brands are asked for than there are names. */
export const NAME_SUFFIXES = [
  'Express', 'Outlet', 'Online', 'Direct', 'London', 'Manchester', 'Edinburgh', 'Cardiff',
  'Belfast', 'Bristol', 'Leeds', 'Glasgow', 'York', 'Brighton', 'Norwich', 'Oxford',
] as const;

/** A few words about what each category sells, for descriptions. */
export const CATEGORY_COPY: Record<KnownCategorySlug, { offer: string; extra: string }> = {
  groceries: {
    offer: 'fresh food, store-cupboard staples and household essentials',
    extra: 'Use it on your weekly shop in store or for online delivery and click & collect',
  },
  'gifts-and-lifestyle': {
    offer: 'thoughtful gifts, cards and little luxuries for every occasion',
    extra: 'Perfect for birthdays, anniversaries and thank-yous, with new collections every season',
  },
  'department-stores': {
    offer: 'fashion, beauty, homeware and electricals under one roof',
    extra: 'Spend it across every department, from the beauty hall to the furniture floor',
  },
  'eating-and-drinking-out': {
    offer: 'relaxed dining, great coffee and seasonal menus across the UK',
    extra: 'Treat yourself to brunch, a long lunch or dinner with friends at any participating venue',
  },
  'fashion-and-fitness': {
    offer: 'clothing, footwear and activewear for work, weekends and workouts',
    extra: 'Refresh your wardrobe or kit out your training with the latest ranges',
  },
  tech: {
    offer: 'phones, laptops, audio and smart-home gadgets',
    extra: 'Upgrade your kit, grab accessories or put it towards something bigger',
  },
  'entertainment-and-activities': {
    offer: 'days out, experiences and entertainment for all ages',
    extra: 'Book a film, a show or an adventure and make a day of it',
  },
  'travel-and-holiday': {
    offer: 'breaks, stays and journeys in the UK and beyond',
    extra: 'Put it towards your next getaway, whether a weekend away or a fortnight in the sun',
  },
  takeaway: {
    offer: 'hot food delivered fast from local favourites',
    extra: 'Order online or through the app for delivery or collection',
  },
  'multi-brand-gift-cards': {
    offer: 'one card you can spend at a wide range of high street and online retailers',
    extra: 'Let them choose: the card is accepted at hundreds of partner brands',
  },
  'health-and-beauty': {
    offer: 'skincare, make-up, fragrance and wellbeing treats',
    extra: 'Stock up on favourites or book a pampering treatment',
  },
  'home-garden-and-diy': {
    offer: 'furniture, tools, plants and everything for the home and garden',
    extra: 'Tackle a project, refresh a room or get the garden ready for summer',
  },
};
