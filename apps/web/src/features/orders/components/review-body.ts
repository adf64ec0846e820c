import { reviewLevel, type OrderGoodsVo } from '@caravan/contract';
import type { EvaluationInput } from '../api/add-evaluations';
import type { ReviewDraft } from './review-drafts';

/** A draft is ready once it has a rating; words and pictures are optional. */
export const isComplete = (draft: ReviewDraft) => draft.rating > 0;

/**
 * One line's review as evaluation!addList takes it: the listing (`goodsId` of the line is its
 * sellerGoods id), its SKU unless it has none (`-1`), and the uploaded pictures as imgUrl1….
 */
export function evaluationOf(line: OrderGoodsVo, draft: ReviewDraft): EvaluationInput {
  const review: EvaluationInput = {
    sellerGoodsId: line.goodsId,
    // Sent for older servers; ours derives the verdict from the stars the same way.
    evaluationType: reviewLevel(draft.rating),
    rating: draft.rating,
    content: draft.content.trim(),
  };
  if (line.skuId && line.skuId !== '-1') review.skuId = line.skuId;
  draft.pictures
    .map((picture) => picture.url)
    .filter((url): url is string => url !== null)
    .slice(0, 9)
    .forEach((url, index) => {
      review[`imgUrl${(index + 1) as 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`] = url;
    });
  return review;
}
