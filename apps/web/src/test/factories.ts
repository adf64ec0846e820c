import type {
  AddressVo,
  AdminUserVo,
  BannerVo,
  CaptchaVo,
  CategoryVo,
  EvaluationVo,
  GoodsVo,
  HomeVo,
  LocalUserVo,
  SellerVo,
  WithdrawRecordVo,
} from '@caravan/contract';
import { addItem, type CartItem, type NewCartLine } from '../lib/cart';

let sequence = 0;
/** A fresh uuid-shaped id: each sample its own. */
export const nextId = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export function makeSeller(overrides: Partial<SellerVo> = {}): SellerVo {
  return {
    id: nextId(),
    name: 'Harbour Supplies',
    avatar: null,
    status: 1,
    shopRemark: null,
    mallLevel: null,
    soldNum: 120,
    viewsNum: 900,
    sellerGoodsNum: 42,
    focusNum: 17,
    highOpinion: 0.96,
    reviewNum: 25,
    isFocus: 0,
    onShelvesFlag: '1',
    black: 0,
    fake: 0,
    fakeSoldNum: 0,
    signPdfUrl: null,
    ...overrides,
  };
}

/** The nine image slots of a product or a review, all empty. */
const noImages = {
  imgUrl1: null,
  imgUrl2: null,
  imgUrl3: null,
  imgUrl4: null,
  imgUrl5: null,
  imgUrl6: null,
  imgUrl7: null,
  imgUrl8: null,
  imgUrl9: null,
};

export function makeGoods(overrides: Partial<GoodsVo> = {}): GoodsVo {
  const id = nextId();
  return {
    id,
    goodsId: nextId(),
    sellerId: nextId(),
    categoryId: null,
    categoryName: null,
    secondaryCategoryId: null,
    secondaryCateName: null,
    name: `Product ${id.slice(-4)}`,
    soldNum: 8,
    viewsNum: 30,
    systemPrice: 8,
    sellingPrice: 12.5,
    profitRatio: 0.5,
    discountPrice: null,
    discountRatio: null,
    discountStartTime: null,
    discountEndTime: null,
    freightAmount: 0,
    freightType: 1,
    weightKg: 0,
    goodsTax: 0,
    upTime: 0,
    createTime: 0,
    recTime: 0,
    newTime: 0,
    systemRecTime: 0,
    systemNewTime: 0,
    stopTime: 0,
    isShelf: 1,
    unit: null,
    buyMin: 1,
    showWeight1: 0,
    showWeight2: 0,
    des: null,
    desLang: null,
    imgDes: null,
    ...noImages,
    imgUrl1: '/uploads/demo.png',
    imgUrl10: null,
    seller: makeSeller(),
    isKeep: 0,
    isCombo: 0,
    attributes: null,
    canSelectAttributes: null,
    moq: 1,
    packSize: 1,
    samplePrice: null,
    sampleLimit: null,
    ...overrides,
    // One rung at the selling price unless the test gives a ladder (ADR 037).
    priceTiers: overrides.priceTiers ?? [
      { minQty: overrides.moq ?? 1, price: overrides.sellingPrice ?? 12.5 },
    ],
  };
}

/** A five-star review with no pictures; the reviewer's name is masked as the server does. */
export function makeEvaluation(overrides: Partial<EvaluationVo> = {}): EvaluationVo {
  return {
    id: nextId(),
    sellerGoodsId: nextId(),
    evaluationType: 1,
    rating: 5,
    content: 'Great quality',
    skuId: null,
    attributes: [],
    ...noImages,
    userName: 'd***r',
    avatar: '3',
    partyName: 'd***r',
    partyAvatar: '3',
    isDefault: 0,
    createTimeStr: '2026-03-01 10:00:00',
    commentTime: '2026-03-01 10:00:00',
    countryName: '',
    ...overrides,
  };
}

/** A shipping address in Munich (not the default one). */
export function makeAddress(overrides: Partial<AddressVo> = {}): AddressVo {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    use: 0,
    phone: '+498912345678',
    contacts: 'Anna Schmidt',
    address: 'Leopoldstraße 1',
    email: 'annaschmidt@example.com',
    postcode: '80802',
    country: 'Germany',
    province: 'Bavaria',
    city: 'Munich',
    countryId: 82,
    provinceId: 3009,
    cityId: 27540,
    ...overrides,
  };
}

/** A cart line of a 10.00 product without SKUs, from the shop Harbour Supplies (`shop-a`). */
export function makeCartLine(overrides: Partial<NewCartLine> = {}): NewCartLine {
  return {
    id: 'goods',
    skuId: null,
    name: 'Product',
    checkAttrName: '',
    image: null,
    price: 10,
    seller: { id: 'shop-a', name: 'Harbour Supplies' },
    ...overrides,
  };
}

