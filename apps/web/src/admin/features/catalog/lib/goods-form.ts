import {
  catalogAdminEndpoints,
  LANGUAGES,
  translationStatus,
  type AdminGoodsVo,
  type Language,
  type TranslationStatusVo,
  type GoodsSaveParams,
} from '@caravan/contract';
import type { z } from 'zod';
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

/** The editor's state: text inputs keep what was typed; the contract's schema checks it on save. */
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
  /** kg per unit, packed: what its orders' long-distance freight is charged on (ADR 034). */
  weightKg: string;
  goodsTax: string;
  isShelf: boolean;
  isRefund: boolean;
  lastAmount: string;
  skus: SkuRow[];
};

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
  | 'weightKg'
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
    weightKg: '',
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
    weightKg: good.weightKg,
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

/** What the editor sends: systemGoods!create's params (update adds the id). */
const GOODS_SCHEMA = catalogAdminEndpoints.createGood.params;

/** The form as the endpoint's params, before the schema parses them: text as typed. */
function goodsInput(form: GoodsForm): z.input<typeof GOODS_SCHEMA> {
  const translations: Partial<GoodsTexts> = {};
  for (const lang of LANGUAGES) {
    const text = form.translations[lang];
    if (text.name.trim() || text.des.trim()) translations[lang] = text;
  }
  return {
    translations,
    unit: form.unit,
    systemPrice: form.systemPrice,
    categoryId: form.categoryId,
    secondaryCategoryId: form.secondaryCategoryId,
    goodsSort: form.goodsSort,
    buyMin: form.buyMin,
    images: form.images,
    freightType: form.freightType,
    freightAmount: form.freightType === 1 ? '0' : form.freightAmount,
    weightKg: form.weightKg,
    goodsTax: form.goodsTax,
    isShelf: form.isShelf ? 1 : 0,
    isRefund: form.isRefund ? 1 : 0,
    lastAmount: form.lastAmount,
    skus: form.skus.map((sku) => ({
      ...(sku.id ? { id: sku.id } : {}),
      attributes: sku.attributes,
      ...(sku.price.trim() ? { price: sku.price } : {}),
      stock: sku.stock,
      ...(sku.imgUrl ? { imgUrl: sku.imgUrl } : {}),
    })),
  };
}

type GoodsErrorKey = NonNullable<GoodsErrors[GoodsField]>;

/** The editor's message for a params field the schema refused (the field's own value given). */
const PARAM_ERRORS: Partial<Record<string, (value: unknown) => GoodsErrorKey>> = {
  unit: () => 'goods.errors.unitTooLong',
  systemPrice: (value) =>
    String(value ?? '').trim() ? 'goods.errors.pricePositive' : 'goods.errors.required',
  categoryId: () => 'goods.errors.categoryRequired',
  goodsSort: () => 'goods.errors.wholeNumber',
  lastAmount: () => 'goods.errors.wholeNumber',
  buyMin: () => 'goods.errors.buyMin',
  freightAmount: () => 'goods.errors.amount',
  weightKg: () => 'goods.errors.weightKg',
  goodsTax: () => 'goods.errors.amount',
  images: () => 'goods.errors.imagesRequired',
};

/**
 * The editor's checks are the endpoint's own schema (what the server parses the save with); each
 * refusal becomes the console's message for the field, the tab with a problem, or the SKU row.
 */
export function validateGoods(form: GoodsForm): GoodsErrors {
  const input = goodsInput(form);
  const parsed = GOODS_SCHEMA.safeParse(input);
  // The endpoint takes a good without a weight (older clients); the console asks for one when the
  // good ships at a charge, as its orders' freight is charged by weight.
  const weightMissing = form.freightType === 0 && !form.weightKg.trim();
  if (parsed.success && !weightMissing) return {};
  const errors: GoodsErrors = weightMissing ? { weightKg: 'goods.errors.weightKg' } : {};
  if (parsed.success) return errors;
  const longTexts = new Set<Language>();
  const badRows = new Set<number>();
  for (const issue of parsed.error.issues) {
    const [field, key, part] = issue.path;
    if (field === 'translations') {
      const lang = key as Language;
      if (issue.code === 'too_big') longTexts.add(lang);
      if (lang !== 'en') continue;
      if (part === 'des') errors.des ??= 'goods.errors.desTooLong';
      else
        errors.name ??= issue.code === 'too_big' ? 'goods.errors.nameTooLong' : 'goods.errors.nameRequired';
    } else if (field === 'skus') {
      if (typeof key === 'number') badRows.add(key);
    } else {
      const name = String(field) as GoodsField;
      errors[name] ??= PARAM_ERRORS[name]?.(input[name as keyof typeof input]);
    }
  }
  if (longTexts.size) errors.translations = LANGUAGES.filter((lang) => longTexts.has(lang));
  if (badRows.size) {
    errors.skus = 'goods.errors.skuRows';
    errors.skuRows = [...badRows].sort((a, b) => a - b);
  }
  return errors;
}

export function hasErrors(errors: GoodsErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The params to send, as the schema parses them (trimmed, numbers as numbers); a checked form only. */
export function goodsParams(form: GoodsForm): GoodsParams {
  return GOODS_SCHEMA.parse(goodsInput(form));
}

/** The translation completeness of what is in the editor now (the server computes the same). */
export function formTranslationStatus(form: GoodsForm): TranslationStatusVo {
  return translationStatus(form.translations);
}
