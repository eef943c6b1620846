/**
 * What each brand sells, in its own words: `[offer, use]`. A description reads `{name} offers
 * {offer}.`, and a long one adds `{use}.` and a line about delivery. Keyed by the base name, so a
 * brand beyond the 168 (a name with a suffix) describes itself as the brand it is named after.
 * Written for each brand: a bookshop talks about books, never about "a film, a show or an adventure".
 * Its own module: the embed's element scripts, which show no description, leave it out.
 */
export const BRAND_COPY: Readonly<Record<string, readonly [offer: string, use: string]>> = {
  // Groceries
  'Greenway Grocers': [
    'fresh fruit and veg, bakery bread and everyday groceries from local growers',
    'Use it on your weekly shop in store or for home delivery and click & collect',
  ],
  'Thistle & Thyme Foods': [
    'Scottish larder favourites, fresh herbs and deli counter treats',
    'Pick up oatcakes, smoked salmon and cheeses for a proper Highland spread',
  ],
  'Market Basket': [
    'low-priced groceries, household essentials and weekly multibuy deals',
    'Stretch your budget further on the big family shop',
  ],
  'Hollybrook Farm Shop': [
    'farm-reared meat, free-range eggs and seasonal produce from its own fields',
    "Stock up at the butcher's counter or order a seasonal veg box",
  ],
  'Northfield Supermarkets': [
    'a full supermarket range, from fresh food to pharmacy and home essentials',
    'Spend it in any of its stores, at the petrol station or on an online order',
  ],
  'Fresh Fields Express': [
    'meal deals, fresh sandwiches and top-up shopping close to home',
    'Grab breakfast on the way to work or the bits you forgot on the way home',
  ],
  'Corner Larder': [
    "a neighbourhood grocer's range of fresh bread, milk, snacks and store-cupboard basics",
    'Pop in any day of the week, early till late',
  ],
  'Oakleaf Organics': [
    'certified organic fruit, vegetables, dairy and wholefoods',
    'Fill your basket with organic staples or try its weekly recipe box',
  ],
  'Saxon Supermarket': [
    'big-brand groceries, fresh meat and fish counters and a wine and beer aisle',
    'Use it on the weekly shop in store or for an online delivery slot',
  ],
  'Bramble Foodhall': [
    'fine foods, artisan cheeses, hampers and a deli counter',
    'Treat yourself to something special for the weekend or put together a gift hamper',
  ],
  'Daily Harvest': [
    'fresh produce, baked goods and ready meals delivered to your door',
    'Book a delivery slot that suits you and get fresh food the next morning',
  ],
  'Tollgate Stores': [
    'village-shop groceries, newspapers and a post office counter',
    'Spend it on daily essentials at any of its village and high street shops',
  ],
  'Kestrel Wholefoods': [
    'wholefoods, supplements and natural health products',
    'Find nuts, grains, plant-based foods and vitamins in one place',
  ],
  'Meadowvale Dairy': [
    'fresh milk, cream, cheese and yoghurt from its own herd, delivered to your doorstep',
    'Set up a doorstep milk round or add farm butter and eggs to your order',
  ],
  // Gifts and lifestyle
  'Paper & Ribbon': [
    'gift wrap, greeting cards and ribbons for every celebration',
    'Find the card and the wrapping for birthdays, weddings and Christmas',
  ],
  'The Gift Loft': [
    'unusual gifts, homeware and novelty presents',
    'Pick a present for the person who has everything',
  ],
  'Bluebell Boutique': [
    'pretty homeware, scented candles and accessories',
    'Browse hand-picked finds from independent makers',
  ],
  'Little Lantern Gifts': [
    "children's gifts, toys and keepsakes",
    'Choose a first birthday present or a christening keepsake',
  ],
  'Wrapped Up': [
    'ready-made gift boxes and hampers, wrapped and delivered',
    'Send a treat box to a friend with a personal message',
  ],
  'Quill & Candle': [
    'luxury candles, diffusers and fine writing paper',
    'Light up a room or write a proper letter',
  ],
  'Moonstone Jewellers': [
    'rings, necklaces, earrings and watches',
    'Choose a gift to treasure or have a piece engraved',
  ],
  'Kindred Cards': [
    'greeting cards, invitations and personalised gifts',
    'Design a card online and have it posted straight to the door',
  ],
  'Harbour & Pine': [
    'coastal-style homeware, candles and gifts',
    'Bring a bit of the seaside home with driftwood decor and sea-salt scents',
  ],
  'Finch & Feather': [
    'bird feeders, binoculars, nature books and garden wildlife gifts',
    'Treat the nature lover in your life to a new field guide or a nest box',
  ],
  'The Keepsake Company': [
    'personalised gifts, photo prints and engraved keepsakes',
    'Turn a favourite photo into a print, a cushion or a mug',
  ],
  'Amberley Accessories': [
    'handbags, scarves, hats and costume jewellery',
    'Finish an outfit with a new bag or a statement piece',
  ],
  'Sparrow Stationery': [
    'notebooks, pens, planners and desk accessories',
    'Get organised for the new term or treat a stationery lover',
  ],
  'Whiskers & Co': [
    'treats, toys and beds for cats and dogs',
    'Spoil a four-legged friend with something new to chew or curl up in',
  ],
  // Department stores
  'Whitcombe & Hale': [
    'fashion, beauty, furniture and homeware across four floors',
    'Spend it across every department, from the beauty hall to the furniture floor',
  ],
  "Beaumont's": [
    'designer fashion, fragrance and a beauty hall',
    'Treat yourself to a new fragrance or a makeover at the beauty counters',
  ],
  'Sterling & Rowe': [
    'clothing, homeware, electricals and a food hall',
    'Use it on anything from a new sofa to a Saturday lunch in the food hall',
  ],
  'Fairhaven Department Store': [
    'womenswear, menswear, childrenswear and shoes under one roof',
    'Kit out the whole family for the new season in one trip',
  ],
  Greyfriars: [
    'classic fashion, cookware and gifts in historic city-centre stores',
    'Browse its stores or shop the full range online with free click & collect',
  ],
  'Ashby House': [
    'homeware, bedding, kitchenware and furniture',
    'Refresh a bedroom or equip a first kitchen',
  ],
  'Maddox & Stone': [
    'premium fashion, accessories and homeware',
    'Find designer labels and its own collections in store and online',
  ],
  Kingsgate: [
    'fashion, toys, electricals and home in its high street stores',
    'Spend it in any department, from the toy floor to the TV section',
  ],
  'The Arcade Emporium': [
    'a covered arcade of independent traders, from vintage clothing to homeware',
    "Use it at any of the arcade's independent shops and cafés",
  ],
  "Pemberton's": [
    'fashion, beauty, home and a restaurant with a rooftop terrace',
    "Shop the season's collections, then stop for afternoon tea upstairs",
  ],
  'Lyndhurst & Co': [
    'country clothing, outdoor wear and homeware',
    'Kit yourself out for a weekend in the countryside',
  ],
  'Regent Row': [
    'luxury fashion, fine jewellery and a champagne bar',
    'Treat yourself on a special occasion, in store or online',
  ],
  "Calloway's": [
    'family fashion, school uniform and home essentials',
    'Get the school uniform sorted and pick up a few things for home',
  ],
  'Barrington Brothers': [
    'menswear, tailoring and formal hire',
    'Find a suit for the big day or refresh your everyday wardrobe',
  ],
  // Eating and drinking out
  'The Copper Kettle': [
    'tea rooms serving breakfasts, light lunches and afternoon tea',
    'Meet friends for scones and a pot of tea at any of its tea rooms',
  ],
  'Oak & Ember Grill': [
    'wood-fired steaks, burgers and Sunday roasts',
    'Book a table for a family meal or a roast with all the trimmings',
  ],
  'Piccolo Pizzeria': [
    'stone-baked pizza, pasta and gelato',
    'Eat in, collect or order for delivery',
  ],
  'Saffron Lounge': [
    'modern Indian dining with tandoor grills and sharing plates',
    'Book a table for a curry night with friends',
  ],
  'The Hungry Fox': [
    'pubs serving hearty food, real ales and Sunday carveries',
    'Use it for a pub lunch, a pint in the garden or dinner on quiz night',
  ],
  'Bean There Coffee': [
    'speciality coffee, pastries and breakfast to go',
    'Start the day with a flat white, in store or ordered ahead in the app',
  ],
  'Crown & Anchor Inns': [
    'country inns with food, real ales and rooms to stay',
    'Use it for a meal, a drink or an overnight stay at any of its inns',
  ],
  'Little Dumpling House': [
    'handmade dumplings, bao and noodle soups',
    'Dine in or take away steaming baskets of dim sum',
  ],
  'Burger Foundry': [
    'smashed burgers, loaded fries and milkshakes',
    'Eat in or order for delivery or collection',
  ],
  'Tapas Terrace': [
    'Spanish tapas, paella and sangria',
    'Share plates with friends on the terrace or order paella to take home',
  ],
  "Marlowe's Brasserie": [
    'all-day French brasserie dining, from croissants to steak frites',
    'Book brunch, a long lunch or a pre-theatre dinner',
  ],
  'Rosemary & Rye Bakery': [
    'sourdough, pastries and celebration cakes baked every morning',
    'Pick up a loaf and a coffee or order a birthday cake',
  ],
  'The Noodle Yard': [
    'ramen, stir-fried noodles and bubble tea',
    'Eat in, take away or order for delivery',
  ],
  'Blue Door Steakhouse': [
    'dry-aged steaks, seafood and cocktails',
    'Book a table for a celebration dinner',
  ],
  // Fashion and fitness
  'Threadneedle Apparel': [
    'everyday clothing, knitwear and denim for women and men',
    'Refresh your wardrobe with the latest ranges in store and online',
  ],
  'Northern Stride': [
    'walking boots, waterproofs and outdoor kit',
    'Get ready for the hills with boots fitted in store',
  ],
  'Kit & Caboodle Sportswear': [
    'sportswear, trainers and team kits',
    'Kit out for football, netball or the gym',
  ],
  'Velvet Hanger': [
    'occasionwear, dresses and evening accessories',
    'Find an outfit for a wedding, a prom or a party',
  ],
  'Peak Performance': [
    'running shoes, cycling gear and fitness trackers',
    'Get fitted for new running shoes or upgrade your bike kit',
  ],
  'Denim Depot': [
    'jeans, jackets and casual wear in every fit',
    'Find the right fit from dozens of styles and lengths',
  ],
  'Fernhill Footwear': [
    'shoes, boots and sandals for all the family',
    "Have children's feet measured and fitted in store",
  ],
  'Urban Loom': [
    'streetwear, graphic tees and sustainable basics',
    'Shop new drops every week, in store and online',
  ],
  'Stride Active': [
    'activewear, yoga wear and gym accessories',
    'Refresh your workout kit for the gym, the studio or the park',
  ],
  'Tailored Tom': [
    'made-to-measure shirts, suits and menswear',
    'Book a fitting and have a shirt made to your measurements',
  ],
  'Mayfair Mode': [
    'contemporary womenswear and designer collaborations',
    "Shop the new season's collections in store and online",
  ],
  'Runway Republic': [
    'fast fashion, accessories and beauty at high street prices',
    'Pick up the latest trends every week',
  ],
  'CoreFit Gyms': [
    'gym memberships, classes and personal training',
    'Put it towards a membership, a block of classes or a personal training session',
  ],
  'Linden Knitwear': [
    'knitwear in wool and cashmere, made in the Scottish Borders',
    'Choose a jumper that will last for years',
  ],
  // Tech
  'Circuit Street': [
    'laptops, TVs, phones and home appliances',
    'Upgrade your kit or put it towards something bigger',
  ],
  PixelPoint: [
    'cameras, drones and photo printing',
    'Print your holiday photos or trade up to a new lens',
  ],
  ByteHouse: [
    'laptops, desktops and computer accessories',
    'Build a new PC or pick up a keyboard and mouse',
  ],
  'Voltage Electricals': [
    'kitchen appliances, vacuums and small electricals',
    'Replace the kettle or treat the kitchen to a new coffee machine',
  ],
  'Gadget Quarter': [
    'smart-home gadgets, wearables and tech gifts',
    'Find a smart speaker, a fitness watch or a gift for the tech lover',
  ],
  'Signal Mobile': [
    'phones, SIM-only plans and accessories',
    'Put it towards a new phone or pick up a case and charger',
  ],
  'Nimbus Computing': [
    'software, cloud storage and computer repairs',
    'Get a laptop repaired or buy a software subscription',
  ],
  'Soundwave Audio': [
    'headphones, speakers and hi-fi',
    'Upgrade to noise-cancelling headphones or a new sound bar',
  ],
  'Quantum Gaming': [
    'games, consoles and gaming accessories',
    'Pick up the latest release or a new controller',
  ],
  'Lumen Cameras': [
    'cameras, lenses and photography courses',
    'Find your first camera or book a photography workshop',
  ],
  Chargebox: [
    'chargers, cables and power banks',
    'Never run out of battery again with a power bank for your bag',
  ],
  Techtonic: [
    'refurbished phones, tablets and laptops with a 12-month warranty',
    'Save on quality refurbished tech, tested and graded',
  ],
  'Pocket Phones': [
    'pay-as-you-go phones, top-ups and accessories',
    'Top up, unlock a phone or pick up a simple handset',
  ],
  'Wired Up': [
    'TV and broadband installation, cables and smart-home set-up',
    'Book an engineer to mount a TV or set up your smart home',
  ],
  // Entertainment and activities
  'Starlight Cinemas': [
    'the latest films, recliner seats and cinema snacks',
    'Book a film and make a night of it with popcorn and drinks',
  ],
  'Bowl & Bounce': [
    'ten-pin bowling, arcades and soft play',
    'Book a lane for a birthday party or a family afternoon',
  ],
  'Escape Room Co': [
    'themed escape rooms for groups of two to eight',
    'Book a room and see if your team can get out within the hour',
  ],
  'Thrill Park Days': [
    'theme park tickets, fast-track passes and short breaks',
    'Plan a day of rollercoasters for the whole family',
  ],
  'The Comedy Cellar': [
    'live stand-up comedy nights and open mics',
    'Book tickets for a headline show or a new-talent night',
  ],
  'Kingdom Climbing': [
    'indoor bouldering and climbing walls with taster sessions',
    'Book a taster session or a climbing party',
  ],
  'Lakeside Go-Karts': [
    'outdoor go-karting, race nights and karting parties',
    'Race your friends on the lakeside track',
  ],
  'Big Screen Picturehouse': [
    'independent cinemas showing new releases, classics and live theatre screenings',
    'Book a film, grab a drink at the bar and settle into a sofa seat',
  ],
  'Adventure Days UK': [
    'outdoor adventure experiences, from zip lines to white-water rafting',
    'Choose an adventure and book the date that suits you',
  ],
  'Encore Theatres': [
    'West End and touring musicals, plays and pantomimes',
    'Book tickets for a show or put it towards a theatre break',
  ],
  'Page Turner Books': [
    'new books, audiobooks and reading gifts for all ages',
    'Choose a bestseller, order a signed edition or treat a young reader',
  ],
  'Vinyl Vault Records': [
    'new and second-hand vinyl, CDs and turntables',
    'Dig through the crates or order a new release',
  ],
  'Trampoline Zone': [
    'trampoline parks with dodgeball, foam pits and toddler sessions',
    'Book a jump session or a party for the kids',
  ],
  'Splash Waterpark': [
    'indoor waterparks with flumes, wave pools and splash zones',
    'Book a family day out in the warm, whatever the weather',
  ],
  // Travel and holiday
  'Sunseeker Holidays': [
    'package holidays in the sun, with flights and hotels included',
    'Put it towards a fortnight in the sun or a last-minute deal',
  ],
  'Railway Rover': [
    'train tickets and railcards across Great Britain',
    'Book advance tickets or buy a railcard',
  ],
  'Coastline Cottages': [
    'holiday cottages by the sea in Cornwall, Devon and Wales',
    'Book a week by the beach or a short break out of season',
  ],
  'Wanderly Travel': [
    'tailor-made holidays, city breaks and tours',
    'Plan a trip with a travel expert or book online',
  ],
  'Skybridge Airways': [
    'flights from UK airports to Europe and beyond',
    'Put it towards flights, seat selection or extra baggage',
  ],
  'Highland Breaks': [
    'lodges, castles and cabins in the Scottish Highlands',
    'Book a cabin by a loch or a castle for a special occasion',
  ],
  'Channel Ferries Direct': [
    'ferry crossings to France, Spain and the Channel Islands',
    'Take the car across and start the holiday on the ferry',
  ],
  'Harbourside Hotels': [
    'waterfront hotels with restaurants and spas',
    'Book an overnight stay, a dinner or a spa day',
  ],
  'Lakeland Lodges': [
    'lodges with hot tubs in the Lake District',
    'Book a walking weekend or a family week by the lakes',
  ],
  'Globetrotter Luggage': [
    'suitcases, travel bags and accessories',
    'Get packed for the next trip with a new case or a carry-on',
  ],
  'Coach & Country': [
    'coach tours and day trips across the UK',
    'Book a day trip to the coast or a tour of the Highlands',
  ],
  'Island Hopper': [
    'island holidays and inter-island ferries in Greece and the Canaries',
    'Plan a trip that takes in more than one island',
  ],
  'Weekender Breaks': [
    'short breaks and city hotel stays across the UK and Europe',
    'Book a two-night break with breakfast included',
  ],
  'Cityscape Stays': [
    'city-centre apartments and aparthotels',
    'Book a stay with a kitchen and room for everyone',
  ],
  // Takeaway
  'Speedy Slice': [
    'pizzas, sides and desserts delivered hot',
    'Order online or in the app for delivery or collection',
  ],
  'Wok This Way': [
    'Chinese stir-fries, noodles and rice dishes',
    'Order for delivery or pick it up on the way home',
  ],
  'Curry Corner': [
    'curries, biryanis and naan from the tandoor',
    'Order a Friday night curry for delivery or collection',
  ],
  'The Fish & Chip Co': [
    'fish and chips, fried the traditional way',
    'Eat in, take away or order for delivery',
  ],
  'Kebab Kitchen': [
    'kebabs, wraps and grilled meats',
    'Order late for delivery or collect on the way home',
  ],
  'Sushi Drop': [
    'sushi, poke bowls and bento boxes',
    'Order a sushi platter for delivery or collection',
  ],
  'Taco Trail': [
    'tacos, quesadillas and loaded nachos',
    'Order for delivery or collect from the kitchen',
  ],
  'The Burrito Bar': [
    'burritos, burrito bowls and salads made to order',
    'Build your own burrito online and collect it in minutes',
  ],
  'Golden Dragon Express': [
    'Cantonese takeaway favourites and banquet meals',
    'Order a banquet for the family for delivery or collection',
  ],
  'Pizza Pronto': [
    'hand-stretched pizzas and Italian sides',
    'Eat in, collect or order for delivery',
  ],
  Deliverly: [
    'food delivery from hundreds of local restaurants',
    'Use it on any order in the app, from breakfast to late-night snacks',
  ],
  'Grub Runner': [
    'groceries and takeaway delivered in under 30 minutes',
    'Order snacks, drinks or dinner to the door',
  ],
  'Night Owl Eats': [
    'late-night takeaway delivery until 3am',
    'Order when everywhere else has closed',
  ],
  'Chippy Direct': [
    'online ordering from local fish and chip shops',
    'Find the nearest chippy and order for collection or delivery',
  ],
  // Multi-brand gift cards
  'AllStars Gift Card': [
    'one card you can spend at over 100 high street and online retailers',
    'Let them choose: the card is accepted at every partner brand',
  ],
  'Choice Card UK': [
    'a gift card accepted at over 150 shops, restaurants and experiences',
    'Let them pick from fashion, dining, days out and more',
  ],
  'The Everything Card': [
    'a gift card for shops, restaurants, cinemas and days out',
    'Give one card and let them decide how to spend it',
  ],
  'High Street Pass': [
    'one card accepted at hundreds of high street shops and restaurants',
    'Spend it in town at any shop that shows the card sign',
  ],
  'Shopwise Multi': [
    'a multi-store card for supermarkets, fashion and home stores',
    'Split it between the weekly shop and something for yourself',
  ],
  'Treat Card': [
    'a gift card for treats at restaurants, spas and cinemas',
    'Give someone a night out or a pamper day of their choice',
  ],
  'Gift Anywhere': [
    'a prepaid gift card accepted wherever contactless payments are',
    'Spend it in shops, online or at the café, anywhere contactless is taken',
  ],
  'Spend It Your Way': [
    'a flexible gift card you can swap for cards from over 100 brands',
    'Swap it for the brand they want, all at once or bit by bit',
  ],
  'Select Card': [
    'a gift card for a hand-picked list of fashion and beauty brands',
    'Let them choose from their favourite fashion and beauty names',
  ],
  'Universal Voucher': [
    'a voucher you can exchange for gift cards from over 120 retailers',
    'Exchange it online in a couple of minutes',
  ],
  'Town & City Card': [
    'a local gift card for independent shops and restaurants in your town',
    'Support local businesses and spend it on your own high street',
  ],
  'Dining Pass': [
    'a gift card for over 2,000 restaurants, pubs and cafés',
    'Let them choose where to eat, from a Sunday roast to a tasting menu',
  ],
  'Experience Card': [
    'a gift card for experiences, from spa days to driving days',
    'Let them pick the experience and book the date that suits them',
  ],
  'Pamper Pass': [
    'a gift card for spa days, beauty treatments and salons',
    'Let them choose a facial, a massage or a day at the spa',
  ],
  // Health and beauty
  'Glow Apothecary': [
    'natural skincare, bath products and aromatherapy oils',
    'Build a skincare routine or run a relaxing bath',
  ],
  'Rosewood Spa': [
    'spa days, massages and facials at country-house spas',
    'Book a spa day for two or an overnight spa break',
  ],
  'Pure Skin Lab': [
    'dermatologist-developed skincare and free skin consultations',
    'Book a consultation and get a routine that suits your skin',
  ],
  'The Beauty Bar': [
    'make-up, brows and lashes, with walk-in beauty treatments',
    'Pop in for a brow tint or a make-up lesson',
  ],
  'Well & Good Pharmacy': [
    'health products, vitamins, toiletries and pharmacy services',
    'Pick up everyday toiletries or book a travel vaccination',
  ],
  'Lather & Co': [
    'handmade soaps, shampoo bars and plastic-free bathroom essentials',
    'Switch to refillable, plastic-free bathroom favourites',
  ],
  'Bloom Cosmetics': [
    'make-up, nail colour and beauty tools',
    'Try a new shade or restock your everyday make-up',
  ],
  'Serenity Spa Days': [
    'spa day packages at over 200 UK spas',
    'Choose a spa, pick a date and relax',
  ],
  'Polished Nails': [
    'manicures, pedicures and gel nails',
    'Book a manicure before a big night out',
  ],
  'Mane Street Hair': [
    'haircuts, colour and styling at its salons',
    'Book a cut and colour with a senior stylist',
  ],
  'Vitality Vitamins': [
    'vitamins, supplements and sports nutrition',
    'Stock up on vitamins or try protein for your training',
  ],
  'Clearview Opticians': [
    'eye tests, glasses and contact lenses',
    'Put it towards new frames or prescription sunglasses',
  ],
  'Fresh Scent Perfumery': [
    'perfume and aftershave from designer and niche houses',
    'Find a signature scent or a gift set for a special occasion',
  ],
  'Barber & Blade': [
    "men's haircuts, hot-towel shaves and beard trims",
    'Book a cut and a hot-towel shave',
  ],
  // Home, garden and DIY
  'Hammer & Nail DIY': [
    'tools, timber, paint and everything for DIY projects',
    'Tackle a project, fix up the house or kit out the shed',
  ],
  'Greenfingers Garden Centre': [
    'plants, compost, garden furniture and a café',
    'Get the garden ready for summer and stop for lunch in the café',
  ],
  'Homestead Interiors': [
    'sofas, beds and furniture for every room',
    'Put it towards a new sofa or a bed, delivered to the room of your choice',
  ],
  'Willow Lane Homewares': [
    'cushions, throws, tableware and home fragrance',
    'Refresh a room with new soft furnishings',
  ],
  'Brick & Mortar Supplies': [
    'building materials and plumbing and electrical supplies for trade and DIY',
    'Pick up materials for a build or a bathroom refit',
  ],
  'Cosy Nest Furniture': [
    'sofas, armchairs and storage for smaller homes',
    'Furnish a first flat with pieces that fit',
  ],
  'The Paint Pot': [
    'paint, wallpaper and decorating tools, with colour matching',
    'Get any colour mixed and the brushes to match',
  ],
  'Bloom & Bough Nurseries': [
    'trees, shrubs and perennials from its own nurseries',
    'Plant a hedge, an orchard or a border full of colour',
  ],
  'The Tool Shed': [
    'power tools, hand tools and workshop storage',
    'Upgrade to a cordless drill or sort out the garage',
  ],
  'Lamplight Lighting': [
    'lamps, ceiling lights and outdoor lighting',
    'Change the mood of a room with new lighting',
  ],
  'Rug Republic': [
    'rugs, runners and doormats in every size',
    'Find a rug to pull a room together',
  ],
  'Kitchen Collective': [
    'cookware, bakeware and kitchen gadgets',
    'Kit out a new kitchen or treat a keen cook',
  ],
  'Pawprint Pet Supplies': [
    'pet food, bedding and accessories for dogs, cats and small animals',
    'Stock up on food and treats, in store or on repeat delivery',
  ],
  'Tails & Trails': [
    'dog walking gear, pet travel kit and outdoor accessories for pets',
    'Get leads, coats and travel bowls for adventures with the dog',
  ],
};
