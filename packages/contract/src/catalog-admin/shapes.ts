import { z } from 'zod';
import { deferred } from '../deferred.js';
import { LANGUAGES, type Language } from '../languages.js';
import {
  PageParams,
  blankToUndefined,
  optionalId,
  optionalText,
  paramRules,
  parseJsonString,
  requiredId,
} from '../params.js';

// The operator console's catalogue management (/admin/systemGoods!…, /admin/category!…,
// /admin/banner!…). Requests with translations, SKUs or image lists are sent as a JSON body; every
// field may also come as a string (query or form), so lists and maps accept a JSON string too.

/** Limits of the console's catalogue fields (the server and the editor check the same numbers). */
export const CATALOG_LIMITS = {
  nameMax: 200,
  desMax: 5000,
  unitMax: 32,
  imagesMax: 10,
  skusMax: 100,
  attributesMax: 5,
  attrTextMax: 64,
  buyMinMax: 100_000,
  stockMax: 1_000_000_000,
  sortMax: 1_000_000,
  linkMax: 500,
  /** The heaviest unit a product may declare, in kg. */
  weightKgMax: 10_000,
  /** Largest accepted upload (contract §1.8: ≤ 30 MB on the server). */
  uploadMaxBytes: 30 * 1024 * 1024,
} as const;

/** A decimal amount as a string with at most 2 decimals (DESIGN.md §5: never a float). */
export const DecimalString = deferred(() =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z.string().regex(/^\d{1,13}(\.\d{1,2})?$/),
  ),
);

/** A weight in kg to the gram (at most 3 decimals), up to CATALOG_LIMITS.weightKgMax. */
export const WeightKgString = deferred(() =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
    z
      .string()
      .regex(/^\d{1,5}(\.\d{1,3})?$/)
      .refine((v) => Number(v) <= CATALOG_LIMITS.weightKgMax, `at most ${CATALOG_LIMITS.weightKgMax} kg`),
  ),
);

/** An integer in range; '' means absent, which takes the default when one is given. */
function intIn(min: number, max: number, fallback?: number) {
  const int = z.coerce.number().int().min(min).max(max);
  return z.preprocess(blankToUndefined, fallback === undefined ? int : int.default(fallback));
}
/** A 0/1 switch. */
const flag = (fallback?: number) => intIn(0, 1, fallback);

/** An uploaded image reference: a path this server gave out (`/uploads/…`). */
export const ImageRef = deferred(() =>
  z
    .string()
    .max(CATALOG_LIMITS.linkMax)
    .regex(/^\/uploads\/[\w./-]+$/),
);

const LanguageKey = deferred(() => z.enum(LANGUAGES));

/** Per-language text; English is required, other languages optional (blank means not translated). */
function translatedText(max: number) {
  return z.preprocess(
    parseJsonString,
    z
      .partialRecord(
        LanguageKey,
        z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(max)),
      )
      .refine((m) => (m.en ?? '').length > 0, { message: 'English is required', path: ['en'] }),
  );
}

/** Per-language name and description of a system good; English name required. */
export const GoodsTranslations = deferred(() =>
  z.preprocess(
    parseJsonString,
    z
      .partialRecord(
        LanguageKey,
        z.object({
          name: z.preprocess(
            (v) => (typeof v === 'string' ? v.trim() : v),
            z.string().max(CATALOG_LIMITS.nameMax),
          ),
          des: z.preprocess(
            (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
            z.string().max(CATALOG_LIMITS.desMax),
          ),
        }),
      )
      .refine((m) => (m.en?.name ?? '').length > 0, {
        message: 'English name is required',
        path: ['en', 'name'],
      }),
  ),
);
export type GoodsTranslations = z.infer<typeof GoodsTranslations>;

/**
 * A listing's own descriptions (seller goods!addOrUpdate and !update): text per language, each at
 * most desMax; a blank one removes that language's, which then falls back to the platform's (and
 * to English). Sent as a JSON object, or as a JSON string in a query or form.
 */
export const GoodsDescriptions = deferred(() =>
  z.preprocess(
    parseJsonString,
    z.partialRecord(
      LanguageKey,
      z.preprocess(
        (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
        z.string().max(CATALOG_LIMITS.desMax),
      ),
    ),
  ),
);
export type GoodsDescriptions = z.infer<typeof GoodsDescriptions>;

export const AdminSkuAttribute = deferred(() =>
  z.object({
    attrName: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string().min(1).max(CATALOG_LIMITS.attrTextMax),
    ),
    attrValue: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      z.string().min(1).max(CATALOG_LIMITS.attrTextMax),
    ),
  }),
);

/** One SKU in the editor: an existing one keeps its id; price null means the good's systemPrice. */
export const SkuInput = deferred(() =>
  z.object({
    id: optionalId,
    attributes: z.array(AdminSkuAttribute).min(1).max(CATALOG_LIMITS.attributesMax),
    price: z.preprocess(blankToUndefined, DecimalString.optional()),
    stock: intIn(0, CATALOG_LIMITS.stockMax),
    imgUrl: z.preprocess(blankToUndefined, ImageRef.optional()),
  }),
);
export type SkuInput = z.infer<typeof SkuInput>;

