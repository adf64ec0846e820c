import type { EvaluationVo } from '@caravan/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { localiseOptions } from './option-names.js';
import type { DbOrTx } from '../../db/client.js';
import { evaluations, goodsSkus, users } from '../../db/schema/index.js';
import { formatDateTime } from '../../lib/dates.js';
import { REVIEW_IMAGE_SLOTS, imageSlots } from '../../lib/image-slots.js';
import { maskName } from '../../lib/mask-name.js';
import { readPage, toPage, windowOf } from '../../lib/paging.js';

/** Reviews of type `type` (1 good, 2 medium, 3 bad; 4 with pictures); any type without one. */
export function reviewTypeCondition(type: number | undefined): SQL | undefined {
  if (type === 4) return sql`cardinality(${evaluations.images}) > 0`;
  return type ? eq(evaluations.evaluationType, type) : undefined;
}

/**
 * What a list of reviews reads of each: the review, its author (joined from users) and the SKU's
 * options (left-joined from goods_skus).
 */
export const reviewColumns = {
  review: evaluations,
  username: users.username,
  avatar: users.avatar,
  sku: goodsSkus.attributes,
};

interface ReviewRow {
  review: typeof evaluations.$inferSelect;
  username: string;
  avatar: number;
  sku: (typeof goodsSkus.$inferSelect)['attributes'] | null;
}

/** Reviews as buyers read them, their authors masked, the SKU's options in `lang`. */
export async function presentReviews(
  db: DbOrTx,
  lang: string,
  rows: readonly ReviewRow[],
): Promise<EvaluationVo[]> {
  const options = await localiseOptions(
    db,
    lang,
    rows.map((r) => r.sku ?? []),
  );
  return rows.map(({ review: r, username, avatar: chosen }, index) => {
    const when = formatDateTime(r.createdAt);
    const masked = maskName(username);
    const avatar = String(chosen || 1);
    return {
      id: r.id,
      sellerGoodsId: r.sellerGoodsId,
      evaluationType: r.evaluationType,
      rating: r.rating,
      content: r.content ?? '',
      skuId: r.skuId,
      attributes: options[index] ?? [],
      ...imageSlots(r.images, REVIEW_IMAGE_SLOTS),
      userName: masked,
      avatar,
      partyName: masked,
      partyAvatar: avatar,
      isDefault: r.isDefault,
      createTimeStr: when,
      commentTime: when,
      countryName: '',
    };
  });
}

/** evaluation!list: a product's reviews, newest first, by type (4 = with pictures). */
export async function listEvaluations(
  db: DbOrTx,
  input: { sellerGoodsId: string; evaluationType?: number | undefined; pageNum: number; pageSize: number },
  lang: string,
) {
  const where = and(
    eq(evaluations.sellerGoodsId, input.sellerGoodsId),
    reviewTypeCondition(input.evaluationType),
  );
  const { rows, total } = await readPage(
    db
      .select(reviewColumns)
      .from(evaluations)
      .innerJoin(users, eq(users.id, evaluations.userId))
      .leftJoin(goodsSkus, eq(goodsSkus.id, evaluations.skuId))
      .where(where)
      .orderBy(desc(evaluations.createdAt), desc(evaluations.id)),
    windowOf(input),
    db.$count(evaluations, where),
  );
  const pageList = await presentReviews(db, lang, rows);
  return { ...toPage(pageList, input, total), evaluationNum: total };
}

/** evaluation!countType: how many reviews of each kind (as strings, contract §1.6). */
export async function countEvaluations(db: DbOrTx, sellerGoodsId: string) {
  const [row] = await db
    .select({
      pictures: sql<number>`count(*) filter (where cardinality(${evaluations.images}) > 0)::int`,
      good: sql<number>`count(*) filter (where ${evaluations.evaluationType} = 1)::int`,
      medium: sql<number>`count(*) filter (where ${evaluations.evaluationType} = 2)::int`,
      bad: sql<number>`count(*) filter (where ${evaluations.evaluationType} = 3)::int`,
    })
    .from(evaluations)
    .where(eq(evaluations.sellerGoodsId, sellerGoodsId));
  return {
    havePicture: String(row?.pictures ?? 0),
    positiveComments: String(row?.good ?? 0),
    mediumReview: String(row?.medium ?? 0),
    negativeComment: String(row?.bad ?? 0),
  };
}
