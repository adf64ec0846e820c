/**
 * The demo shops: a name, a one-line description, and the top-level categories (keys of
 * data/categories.json) whose goods the shop lists, so that each sells what it says it sells.
 * The first belongs to the demo seller, the second to the second demo seller.
 */
export const DEMO_SHOPS = [
  {
    name: 'Harbourline Trading Co.',
    remark: 'Consumer electronics and phone accessories, shipped from our partner warehouse within 24 hours.',
    categories: ['electronics', 'phone-accessories'],
  },
  {
    name: 'Silk Road Home Goods',
    remark: 'Cookware, kitchen tools and storage for retailers of every size.',
    categories: ['home-kitchen'],
  },
  {
    name: 'Meridian Apparel Supply',
    remark: 'T-shirts, outerwear, socks and underwear in full size runs, bulk-packed.',
    categories: ['apparel'],
  },
  {
    name: 'Northwind Outdoor',
    remark: 'Fitness equipment, camping gear and balls for sports retailers.',
    categories: ['sports-outdoors'],
  },
  {
    name: 'Lotus Beauty Wholesale',
    remark: 'Skincare, make-up tools and hair care for salons and beauty shops.',
    categories: ['beauty'],
  },
  {
    name: 'Brightpath Office',
    remark: 'Pens, notebooks and desk organisers for offices and schools, in cartons.',
    categories: ['office-school'],
  },
  {
    name: 'Ironbridge Tools',
    remark: 'Hand tools, power tools and fasteners for hardware stores.',
    categories: ['tools-hardware'],
  },
  {
    name: 'Little Lantern Toys',
    remark: 'Educational toys, plush toys and baby care; safety-tested materials.',
    categories: ['toys-baby'],
  },
  {
    name: 'Coastal Pet Supply',
    remark: 'Pet toys, beds and feeding for pet stores.',
    categories: ['pet-supplies'],
  },
  {
    name: 'Aurora Lighting House',
    remark: 'LED bulbs, desk lamps and string lights.',
    categories: ['lighting'],
  },
  {
    name: 'Saffron Jewellery Works',
    remark: 'Fashion necklaces, earrings, rings and watches, gift-boxed.',
    categories: ['jewellery-watches'],
  },
  {
    name: 'Velocity Auto Parts',
    remark: 'Car electronics, interior accessories and car care.',
    categories: ['automotive'],
  },
  {
    name: 'Caspian Bags & Shoes',
    remark: 'Sneakers, backpacks and handbags.',
    categories: ['shoes-bags'],
  },
] as const;

export const DEMO_ACCOUNTS = {
  buyer: { username: 'demobuyer', password: 'Demo1234', safeword: '123456', email: 'demobuyer@example.com' },
  seller: { username: 'demoseller', password: 'Demo1234', email: 'demoseller@example.com' },
  /** The second shop's owner: two sellers to try one shop's isolation from another's. */
  secondSeller: { username: 'demoseller2', password: 'Demo1234', email: 'demoseller2@example.com' },
  /** A buyer whose application to sell waits in the console's review queue. */
  applicant: {
    username: 'demoapplicant',
    password: 'Demo1234',
    email: 'demoapplicant@example.com',
    storeName: 'Lotus Bay Crafts',
    storeRemark: 'Handmade rattan baskets, batik cushion covers and coconut-shell tableware.',
  },
  operator: { username: 'admin', password: 'Admin1234' },
  /** A customer-service operator: the console's support inbox and nothing else. */
  support: { username: 'support', password: 'Support1234' },
} as const;
