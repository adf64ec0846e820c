// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { sellerPanelEndpoints } from './endpoints.js';
import { endpointRoutes } from '../endpoint.js';

export const sellerPanelRoutes = /*#__PURE__*/ endpointRoutes<typeof sellerPanelEndpoints>({
  profitRange: 'sysParaProduct!info',
  library: ['systemGoods!list', 'seller', '.action', ['POST', 'GET'], 'query'],
  libraryKeywords: ['systemGoods!search-keyword', 'seller', '.action', ['POST', 'GET'], 'query'],
  addOrUpdate: ['goods!addOrUpdate', 'seller', '.action', ['POST'], 'query'],
  update: ['goods!update', 'seller', '.action', ['POST'], 'json'],
  remove: ['goods!delete', 'seller', '.action', ['POST'], 'query'],
  shelfBatch: ['goods!shelfBatch', 'seller', '.action', ['POST'], 'query'],
  discountBatch: ['goods!updateDisProBatch', 'seller', '.action', ['POST'], 'query'],
  exportTerms: ['goods!export', 'seller', '.action', ['POST', 'GET'], 'query'],
  importTerms: ['goods!import', 'seller', '.action', ['POST'], 'json'],
  listings: ['goods!list', 'seller', '.action', ['POST', 'GET'], 'query'],
  searchListings: ['goods!search-goods', 'seller', '.action', ['POST', 'GET'], 'query'],
  listingKeywords: ['goods!search-keyword', 'seller', '.action', ['POST', 'GET'], 'query'],
  skuInfo: ['goods!sellerGoodsSkuInfo', 'seller', '.action', ['POST', 'GET'], 'query'],
  profile: ['seller!info', 'seller', '.action', ['POST', 'GET'], 'query'],
  updateProfile: ['seller!update', 'seller', '.action', ['POST'], 'query'],
  reviews: ['evaluation!list', 'seller', '.action', ['POST', 'GET'], 'query'],
  followers: ['focusSeller!list', 'seller', '.action', ['POST', 'GET'], 'query'],
  dashboardHead: ['instrument-panel!head', 'seller', '.action', ['POST', 'GET'], 'query'],
  dashboardLine: ['instrument-panel!line', 'seller', '.action', ['POST', 'GET'], 'query'],
  dashboardGoods: ['instrument-panel!goods', 'seller', '.action', ['POST', 'GET'], 'query'],
  dashboardStats: ['instrument-panel!stats', 'seller', '.action', ['POST', 'GET'], 'query'],
  reportHead: ['report!head', 'seller', '.action', ['POST', 'GET'], 'query'],
  reportList: ['report!list', 'seller', '.action', ['POST', 'GET'], 'query'],
});
