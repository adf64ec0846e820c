import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { optionI18n } from '../../db/schema/index.js';

export interface SkuOption {
  attrName: string;
  attrValue: string;
}

/**
 * SKU options ("Colour: Khaki") in `lang`, through the option glossary (option_i18n); a name or
 * value the glossary lacks stays as stored (English). One query for every list given; none in English.
 * Shown text only: buyers choose and order by skuId, never by these words.
 */
export async function localiseOptions<T extends readonly SkuOption[]>(
  db: DbOrTx,
  lang: string,
  lists: readonly T[],
): Promise<SkuOption[][]> {
  const texts = [...new Set(lists.flatMap((list) => list.flatMap((o) => [o.attrName, o.attrValue])))];
  if (lang === 'en' || texts.length === 0) return lists.map((list) => [...list]);
  const rows = await db
    .select({ source: optionI18n.source, text: optionI18n.text })
    .from(optionI18n)
    .where(and(eq(optionI18n.lang, lang), inArray(optionI18n.source, texts)));
  const names = new Map(rows.map((r) => [r.source, r.text]));
  return lists.map((list) =>
    list.map((o) => ({
      attrName: names.get(o.attrName) ?? o.attrName,
      attrValue: names.get(o.attrValue) ?? o.attrValue,
    })),
  );
}
