// Issue 51: descriptions stayed English in 20 languages. A shop gives its listing's description per
// language (goods!addOrUpdate, goods!update, read back in goods!sellerGoodsSkuInfo); the product
// page shows the shop's, then the platform's, in the reader's language, then English, and says
// which language it shows (desLang) so the storefront can mark an English one.
import { GoodsVo, ListingSkuInfoVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sellerGoodsI18n } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/build-test-app.js';
import { callPanel, libraryGood, listGood, panel, sellerWithToken } from '../../../test/seller-fixtures.js';

const t = useTestApp();
const call = callPanel(t);

/** The product page's description in `lang`, as a visitor reads it. */
async function description(sellerGoodsId: string, lang: string) {
  const res = await t.action('/api/sellerGoods!info.action', { sellerGoodsId, lang });
  const goods = GoodsVo.parse(res.data);
  return { des: goods.des, desLang: goods.desLang };
}

async function listedTee() {
  const shop = await sellerWithToken(t);
  // The platform describes it in English and Japanese (factories: "<name> description").
  const good = await libraryGood(t, { name: 'Cotton Tee', names: { ja: 'コットンT' } });
  return { shop, good };
}

describe('a listing’s descriptions per language', () => {
  it('shows the platform’s in the reader’s language, else English marked as English', async () => {
    const { shop, good } = await listedTee();
    const listing = await listGood(t, shop, good.id);
    expect(await description(listing.id, 'ja')).toEqual({ des: 'コットンT description', desLang: 'ja' });
    expect(await description(listing.id, 'de')).toEqual({ des: 'Cotton Tee description', desLang: 'en' });
    expect(await description(listing.id, 'en')).toEqual({ des: 'Cotton Tee description', desLang: 'en' });
    // Arabic through the contract's short code too.
    expect(await description(listing.id, 'ar')).toMatchObject({ desLang: 'en' });
  });

  it('lets the shop describe it per language when listing and when changing it', async () => {
    const { shop, good } = await listedTee();
    const listing = await listGood(t, shop, good.id, '15.00', {
      des: JSON.stringify({ de: 'Schweres Baumwoll-T-Shirt.', ar: 'تيشيرت قطني ثقيل.' }),
    });
    expect(await description(listing.id, 'de')).toEqual({ des: 'Schweres Baumwoll-T-Shirt.', desLang: 'de' });
    expect(await description(listing.id, 'ar')).toEqual({ des: 'تيشيرت قطني ثقيل.', desLang: 'ar' });
    // The shop's English comes before the platform's English where it wrote nothing else.
    const update = await call(panel.update, shop.token, {
      sellerGoodsId: listing.id,
      des: JSON.stringify({ en: 'Our heavyweight tee.', ar: '  ' }),
    });
    expect(update).toMatchObject({ code: '0' });
    expect(await description(listing.id, 'fr')).toEqual({ des: 'Our heavyweight tee.', desLang: 'en' });
    // A blank one is removed: Arabic readers get English again, marked.
    expect(await description(listing.id, 'ar')).toEqual({ des: 'Our heavyweight tee.', desLang: 'en' });
    // Languages not sent stay as they were.
    expect(await description(listing.id, 'de')).toMatchObject({ desLang: 'de' });
    const info = await call(panel.skuInfo, shop.token, { sellerGoodsId: listing.id });
    expect(ListingSkuInfoVo.parse(info.data).des).toEqual({
      de: 'Schweres Baumwoll-T-Shirt.',
      en: 'Our heavyweight tee.',
    });
    // Another shop listing the same good shows the platform's words, not this shop's.
    const other = await sellerWithToken(t);
    const theirs = await listGood(t, other, good.id);
    expect(await description(theirs.id, 'de')).toEqual({ des: 'Cotton Tee description', desLang: 'en' });
  });

  it('takes the descriptions in a JSON body, as the web sends them: a long one fits no address', async () => {
    const { shop, good } = await listedTee();
    const listing = await listGood(t, shop, good.id);
    // 5,000 characters of Chinese: about 45 kB once written into a query string.
    const long = '厚实的纯棉T恤。'.repeat(625);
    const res = await t.app.inject({
      method: 'POST',
      url: '/seller/goods!update.action',
      headers: { authorization: `Bearer ${shop.token}`, 'content-type': 'application/json' },
      payload: { sellerGoodsId: listing.id, des: JSON.stringify({ 'zh-CN': long, de: 'Schweres T-Shirt.' }) },
    });
    expect(res.json()).toMatchObject({ code: '0' });
    expect(await description(listing.id, 'cn')).toEqual({ des: long, desLang: 'zh-CN' });
    expect(await description(listing.id, 'de')).toEqual({ des: 'Schweres T-Shirt.', desLang: 'de' });
  });

  it('refuses an unknown language, a description too long and a map that is not one, writing nothing', async () => {
    const { shop, good } = await listedTee();
    const listing = await listGood(t, shop, good.id);
    for (const [des, key] of [
      [JSON.stringify({ xx: 'Unknown language' }), 'COMMON_PARAM_INVALID'],
      [JSON.stringify({ de: 'x'.repeat(5001) }), 'COMMON_PARAM_TOO_LONG'],
      [JSON.stringify({ de: 42 }), 'COMMON_PARAM_INVALID'],
      ['plain words, not a map', 'COMMON_PARAM_INVALID'],
    ] as const) {
      const res = await call(panel.update, shop.token, { sellerGoodsId: listing.id, des });
      expect(res, des.slice(0, 40)).toMatchObject({ code: '1', key });
    }
    const added = await call(panel.addOrUpdate, shop.token, {
      goodsId: good.id,
      sellingPrice: '15.00',
      des: JSON.stringify({ xx: 'Unknown language' }),
    });
    expect(added).toMatchObject({ code: '1', key: 'COMMON_PARAM_INVALID' });
    const rows = await t.db
      .select()
      .from(sellerGoodsI18n)
      .where(eq(sellerGoodsI18n.sellerGoodsId, listing.id));
    expect(rows).toEqual([]);
  });

  it('keeps a shop’s descriptions to its own listings', async () => {
    const { shop, good } = await listedTee();
    const listing = await listGood(t, shop, good.id);
    const other = await sellerWithToken(t);
    const res = await call(panel.update, other.token, {
      sellerGoodsId: listing.id,
      des: JSON.stringify({ de: 'Nicht meins.' }),
    });
    expect(res).toMatchObject({ code: '1', key: 'COMMON_NOT_FOUND' });
    expect(await description(listing.id, 'de')).toMatchObject({ desLang: 'en' });
  });
});
