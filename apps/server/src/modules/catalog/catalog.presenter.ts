import { rungPrice, type CategoryVo, type GoodsVo, type SellerVo } from '@caravan/contract';
import { GOODS_IMAGE_SLOTS, imageSlots } from '../../lib/image-slots.js';
import { amount, applyDiscount, profitRatio, toWire, type Amount } from '../../lib/money.js';
import type { GoodsRow } from './goods-rows.repository.js';
import type { ShopRow } from './seller.repository.js';
import { presentTerms, termsOf, type TermsColumns } from './wholesale-terms.js';

/** The share of `total` reviews that are positive, 0…1 rounded down to 4 places; 0 with none. */
function positiveShare(good: number, total: number): number {
  return total > 0 ? Math.floor((good * 10_000) / total) / 10_000 : 0;
}

/** A shop row, with the real figures its triggers keep (migrations 0009, 0017) → SellerVo. */
export function presentSeller(row: ShopRow, isFocus = false): SellerVo {
  return {
    id: row.id,
    name: row.name,
    avatar: row.avatar,
    status: row.status,
    shopRemark: row.shopRemark,
    mallLevel: null,
    soldNum: row.soldNum,
    viewsNum: row.viewsNum,
    sellerGoodsNum: row.goodsOnShelf,
    focusNum: row.focusNum,
    highOpinion: positiveShare(row.goodReviewNum, row.reviewNum),
    reviewNum: row.reviewNum,
    isFocus: isFocus ? 1 : 0,
    onShelvesFlag: row.status === 1 ? '1' : '0',
    black: 0,
    // Caravan never fakes figures: these contract fields are always zero.
    fake: 0,
    fakeSoldNum: 0,
    signPdfUrl: null,
  };
}

/** Whether a listing's discount window is open at `now` (checkout charges the discounted price then). */
export function discountActive(
  row: Pick<GoodsRow, 'discountRatio' | 'discountStart' | 'discountEnd'>,
  now: Date,
): boolean {
  return (
    row.discountRatio !== null &&
    row.discountStart !== null &&
    row.discountEnd !== null &&
    row.discountStart <= now &&
    row.discountEnd > now
  );
}

/** What a buyer pays for one unit at `now`: the selling price, discounted while the window is open. */
export function priceNow(
  row: Pick<GoodsRow, 'sellingPrice' | 'discountRatio' | 'discountStart' | 'discountEnd'>,
  now: Date,
): Amount {
  return row.discountRatio && discountActive(row, now)
    ? applyDiscount(row.sellingPrice, row.discountRatio)
    : amount(row.sellingPrice);
}

/**
 * What one unit costs when `quantity` units are bought now (ADR 037): the ladder's rung for the
 * quantity, less the discount while its window is open (every rung alike, cents rounded down).
 */
export function unitPriceAt(
  row: TermsColumns & Pick<GoodsRow, 'discountRatio' | 'discountStart' | 'discountEnd'>,
  quantity: number,
  now: Date,
): Amount {
  return priceNow({ ...row, sellingPrice: rungPrice(termsOf(row).priceTiers, quantity) }, now);
}

/** A seller-good row → GoodsVo (contract §1.0). Discount fields only while the window is open. */
export function presentGoods(row: GoodsRow, seller: SellerVo | null, now: Date): GoodsVo {
  const active = discountActive(row, now);
  const hasParent = row.parentCategoryId !== null;
  return {
    id: row.id,
    goodsId: row.goodsId,
    sellerId: row.sellerId,
    // categoryId is the top level; secondaryCategoryId the level the good is filed under.
    categoryId: hasParent ? row.parentCategoryId : row.categoryId,
    categoryName: hasParent ? row.parentCategoryName : row.categoryName,
    secondaryCategoryId: hasParent ? row.categoryId : null,
    secondaryCateName: hasParent ? row.categoryName : null,
    name: row.name,
    soldNum: row.soldNum,
    viewsNum: row.viewsNum,
    systemPrice: toWire(row.systemPrice),
    sellingPrice: toWire(row.sellingPrice),
    profitRatio: profitRatio(row.sellingPrice, row.systemPrice).toNumber(),
    discountPrice:
      active && row.discountRatio ? toWire(applyDiscount(row.sellingPrice, row.discountRatio)) : null,
    discountRatio: active && row.discountRatio ? amount(row.discountRatio).toNumber() : null,
    discountStartTime: active ? (row.discountStart?.getTime() ?? null) : null,
    discountEndTime: active ? (row.discountEnd?.getTime() ?? null) : null,
    freightAmount: toWire(row.freightAmount),
    freightType: row.freightType,
    weightKg: toWire(row.weightKg, 3),
    goodsTax: toWire(row.goodsTax),
    upTime: row.upTime,
    createTime: row.createdAt.getTime(),
    recTime: row.recTime,
    newTime: row.newTime,
    systemRecTime: row.systemRecTime,
    systemNewTime: row.systemNewTime,
    stopTime: row.stopTime,
    isShelf: row.isShelf,
    unit: row.unit,
    buyMin: row.buyMin,
    showWeight1: row.showWeight1,
    showWeight2: row.showWeight2,
    des: row.des,
    desLang: row.desLang,
    imgDes: row.imgDes,
    ...imageSlots(row.images, GOODS_IMAGE_SLOTS),
    seller,
    isKeep: 0,
    isCombo: 0,
    attributes: null,
    canSelectAttributes: null,
    ...presentTerms(row),
  };
}

export interface CategoryRow {
  id: string;
  parentId: string | null;
  name: string;
  des: string | null;
  sort: number;
  iconImg: string | null;
}

export function presentCategory(row: CategoryRow): Omit<CategoryVo, 'subList'> {
  return {
    id: row.id,
    categoryId: row.id,
    parentId: row.parentId,
    name: row.name,
    des: row.des,
    sort: row.sort,
    iconImg: row.iconImg,
  };
}

/** Rows (ordered by sort) → the two-level tree. */
export function buildCategoryTree(rows: readonly CategoryRow[]): CategoryVo[] {
  const top = rows.filter((r) => r.parentId === null);
  return top.map((parent) => ({
    ...presentCategory(parent),
    subList: rows
      .filter((r) => r.parentId === parent.id)
      .map((child) => ({ ...presentCategory(child), subList: [] })),
  }));
}
