// Written by `npm run routes` (scripts/write-endpoint-routes.mjs) from the endpoints: do not edit.
// The endpoints as routes, for callers that need no schema (see EndpointRoute).
import type { outOfScopeEndpoints } from './endpoints.js';
import { endpointRoutes } from '../endpoint.js';

export const outOfScopeRoutes = /*#__PURE__*/ endpointRoutes<typeof outOfScopeEndpoints>({
  currentLottery: ['activity/lottery!getCurrentActivity', 'api', '.action', ['GET', 'POST'], 'query'],
  lottery: {
    points: 'activity/lottery!getPoints',
    draw: 'activity/lottery!draw',
    prizes: 'activity/lottery!pageListMyPrize',
  },
  legacyLottery: { points: 'lottery!getPoints', draw: 'lottery!draw', prizes: 'lottery!pageListMyPrize' },
  freeLogin: 'user!LoginFree',
  googleAuth: 'googleauth!get',
  bindGoogleAuth: 'googleauth!bind',
  resetPasswordByGoogle: ['user!resetpswByGoogle', 'api', '.action', ['GET', 'POST'], 'query'],
  advancedKyc: 'kycHighLevel!get',
  applyAdvancedKyc: 'kycHighLevel!apply',
  creditNotices: ['moneylog!addNotify', 'api', '.action', ['GET', 'POST'], 'query'],
  creditNoticesSeen: 'moneylog!notifyCallback',
  signing: 'sysParaSign!info',
  sellerLevels: ['malllevel!levelList', 'api', '.action', ['GET', 'POST'], 'query'],
  sellerLevelTexts: ['malllevel!config', 'api', '.action', ['GET', 'POST'], 'query'],
  cms: 'cms!get',
  news: 'news!list_v2',
  newsItem: 'news!get',
  complain: 'comp/add',
  teamLevel: ['promote/level', 'api', '', ['POST', 'GET'], 'query'],
  team: ['promote!*', 'api', '', ['POST', 'GET'], 'query'],
  promotion: ['promotional!view', 'seller', '.action', ['POST', 'GET'], 'query'],
  promotionOrders: ['promotional!listBuy', 'seller', '.action', ['POST', 'GET'], 'query'],
  myPromotions: ['promotional!my', 'seller', '.action', ['POST', 'GET'], 'query'],
  buyPromotion: ['promotional!buy', 'seller', '.action', ['POST', 'GET'], 'query'],
  bonus: ['seller!beforeReceiveBonus', 'seller', '.action', ['POST', 'GET'], 'query'],
  receiveBonus: ['seller!receiveBonus', 'seller', '.action', ['POST', 'GET'], 'query'],
  receiveInviteRewards: ['seller!receiveInviteRewards', 'seller', '.action', ['POST', 'GET'], 'query'],
});
