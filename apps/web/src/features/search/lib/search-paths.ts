/**
 * The search pages' addresses. `k` holds the JSON-encoded search text on every search page
 * (spec §2), so a keyword with `&`, quotes or spaces survives the round trip unchanged.
 */
const withK = (path: string, value: string) => `${path}?k=${encodeURIComponent(JSON.stringify(value))}`;

/** Goods whose name matches a keyword (sellerGoods!search). */
export const searchGoodsPath = (keyword: string) => withK('/searchGoods', keyword);

/** Stores whose name matches a keyword (the stores of sellerGoods!search-keyword). */
export const searchStorePath = (keyword: string) => withK('/searchStore', keyword);

/** Every store selling one catalogue product, by its system goods id (sellerGoods!search-goods). */
export const searchResultPath = (goodsId: string) => withK('/searchResult', goodsId);
