import { discountedPrice, rungPrice, type GoodsVo, type PriceRung } from '@caravan/contract';
import type { CartItem } from './cart';

// An offer's prices by quantity (issue 53, ADR 037), with the contract's functions the server
// charges by: the product page's, the cart's and a quick order's prices are the order's.

/** What of an offer its prices by quantity read: the ladder (listed prices) and the discount now. */
export type LadderTerms = Pick<GoodsVo, 'priceTiers' | 'discountRatio'>;

/** The ladder's rungs with their prices as decimal text. */
export function rungsOf(goods: Pick<GoodsVo, 'priceTiers'>): PriceRung[] {
  return goods.priceTiers.map((r) => ({ minQty: r.minQty, price: r.price.toFixed(2) }));
}

/** What one unit costs at `quantity`: its rung, less the discount while it runs (every rung alike). */
export function unitPriceFor(goods: LadderTerms, quantity: number): number {
  const rungs = rungsOf(goods);
  if (rungs.length === 0) return 0;
  const ratio = goods.discountRatio === null ? null : String(goods.discountRatio);
  return Number(discountedPrice(rungPrice(rungs, quantity), ratio));
}

/** A cart line's ladder (unit prices now) and pack, from the offer's terms; absent when plain. */
export function cartTermsOf(
  goods: LadderTerms & Pick<GoodsVo, 'packSize'>,
): Pick<CartItem, 'tiers' | 'packSize'> {
  return {
    ...(goods.priceTiers.length > 1
      ? { tiers: goods.priceTiers.map((r) => ({ minQty: r.minQty, price: unitPriceFor(goods, r.minQty) })) }
      : {}),
    ...(goods.packSize > 1 ? { packSize: goods.packSize } : {}),
  };
}
