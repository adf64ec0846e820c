// The seller panel's shop: its profile and settings, the reviews of its goods and its followers,
// each of the caller's own shop only.
import { FollowerVo, ShopProfileVo, ShopReviewVo, paged } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { evaluations, sellers } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/build-test-app.js';
import { createLoggedInUser, createSellerGood } from '../../../test/factories.js';
import { multipart } from '../../../test/multipart.js';
import { callPanel, libraryGood, panel, panelPath, sellerWithToken } from '../../../test/seller-fixtures.js';

const t = useTestApp({ catalogCacheSeconds: 60 });
const call = callPanel(t);

/** An image uploaded through the upload endpoint, as the panel's settings form does. */
async function uploaded(token: string, colour = '#0a7'): Promise<string> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const body = multipart(png, { moduleName: 'shop' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploadimg!execute.action',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return (res.json() as { data: string }).data;
}

describe('seller!info and seller!update', () => {
  it('shows the caller’s shop', async () => {
    const shop = await sellerWithToken(t, `Profile shop ${crypto.randomUUID().slice(0, 8)}`);
    const res = await call(panel.profile, shop.token);
    expect(ShopProfileVo.parse(res.data)).toMatchObject({
      id: shop.shop.id,
      name: shop.shop.name,
      banner: null,
      contact: null,
      status: 1,
      sellerGoodsNum: 0,
      focusNum: 0,
      highOpinion: 0,
    });
  });

  it('changes the fields given, with images from the upload endpoint, and the storefront shows them', async () => {
    const shop = await sellerWithToken(t);
    const storefrontName = async () =>
      ((await t.action('/api/seller!info.action', { sellerId: shop.shop.id })).data as { name: string }).name;
    expect(await storefrontName()).toBe(shop.shop.name);
    const logo = await uploaded(shop.token);
    const banner = await uploaded(shop.token, '#a70');
    const name = `Renamed ${crypto.randomUUID().slice(0, 8)}`;
    const res = await call(panel.updateProfile, shop.token, {
      name,
      avatar: logo,
      banner,
      shopRemark: 'Hand-made teapots from Yixing.',
      contact: '+971501234567',
    });
    expect(res.code, res.msg).toBe('0');
    expect(ShopProfileVo.parse(res.data)).toMatchObject({
      name,
      avatar: logo,
      banner,
      shopRemark: 'Hand-made teapots from Yixing.',
      contact: '+971501234567',
    });
    expect(await storefrontName()).toBe(name);
    // The store page's header shows the banner and the contact.
    expect((await t.action('/api/seller!info.action', { sellerId: shop.shop.id })).data).toMatchObject({
      avatar: logo,
      banner,
      contact: '+971501234567',
    });
    // Absent and empty fields stay as they were.
    const partial = await call(panel.updateProfile, shop.token, { shopRemark: 'Teapots.', contact: '' });
    expect(partial.data).toMatchObject({
      name,
      avatar: logo,
      shopRemark: 'Teapots.',
      contact: '+971501234567',
    });
    // A picture is removed by naming it in `clear`; a new one given with it wins.
    const cleared = await call(panel.updateProfile, shop.token, { clear: 'banner' });
    expect(cleared.data).toMatchObject({ avatar: logo, banner: null, name });
    const replaced = await call(panel.updateProfile, shop.token, { clear: 'avatar,banner', banner });
    expect(replaced.data).toMatchObject({ avatar: null, banner });
  });

  it('refuses a taken name, images it did not store and bad text, changing nothing', async () => {
    const taken = await sellerWithToken(t, `Taken ${crypto.randomUUID().slice(0, 8)}`);
    const shop = await sellerWithToken(t);
    const cases: [Record<string, string>, string][] = [
      [{ name: taken.shop.name.toUpperCase() }, 'KYC_STORE_NAME_TAKEN'],
      [{ name: 'A' }, 'COMMON_PARAM_INVALID'],
      [{ name: 'N'.repeat(65) }, 'COMMON_PARAM_TOO_LONG'],
      [{ shopRemark: 'r'.repeat(1001) }, 'COMMON_PARAM_TOO_LONG'],
      [{ contact: 'c'.repeat(201) }, 'COMMON_PARAM_TOO_LONG'],
      [{ shopRemark: 'nul\u0000byte' }, 'COMMON_PARAM_INVALID'],
      [{ avatar: `/uploads/shops/${'0'.repeat(32)}.webp` }, 'SELLER_IMAGE_INVALID'],
      [{ banner: '/uploads/../../etc/passwd' }, 'COMMON_PARAM_INVALID'],
      [{ clear: 'name' }, 'COMMON_PARAM_INVALID'],
      [{ clear: 'avatar,avatar,banner' }, 'COMMON_PARAM_INVALID'],
      [{ avatar: 'https://example.com/logo.webp' }, 'COMMON_PARAM_INVALID'],
      [
        { avatar: '/api/privateFile!get.action?id=00000000-0000-0000-0000-000000000000' },
        'COMMON_PARAM_INVALID',
      ],
    ];
    for (const [params, key] of cases) {
      const res = await call(panel.updateProfile, shop.token, params);
      expect({ params, code: res.code, key: res.key }).toEqual({ params, code: '1', key });
    }
    const surrogate = await t.app.inject({
      method: 'POST',
      url: panelPath(panel.updateProfile),
      headers: { authorization: `Bearer ${shop.token}`, 'content-type': 'application/json' },
      payload: '{"shopRemark":"half \\ud83d of a pair"}',
    });
    expect(surrogate.json()).toMatchObject({ code: '1', key: 'COMMON_PARAM_INVALID' });
    const [row] = await t.db.select().from(sellers).where(eq(sellers.id, shop.shop.id));
    expect(row).toMatchObject({
      name: shop.shop.name,
      avatar: null,
      banner: null,
      shopRemark: null,
      contact: null,
    });
    // Its own name, in another case, is its own.
    const own = await call(panel.updateProfile, shop.token, { name: shop.shop.name.toLowerCase() });
    expect(own.code, own.msg).toBe('0');
  });
});

describe('seller!update’s pictures', () => {
  it('takes only the seller’s own uploads as new pictures, and keeps the ones the shop has', async () => {
    const shop = await sellerWithToken(t);
    const other = await createLoggedInUser(t);
    const theirs = await uploaded(other.token, '#3a5');
    // Another user's upload is not the seller's, even though it is stored.
    expect((await call(panel.updateProfile, shop.token, { avatar: theirs })).key).toBe(
      'SELLER_IMAGE_INVALID',
    );
    expect((await call(panel.updateProfile, shop.token, { banner: theirs })).key).toBe(
      'SELLER_IMAGE_INVALID',
    );
    const mine = await uploaded(shop.token, '#5a3');
    expect((await call(panel.updateProfile, shop.token, { avatar: mine })).code).toBe('0');
    // A picture the shop already has is sent again by old clients: kept as it is.
    const seeded = `/uploads/avatars/${'a'.repeat(32)}.webp`;
    await t.db.update(sellers).set({ banner: seeded }).where(eq(sellers.id, shop.shop.id));
    expect((await call(panel.updateProfile, shop.token, { avatar: mine, banner: seeded })).code).toBe('0');
    const [row] = await t.db.select().from(sellers).where(eq(sellers.id, shop.shop.id));
    expect(row).toMatchObject({ avatar: mine, banner: seeded });
  });
});

describe('evaluation!list (seller)', () => {
  it('lists reviews of the shop’s own goods only, by type and listing, reviewers masked', async () => {
    const shop = await sellerWithToken(t);
    const other = await sellerWithToken(t);
    const good = await libraryGood(t, { name: 'Reviewed teapot' });
    const mine = await createSellerGood(t.db, { sellerId: shop.shop.id, goodsId: good.id });
    const second = await createSellerGood(t.db, {
      sellerId: shop.shop.id,
      goodsId: (await libraryGood(t)).id,
    });
    const theirs = await createSellerGood(t.db, { sellerId: other.shop.id, goodsId: good.id });
    const { user } = await createLoggedInUser(t, { username: 'reviewer99' });
    const at = (minutes: number) => new Date(t.clock.now().getTime() + minutes * 60_000);
    await t.db.insert(evaluations).values([
      {
        sellerGoodsId: mine.id,
        userId: user.id,
        evaluationType: 1,
        rating: 5,
        content: 'Lovely',
        createdAt: at(1),
      },
      {
        sellerGoodsId: mine.id,
        userId: user.id,
        evaluationType: 3,
        rating: 1,
        content: 'Chipped',
        images: ['/uploads/review/a.webp'],
        createdAt: at(2),
      },
      { sellerGoodsId: second.id, userId: user.id, evaluationType: 2, rating: 3, createdAt: at(3) },
      { sellerGoodsId: theirs.id, userId: user.id, evaluationType: 1, rating: 5, createdAt: at(4) },
    ]);
    const Page = paged(ShopReviewVo);
    const reviews = async (params: Record<string, string | number> = {}) => {
      const res = await call(panel.reviews, shop.token, params);
      expect(res.code, res.msg).toBe('0');
      return Page.parse(res.data);
    };
    const all = await reviews();
    expect(all.pageInfo.totalElements).toBe(3);
    expect(all.pageList.map((r) => r.content)).toEqual(['', 'Chipped', 'Lovely']);
    expect(all.pageList[1]).toMatchObject({
      sellerGoodsId: mine.id,
      goodsId: good.id,
      goodsName: 'Reviewed teapot',
      userName: 'r***9',
      imgUrl1: '/uploads/review/a.webp',
    });
    expect((await reviews({ evaluationType: 1 })).pageList.map((r) => r.content)).toEqual(['Lovely']);
    expect((await reviews({ evaluationType: 4 })).pageList.map((r) => r.content)).toEqual(['Chipped']);
    expect((await reviews({ sellerGoodsId: second.id })).pageInfo.totalElements).toBe(1);
    expect((await call(panel.reviews, shop.token, { sellerGoodsId: theirs.id })).key).toBe(
      'COMMON_NOT_FOUND',
    );
    expect((await call(panel.reviews, shop.token, { evaluationType: 5 })).key).toBe('COMMON_PARAM_INVALID');
    const theirsPage = Page.parse((await call(panel.reviews, other.token)).data);
    expect(theirsPage.pageList.map((r) => r.sellerGoodsId)).toEqual([theirs.id]);
  });
});

describe('focusSeller!list (seller)', () => {
  it('lists the shop’s own followers, newest first, names masked', async () => {
    const shop = await sellerWithToken(t);
    const other = await sellerWithToken(t);
    const first = await createLoggedInUser(t, { username: 'follower01' });
    const second = await createLoggedInUser(t, { username: 'follower02' });
    expect(
      (await t.action('/api/focusSeller!add.action', { token: first.token, sellerId: shop.shop.id })).code,
    ).toBe('0');
    t.clock.advance(60_000);
    await t.action('/api/focusSeller!add.action', { token: second.token, sellerId: shop.shop.id });
    await t.action('/api/focusSeller!add.action', { token: second.token, sellerId: other.shop.id });
    const res = await call(panel.followers, shop.token);
    const page = paged(FollowerVo).parse(res.data);
    expect(page.pageInfo.totalElements).toBe(2);
    expect(page.pageList).toEqual([
      { userName: 'f***2', avatar: expect.any(String), followTime: '2026-03-01 08:01:00' },
      { userName: 'f***1', avatar: expect.any(String), followTime: '2026-03-01 08:00:00' },
    ]);
    expect(JSON.stringify(page)).not.toContain('follower0');
    expect(
      paged(FollowerVo).parse((await call(panel.followers, other.token)).data).pageInfo.totalElements,
    ).toBe(1);
    expect((await call(panel.followers, shop.token, { pageSize: 'all' })).key).toBe('COMMON_PARAM_INVALID');
  });
});
