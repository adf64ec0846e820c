import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GoodsVo } from '@caravan/contract';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { closeChat, useChatOpener } from '../../../../components/chat/chat-opener';
import { getToasts } from '../../../../lib/toast';
import { errorReply, makeGoods, makeLocalUser, makeSeller, okReply } from '../../../../test/factories';
import { renderWithProviders } from '../../../../test/render';
import { callsTo, emptyReviews, serveActions, zeroCounts } from '../../../../test/serve-actions';
import { ProductDetailsPage } from './product-details-page';

afterEach(() => {
  window.sessionStorage.clear();
  closeChat();
});

const attr = (colour: string, size: string) => [
  { attrName: 'Colour', attrValue: colour },
  { attrName: 'Size', attrValue: size },
];

/** A tee in Black M (5 left), Black L (sold out) and White M (7 left, with a wholesale price and a picture). */
function makeTee(overrides: Partial<GoodsVo> = {}): GoodsVo {
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

function LoginProbe() {
  const { search } = useLocation();
  return <p data-testid="login-page">{new URLSearchParams(search).get('redirect')}</p>;
}

function renderPage(goods: GoodsVo) {
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
function serveProduct(goods: GoodsVo) {
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

const option = (group: string, name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name });

describe('ProductDetailsPage: SKU choice', () => {
  it('updates stock and picture as SKUs are chosen and disables combinations that cannot be bought', async () => {
    const tee = makeTee();
    serveProduct(tee);
    renderPage(tee);

    expect(await screen.findByRole('heading', { name: 'Cotton Tee' })).toBeTruthy();
    expect(screen.getByTestId('detail-price').textContent).toBe('$12.50');
    expect(screen.getByTestId('stock').textContent).toContain('12 in stock');
    // The desktop chooses on the page itself.
    expect(screen.queryByTestId('sku-summary')).toBeNull();
    // The quantity starts at the product's minimum order.
    expect((screen.getByTestId('quantity-input') as HTMLInputElement).value).toBe('2');

    fireEvent.click(option('Colour', 'White'));
    // No White L exists.
    expect(option('Size', 'L').hasAttribute('disabled')).toBe(true);
    fireEvent.click(option('Size', 'M'));
    expect(screen.getByTestId('stock').textContent).toContain('7 in stock');
    // The SKU's own picture comes forward (the shown slide: the others are hidden); its wholesale
    // price is never shown to the buyer.
    const shown = within(screen.getByTestId('gallery')).getByRole('button', { name: /^Open picture/ });
    expect(shown.querySelector('img')?.getAttribute('src')).toBe('/uploads/white.webp');
    expect(screen.getByTestId('detail-price').textContent).toBe('$12.50');
    expect(screen.queryByText('$9.00')).toBeNull();
    expect(option('Colour', 'White').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(option('Colour', 'Black'));
    // Black L is sold out; Black M keeps the chosen size.
    expect(option('Size', 'L').hasAttribute('disabled')).toBe(true);
    expect(option('Size', 'M').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('detail-price').textContent).toBe('$12.50');
    expect(screen.getByTestId('stock').textContent).toContain('5 in stock');
  });

  it('keeps the quantity between buyMin and the chosen SKU’s stock', async () => {
    const tee = makeTee();
    serveProduct(tee);
    renderPage(tee);
    await screen.findByRole('heading', { name: 'Cotton Tee' });
    fireEvent.click(option('Colour', 'Black'));
    fireEvent.click(option('Size', 'M'));
    const input = screen.getByTestId('quantity-input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '40' } });
    fireEvent.blur(input);
    expect(input.value).toBe('5');
    expect(screen.getByRole('button', { name: 'Increase quantity' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.blur(input);
    expect(input.value).toBe('2');
  });

  it('asks for the missing choice before ordering, then sends a logged-out buyer to log in', async () => {
    const tee = makeTee();
    serveProduct(tee);
    renderPage(tee);
    await screen.findByRole('heading', { name: 'Cotton Tee' });
    fireEvent.click(option('Colour', 'White'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert').textContent).toBe('Please choose Size.');
    expect(screen.queryByTestId('login-page')).toBeNull();

    fireEvent.click(option('Size', 'M'));
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect((await screen.findByTestId('login-page')).textContent).toBe(`/productDetails?id=${tee.id}`);
  });

  it('adds the chosen SKU and quantity to the cart, once', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    const tee = makeTee();
    serveProduct(tee);
    renderPage(tee);
    await screen.findByRole('heading', { name: 'Cotton Tee' });
    fireEvent.click(option('Colour', 'White'));
    fireEvent.click(option('Size', 'M'));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toEqual(['Added to your shopping cart']));
    const cart = JSON.parse(window.localStorage.getItem('ES_SHOP_CART_100001') ?? '[]');
    expect(cart).toEqual([
      expect.objectContaining({
        id: tee.id,
        skuId: 'sku-wm',
        count: 3,
        buyMin: 2,
        price: 12.5,
        name: 'Cotton Tee',
        checkAttrName: 'Colour: White / Size: M',
        image: '/uploads/white.webp',
        seller: { id: tee.seller?.id, name: tee.seller?.name },
        checked: true,
      }),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain('The product is already in your shopping cart'),
    );
    expect(JSON.parse(window.localStorage.getItem('ES_SHOP_CART_100001') ?? '[]')).toHaveLength(1);
  });

  it('takes "Buy now" straight to checkout with that one line, leaving the cart alone', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    const tee = makeTee({ canSelectAttributes: { attributes: [], skus: [] } });
    serveProduct(tee);
    renderPage(tee);
    await screen.findByRole('heading', { name: 'Cotton Tee' });
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByTestId('settlement-page')).toBeTruthy();
    const session = JSON.parse(window.sessionStorage.getItem('ES_CHECKOUT') ?? 'null');
    expect(session).toMatchObject({ usercode: '100001', source: 'buy' });
    expect(session.lines).toEqual([expect.objectContaining({ id: tee.id, skuId: null, count: 2 })]);
    expect(window.localStorage.getItem('ES_SHOP_CART_100001')).toBeNull();
    expect(screen.queryByTestId('login-page')).toBeNull();
  });

  it('shows a not-found state for an unknown or withdrawn product', async () => {
    serveActions({
      'sellerGoods!info': () => errorReply('1', 'CATALOG_GOODS_OFF_SHELF', 'off'),
    });
    const goods = makeGoods();
    renderPage(goods);
    expect(await screen.findByRole('heading', { name: 'This product is not available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/commodity');
    // Shown as the page's own state, not as an error toast.
    await new Promise((r) => setTimeout(r, 600));
    expect(getToasts()).toEqual([]);
  });
});

describe('ProductDetailsPage on the mobile site: the SKU sheet', () => {
  function renderWapPage(goods: GoodsVo) {
    window.history.replaceState(null, '', `/wap/commodity-details?sellerGoodsId=${goods.id}`);
    return renderWithProviders(
      <Routes>
        <Route path="/commodity-details" element={<ProductDetailsPage />} />
        <Route path="/login" element={<LoginProbe />} />
        <Route path="/settlement" element={<p data-testid="settlement-page" />} />
      </Routes>,
      { route: `/commodity-details?sellerGoodsId=${goods.id}` },
    );
  }

  /** Serves the goods, opens its mobile page and waits until it shows. */
  async function showWapPage(goods: GoodsVo) {
    serveProduct(goods);
    renderWapPage(goods);
    await screen.findByRole('heading', { name: goods.name });
  }

  const openSheet = async () => within(await screen.findByRole('dialog', { name: 'Choose options' }));
  const sheetOption = (sheet: ReturnType<typeof within>, group: string, name: string) =>
    within(sheet.getByRole('group', { name: group })).getByRole('button', { name });
  const cartLines = () => JSON.parse(window.localStorage.getItem('ES_SHOP_CART_100001') ?? '[]') as unknown[];

  it('chooses in a sheet opened by "Add to cart", which asks for a missing choice and then adds that line', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    const tee = makeTee();
    await showWapPage(tee);
    // The page shows one line for the choice instead of the picker and the quantity.
    expect(screen.queryByTestId('sku-picker')).toBeNull();
    expect(screen.queryByTestId('quantity-input')).toBeNull();
    expect(screen.getByTestId('sku-summary').textContent).toBe('Choose Colour and Size');

    fireEvent.click(screen.getByTestId('add-to-cart'));
    const sheet = await openSheet();
    expect(sheet.getByTestId('sheet-price').textContent).toBe('$12.50');
    expect(sheet.getByTestId('stock').textContent).toContain('12 in stock');
    expect((sheet.getByTestId('quantity-input') as HTMLInputElement).value).toBe('2');
    fireEvent.click(sheetOption(sheet, 'Colour', 'White'));
    fireEvent.click(sheet.getByRole('button', { name: 'Confirm' }));
    expect(sheet.getByRole('alert').textContent).toBe('Please choose Size.');
    expect(cartLines()).toEqual([]);

    fireEvent.click(sheetOption(sheet, 'Size', 'M'));
    expect(sheet.getByTestId('stock').textContent).toContain('7 in stock');
    expect(sheet.getByTestId('sheet-image').getAttribute('src')).toBe('/uploads/white.webp');
    fireEvent.click(sheet.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(sheet.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(getToasts().map((t) => t.message)).toEqual(['Added to your shopping cart']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cartLines()).toEqual([
      expect.objectContaining({
        id: tee.id,
        skuId: 'sku-wm',
        count: 3,
        checkAttrName: 'Colour: White / Size: M',
      }),
    ]);
    expect(screen.getByTestId('sku-summary').textContent).toBe('Selected: White / M, qty 3');
  });

  it('keeps the quantity in the sheet between buyMin and the chosen SKU’s stock', async () => {
    const tee = makeTee();
    await showWapPage(tee);
    fireEvent.click(screen.getByTestId('sku-summary'));
    const sheet = await openSheet();
    fireEvent.click(sheetOption(sheet, 'Colour', 'Black'));
    fireEvent.click(sheetOption(sheet, 'Size', 'M'));
    const input = sheet.getByTestId('quantity-input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '40' } });
    fireEvent.blur(input);
    expect(input.value).toBe('5');
    expect(sheet.getByRole('button', { name: 'Increase quantity' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '1' } });
    fireEvent.blur(input);
    expect(input.value).toBe('2');
    expect(sheet.getByRole('button', { name: 'Decrease quantity' }).hasAttribute('disabled')).toBe(true);
  });

  it('does "Buy now" from the sheet, sending a logged-out buyer to log in first', async () => {
    const tee = makeTee();
    await showWapPage(tee);
    fireEvent.click(screen.getByTestId('buy-now'));
    const sheet = await openSheet();
    fireEvent.click(sheetOption(sheet, 'Colour', 'Black'));
    fireEvent.click(sheetOption(sheet, 'Size', 'M'));
    fireEvent.click(sheet.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('login-page')).textContent).toBe(
      `/commodity-details?sellerGoodsId=${tee.id}`,
    );
  });

  it('offers both orders in the sheet opened from the summary line; "Buy now" checks out that line', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    const tee = makeTee();
    await showWapPage(tee);
    fireEvent.click(screen.getByTestId('sku-summary'));
    const sheet = await openSheet();
    expect(sheet.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(sheet.getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    fireEvent.click(sheetOption(sheet, 'Colour', 'Black'));
    fireEvent.click(sheetOption(sheet, 'Size', 'M'));
    fireEvent.click(sheet.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByTestId('settlement-page')).toBeTruthy();
    const session = JSON.parse(window.sessionStorage.getItem('ES_CHECKOUT') ?? 'null');
    expect(session.lines).toEqual([expect.objectContaining({ id: tee.id, skuId: 'sku-bm', count: 2 })]);
    expect(cartLines()).toEqual([]);
  });

  it('cannot open the sheet when no SKU is in stock', async () => {
    const tee = makeTee();
    const skus = tee.canSelectAttributes?.skus.map((sku) => ({ ...sku, stock: 0 })) ?? [];
    const soldOut = makeTee({
      canSelectAttributes: { attributes: tee.canSelectAttributes?.attributes ?? [], skus },
    });
    serveProduct(soldOut);
    renderWapPage(soldOut);
    await screen.findByRole('heading', { name: 'Cotton Tee' });
    expect(screen.getByTestId('add-to-cart').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('buy-now').hasAttribute('disabled')).toBe(true);
  });

  it('keeps a product without SKUs on the page: its buttons order at once', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    const tee = makeTee({ canSelectAttributes: { attributes: [], skus: [] } });
    await showWapPage(tee);
    expect(screen.queryByTestId('sku-summary')).toBeNull();
    expect((screen.getByTestId('quantity-input') as HTMLInputElement).value).toBe('2');
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(cartLines()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ProductDetailsPage: favourite and follow', () => {
  it('needs a login to favourite or follow, and calls nothing without one', async () => {
    const tee = makeTee();
    const api = serveProduct(tee);
    renderPage(tee);
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite' }));
    expect(await screen.findByTestId('login-page')).toBeTruthy();
    expect(callsTo(api, 'keepGoods!add')).toHaveLength(0);
  });

  it('adds to and removes from favourites', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    const tee = makeTee();
    const api = serveProduct(tee);
    renderPage(tee);
    fireEvent.click(await screen.findByRole('button', { name: 'Favourite' }));
    const kept = await screen.findByRole('button', { name: 'Favourited' });
    expect(kept.getAttribute('aria-pressed')).toBe('true');
    expect(callsTo(api, 'keepGoods!add')[0]?.get('sellerGoodsId')).toBe(tee.id);
    fireEvent.click(kept);
    await screen.findByRole('button', { name: 'Favourite' });
    expect(callsTo(api, 'keepGoods!del')[0]?.get('sellerGoodsId')).toBe(tee.id);
  });

  it('follows the store and counts the new follower', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    const seller = makeSeller({ name: 'Tee House', focusNum: 17 });
    const tee = makeTee({ seller, sellerId: seller.id });
    const api = serveProduct(tee);
    renderPage(tee);
    const card = within(await screen.findByTestId('store-card'));
    expect(card.getByTestId('store-figure-followers').textContent).toContain('17');
    fireEvent.click(card.getByRole('button', { name: 'Follow' }));
    expect(await card.findByRole('button', { name: 'Following' })).toBeTruthy();
    expect(card.getByTestId('store-figure-followers').textContent).toContain('18');
    expect(callsTo(api, 'focusSeller!add')[0]?.get('sellerId')).toBe(seller.id);
  });

  it('shows the store’s positive-review rate with its number of reviews, and a dash before any', async () => {
    const seller = makeSeller({ name: 'Tee House', highOpinion: 0.5, reviewNum: 2, soldNum: 40 });
    const tee = makeTee({ seller, sellerId: seller.id });
    serveProduct(tee);
    const { unmount } = renderPage(tee);
    const rate = within(await screen.findByTestId('store-card')).getByTestId('store-figure-rate');
    expect(rate.textContent).toContain('50%');
    expect(rate.textContent).toContain('Reviews: 2');
    unmount();

    const unreviewed = makeSeller({ name: 'New House', highOpinion: 0, reviewNum: 0, soldNum: 40 });
    const shirt = makeTee({ seller: unreviewed, sellerId: unreviewed.id });
    serveProduct(shirt);
    renderPage(shirt);
    const none = within(await screen.findByTestId('store-card')).getByTestId('store-figure-rate');
    expect(none.textContent).toContain('–');
    expect(none.textContent).not.toContain('0%');
  });

  it('shows the server’s refusal when a seller tries to follow their own store', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    const tee = makeTee();
    serveActions({
      'sellerGoods!info': () => okReply(tee),
      'seller!info': () => okReply(tee.seller),
      'evaluation!countType': zeroCounts,
      'evaluation!list': emptyReviews,
      'sellerGoods!recommend_like': () => okReply([]),
      'focusSeller!add': () => errorReply('1', 'CATALOG_CANNOT_FOLLOW_SELF', 'self'),
    });
    renderPage(tee);
    const card = within(await screen.findByTestId('store-card'));
    fireEvent.click(card.getByRole('button', { name: 'Follow' }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain('You cannot follow your own shop.'),
    );
    expect(card.getByRole('button', { name: 'Follow' }).getAttribute('aria-pressed')).toBe('false');
  });
});

/** Where the chat dialog (mounted by the layout) has been asked to open. */
function ChatProbe() {
  const { open, request } = useChatOpener();
  return <output data-testid="chat-request">{open ? JSON.stringify(request) : ''}</output>;
}

describe('ProductDetailsPage: contact the seller', () => {
  it('opens the chat with the store, the first message about this product', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    const seller = makeSeller({ name: 'Tee House' });
    const tee = makeTee({ seller, sellerId: seller.id });
    serveProduct(tee);
    renderWithProviders(
      <>
        <Routes>
          <Route path="/productDetails" element={<ProductDetailsPage />} />
        </Routes>
        <ChatProbe />
      </>,
      { route: `/productDetails?id=${tee.id}` },
    );
    const card = within(await screen.findByTestId('store-card'));
    fireEvent.click(card.getByRole('button', { name: 'Contact seller' }));
    expect(JSON.parse(screen.getByTestId('chat-request').textContent ?? '')).toEqual({
      tab: 'shops',
      partyid: seller.id,
      shopName: 'Tee House',
      about: { contextType: 1, contextId: tee.id },
    });
  });
});