/** Puts these lines in the stored cart of the buyer `usercode`, as adding them one by one would. */
export function storeCartLines(usercode: string, lines: readonly NewCartLine[]): void {
  const items = lines.reduce<readonly CartItem[]>((list, line) => addItem(list, line, 500).items, []);
  window.localStorage.setItem(`ES_SHOP_CART_${usercode}`, JSON.stringify(items));
}

export function makeCategory(overrides: Partial<CategoryVo> = {}): CategoryVo {
  const id = nextId();
  return {
    id,
    categoryId: id,
    parentId: null,
    name: 'Home & Garden',
    des: null,
    sort: 1,
    iconImg: null,
    subList: [],
    ...overrides,
  };
}

export function makeBanner(overrides: Partial<BannerVo> = {}): BannerVo {
  return {
    id: nextId(),
    title: 'Spring wholesale week',
    subtitle: null,
    imgUrl: '/uploads/banner.png',
    link: null,
    type: 'pc',
    sort: 1,
    ...overrides,
  };
}

export function makeHome(overrides: Partial<HomeVo> = {}): HomeVo {
  return {
    banners: [makeBanner(), makeBanner({ title: 'New stores this month' })],
    categories: [makeCategory(), makeCategory({ name: 'Electronics' })],
    recommendGoods: [makeGoods({ name: 'Bamboo cutting board' }), makeGoods()],
    newGoods: [makeGoods({ name: 'Linen table runner' })],
    hotGoods: [makeGoods()],
    discountGoods: [makeGoods({ name: 'Ceramic mug set', sellingPrice: 20, discountPrice: 15 })],
    recommendSellers: [makeSeller()],
    ...overrides,
  };
}

/** A buyer as the console lists it: active, never locked, never signed in. */
export function makeAdminUser(overrides: Partial<AdminUserVo> = {}): AdminUserVo {
  return {
    id: '00000000-0000-4000-8000-000000000042',
    username: 'demobuyer',
    usercode: '9208626',
    email: 'demobuyer@example.com',
    phone: '',
    status: 1,
    lockedUntil: '',
    sellerId: null,
    shopName: null,
    createdAt: '2026-01-02 03:04:05',
    lastLoginAt: '',
    lastLoginIp: '',
    disabledReason: '',
    ...overrides,
  };
}

const PIXEL = 'data:image/png;base64,iVBORw0KGgo=';

/** A slide challenge whose pictures are a one-pixel PNG. */
export function makeCaptcha(overrides: Partial<CaptchaVo> = {}): CaptchaVo {
  return {
    captchaId: 'c-1',
    background: PIXEL,
    piece: PIXEL,
    pieceY: 40,
    width: 320,
    height: 160,
    pieceSize: 48,
    expiresInSeconds: 120,
    ...overrides,
  };
}

/** A fetch Response carrying the success envelope. */
export function makeLocalUser(overrides: Partial<LocalUserVo> = {}): LocalUserVo {
  return {
    username: 'demobuyer',
    userrole: 'MEMBER',
    roletype: 'MEMBER',
    usercode: '100001',
    phone: '',
    phoneverif: false,
    email: 'demobuyer@example.com',
    emailverif: false,
    google_auth_secret: '',
    googleverif: false,
    identityverif: false,
    advancedverif: false,
    lastlogintime: '',
    lastloginip: '',
    avatar: '1',
    name: '',
    nationality: '',
    kyc_status: 0,
    kyc_high_level_status: 0,
    signPdfUrl: '',
    url: '',
    usercode_qr: '',
    safeword: 1,
    sellerId: null,
    ...overrides,
  };
}

/**
 * A USDT withdrawal on TRC20 as the buyer's records show it (withdraw!list), in progress; finance's
 * (AdminWithdrawalVo) adds whose it is.
 */
export function makeWithdrawRecord(overrides: Partial<WithdrawRecordVo> = {}): WithdrawRecordVo {
  return {
    order_no: 'W20260301000001',
    amount: 100,
    fee: 1,
    volume: 99,
    coin: 'USDT',
    coin_blockchain: 'USDT_TRC20',
    coin_amount: null,
    coin_fee: null,
    coin_volume: null,
    rate: null,
    to: 'TQ4ownAddrExample1234567890abcdef',
    state: 0,
    tx: null,
    reason: null,
    countryName: null,
    bank: null,
    bankCardNo: null,
    bankUserName: null,
    swiftCode: null,
    payout_currency: null,
    payout_rate: null,
    payout_amount: null,
    create_time: '2026-03-01 09:00:00',
    ...overrides,
  };
}

export function okReply(data: unknown): Response {
  return new Response(JSON.stringify({ code: '0', msg: 'OK', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorReply(
  code: '1' | '403' | '999',
  key: string,
  msg: string,
  params: Record<string, string | number> = {},
): Response {
  return new Response(JSON.stringify({ code, msg, key, params, data: null }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}