/** /admin/systemGoods!create and !update (contract §3.3 editor fields). */
export const GoodsSaveParams = deferred(() =>
  z.object({
    translations: GoodsTranslations,
    unit: optionalText(CATALOG_LIMITS.unitMax),
    systemPrice: DecimalString.refine((v) => Number(v) > 0, 'must be above zero'),
    categoryId: requiredId,
    secondaryCategoryId: optionalId,
    goodsSort: intIn(0, CATALOG_LIMITS.sortMax, 0),
    buyMin: intIn(1, CATALOG_LIMITS.buyMinMax, 1),
    images: z.preprocess(parseJsonString, z.array(ImageRef).min(1).max(CATALOG_LIMITS.imagesMax)),
    /** 0 freight charged (freightAmount), 1 free freight. */
    freightType: flag(0),
    freightAmount: z.preprocess(blankToUndefined, DecimalString.default('0')),
    /**
     * What one unit weighs packed, in kg: the order's long-distance freight is charged on it (ADR
     * 034). Optional for older clients: a new good without it weighs 0 (its orders pay the fixed
     * fees only); an update without it keeps the stored weight.
     */
    weightKg: z.preprocess(blankToUndefined, WeightKgString.optional()),
    isShelf: flag(1),
    goodsTax: z.preprocess(blankToUndefined, DecimalString.default('0')),
    isRefund: flag(1),
    /** Stock of the good (contract §3.3 lastAmount). */
    lastAmount: intIn(0, CATALOG_LIMITS.stockMax),
    skus: z.preprocess(
      (v) => parseJsonString(blankToUndefined(v)),
      z.array(SkuInput).max(CATALOG_LIMITS.skusMax).default([]),
    ),
  }),
);
export type GoodsSaveParams = z.infer<typeof GoodsSaveParams>;
export const GoodsUpdateParams = deferred(() => GoodsSaveParams.extend({ id: requiredId }));
export const GoodsIdParams = deferred(() => z.object({ id: requiredId }));
/** /admin/systemGoods!shelf: put a good on or off the shelf from the table. */
export const GoodsShelfParams = deferred(() => z.object({ id: requiredId, isShelf: flag() }));

/** /admin/systemGoods!list filters. */
export const GoodsListParams = deferred(() =>
  PageParams.extend({
    keyword: optionalText(64),
    categoryId: optionalId,
    isShelf: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).optional()),
  }),
);

/** How far a record is translated: languages whose text is filled, of the 21. */
export const TranslationStatusVo = deferred(() =>
  z.object({
    filled: z.number(),
    total: z.number(),
    /** Languages with every field filled (name, and the description where English has one). */
    complete: z.array(LanguageKey),
    /** Languages with some but not all fields filled. */
    partial: z.array(LanguageKey),
  }),
);
export type TranslationStatusVo = z.infer<typeof TranslationStatusVo>;

/** A row of the console's goods table. Amounts are decimal strings. */
export const AdminGoodsRowVo = deferred(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    imgUrl: z.string().nullable(),
    categoryId: z.string(),
    categoryName: z.string(),
    secondaryCategoryId: z.string().nullable(),
    secondaryCateName: z.string().nullable(),
    systemPrice: z.string(),
    lastAmount: z.number(),
    isShelf: z.number(),
    goodsSort: z.number(),
    skuCount: z.number(),
    translations: TranslationStatusVo,
    updateTime: z.string(),
  }),
);
export type AdminGoodsRowVo = z.infer<typeof AdminGoodsRowVo>;

export const AdminSkuVo = deferred(() =>
  z.object({
    id: z.string(),
    attributes: z.array(z.object({ attrName: z.string(), attrValue: z.string() })),
    price: z.string().nullable(),
    stock: z.number(),
    imgUrl: z.string().nullable(),
  }),
);

/** Everything the editor shows for one system good. */
export const AdminGoodsVo = deferred(() =>
  AdminGoodsRowVo.extend({
    unit: z.string(),
    buyMin: z.number(),
    images: z.array(z.string()),
    freightType: z.number(),
    freightAmount: z.string(),
    /** kg per unit, 3 decimals. */
    weightKg: z.string(),
    goodsTax: z.string(),
    isRefund: z.number(),
    translationTexts: z.partialRecord(LanguageKey, z.object({ name: z.string(), des: z.string() })),
    skus: z.array(AdminSkuVo),
    createTime: z.string(),
  }),
);
export type AdminGoodsVo = z.infer<typeof AdminGoodsVo>;

/** /admin/category!create and !update: two levels, an icon, translations and an order. */
export const CategorySaveParams = deferred(() =>
  z.object({
    parentId: optionalId,
    name: translatedText(CATALOG_LIMITS.nameMax),
    des: z.preprocess(
      (v) => parseJsonString(blankToUndefined(v)),
      z
        .partialRecord(
          LanguageKey,
          z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(500)),
        )
        .default({}),
    ),
    iconImg: z.preprocess(blankToUndefined, ImageRef.optional()),
    sort: intIn(0, CATALOG_LIMITS.sortMax, 0),
    isHidden: flag(0),
  }),
);
export const CategoryUpdateParams = deferred(() => CategorySaveParams.extend({ id: requiredId }));
export const CategoryIdParams = deferred(() => z.object({ id: requiredId }));

