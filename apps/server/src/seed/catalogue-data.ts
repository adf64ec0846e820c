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
  /** What one unit weighs packed, in kg to the gram: its orders' long-distance freight (ADR 034). */
  weightKg: z.string().regex(/^\d+\.\d{3}$/),
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

/** The names, units and option words of the catalogue in one more language (data/i18n/<lang>.json). */
const CatalogueLanguage = z.object({
  /** Product names; for zh-CN and zh-TW they come from products.json instead. */
  products: z.record(z.string(), z.string().min(1)).default({}),
  /**
   * Product descriptions, every product's or none (a language without them shows English, marked
   * as such); for zh-CN and zh-TW they come from products.json instead.
   */
  descriptions: z.record(z.string(), z.string().min(1)).default({}),
  units: z.record(z.string(), z.string().min(1)),
  options: z.record(z.string(), z.string().min(1)),
});

export type CategoryData = z.infer<typeof CategoryData>;
export type CatalogueLanguage = z.infer<typeof CatalogueLanguage>;
export type ProductData = z.infer<typeof ProductData>;
export type BannerData = z.infer<typeof BannerData>;

function load<T>(file: string, schema: z.ZodType<T>): T {
  const text = readFileSync(join(paths.seedData, file), 'utf8');
  return schema.parse(JSON.parse(text));
}

/** The languages whose product names (and descriptions) products.json holds. */
const NAMED_IN_PRODUCTS = ['zh-CN', 'zh-TW'] as const;

/**
 * The catalogue's words in every language but English: each product's name, each unit and each
 * option name and value, for every product, or the data is refused (so no language shows English by
 * accident); descriptions for every product or for none.
 */
function loadLanguages(products: readonly ProductData[]): Map<string, CatalogueLanguage> {
  const units = new Set(products.map((p) => p.unit));
  const options = new Set(products.flatMap((p) => Object.entries(p.attributes ?? {}).flat(2)));
  const languages = new Map<string, CatalogueLanguage>();
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    const data = load(`i18n/${lang}.json`, CatalogueLanguage);
    for (const named of NAMED_IN_PRODUCTS) {
      if (lang !== named) continue;
      data.products = Object.fromEntries(products.map((p) => [p.key, p.name[named]]));
      data.descriptions = Object.fromEntries(products.map((p) => [p.key, p.des[named]]));
    }
    const described = Object.keys(data.descriptions).length > 0;
    const missing = [
      ...products.filter((p) => !data.products[p.key]).map((p) => `product ${p.key}`),
      ...products.filter((p) => described && !data.descriptions[p.key]).map((p) => `description ${p.key}`),
      ...Object.keys(data.descriptions)
        .filter((key) => !products.some((p) => p.key === key))
        .map((key) => `no product ${key} to describe`),
      ...[...units].filter((u) => !data.units[u]).map((u) => `unit ${u}`),
      ...[...options].filter((o) => !data.options[o]).map((o) => `option ${o}`),
    ];
    if (missing.length)
      throw new Error(`seed data i18n/${lang}.json lacks ${missing.slice(0, 5).join(', ')}`);
    languages.set(lang, data);
  }
  return languages;
}

/** A product's drawn picture (data/pictures/<key>.svg): an SVG document of 200 × 200. */
export function loadPicture(key: string): string {
  return readFileSync(join(paths.seedData, 'pictures', `${key}.svg`), 'utf8');
}

/** The demo catalogue's hand-written content (src/seed/data/*.json), validated. */
export type CatalogueData = ReturnType<typeof loadCatalogueData>;

/** Reads and validates the demo catalogue's content. */
/** The demo's products (products.json), checked. */
export function loadProducts(): ProductData[] {
  return load('products.json', z.array(ProductData).min(300));
}

export function loadCatalogueData() {
  const products = loadProducts();
  return {
    categories: load('categories.json', z.array(CategoryData).min(10)),
    products,
    banners: load('banners.json', z.array(BannerData).min(1)),
    languages: loadLanguages(products),
  };
}
