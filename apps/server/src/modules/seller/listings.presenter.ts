import type { ListingSkuInfoVo, ListingTermsVo, SellerListingVo } from '@caravan/contract';
import { presentTerms, type SkuRow } from '../catalog/index.js';
import { amount, applyDiscount, profitRatio, toWire, type Amount } from '../../lib/money.js';
import type { ListingRow, ListingTermsRow } from './listings.repository.js';
import { priceBounds, type ProfitRange } from './profit-range.js';

/** Where a good is filed, as the contract's four fields: the top category, then the subcategory. */
export function presentFiling(row: {
  categoryId: string;
  categoryName: string | null;
  parentId: string | null;
  parentName: string | null;
}) {
  const hasParent = row.parentId !== null;
  return {
    categoryId: hasParent ? row.parentId : row.categoryId,
    categoryName: hasParent ? row.parentName : row.categoryName,
    secondaryCategoryId: hasParent ? row.categoryId : null,
    secondaryCateName: hasParent ? row.categoryName : null,
  };
}

/** The price bounds of a good, as the replies show them. */
export function presentBounds(systemPrice: string, range: ProfitRange) {
  const bounds = priceBounds(systemPrice, range);
  return { minSellingPrice: toWire(bounds.min), maxSellingPrice: toWire(bounds.max) };
}

type Discounted = Pick<ListingRow, 'sellingPrice' | 'discountRatio' | 'discountStart' | 'discountEnd'>;

/** The discount as set: its price (null without one) and whether its window is open at `now`. */
export function discountOf(row: Discounted, now: Date): { price: Amount | null; active: boolean } {
  if (row.discountRatio === null) return { price: null, active: false };
  const active =
    row.discountStart !== null &&
    row.discountEnd !== null &&
    row.discountStart <= now &&
    row.discountEnd > now;
  return { price: applyDiscount(row.sellingPrice, row.discountRatio), active };
}

/** A row of goods!export: the price, the discount as set and the terms, as a listing reply has them. */
export function presentListingTerms(row: ListingTermsRow): ListingTermsVo {
  return {
    id: row.id,
    goodsId: row.goodsId,
    name: row.name,
    sellingPrice: toWire(row.sellingPrice),
    discountRatio: row.discountRatio === null ? null : amount(row.discountRatio).toNumber(),
    ...presentTerms(row),
  };
}

/** A listing row → SellerListingVo. */
export function presentListing(row: ListingRow, range: ProfitRange, now: Date): SellerListingVo {
  const discount = discountOf(row, now);
  const profit = amount(row.sellingPrice).minus(row.systemPrice);
  return {
    id: row.id,
    goodsId: row.goodsId,
    name: row.name,
    imgUrl: row.images[0] ?? null,
    ...presentTerms(row),
    ...presentFiling(row),
    unit: row.unit,
    systemPrice: toWire(row.systemPrice),
    sellingPrice: toWire(row.sellingPrice),
    profit: toWire(profit),
    profitRatio: profitRatio(row.sellingPrice, row.systemPrice).toNumber(),
    ...presentBounds(row.systemPrice, range),
    discountRatio: row.discountRatio === null ? null : amount(row.discountRatio).toNumber(),
    discountStartTime: row.discountRatio === null ? null : (row.discountStart?.getTime() ?? null),
    discountEndTime: row.discountRatio === null ? null : (row.discountEnd?.getTime() ?? null),
    discountPrice: discount.price === null ? null : toWire(discount.price),
    discountProfit: discount.price === null ? null : toWire(discount.price.minus(row.systemPrice)),
    discountActive: discount.active ? 1 : 0,
    isShelf: row.isShelf,
    goodsShelf: row.goodsShelf,
    stock: row.stock,
    skuCount: row.skuCount,
    soldNum: row.soldNum,
    viewsNum: row.viewsNum,
    recTime: row.recTime,
    newTime: row.newTime,
    upTime: row.upTime,
    stopTime: row.stopTime,
    createTime: row.createdAt.getTime(),
  };
}

/**
 * A listing and its SKUs: each SKU's wholesale price, and what it sells and earns at now; and the
 * shop's own descriptions.
 */
export function presentSkuInfo(
  row: ListingRow,
  skus: readonly SkuRow[],
  des: ListingSkuInfoVo['des'],
  now: Date,
): ListingSkuInfoVo {
  const discount = discountOf(row, now);
  const charged = discount.active && discount.price ? discount.price : amount(row.sellingPrice);
  return {
    id: row.id,
    goodsId: row.goodsId,
    name: row.name,
    imgUrl: row.images[0] ?? null,
    systemPrice: toWire(row.systemPrice),
    sellingPrice: toWire(row.sellingPrice),
    discountPrice: discount.active && discount.price ? toWire(discount.price) : null,
    discountActive: discount.active ? 1 : 0,
    skus: skus.map((sku) => {
      const wholesale = amount(sku.price ?? row.systemPrice);
      return {
        skuId: sku.id,
        attributes: sku.attributes,
        imgUrl: sku.imgUrl,
        stock: sku.stock,
        systemPrice: toWire(wholesale),
        sellingPrice: toWire(row.sellingPrice),
        discountPrice: discount.active && discount.price ? toWire(discount.price) : null,
        profit: toWire(charged.minus(wholesale)),
      };
    }),
    des,
  };
}
