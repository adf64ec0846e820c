import {
  CATALOG_LIMITS,
  LANGUAGES,
  translationStatus,
  type AdminGoodsVo,
  type Language,
  type TranslationStatusVo,
  type GoodsSaveParams,
} from '@caravan/contract';
import type { KeyPart } from '../../../../lib/i18n';

/** One SKU row in the editor; `key` keeps React rows stable while ids are unknown (new SKUs). */
export type SkuRow = {
  key: string;
  id?: string;
  attributes: { attrName: string; attrValue: string }[];
  /** '' means the good's wholesale price. */
  price: string;
  stock: string;
  /** The SKU's own picture, kept as it is (the editor does not change it yet). */
  imgUrl?: string;
};

export type GoodsTexts = Record<Language, { name: string; des: string }>;

/** The editor's state: text inputs keep what was typed; numbers are checked on save. */
export type GoodsForm = {
  translations: GoodsTexts;
  unit: string;
  systemPrice: string;
  categoryId: string;
  secondaryCategoryId: string;
  goodsSort: string;
  buyMin: string;
  images: string[];
  /** 0 freight charged, 1 free freight (contract §3.3). */
  freightType: 0 | 1;
  freightAmount: string;
  goodsTax: string;
  isShelf: boolean;
  isRefund: boolean;
  lastAmount: string;
  skus: SkuRow[];
};

/** What systemGoods!create / !update take. */
/** What the form sends: the contract's params of systemGoods!create, as parsed. */
export type GoodsParams = GoodsSaveParams;

export type GoodsField =
  | 'name'
  | 'des'
  | 'unit'
  | 'systemPrice'
  | 'categoryId'
  | 'goodsSort'
  | 'buyMin'
  | 'images'
  | 'freightAmount'
  | 'goodsTax'
  | 'lastAmount'
  | 'skus';

/** Console string keys (goods.errors.*) per field. */
export type GoodsErrors = Partial<Record<GoodsField, `goods.errors.${KeyPart<'admin', 'goods.errors.'>}`>> & {
  skuRows?: number[];
  translations?: Language[];
};

let rowCounter = 0;
export function newSkuRow(): SkuRow {
  rowCounter += 1;
  return { key: `new-${rowCounter}`, attributes: [{ attrName: '', attrValue: '' }], price: '', stock: '0' };
}

function emptyTexts(): GoodsTexts {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, { name: '', des: '' }])) as GoodsTexts;
}

export function emptyGoodsForm(): GoodsForm {
  return {
    translations: emptyTexts(),
    unit: '',
    systemPrice: '',
    categoryId: '',
    secondaryCategoryId: '',
    goodsSort: '0',
    buyMin: '1',
    images: [],
    freightType: 0,
    freightAmount: '0.00',
    goodsTax: '0.00',
    isShelf: false,
    isRefund: true,
    lastAmount: '0',
    skus: [],
  };
}

export function goodsFormFrom(good: AdminGoodsVo): GoodsForm {
  const translations = emptyTexts();
  for (const lang of LANGUAGES) {
    const text = good.translationTexts[lang];
    if (text) translations[lang] = { name: text.name, des: text.des };
  }
  return {
    translations,
    unit: good.unit,
    systemPrice: good.systemPrice,
    categoryId: good.categoryId,
    secondaryCategoryId: good.secondaryCategoryId ?? '',
    goodsSort: String(good.goodsSort),
    buyMin: String(good.buyMin),
    images: good.images,
    freightType: good.freightType === 1 ? 1 : 0,
    freightAmount: good.freightAmount,
    goodsTax: good.goodsTax,
    isShelf: good.isShelf === 1,
    isRefund: good.isRefund === 1,
    lastAmount: String(good.lastAmount),
    skus: good.skus.map((s) => ({
      key: s.id,
      id: s.id,
      attributes: s.attributes,
      price: s.price ?? '',
      stock: String(s.stock),
      ...(s.imgUrl ? { imgUrl: s.imgUrl } : {}),
    })),
  };
}

const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,10}$/;

function wholeIn(value: string, min: number, max: number): boolean {
  const text = value.trim();
  return WHOLE.test(text) && Number(text) >= min && Number(text) <= max;
}

