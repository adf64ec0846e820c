import type { Language, OrderGoodsVo, OrderInfoVo } from '@caravan/contract';
import type { DbOrTx } from '../../db/client.js';
import { toPage, type Page, type Paging } from '../../lib/paging.js';
import { storedCountryNamer } from '../address/index.js';
import { localiseOptions } from '../catalog/index.js';
import { findOrderGoods, orderParties } from './order-lists.repository.js';
import { orderTimings, payDeadline } from './order-timing.js';
import { presentInfo, presentOrderGoods, type OrderMasking } from './orders.presenter.js';
import type { OrderRow } from './orders.repository.js';

// An order's details as its buyer's and shop's endpoints (order!info, order!listGoods) and the
// console's (/admin/order!info, …) answer them: one reading, masked for who reads it.

/**
 * order!info's `orderInfo`: the order with its parties and payment deadline, its country named in
 * the reader's language (the order keeps the English name it was placed with).
 */
export async function orderInfoOf(
  db: DbOrTx,
  order: OrderRow,
  masking: OrderMasking,
  lang: Language,
): Promise<OrderInfoVo> {
  const [parties, timings, nameCountry] = await Promise.all([
    orderParties(db, order),
    orderTimings(db),
    storedCountryNamer(lang),
  ]);
  const info = presentInfo(order, parties, payDeadline(order.createdAt, timings), masking);
  return { ...info, country: nameCountry(order.country) };
}

/** order!listGoods: a page of the order's lines, their options in `lang`. */
export async function orderLinesOf(
  db: DbOrTx,
  orderId: string,
  paging: Paging,
  lang: Language,
): Promise<Page<OrderGoodsVo>> {
  const { rows, total } = await findOrderGoods(db, orderId, paging, lang);
  const options = await localiseOptions(
    db,
    lang,
    rows.map((r) => r.item.attributes),
  );
  return toPage(
    rows.map((r, i) => presentOrderGoods({ ...r, item: { ...r.item, attributes: options[i] ?? [] } })),
    paging,
    total,
  );
}
