import type {
  DashboardHeadVo,
  FollowerVo,
  LibraryGoodsVo,
  OrderStatsVo,
  SellerListingVo,
  SellerOrderVo,
  ShopDayVo,
  ShopFiguresVo,
  ShopProfileVo,
  ShopReviewVo,
  TopGoodsVo,
} from '@caravan/contract';
import { makeEvaluation, makeLocalUser, makeSeller, nextId, okReply } from '../../test/factories';
import { serveActions, type ActionHandler, type ServedActions } from '../../test/serve-actions';
import { PANEL_PAGE_SIZE } from '../lib/panel-query';

/** A paid order the shop has not purchased yet. */
export function makeSellerOrder(overrides: Partial<SellerOrderVo> = {}): SellerOrderVo {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    orderNo: 'O20260302000007',
    status: 1,
    returnStatus: 0,
    purchStatus: 0,
    goodsCount: 3,
    goodsName: 'Linen table runner',
    goodsIcon: null,
    username: 'd***r',
    prizeReal: 36,
    fees: 4,
    tax: 2,
    totalAmount: 42,
    purchaseAmount: 30.5,
    profit: 11.5,
    createTime: '2026-03-02 08:00:00',
    payTime: '2026-03-02 08:01:00',
    pushTime: '',
    settleTime: '',
    remindTime: '',
    settled: 0,
    returnReason: null,
    returnDetail: '',
    ...overrides,
  };
}

// ---------------------------------------------------------------- the panel's other pages

/** The shop of the logged-in seller in servePanel: the panel's header shows its name. */
export const PANEL_SHOP = makeSeller({
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Harbour Supplies',
});

/**
 * Serves the seller panel: the layout's calls (the user, the shop's name, its unread messages) and
 * the page's `handlers`, by action (`seller/goods!list`, …). Returns what was served, for requestsTo.
 */
export function servePanel(handlers: Record<string, ActionHandler>): ServedActions {
  return serveActions({
    'localuser!get': () => okReply(makeLocalUser({ sellerId: PANEL_SHOP.id })),
    'seller!info': () => okReply(PANEL_SHOP),
    // The "Messages" link's badge: no unread message unless a test says otherwise.
    'public/userOnlineChatController!unread': () => okReply(0),
    // The "Notifications" link's badge likewise.
    'notification!count.unread': () => okReply(0),
    ...handlers,
  });
}

/** A page of a panel list, as `paged()` answers it, with the `extra` fields some lists add. */
export function panelPage<T>(
  items: readonly T[],
  {
    pageNum = 1,
    total = items.length,
    extra = {},
  }: { pageNum?: number; total?: number; extra?: object } = {},
) {
  return okReply({
    pageList: items,
    pageInfo: { pageNum, pageSize: PANEL_PAGE_SIZE, totalElements: total },
    ...extra,
  });
}

/** A listing of the shop, on sale at 15.00 over a 10.00 wholesale price, without a discount. */
export function makeListing(overrides: Partial<SellerListingVo> = {}): SellerListingVo {
  const id = nextId();
  return {
    id,
    goodsId: nextId(),
    name: `Listing ${id.slice(-4)}`,
    imgUrl: null,
    categoryId: null,
    categoryName: null,
    secondaryCategoryId: null,
    secondaryCateName: null,
    unit: null,
    systemPrice: 10,
    sellingPrice: 15,
    profit: 5,
    profitRatio: 0.5,
    minSellingPrice: 11,
    maxSellingPrice: 20,
    discountRatio: null,
    discountStartTime: null,
    discountEndTime: null,
    discountPrice: null,
    discountProfit: null,
    discountActive: 0,
    isShelf: 1,
    goodsShelf: 1,
    stock: 40,
    skuCount: 0,
    soldNum: 3,
    viewsNum: 12,
    recTime: 0,
    newTime: 0,
    upTime: 1772438400000,
    stopTime: 0,
    createTime: 1772438400000,
    moq: 1,
    packSize: 1,
    samplePrice: null,
    sampleLimit: null,
    ...overrides,
    // One rung at the selling price unless the test gives a ladder (ADR 037).
    priceTiers: overrides.priceTiers ?? [{ minQty: overrides.moq ?? 1, price: overrides.sellingPrice ?? 15 }],
  };
}

