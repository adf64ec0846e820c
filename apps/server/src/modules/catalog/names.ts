import type { Language } from '@caravan/contract';
import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { systemGoods, systemGoodsI18n } from '../../db/schema/index.js';

// Names in the reader's language, falling back to English: the one way they are written as SQL
// (the list walks join the translations instead: goods-rows.repository.ts).

/** A system good's name in `lang`, falling back to English ('' when it has neither). */
export function goodsName(lang: Language, goodsId: SQL | AnyColumn = systemGoods.id): SQL<string> {
  const nameIn = (l: string) =>
    sql`(select ${systemGoodsI18n.name} from ${systemGoodsI18n} where ${systemGoodsI18n.goodsId} = ${goodsId} and ${systemGoodsI18n.lang} = ${l})`;
  return sql<string>`coalesce(${nameIn(lang)}, ${nameIn('en')}, '')`;
}

/**
 * A name kept as one JSON object of translations (categories), in `lang` or English, else null;
 * `lang` may be a prepared statement's placeholder.
 */
export function translatedName(names: AnyPgColumn, lang: Language | Placeholder): SQL<string | null> {
  return sql<string | null>`coalesce(${names}->>${lang}, ${names}->>'en')`;
}
