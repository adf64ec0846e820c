// The catalogue's public face: what other modules may use (pricing, presenting goods and shops,
// options in the reader's language). Everything else in this folder is the catalogue's own.
export { discountActive, presentSeller, priceNow, unitPriceAt } from './catalog.presenter.js';
export { presentTerms, termsOf, type TermsColumns } from './wholesale-terms.js';
export { presentGoodsRows, readContext, type ReadContext } from './catalog.service.js';
export { goodsRowsByIds, listingTermsColumns, type SkuRow } from './goods-rows.repository.js';
export { localiseOptions, type SkuOption } from './option-names.js';
export { goodsName, translatedName } from './names.js';
export { presentReviews, reviewColumns, reviewTypeCondition } from './evaluation.service.js';