/** A good of the platform's catalogue the shop does not list: 10.00 wholesale, sold at 11.00–20.00. */
export function makeLibraryGoods(overrides: Partial<LibraryGoodsVo> = {}): LibraryGoodsVo {
  return {
    goodsId: nextId(),
    name: 'Bamboo cutting board',
    imgUrl: null,
    categoryId: null,
    categoryName: null,
    secondaryCategoryId: null,
    secondaryCateName: null,
    systemPrice: 10,
    stock: 500,
    unit: null,
    buyMin: 1,
    freightAmount: 0,
    goodsTax: 0,
    skuCount: 0,
    minSellingPrice: 11,
    maxSellingPrice: 20,
    isListed: 0,
    sellerGoodsId: null,
    sellingPrice: null,
    isShelf: null,
    ...overrides,
  };
}

/** The shop as its owner edits it: no pictures, a description and a contact. */
export function makeShopProfile(overrides: Partial<ShopProfileVo> = {}): ShopProfileVo {
  return {
    id: PANEL_SHOP.id,
    name: 'Harbour Supplies',
    avatar: null,
    banner: null,
    shopRemark: 'Kitchen goods from the harbour.',
    contact: 'shop@example.com',
    status: 1,
    createTime: '2026-01-05 09:00:00',
    sellerGoodsNum: 4,
    soldNum: 20,
    viewsNum: 300,
    focusNum: 7,
    reviewNum: 5,
    highOpinion: 0.8,
    ...overrides,
  };
}

/** A review of one of the shop's goods (as makeEvaluation, with the listing it is about). */
export function makeShopReview(overrides: Partial<ShopReviewVo> = {}): ShopReviewVo {
  return {
    ...makeEvaluation(),
    goodsId: nextId(),
    goodsName: 'Linen table runner',
    goodsIcon: null,
    ...overrides,
  };
}

/** A follower, masked as the server masks it. */
export function makeFollower(overrides: Partial<FollowerVo> = {}): FollowerVo {
  return { userName: 'd***r', avatar: '3', followTime: '2026-03-01 10:00:00', ...overrides };
}

/** A span's figures, all zero unless given. */
export function makeFigures(overrides: Partial<ShopFiguresVo> = {}): ShopFiguresVo {
  return {
    orderNum: 0,
    salesAmount: 0,
    profit: 0,
    settledNum: 0,
    settledAmount: 0,
    settledProfit: 0,
    viewsNum: 0,
    newFollowers: 0,
    ...overrides,
  };
}

/** instrument-panel!head of a shop with goods and nothing waiting, for the 30 days to 2026-03-30. */
export function makeDashboardHead(overrides: Partial<DashboardHeadVo> = {}): DashboardHeadVo {
  return {
    tz: 'UTC',
    todayDate: '2026-03-30',
    startDate: '2026-03-01',
    endDate: '2026-03-30',
    today: makeFigures(),
    period: makeFigures(),
    focusNum: 0,
    sellerGoodsNum: 4,
    waitingPurchase: 0,
    ...overrides,
  };
}

/** The days of instrument-panel!line up to 2026-03-30, each with `figures`. */
export function makeShopDays(count: number, figures: Partial<ShopFiguresVo> = {}): ShopDayVo[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2026, 2, 30 - (count - 1) + index));
    return { day: date.toISOString().slice(0, 10), ...makeFigures(figures) };
  });
}

/** A best seller of the period. */
export function makeTopGoods(overrides: Partial<TopGoodsVo> = {}): TopGoodsVo {
  return {
    id: nextId(),
    goodsId: nextId(),
    name: 'Ceramic mug set',
    imgUrl: null,
    quantity: 6,
    orderNum: 4,
    salesAmount: 90,
    profit: 30,
    ...overrides,
  };
}

/** instrument-panel!stats of a shop without orders. */
export function makeOrderStats(overrides: Partial<OrderStatsVo> = {}): OrderStatsVo {
  return {
    total: 0,
    pendingPayment: 0,
    waitingPurchase: 0,
    stocking: 0,
    shipped: 0,
    received: 0,
    completed: 0,
    refund: 0,
    refunding: 0,
    cancelled: 0,
    ...overrides,
  };
}
