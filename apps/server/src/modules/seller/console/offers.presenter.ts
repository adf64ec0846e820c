import type { AdminOfferVo } from '@caravan/contract';
import { toWire } from '../../../lib/money.js';
import { wholesaleCostOf } from '../listing-terms.js';
import { presentBounds, presentListingTerms } from '../listings.presenter.js';
import type { ListingRules } from '../listings.service.js';
import type { OfferRow } from './offers.repository.js';

/**
 * An offer as the console shows it: goods!export's row, with its shop and what its terms are
 * checked against now (`rules`: the profit range and the system maximum).
 */
export function presentOffer(row: OfferRow, rules: Pick<ListingRules, 'range' | 'maxBuy'>): AdminOfferVo {
  return {
    ...presentListingTerms(row),
    sellerId: row.sellerId,
    shopName: row.shopName,
    imgUrl: row.images[0] ?? null,
    systemPrice: toWire(row.systemPrice),
    wholesaleCost: toWire(wholesaleCostOf(row)),
    ...presentBounds(row.systemPrice, rules.range),
    buyMin: row.buyMin,
    maxBuy: rules.maxBuy,
    isShelf: row.isShelf,
    goodsShelf: row.goodsShelf,
  };
}
