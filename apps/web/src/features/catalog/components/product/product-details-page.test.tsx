import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GoodsVo } from '@caravan/contract';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { closeChat } from '../../../../components/chat/chat-opener';
import { getToasts } from '../../../../lib/toast';
import { errorReply, makeGoods } from '../../../../test/factories';
import { renderWithProviders } from '../../../../test/render';
import { serveActions } from '../../../../test/serve-actions';
import { ProductDetailsPage } from './product-details-page';
import { LoginProbe, makeTee, option, renderPage, serveProduct } from '../../test/product-fixtures';

afterEach(() => {
  window.sessionStorage.clear();
  closeChat();
});

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

  it.each([
    [{ freightType: 1, weightKg: 2 }, 'Free shipping'],
    [{ freightType: 0, weightKg: 0.85 }, 'Shipping by weight: \u20660.85\u2069 kg per unit'],
    [{ freightType: 0, weightKg: 0 }, 'Shipping calculated at checkout'],
  ])('tells how %j ships: by weight at checkout, never a flat price (ADR 034)', async (freight, tip) => {
    const goods = makeGoods({ freightAmount: 7, ...freight });
    serveProduct(goods);
    renderPage(goods);
    expect((await screen.findByTestId('freight-tip')).textContent).toBe(tip);
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
