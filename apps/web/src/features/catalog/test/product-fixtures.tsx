import type { GoodsVo } from '@caravan/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { makeGoods, makeLocalUser, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { emptyReviews, serveActions, zeroCounts } from '../../../test/serve-actions';
import { ProductDetailsPage } from '../components/product/product-details-page';

// The product page's tests' tee, its server and its routes (product-details-page*.test.tsx).

const attr = (colour: string, size: string) => [
  { attrName: 'Colour', attrValue: colour },
  { attrName: 'Size', attrValue: size },
];

/** A tee in Black M (5 left), Black L (sold out) and White M (7 left, with a wholesale price and a picture). */
export function makeTee(overrides: Partial<GoodsVo> = {}): GoodsVo {
  return makeGoods({
    name: 'Cotton Tee',
    sellingPrice: 12.5,
    buyMin: 2,
    canSelectAttributes: {
      attributes: [
        { attrName: 'Colour', values: ['Black', 'White'] },
        { attrName: 'Size', values: ['M', 'L'] },
      ],
      skus: [
        { skuId: 'sku-bm', attributes: attr('Black', 'M'), price: null, stock: 5, imgUrl: null },
        { skuId: 'sku-bl', attributes: attr('Black', 'L'), price: null, stock: 0, imgUrl: null },
        {
          skuId: 'sku-wm',
          attributes: attr('White', 'M'),
          price: 9,
          stock: 7,
          imgUrl: '/uploads/white.webp',
        },
      ],
    },
    ...overrides,
  });
}

export function LoginProbe() {
  const { search } = useLocation();
  return <p data-testid="login-page">{new URLSearchParams(search).get('redirect')}</p>;
}

export function renderPage(goods: GoodsVo) {
  return renderWithProviders(
    <Routes>
      <Route path="/productDetails" element={<ProductDetailsPage />} />
      <Route path="/login" element={<LoginProbe />} />
      <Route path="/settlement" element={<p data-testid="settlement-page" />} />
    </Routes>,
    { route: `/productDetails?id=${goods.id}` },
  );
}

/** Answers like the server: favourites and follows change what info and seller!info return. */
export function serveProduct(goods: GoodsVo) {
  let kept = goods.isKeep === 1;
  let followed = false;
  const shop = () =>
    goods.seller && {
      ...goods.seller,
      isFocus: followed ? 1 : 0,
      focusNum: goods.seller.focusNum + (followed ? 1 : 0),
    };
  return serveActions({
    'localuser!get': () => okReply(makeLocalUser()),
    'sellerGoods!info': () => okReply({ ...goods, isKeep: kept ? 1 : 0, seller: shop() }),
    'seller!info': () => okReply(shop()),
    'evaluation!countType': zeroCounts,
    'evaluation!list': emptyReviews,
    'sellerGoods!recommend_new': () => okReply({ result: [] }),
    'sellerGoods!recommend_like': () => okReply([]),
    'coupon!list': () => okReply({ pageList: [], pageInfo: { pageNum: 1, pageSize: 6, totalElements: 0 } }),
    'keepGoods!add': () => {
      kept = true;
      return okReply(null);
    },
    'keepGoods!del': () => {
      kept = false;
      return okReply(null);
    },
    'focusSeller!add': () => {
      followed = true;
      return okReply(null);
    },
  });
}

export const option = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name });
