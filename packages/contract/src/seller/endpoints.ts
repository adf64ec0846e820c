import { z } from 'zod';
import { deferred } from '../deferred.js';
import { endpoint } from '../endpoint.js';
import { PageParams, paged } from '../params.js';
import {
  DashboardGoodsParams,
  DashboardHeadParams,
  DashboardLineParams,
  DiscountBatchParams,
  LibraryListParams,
  ListingAddParams,
  ListingListParams,
  ListingSearchParams,
  ListingUpdateParams,
  ReportHeadParams,
  ReportListParams,
  SellerGoodsIdParams,
  SellerKeywordParams,
  ShelfBatchParams,
  ShopReviewListParams,
  ShopUpdateParams,
} from './params.js';
import {
  BatchResultVo,
  DashboardHeadVo,
  FollowerVo,
  GoodsNameVo,
  LibraryGoodsVo,
  ListingSkuInfoVo,
  OrderStatsVo,
  ProfitRangeVo,
  ReportHeadVo,
  SellerListingVo,
  ShopDayVo,
  ShopProfileVo,
  ShopReviewVo,
  TopGoodsVo,
} from './shapes.js';
import { ListingImportParams, ListingImportVo, ListingTermsVo } from './listing-csv.js';

// The seller panel (contract §3.1): the product library, the shop's listings, its profile,
// reviews and followers, the dashboard and the financial report. Every endpoint answers for the
// caller's own shop only (`actor.sellerId`); a buyer without a shop is refused with
// AUTH_NOT_A_SELLER. Changes are POST only; reads take POST or GET as every other action.

const POST = ['POST'] as const;
const seller = { scope: 'seller', access: 'seller' } as const;
const none = deferred(() => z.object({}));

export const sellerPanelEndpoints = {
  /** `/api/sysParaProduct!info` (contract §1.11): the allowed profit range, for shops. */
  profitRange: endpoint({
    name: 'sysParaProduct!info',
    access: 'seller',
    params: none,
    reply: ProfitRangeVo,
  }),

  library: endpoint({
    ...seller,
    name: 'systemGoods!list',
    params: LibraryListParams,
    reply: deferred(() => paged(LibraryGoodsVo)),
  }),
  libraryKeywords: endpoint({
    ...seller,
    name: 'systemGoods!search-keyword',
    params: SellerKeywordParams,
    reply: deferred(() => z.array(GoodsNameVo)),
  }),

  addOrUpdate: endpoint({
    ...seller,
    name: 'goods!addOrUpdate',
    params: ListingAddParams,
    reply: SellerListingVo,
    methods: POST,
  }),
  // Our client sends a JSON body: a description per language (`des`, up to 5,000 characters each)
  // would not fit in an address. The server reads the query and a form as before.
  update: endpoint({
    ...seller,
    name: 'goods!update',
    params: ListingUpdateParams,
    reply: SellerListingVo,
    methods: POST,
    body: 'json',
  }),
  remove: endpoint({
    ...seller,
    name: 'goods!delete',
    params: SellerGoodsIdParams,
    reply: deferred(() => z.null()),
    methods: POST,
  }),
  shelfBatch: endpoint({
    ...seller,
    name: 'goods!shelfBatch',
    params: ShelfBatchParams,
    reply: BatchResultVo,
    methods: POST,
  }),
  discountBatch: endpoint({
    ...seller,
    name: 'goods!updateDisProBatch',
    params: DiscountBatchParams,
    reply: BatchResultVo,
    methods: POST,
  }),
  // The listings' prices and wholesale terms as CSV (issue 53): every listing's row, for the panel
  // to write as a file (listingTermsCsv), and the file back, all lines or none. The file travels in
  // a JSON body: it is far longer than an address takes.
  exportTerms: endpoint({
    ...seller,
    name: 'goods!export',
    params: none,
    reply: deferred(() => z.array(ListingTermsVo)),
  }),
  importTerms: endpoint({
    ...seller,
    name: 'goods!import',
    params: ListingImportParams,
    reply: ListingImportVo,
    methods: POST,
    body: 'json',
  }),
  listings: endpoint({
    ...seller,
    name: 'goods!list',
    params: ListingListParams,
    reply: deferred(() => paged(SellerListingVo)),
  }),
  searchListings: endpoint({
    ...seller,
    name: 'goods!search-goods',
    params: ListingSearchParams,
    reply: deferred(() => paged(SellerListingVo)),
  }),
  listingKeywords: endpoint({
    ...seller,
    name: 'goods!search-keyword',
    params: SellerKeywordParams,
    reply: deferred(() => z.array(GoodsNameVo)),
  }),
  skuInfo: endpoint({
    ...seller,
    name: 'goods!sellerGoodsSkuInfo',
    params: SellerGoodsIdParams,
    reply: ListingSkuInfoVo,
  }),

  profile: endpoint({ ...seller, name: 'seller!info', params: none, reply: ShopProfileVo }),
  updateProfile: endpoint({
    ...seller,
    name: 'seller!update',
    params: ShopUpdateParams,
    reply: ShopProfileVo,
    methods: POST,
  }),
  reviews: endpoint({
    ...seller,
    name: 'evaluation!list',
    params: ShopReviewListParams,
    reply: deferred(() => paged(ShopReviewVo).extend({ evaluationNum: z.number() })),
  }),
  followers: endpoint({
    ...seller,
    name: 'focusSeller!list',
    params: PageParams,
    reply: deferred(() => paged(FollowerVo)),
  }),

  dashboardHead: endpoint({
    ...seller,
    name: 'instrument-panel!head',
    params: DashboardHeadParams,
    reply: DashboardHeadVo,
  }),
  dashboardLine: endpoint({
    ...seller,
    name: 'instrument-panel!line',
    params: DashboardLineParams,
    reply: deferred(() => z.array(ShopDayVo)),
  }),
  dashboardGoods: endpoint({
    ...seller,
    name: 'instrument-panel!goods',
    params: DashboardGoodsParams,
    reply: deferred(() => z.array(TopGoodsVo)),
  }),
  dashboardStats: endpoint({ ...seller, name: 'instrument-panel!stats', params: none, reply: OrderStatsVo }),

  reportHead: endpoint({ ...seller, name: 'report!head', params: ReportHeadParams, reply: ReportHeadVo }),
  reportList: endpoint({
    ...seller,
    name: 'report!list',
    params: ReportListParams,
    reply: deferred(() => paged(ShopDayVo)),
  }),
} as const;
