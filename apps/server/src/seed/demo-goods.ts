import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { goodsSkus, optionI18n, systemGoods, systemGoodsI18n } from '../db/schema/index.js';
import { newId } from '../lib/ids.js';
import { amount, toDb } from '../lib/money.js';
import type { CatalogueLanguage, ProductData } from './catalogue-data.js';
import { intBetween } from './random.js';

// The demo catalogue's system goods: their rows, names in every language, SKUs and the options'
// glossary (seeded once, with the rest of the catalogue, by demo.ts).

export async function insertChunks<T>(
  items: readonly T[],
  size: number,
  insert: (chunk: T[]) => Promise<unknown>,
) {
  for (let i = 0; i < items.length; i += size) await insert(items.slice(i, i + size));
}

function skuCombinations(attributes: Record<string, string[]>): { attrName: string; attrValue: string }[][] {
  let combos: { attrName: string; attrValue: string }[][] = [[]];
  for (const [attrName, values] of Object.entries(attributes)) {
    combos = combos.flatMap((combo) => values.map((attrValue) => [...combo, { attrName, attrValue }]));
  }
  return combos;
}

/** The demo's system goods with their translations and SKUs; their ids, prices and categories. */
export async function insertSystemGoods(
  tx: Tx,
  { products, languages }: { products: ProductData[]; languages: Map<string, CatalogueLanguage> },
  images: string[][],
  subcategoryIds: Map<string, string>,
  now: Date,
  rand: () => number,
): Promise<DemoGood[]> {
  const goodsRows: (typeof systemGoods.$inferInsert)[] = [];
  const i18nRows: (typeof systemGoodsI18n.$inferInsert)[] = [];
  const skuRows: (typeof goodsSkus.$inferInsert)[] = [];
  products.forEach((p, index) => {
    const categoryId = subcategoryIds.get(p.category);
    if (!categoryId) throw new Error(`product ${p.key} names an unknown category ${p.category}`);
    const id = newId();
    const stock = intBetween(rand, 200, 5000);
    // Drawn in the order they always were, so the demo stays the same catalogue.
    const buyMin = rand() < 0.2 ? intBetween(rand, 2, 10) : 1;
    const freight = intBetween(rand, 0, 12);
    goodsRows.push({
      id,
      categoryId,
      systemPrice: p.systemPrice,
      unit: p.unit,
      buyMin,
      freightAmount: toDb(amount(freight)),
      // A good shown with no freight ships free; the others pay the schedule by weight.
      freightType: freight === 0 ? 1 : 0,
      weightKg: p.weightKg,
      goodsTax: '0.00',
      stock,
      images: images[index] ?? [],
      systemRecTime: rand() < 0.2 ? now.getTime() : 0,
      systemNewTime: rand() < 0.2 ? now.getTime() : 0,
      createdAt: new Date(now.getTime() - index * 60_000),
    });
    // Every language has the name, the unit and (where data/i18n has them) the description.
    i18nRows.push({ goodsId: id, lang: 'en', name: p.name.en, des: p.des.en, unit: p.unit });
    for (const [lang, words] of languages) {
      i18nRows.push({
        goodsId: id,
        lang,
        name: words.products[p.key] ?? p.name.en,
        des: words.descriptions[p.key] ?? null,
        unit: words.units[p.unit],
      });
    }
    if (p.attributes) {
      skuCombinations(p.attributes).forEach((combo, sort) => {
        skuRows.push({ goodsId: id, attributes: combo, price: null, stock: intBetween(rand, 20, 800), sort });
      });
    }
  });
  await insertChunks(goodsRows, 200, (chunk) => tx.insert(systemGoods).values(chunk));
  await insertChunks(i18nRows, 300, (chunk) => tx.insert(systemGoodsI18n).values(chunk));
  await insertChunks(skuRows, 300, (chunk) => tx.insert(goodsSkus).values(chunk));
  const glossary = [...languages].flatMap(([lang, words]) =>
    Object.entries(words.options).map(([source, text]) => ({ lang, source, text })),
  );
  await insertChunks(glossary, 500, (chunk) => tx.insert(optionI18n).values(chunk).onConflictDoNothing());
  return goodsRows.map((g, i) => ({
    id: g.id ?? '',
    systemPrice: g.systemPrice,
    category: products[i]?.category ?? '',
    buyMin: g.buyMin ?? 1,
    // The dearest of the good's and its SKUs' wholesale prices: what no ladder rung may go below.
    costMax: skuRows
      .filter((s) => s.goodsId === g.id && s.price)
      .reduce((most, s) => (amount(s.price ?? 0).gt(most) ? (s.price ?? most) : most), g.systemPrice),
  }));
}

/** A demo good as the shops list it. */
export interface DemoGood {
  id: string;
  systemPrice: string;
  category: string;
  buyMin: number;
  costMax: string;
}

/**
 * A data folder seeded before goods had weights (migration 0035) weighs the demo's goods now, as a
 * new seed would: goods still at 0 kg whose English name is a demo product's. Those shown without
 * freight ship free. Idempotent, and an operator's weight is never overwritten.
 */
export async function weighDemoGoods(db: Db, products: readonly ProductData[]): Promise<void> {
  const rows = products.map((p) => sql`(${p.name.en}, ${p.weightKg}::numeric)`);
  await db.execute(sql`
    update ${systemGoods} g
    set weight_kg = w.weight,
        freight_type = case when g.freight_amount = 0 then 1 else g.freight_type end
    from (values ${sql.join(rows, sql`, `)}) as w(name, weight), ${systemGoodsI18n} i
    where i.goods_id = g.id and i.lang = 'en' and i.name = w.name and g.weight_kg = 0`);
}
