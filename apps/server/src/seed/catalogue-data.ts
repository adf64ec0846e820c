import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@caravan/contract';
import { z } from 'zod';
import { paths } from '../paths.js';

const AllLanguages = z.object(
  Object.fromEntries(LANGUAGES.map((l) => [l, z.string().min(1)])) as Record<string, z.ZodString>,
);
const ThreeLanguages = z.object({
  en: z.string().min(1),
  'zh-CN': z.string().min(1),
  'zh-TW': z.string().min(1),
});

const CategoryData = z.object({
  key: z.string(),
  icon: z.string(),
  name: AllLanguages,
  children: z.array(z.object({ key: z.string(), name: AllLanguages })).min(1),
});

const ProductData = z.object({
  key: z.string(),
  category: z.string(),
  systemPrice: z.string().regex(/^\d+\.\d{2}$/),
  unit: z.string(),
  name: ThreeLanguages,
  des: ThreeLanguages,
  attributes: z.record(z.string(), z.array(z.string()).min(1)).optional(),
});

const BannerData = z.object({
  key: z.string(),
  title: AllLanguages,
  subtitle: AllLanguages,
  link: z.string(),
  category: z.string(),
});

export type CategoryData = z.infer<typeof CategoryData>;
export type ProductData = z.infer<typeof ProductData>;
export type BannerData = z.infer<typeof BannerData>;

function load<T>(file: string, schema: z.ZodType<T>): T {
  const text = readFileSync(join(paths.seedData, file), 'utf8');
  return schema.parse(JSON.parse(text));
}

/** The demo catalogue's hand-written content (src/seed/data/*.json), validated. */
export function loadCatalogueData() {
  return {
    categories: load('categories.json', z.array(CategoryData).min(10)),
    products: load('products.json', z.array(ProductData).min(300)),
    banners: load('banners.json', z.array(BannerData).min(1)),
  };
}
