import { EvaluationCountVo, EvaluationVo, GoodsVo } from '@caravan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import {
  createCategory,
  createLoggedInUser,
  createSeller,
  createSellerGood,
  createSystemGood,
  createUser,
} from '../../../test/factories.js';
import { evaluations } from '../../db/schema/index.js';
import { maskName } from '../../lib/mask-name.js';

let t: TestApp;
let listing: { id: string };
let shop: { id: string };

const ReviewPage = z.object({ pageList: z.array(EvaluationVo), evaluationNum: z.number() });

beforeAll(async () => {
  t = await buildTestApp();
  const top = await createCategory(t.db);
  const sub = await createCategory(t.db, { parentId: top.id });
  shop = await createSeller(t.db);
  const good = await createSystemGood(t.db, { categoryId: sub.id });
  listing = await createSellerGood(t.db, { sellerId: shop.id, goodsId: good.id, recTime: 5, soldNum: 1 });
  await createSellerGood(t.db, { sellerId: shop.id, goodsId: good.id, soldNum: 7 });
  const reviewer = await createUser(t.db, { username: 'reviewerjane' });
  const base = { sellerGoodsId: listing.id, userId: reviewer.id, rating: 5 };
  await t.db.insert(evaluations).values([
    {
      ...base,
      evaluationType: 1,
      content: 'Great',
      images: ['/uploads/reviews/a.webp'],
      createdAt: new Date('2026-02-01T00:00:00Z'),
    },
    { ...base, evaluationType: 1, content: 'Good', createdAt: new Date('2026-02-02T00:00:00Z') },
    { ...base, evaluationType: 2, rating: 3, content: 'OK', createdAt: new Date('2026-02-03T00:00:00Z') },
    { ...base, evaluationType: 3, rating: 1, content: 'Bad', createdAt: new Date('2026-02-04T00:00:00Z') },
  ]);
});

describe('evaluation!list and countType', () => {
  it('lists reviews newest first with masked names, by type and with pictures', async () => {
    const all = ReviewPage.parse(
      (await t.action('/api/evaluation!list.action', { sellerGoodsId: listing.id })).data,
    );
    expect(all.pageList.map((r) => r.content)).toEqual(['Bad', 'OK', 'Good', 'Great']);
    expect(all.evaluationNum).toBe(4);
    expect(all.pageList[0]).toMatchObject({ userName: 'r***e', createTimeStr: '2026-02-04 00:00:00' });
    const good = ReviewPage.parse(
      (await t.action('/api/evaluation!list.action', { sellerGoodsId: listing.id, evaluationType: 1 })).data,
    );
    expect(good.pageList.map((r) => r.content)).toEqual(['Good', 'Great']);
    const pictures = ReviewPage.parse(
      (await t.action('/api/evaluation!list.action', { sellerGoodsId: listing.id, evaluationType: 4 })).data,
    );
    expect(pictures.pageList.map((r) => r.imgUrl1)).toEqual(['/uploads/reviews/a.webp']);
    expect(
      (await t.action('/api/evaluation!list.action', { sellerGoodsId: listing.id, evaluationType: 5 })).key,
    ).toBe('COMMON_PARAM_INVALID');
  });

  it('counts each kind as strings, by goodId', async () => {
    const res = await t.action('/api/evaluation!countType.action', { goodId: listing.id });
    expect(EvaluationCountVo.parse(res.data)).toEqual({
      havePicture: '1',
      positiveComments: '2',
      mediumReview: '1',
      negativeComment: '1',
    });
    expect((await t.action('/api/evaluation!countType.action', { sellerGoodsId: listing.id })).key).toBe(
      'COMMON_PARAM_MISSING',
    );
  });

  it('masks short and e-mail names too', () => {
    expect(maskName('ab')).toBe('a*');
    expect(maskName('someone@example.com')).toBe('s***e');
  });
});

describe('sellerGoods!recommend_like', () => {
  it('needs a session and returns a shop’s recommended or best-selling goods', async () => {
    expect((await t.action('/api/sellerGoods!recommend_like.action', { sellerId: shop.id })).code).toBe(
      '403',
    );
    const { token } = await createLoggedInUser(t);
    const rec = z
      .array(GoodsVo)
      .parse(
        (await t.action('/api/sellerGoods!recommend_like.action', { token, sellerId: shop.id, type: 2 }))
          .data,
      );
    expect(rec.map((g) => g.id)).toEqual([listing.id]);
    const like = z
      .array(GoodsVo)
      .parse(
        (await t.action('/api/sellerGoods!recommend_like.action', { token, sellerId: shop.id, type: 1 }))
          .data,
      );
    expect(like.map((g) => g.soldNum)).toEqual([7, 1]);
  });
});
