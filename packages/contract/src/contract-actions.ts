// Every action the API contract document names (api-contract.md, kept outside the repository: its
// tables §1.1–§1.11 and §3.1), with the methods it gives each, so that a test can hold the server to
// all of them without the document (apps/server plugins/contract-coverage.test.ts) and another can
// hold this list to the document where it is at hand (apps/server plugins/contract-document.test.ts).
//
// A path is written in the family the document names it in; its mobile twin (`/wap/api/…` for
// `/api/…`, `/wap/seller/…` for `/seller/…`) is served too and checked with it (contractActionPaths).
// Methods are the document's; where it gives none, POST, which is how the clients send every
// action they do not say GET for (contract §2.2).

export type ContractMethod = 'GET' | 'POST';

export interface ContractAction {
  path: string;
  methods: readonly ContractMethod[];
}

const POST = ['POST'] as const;
const GET = ['GET'] as const;
const BOTH = ['GET', 'POST'] as const;

const each = (methods: readonly ContractMethod[], ...paths: string[]): ContractAction[] =>
  paths.map((path) => ({ path, methods }));

export const CONTRACT_ACTIONS: readonly ContractAction[] = [
  // §1.1 Catalogue and search
  ...each(
    POST,
    '/api/index!home.action',
    '/api/banner!bannerList.action',
    '/wap/api/banner!list.action',
    '/api/index!download-url.action',
    '/api/category!list.action',
    '/api/category!recommend.action',
    '/api/category!listTop.action',
    '/api/seller!getCategory.action',
    '/api/sellerGoods!list.action',
    '/api/sellerGoods!recommend_new.action',
    '/api/sellerGoods!recommend_like.action',
    '/api/sellerGoods!search-keyword.action',
    '/api/sellerGoods!search-goods.action',
    '/api/sellerGoods!search.action',
    '/api/sellerGoods!searchSellerGoods.action',
    '/api/sellerGoods!info.action',
    '/api/sellerGoods!categoryGoodCount.action',
    '/api/sellerGoods!categoryGoodList.action',
    '/api/seller!list.action',
    '/api/seller!info.action',
    '/api/subscribe!add.action',
  ),
  ...each(GET, '/api/category!tree.action', '/api/category!sellerTree.action'),
  ...each(GET, '/api/activity/lottery!getCurrentActivity.action'),
  // The seller wap's, "in the same family" as the home page's: both readings are served.
  ...each(
    POST,
    '/api/activity/lottery!getPoints.action',
    '/api/activity/lottery!draw.action',
    '/api/activity/lottery!pageListMyPrize.action',
    '/api/lottery!getPoints.action',
    '/api/lottery!draw.action',
    '/api/lottery!pageListMyPrize.action',
  ),

  // §1.2 Account and session
  ...each(POST, '/api/user!newlogin.action', '/api/user!login.action'),
  ...each(BOTH, '/api/localuser!registerNoVerifcode.action'),
  ...each(
    GET,
    '/api/localuser!registerWithVerifcode.action',
    '/api/localuser!register_username.action',
    '/api/localuser!getImageCode.action',
    '/api/user!resetpswByGoogle.action',
    '/api/user!logout.action',
    '/api/localuser!get.action',
  ),
  ...each(POST, '/api/idcode!execute.action', '/api/localuser!verify_code.action'),
  ...each(BOTH, '/api/jscode!execute.action', '/api/user!resetpsw.action'),
  ...each(BOTH, '/api/user!getUserNameVerifTarget.action', '/api/user!getVerifTarget.action'),
  ...each(BOTH, '/api/user!heartbeat.action'),
  ...each(
    POST,
    '/api/user!checkAccount.action',
    '/api/user!LoginFree.action',
    '/api/localuser!refreshAvatar.action',
    '/api/user!updateOldAndNewPsw.action',
    '/api/user!updatepsw.action',
    '/api/user!update_pwd_by_old.action',
    '/api/user!check-safeword.action',
    '/api/user!setSafewordReg.action',
    '/api/user!setSafeword.action',
    '/api/user!updateOldAndNewSafeword.action',
    '/api/user!get_safeword_apply.action',
    '/api/user!set_safeword_apply.action',
    '/api/user!logoff.action',
    '/api/user!bindWithdrawAddress.action',
    '/api/localuser!bindEmailOrPhone.action',
    '/api/localuser!bindEmailOrPhoneSm.action',
    '/api/localuser!checkEmailOrPhone.action',
    '/api/localuser!beforeBind.action',
    '/api/localuser!save_email.action',
    '/api/localuser!save_phone.action',
    '/api/localuser!getShare.action',
    '/api/googleauth!get.action',
    '/api/googleauth!bind.action',
    '/api/kyc!get.action',
    '/api/kycHighLevel!apply.action',
    '/api/kycHighLevel!get.action',
  ),
  ...each(BOTH, '/api/kyc!apply.action'),

  // §1.3 Addresses, favourites and follows
  ...each(
    POST,
    '/api/address!list.action',
    '/api/address!add.action',
    '/api/address!edit.action',
    '/api/address!del.action',
    '/api/address!listCountry.action',
    '/api/address!listState.action',
    '/api/address!listCity.action',
    '/api/keepGoods!list.action',
    '/api/keepGoods!add.action',
    '/api/keepGoods!del.action',
    '/api/keepGoods!count.action',
    '/api/focusSeller!list.action',
    '/api/focusSeller!add.action',
    '/api/focusSeller!del.action',
    '/api/focusSeller!count.action',
  ),

  // §1.4 Cart, §1.5 Orders, §1.6 Reviews
  ...each(
    POST,
    '/api/cart!list.action',
    '/api/cart!add.action',
    '/api/cart!update.action',
    '/api/order!submit.action',
    '/api/order!pay.action',
    '/api/order!cancel.action',
    '/api/order!listMain.action',
    '/api/order!info.action',
    '/api/order!listGoods.action',
    '/api/order!receipt.action',
    '/api/order!returns.action',
    '/api/order!countOrderStatus.action',
    '/api/orderLog!list.action',
    '/api/evaluation!list.action',
    '/api/evaluation!countType.action',
    '/api/evaluation!add.action',
    '/api/evaluation!addList.action',
  ),

  // §1.7 Chat: the customer-service chat, and the buyer–seller chat at each path its clients use
  ...each(BOTH, '/api/newOnlinechat!list.action', '/api/newOnlinechat!send.action'),
  ...each(GET, '/api/newOnlinechat!unread.action'),
  ...['/public/', '/api/public/', '/wap/public/'].flatMap((family) =>
    each(
      POST,
      ...['userlist', 'list', 'send', 'unread'].map((a) => `${family}userOnlineChatController!${a}.action`),
    ),
  ),

  // §1.8 Upload (the back end's variants are the console's)
  ...each(
    POST,
    '/api/uploadimg!execute.action',
    '/public/uploadimg!execute.action',
    '/normal/uploadimg!execute.action',
    '/api/public/uploadimg!execute.action',
  ),

  // §1.9 Wallet
  ...each(BOTH, '/api/wallet!getUsdt.action'),
  ...each(
    POST,
    '/api/wallet!get.action',
    '/api/wallet!getAll.action',
    '/api/wallet!logs.action',
    '/api/wallet!records.action',
    '/api/moneylog!list.action',
    '/api/moneylog!notifyCallback.action',
    '/api/rechargeBlockchain!recharge_open.action',
    '/api/channelBlockchain!list.action',
    '/api/rechargeBlockchain!fee.action',
    '/api/rechargeBlockchain!recharge.action',
    '/api/rechargeBlockchain!list.action',
    '/api/rechargeBlockchain!get.action',
    '/api/thirdPartyRecharge!recharge.action',
    '/api/thirdPartyRecharge!PHP_recharge.action',
    '/api/thirdPartyRecharge!PHP_recharge2.action',
    '/api/thirdPartyRecharge!PHP_recharge3.action',
    '/api/thirdPartyRecharge!PHP_recharge4.action',
    '/api/thirdPartyRecharge!PHP_recharge5.action',
    '/api/withdraw!fee.action',
    '/api/withdraw!apply.action',
    '/api/withdraw!list.action',
    '/api/withdraw!get.action',
  ),
  ...each(
    GET,
    '/api/moneylog!addNotify.action',
    '/api/rechargeBlockchain!rechargeLimitConfig.action',
    '/api/withdraw!withdrawLimitConfig.action',
  ),
  ...each(BOTH, '/api/thirdPartyRecharge!getCoinList.action', '/api/withdraw!withdraw_open.action'),

  // §1.10 Loans: every buyer client sends GET
  ...each(
    GET,
    '/api/credit!check.action',
    '/api/credit!config.action',
    '/api/credit!apply.action',
    '/api/credit!bill.action',
    '/api/credit!histroy.action',
    '/api/credit!beforepay.action',
    '/api/credit!pay.action',
    '/api/credit!beforereapply.action',
  ),

  // §1.11 System parameters and content
  ...each(BOTH, '/api/syspara!getSyspara.action', '/api/cms!get.action'),
  ...each(
    POST,
    '/api/sysParaProduct!info.action',
    '/api/sysParaSign!info.action',
    '/api/news!list_v2.action',
    '/api/news!get.action',
    '/api/comp/add.action',
    '/api/promote/level',
    // The document names the family only ("promote!*"), no action of it: the family is served whole.
    '/api/promote!*',
  ),
  ...each(GET, '/api/malllevel!levelList.action', '/api/malllevel!config.action'),
  ...each(
    GET,
    '/api/notification!message.pagelist',
    '/api/notification!message.slidelist',
    '/api/notification!message.detail',
    '/api/notification!count.unread',
  ),
  ...each(POST, '/api/notification!message.read'),

  // §3.1 Seller endpoints (the seller wap sends each with a form body: POST)
  ...each(
    POST,
    ...[
      'version!register',
      'version!registerjs',
      'instrument-panel!head',
      'instrument-panel!line',
      'instrument-panel!goods',
      'instrument-panel!stats',
      'orders!list',
      'orders!list-returns',
      'orders!push',
      'report!head',
      'report!list',
      'promotional!view',
      'promotional!buy',
      'promotional!listBuy',
      'promotional!my',
      'seller!info',
      'seller!update',
      'seller!beforeReceiveBonus',
      'seller!receiveBonus',
      'seller!receiveInviteRewards',
      'goods!list',
      'goods!delete',
      'goods!shelfBatch',
      'goods!update',
      'goods!updateDisProBatch',
      'goods!addOrUpdate',
      'goods!search-goods',
      'goods!sellerGoodsSkuInfo',
      'goods!search-keyword',
      'systemGoods!list',
      'systemGoods!search-keyword',
      'evaluation!list',
    ].map((action) => `/seller/${action}.action`),
  ),
];

/** An action's paths: the one the document names and its mobile twin, where the family has one. */
export function contractActionPaths(path: string): string[] {
  if (path.startsWith('/api/')) return [path, `/wap${path}`];
  if (path.startsWith('/seller/')) return [path, `/wap${path}`];
  return [path];
}