export const AdminCategoryVo = deferred(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    name: z.partialRecord(LanguageKey, z.string()),
    des: z.partialRecord(LanguageKey, z.string()),
    iconImg: z.string().nullable(),
    sort: z.number(),
    isHidden: z.number(),
    /** Goods filed directly under this category. */
    goodsCount: z.number(),
    translations: TranslationStatusVo,
  }),
);
export type AdminCategoryVo = z.infer<typeof AdminCategoryVo>;
/** /admin/category!tree: top-level categories with their subcategories, in order. */
export const AdminCategoryNodeVo = deferred(() =>
  AdminCategoryVo.extend({ subList: z.array(AdminCategoryVo) }),
);
export type AdminCategoryNodeVo = z.infer<typeof AdminCategoryNodeVo>;

/** A date-time with its offset (ISO 8601); '' means none. */
const optionalDateTime = deferred(() =>
  z.preprocess(blankToUndefined, z.iso.datetime({ offset: true }).optional()),
);

const BannerFields = deferred(() =>
  z.object({
    title: translatedText(120),
    imgUrl: ImageRef,
    /** A site path (`/…`) or an https address. */
    link: z.preprocess(
      (v) => (typeof v === 'string' ? blankToUndefined(v.trim()) : blankToUndefined(v)),
      z
        .string()
        .max(CATALOG_LIMITS.linkMax)
        .regex(/^(\/(?!\/)|https:\/\/)\S*$/)
        .optional(),
    ),
    type: z.preprocess(blankToUndefined, z.enum(['pc', 'wap']).default('pc')),
    sort: intIn(0, CATALOG_LIMITS.sortMax, 0),
    isActive: flag(1),
    startTime: optionalDateTime,
    endTime: optionalDateTime,
  }),
);

/** A schedule ends after it starts. */
function checkSchedule(
  { startTime, endTime }: { startTime?: unknown; endTime?: unknown },
  refuse: (field: 'endTime', error: 'CATALOG_ADMIN_SCHEDULE_INVALID') => void,
) {
  if (typeof startTime !== 'string' || typeof endTime !== 'string') return;
  if (new Date(endTime) <= new Date(startTime)) refuse('endTime', 'CATALOG_ADMIN_SCHEDULE_INVALID');
}

/** /admin/banner!create and !update. */
export const BannerSaveParams = deferred(() => paramRules(BannerFields, checkSchedule));
export const BannerUpdateParams = deferred(() =>
  paramRules(BannerFields.extend({ id: requiredId }), checkSchedule),
);
export const BannerIdParams = deferred(() => z.object({ id: requiredId }));
export const AdminBannerListParams = deferred(() =>
  z.object({
    type: z.preprocess(blankToUndefined, z.enum(['pc', 'wap']).optional()),
  }),
);

export const AdminBannerVo = deferred(() =>
  z.object({
    id: z.string(),
    title: z.partialRecord(LanguageKey, z.string()),
    imgUrl: z.string(),
    link: z.string(),
    type: z.enum(['pc', 'wap']),
    sort: z.number(),
    isActive: z.number(),
    /** ISO 8601 (UTC) or ''. */
    startTime: z.string(),
    endTime: z.string(),
    /** Whether the storefront shows it now: active and inside its schedule. */
    isLive: z.boolean(),
    translations: TranslationStatusVo,
  }),
);
export type AdminBannerVo = z.infer<typeof AdminBannerVo>;

/**
 * How far a record is translated. The fields English fills are the ones every language needs: a
 * language is complete when all of them are filled, partial when some are. English counts too.
 */
export function translationStatus(
  texts: Partial<Record<Language, Partial<Record<string, string | null | undefined>>>>,
): TranslationStatusVo {
  const needed = Object.entries(texts.en ?? {})
    .filter(([, value]) => (value ?? '').trim() !== '')
    .map(([field]) => field);
  const complete: Language[] = [];
  const partial: Language[] = [];
  for (const lang of LANGUAGES) {
    const filled = needed.filter((field) => (texts[lang]?.[field] ?? '').trim() !== '').length;
    if (needed.length > 0 && filled === needed.length) complete.push(lang);
    else if (filled > 0) partial.push(lang);
  }
  return { filled: complete.length, total: LANGUAGES.length, complete, partial };
}

/** Turns per-field maps ({name: {en, ar}, des: {en}}) into per-language records. */
export function textsByLanguage(
  fields: Record<string, Partial<Record<Language, string>> | null | undefined>,
): Partial<Record<Language, Record<string, string>>> {
  const out: Partial<Record<Language, Record<string, string>>> = {};
  for (const [field, map] of Object.entries(fields)) {
    for (const [lang, value] of Object.entries(map ?? {}) as [Language, string][]) {
      (out[lang] ??= {})[field] = value;
    }
  }
  return out;
}
