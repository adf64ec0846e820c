import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { systemGoodsI18n } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like.js';

// How a keyword is matched against goods' names, in the ways the name indexes serve (ADR 007).

/**
 * A keyword test on system_goods_i18n.name that an index serves (migration 0004): trigram ILIKE for
 * 3+ characters, name grams for 1–2, and full-text for several words in any order.
 */
export function nameMatches(
  keyword: string,
  column: AnyPgColumn = systemGoodsI18n.name,
  fullText = true,
): SQL {
  const text = keyword.trim();
  const shape = keywordShape(text);
  const substring = shape.trigram
    ? sql`${column} ilike ${containsPattern(text)}`
    : sql`caravan_grams(${column}) @> array[lower(${text})]`;
  if (!fullText || !shape.words) return substring;
  return sql`(${substring} or to_tsvector('simple', ${column}) @@ plainto_tsquery('simple', ${text}))`;
}

/** Which test `nameMatches` builds for a keyword: trigrams for 3+ characters, full text for 2+ words. */
export function keywordShape(keyword: string): { trigram: boolean; words: boolean } {
  const text = keyword.trim();
  return { trigram: [...text].length >= 3, words: text.split(/\s+/).filter(Boolean).length >= 2 };
}

/** System goods whose name in `lang` or English matches the keyword. */
export function goodsMatching(keyword: { text: string; lang: string }) {
  return sql`(select ${systemGoodsI18n.goodsId} from ${systemGoodsI18n} where ${systemGoodsI18n.lang} in (${keyword.lang}, 'en') and ${nameMatches(keyword.text)})`;
}