/** The editor's checks, the same as the server's; returns console string keys per field. */
export function validateGoods(form: GoodsForm): GoodsErrors {
  const errors: GoodsErrors = {};
  const en = form.translations.en;
  if (!en.name.trim()) errors.name = 'goods.errors.nameRequired';
  const longTexts = LANGUAGES.filter(
    (lang) =>
      form.translations[lang].name.trim().length > CATALOG_LIMITS.nameMax ||
      form.translations[lang].des.trim().length > CATALOG_LIMITS.desMax,
  );
  if (longTexts.length) errors.translations = longTexts;
  if (en.name.trim().length > CATALOG_LIMITS.nameMax) errors.name = 'goods.errors.nameTooLong';
  if (en.des.trim().length > CATALOG_LIMITS.desMax) errors.des = 'goods.errors.desTooLong';
  if (form.unit.trim().length > CATALOG_LIMITS.unitMax) errors.unit = 'goods.errors.unitTooLong';
  const price = form.systemPrice.trim();
  if (!price) errors.systemPrice = 'goods.errors.required';
  else if (!AMOUNT.test(price) || Number(price) <= 0) errors.systemPrice = 'goods.errors.pricePositive';
  if (!form.categoryId) errors.categoryId = 'goods.errors.categoryRequired';
  if (!wholeIn(form.lastAmount, 0, CATALOG_LIMITS.stockMax)) errors.lastAmount = 'goods.errors.wholeNumber';
  if (!wholeIn(form.buyMin, 1, CATALOG_LIMITS.buyMinMax)) errors.buyMin = 'goods.errors.buyMin';
  if (!wholeIn(form.goodsSort, 0, CATALOG_LIMITS.sortMax)) errors.goodsSort = 'goods.errors.wholeNumber';
  if (form.freightType === 0 && !AMOUNT.test(form.freightAmount.trim()))
    errors.freightAmount = 'goods.errors.amount';
  if (!AMOUNT.test(form.goodsTax.trim())) errors.goodsTax = 'goods.errors.amount';
  if (form.images.length === 0) errors.images = 'goods.errors.imagesRequired';
  const badRows = form.skus
    .map((sku, index) => {
      const attrsOk =
        sku.attributes.length > 0 &&
        sku.attributes.every(
          (a) =>
            a.attrName.trim() &&
            a.attrValue.trim() &&
            a.attrName.trim().length <= CATALOG_LIMITS.attrTextMax &&
            a.attrValue.trim().length <= CATALOG_LIMITS.attrTextMax,
        );
      const priceOk = sku.price.trim() === '' || AMOUNT.test(sku.price.trim());
      return attrsOk && priceOk && wholeIn(sku.stock, 0, CATALOG_LIMITS.stockMax) ? -1 : index;
    })
    .filter((index) => index >= 0);
  if (badRows.length) {
    errors.skus = 'goods.errors.skuRows';
    errors.skuRows = badRows;
  }
  return errors;
}

export function hasErrors(errors: GoodsErrors): boolean {
  return Object.keys(errors).length > 0;
}

export function goodsParams(form: GoodsForm): GoodsParams {
  const translations: GoodsParams['translations'] = {};
  for (const lang of LANGUAGES) {
    const text = form.translations[lang];
    if (text.name.trim() || text.des.trim())
      translations[lang] = { name: text.name.trim(), des: text.des.trim() };
  }
  return {
    translations,
    unit: form.unit.trim() || undefined,
    systemPrice: form.systemPrice.trim(),
    categoryId: form.categoryId,
    secondaryCategoryId: form.secondaryCategoryId || undefined,
    goodsSort: Number(form.goodsSort),
    buyMin: Number(form.buyMin),
    images: form.images,
    freightType: form.freightType,
    freightAmount: form.freightType === 1 ? '0' : form.freightAmount.trim(),
    goodsTax: form.goodsTax.trim(),
    isShelf: form.isShelf ? 1 : 0,
    isRefund: form.isRefund ? 1 : 0,
    lastAmount: Number(form.lastAmount),
    skus: form.skus.map((sku) => ({
      ...(sku.id ? { id: sku.id } : {}),
      attributes: sku.attributes.map((a) => ({ attrName: a.attrName.trim(), attrValue: a.attrValue.trim() })),
      ...(sku.price.trim() ? { price: sku.price.trim() } : {}),
      stock: Number(sku.stock),
      ...(sku.imgUrl ? { imgUrl: sku.imgUrl } : {}),
    })),
  };
}

/** The translation completeness of what is in the editor now (the server computes the same). */
export function formTranslationStatus(form: GoodsForm): TranslationStatusVo {
  return translationStatus(form.translations);
}
