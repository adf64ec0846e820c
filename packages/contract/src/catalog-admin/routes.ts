// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { catalogAdminEndpoints } from './endpoints.js';
import { endpointRoutes } from '../endpoint.js';

export const catalogAdminRoutes = /*#__PURE__*/ endpointRoutes<typeof catalogAdminEndpoints>({
  goods: ['systemGoods!list', 'admin', '.action', ['POST'], 'query'],
  good: ['systemGoods!get', 'admin', '.action', ['POST'], 'query'],
  createGood: ['systemGoods!create', 'admin', '.action', ['POST'], 'json'],
  updateGood: ['systemGoods!update', 'admin', '.action', ['POST'], 'json'],
  shelfGood: ['systemGoods!shelf', 'admin', '.action', ['POST'], 'query'],
  categoryTree: ['category!tree', 'admin', '.action', ['POST'], 'query'],
  createCategory: ['category!create', 'admin', '.action', ['POST'], 'json'],
  updateCategory: ['category!update', 'admin', '.action', ['POST'], 'json'],
  deleteCategory: ['category!delete', 'admin', '.action', ['POST'], 'query'],
  offers: ['sellerGoods!list', 'admin', '.action', ['POST'], 'query'],
  updateOfferTerms: ['sellerGoods!updateTerms', 'admin', '.action', ['POST'], 'json'],
  banners: ['banner!list', 'admin', '.action', ['POST'], 'query'],
  createBanner: ['banner!create', 'admin', '.action', ['POST'], 'json'],
  updateBanner: ['banner!update', 'admin', '.action', ['POST'], 'json'],
  deleteBanner: ['banner!delete', 'admin', '.action', ['POST'], 'query'],
});
