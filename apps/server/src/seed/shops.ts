/** The demo shops: names and a one-line description; the first belongs to the demo seller. */
export const DEMO_SHOPS = [
  {
    name: 'Harbourline Trading Co.',
    remark: 'Consumer electronics and accessories, shipped from our partner warehouse within 24 hours.',
  },
  {
    name: 'Silk Road Home Goods',
    remark: 'Kitchenware, storage and home textiles for retailers of every size.',
  },
  { name: 'Meridian Apparel Supply', remark: 'Basics and seasonal apparel in full size runs, bulk-packed.' },
  { name: 'Northwind Outdoor', remark: 'Camping, fitness and cycling gear for sports retailers.' },
  { name: 'Lotus Beauty Wholesale', remark: 'Skincare tools, cosmetics accessories and salon supplies.' },
  { name: 'Brightpath Office', remark: 'Stationery, desk organisation and school supplies in cartons.' },
  { name: 'Ironbridge Tools', remark: 'Hand tools, hardware and workshop consumables.' },
  { name: 'Little Lantern Toys', remark: 'Educational toys and baby essentials, safety-tested materials.' },
  { name: 'Coastal Pet Supply', remark: 'Pet feeding, grooming and toys for pet stores.' },
  { name: 'Aurora Lighting House', remark: 'LED bulbs, lamps and decorative lighting.' },
  { name: 'Saffron Jewellery Works', remark: 'Fashion jewellery and watches, gift-boxed.' },
  { name: 'Velocity Auto Parts', remark: 'Car accessories, organisers and phone mounts.' },
  { name: 'Caspian Bags & Shoes', remark: 'Backpacks, handbags and casual footwear.' },
] as const;

export const DEMO_ACCOUNTS = {
  buyer: { username: 'demobuyer', password: 'Demo1234', safeword: '123456', email: 'demobuyer@example.com' },
  seller: { username: 'demoseller', password: 'Demo1234', email: 'demoseller@example.com' },
  operator: { username: 'admin', password: 'Admin1234' },
} as const;
