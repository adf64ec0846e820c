import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AddressVo } from '@caravan/contract';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveCheckout } from '../../../components/cart/checkout-lines';
import type { CheckoutSession } from '../../../components/cart/checkout-session';
import { addItem, type CartItem, type NewCartLine } from '../../../lib/cart';
import { errorReply, makeCartLine, makeLocalUser, okReply } from '../../../test/factories';
import { pickOption } from '../../../test/form-input';
import { renderWithProviders } from '../../../test/render';
import { callsTo, serveActions, type ActionHandler, type ServedActions } from '../../../test/serve-actions';
import { makeCouponOption } from '../../../test/coupon-samples';
import { SettlementPage } from './settlement-page';

const USERCODE = '100001';
const G1 = '00000000-0000-4000-8000-000000000011';
const G2 = '00000000-0000-4000-8000-000000000022';
const G3 = '00000000-0000-4000-8000-000000000033';
const SKU = '00000000-0000-4000-8000-0000000005c0';
const ORDER_A = '00000000-0000-4000-8000-0000000000a1';
const ORDER_B = '00000000-0000-4000-8000-0000000000b2';

const harbour = { id: 'shop-a', name: 'Harbour Supplies' };
const tees = { id: 'shop-b', name: 'Tee House' };

const line = (overrides: Partial<NewCartLine>): NewCartLine =>
  makeCartLine({ id: G1, seller: harbour, ...overrides });

const items = (...lines: NewCartLine[]) =>
  lines.reduce<readonly CartItem[]>((list, l) => addItem(list, l, 500).items, []);

function makeAddress(overrides: Partial<AddressVo>): AddressVo {
  return {
    id: 'addr',
    use: 0,
    phone: '+4930123456789',
    contacts: 'Mia Berger',
    address: 'Torstraße 1',
    email: '',
    postcode: '10119',
    country: 'Germany',
    province: 'Berlin',
    city: 'Berlin',
    countryId: 1,
    provinceId: 2,
    cityId: 3,
    ...overrides,
  };
}

// The list comes default first from the server; here the default is second, to show it is found.
const ADDRESSES = [
  makeAddress({ id: 'addr-office', contacts: 'Office desk', address: 'Friedrichstraße 9' }),
  makeAddress({ id: 'addr-home', contacts: 'Mia Berger', use: 1 }),
];

function PaySuccessProbe() {
  const { search } = useLocation();
  return <p data-testid="pay-success">{search}</p>;
}

function renderSettlement() {
  return renderWithProviders(
    <Routes>
      <Route path="/settlement" element={<SettlementPage />} />
      <Route path="/paySuccess" element={<PaySuccessProbe />} />
      <Route path="/login" element={<p data-testid="login-page" />} />
    </Routes>,
    { route: '/settlement' },
  );
}

const cartLines = items(
  line({
    id: G1,
    skuId: SKU,
    name: 'Cotton Tee',
    checkAttrName: 'Colour: White',
    count: 2,
    price: 12.5,
    seller: tees,
  }),
  line({ id: G2, name: 'Bamboo board', price: 7 }),
);

// What the server prices the two shops' lines at: freight and tax included, before placing.
const QUOTE = {
  shopList: [
    {
      sellerId: tees.id,
      sellerName: tees.name,
      goodsCount: 2,
      prizeOriginal: 28,
      prizeReal: 25,
      fees: 3,
      shippingFee: 1.5,
      longDistanceFreight: 0.75,
      deliveryFee: 0.75,
      weightKg: 0.5,
      tax: 1.25,
      discount: 0,
      totalAmount: 29.25,
      coupons: [],
    },
    {
      sellerId: harbour.id,
      sellerName: harbour.name,
      goodsCount: 1,
      prizeOriginal: 7,
      prizeReal: 7,
      fees: 2,
      shippingFee: 1.5,
      longDistanceFreight: 0,
      deliveryFee: 0.5,
      weightKg: 0,
      tax: 0.35,
      discount: 0,
      totalAmount: 9.35,
      coupons: [],
    },
  ],
  goodsCount: 3,
  prizeOriginal: 35,
  prizeReal: 32,
  fees: 5,
  shippingFee: 3,
  longDistanceFreight: 0.75,
  deliveryFee: 1.25,
  weightKg: 0.5,
  tax: 1.6,
  discount: 0,
  totalAmount: 38.6,
};

const payForm = async () => within(await screen.findByTestId('pay-form'));

function startCheckout(session: Partial<CheckoutSession> = {}) {
  saveCheckout({ usercode: USERCODE, source: 'cart', lines: [...cartLines], ...session });
}

/** What every checkout test's fake server answers. */
const baseHandlers = (): Record<string, ActionHandler> => ({
  'localuser!get': () => okReply(makeLocalUser({ usercode: USERCODE })),
  'address!list': () => okReply({ pageList: ADDRESSES }),
  'wallet!getUsdt': () => okReply({ money: 500, rebate: 0 }),
  'order!quote': () => okReply(QUOTE),
  'coupon!forOrder': () => okReply({ couponList: [] }),
  'order!submit': () =>
    okReply({
      orderList: [
        {
          orderId: ORDER_A,
          sellerId: tees.id,
          sellerName: tees.name,
          prizeReal: 25,
          fees: 3,
          tax: 1.25,
          discount: 0,
          totalAmount: 29.25,
        },
        {
          orderId: ORDER_B,
          sellerId: harbour.id,
          sellerName: harbour.name,
          prizeReal: 7,
          fees: 2,
          tax: 0.35,
          discount: 0,
          totalAmount: 9.35,
        },
      ],
    }),
  'order!pay': () => okReply(null),
});

describe('SettlementPage', () => {
  let api: ServedActions;

  beforeEach(() => {
    window.history.replaceState(null, '', '/settlement');
    window.localStorage.setItem('ES_TOKEN', 'tok');
    api = serveActions(baseHandlers());
  });
  afterEach(() => {
    window.sessionStorage.clear();
  });

  it('sends a logged-out visitor to log in first', async () => {
    window.localStorage.removeItem('ES_TOKEN');
    startCheckout();
    renderSettlement();
    expect(await screen.findByTestId('login-page')).toBeTruthy();
    expect(callsTo(api, 'order!submit')).toHaveLength(0);
  });

  it('says so when there is nothing to check out', async () => {
    renderSettlement();
    expect(await screen.findByTestId('checkout-empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/index');
  });

  it('places every shop’s lines in one call to the default address, pays, and empties those lines', async () => {
    // The cart also holds a line that was not ticked: it stays.
    const cart = [...cartLines, ...items(line({ id: G3, name: 'Not ticked' }))];
    window.localStorage.setItem(`ES_SHOP_CART_${USERCODE}`, JSON.stringify(cart));
    startCheckout();
    renderSettlement();

    const address = within(await screen.findByTestId('checkout-address'));
    expect((await address.findByTestId('address-card')).textContent).toContain('Mia Berger');
    expect(screen.getAllByTestId('checkout-shop')).toHaveLength(2);
    expect(screen.getByText('Colour: White')).toBeTruthy();
    // Before "Place order": per shop the goods, freight and tax, and the grand total (issue 15).
    const quote = within(await screen.findByTestId('checkout-quote'));
    expect(callsTo(api, 'order!quote')[0]?.get('orderInfo')).toBe(`${G1},${SKU},2,${G2},-1,1`);
    expect(
      quote.getAllByTestId('breakdown-shop').map((shop) => shop.querySelector('h3')?.textContent),
    ).toEqual(['Tee House', 'Harbour Supplies']);
    expect(quote.getAllByTestId('breakdown-freight').map((f) => f.textContent)).toEqual(['$3.00', '$2.00']);
    // Each shop's freight in its three parts (spec §3), the weight it was charged on.
    const parts = (key: string) => quote.getAllByTestId(`freight-${key}`).map((row) => row.textContent);
    expect(parts('shipping')).toEqual(['Shipping fee$1.50', 'Shipping fee$1.50']);
    expect(parts('long-distance')).toEqual([
      'Long-distance freight (\u20660.5\u2069 kg)$0.75',
      'Long-distance freight (\u20660\u2069 kg)$0.00',
    ]);
    expect(parts('delivery')).toEqual(['Delivery fee$0.75', 'Delivery fee$0.50']);
    expect(quote.getAllByTestId('breakdown-tax').map((f) => f.textContent)).toEqual(['$1.25', '$0.35']);
    expect(quote.getByTestId('breakdown-total').textContent).toBe('$38.60');
    await waitFor(() =>
      expect(screen.getByTestId('checkout-balance').textContent).toBe('Available: $500.00'),
    );

    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(callsTo(api, 'order!submit')).toHaveLength(1));
    const [submit] = callsTo(api, 'order!submit');
    expect(submit?.get('orderInfo')).toBe(`${G1},${SKU},2,${G2},-1,1`);
    expect(submit?.get('addressId')).toBe('addr-home');
    expect(submit?.has('fromCart')).toBe(false);
    expect([...(submit?.keys() ?? [])].some((name) => /price/i.test(name))).toBe(false);

    // The modal asks for the same total, with the same breakdown.
    const pay = await payForm();
    expect(pay.getByTestId('breakdown-total').textContent).toBe('$38.60');
    expect(pay.getAllByTestId('breakdown-freight').map((f) => f.textContent)).toEqual(['$3.00', '$2.00']);
    // order!submit answers the freight's sum: its parts are the quote's for the same shop.
    expect(pay.getAllByTestId('freight-delivery').map((f) => f.textContent)).toEqual([
      'Delivery fee$0.75',
      'Delivery fee$0.50',
    ]);
    fireEvent.change(screen.getByLabelText(/^Fund password/), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('pay-submit'));

    expect((await screen.findByTestId('pay-success')).textContent).toBe(
      `?orders=${ORDER_A},${ORDER_B}&amount=38.6`,
    );
    expect(callsTo(api, 'order!pay')[0]?.get('orderId')).toBe(`${ORDER_A},${ORDER_B}`);
    const left: CartItem[] = JSON.parse(window.localStorage.getItem(`ES_SHOP_CART_${USERCODE}`) ?? '[]');
    expect(left.map((item) => item.id)).toEqual([G3]);
    expect(window.sessionStorage.getItem('ES_CHECKOUT')).toBeNull();
  });

  it('delivers to the address chosen from the address book', async () => {
    startCheckout();
    renderSettlement();
    fireEvent.click(await screen.findByTestId('checkout-address-change'));
    const book = within(await screen.findByTestId('checkout-address-book'));
    const office = book
      .getAllByTestId('address-card')
      .find((card) => card.textContent?.includes('Office desk'));
    fireEvent.click(within(office as HTMLElement).getByRole('button', { name: 'Deliver here' }));
    await waitFor(() => expect(screen.queryByTestId('checkout-address-book')).toBeNull());
    expect(within(screen.getByTestId('checkout-address')).getByTestId('address-card').textContent).toContain(
      'Office desk',
    );

    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(callsTo(api, 'order!submit')).toHaveLength(1));
    expect(callsTo(api, 'order!submit')[0]?.get('addressId')).toBe('addr-office');
  });

  it('keeps unpaid orders waiting when the pay dialog is closed, and never places them twice', async () => {
    startCheckout({ source: 'buy', lines: [...items(line({ id: G2, count: 3 }))] });
    renderSettlement();
    await screen.findByTestId('checkout-quote');
    fireEvent.click(screen.getByTestId('place-order'));
    await payForm();
    expect(callsTo(api, 'order!submit')[0]?.get('orderInfo')).toBe(`${G2},-1,3`);
    fireEvent.click(screen.getByRole('button', { name: 'Pay later' }));

    expect(await screen.findByTestId('checkout-awaiting')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View my orders' }).getAttribute('href')).toBe(
      '/userInfo/my-order?index=2',
    );
    expect(screen.queryByTestId('place-order')).toBeNull();
    fireEvent.click(screen.getByTestId('checkout-pay'));
    expect(await payForm()).toBeTruthy();
    expect(callsTo(api, 'order!submit')).toHaveLength(1);
  });

  it('takes the ordered lines out of the cart when the orders are placed, paid or not (issue 15)', async () => {
    const cart = [...cartLines, ...items(line({ id: G3, name: 'Not ticked' }))];
    window.localStorage.setItem(`ES_SHOP_CART_${USERCODE}`, JSON.stringify(cart));
    startCheckout();
    renderSettlement();
    await screen.findByTestId('checkout-quote');
    fireEvent.click(screen.getByTestId('place-order'));
    await payForm();
    const left: CartItem[] = JSON.parse(window.localStorage.getItem(`ES_SHOP_CART_${USERCODE}`) ?? '[]');
    expect(left.map((item) => item.id)).toEqual([G3]);
    // Closing the dialog to pay later leaves them out: they can never be ordered twice from here.
    fireEvent.click(screen.getByRole('button', { name: 'Pay later' }));
    expect(await screen.findByTestId('checkout-awaiting')).toBeTruthy();
    const after: CartItem[] = JSON.parse(window.localStorage.getItem(`ES_SHOP_CART_${USERCODE}`) ?? '[]');
    expect(after.map((item) => item.id)).toEqual([G3]);
  });

  it('says before "Place order" what the server would refuse, and does not let the buyer place it', async () => {
    api = serveActions({
      'coupon!forOrder': () => okReply({ couponList: [] }),
      'localuser!get': () => okReply(makeLocalUser({ usercode: USERCODE })),
      'address!list': () => okReply({ pageList: ADDRESSES }),
      'wallet!getUsdt': () => okReply({ money: 500, rebate: 0 }),
      'order!quote': () => errorReply('1', 'ORDER_OUT_OF_STOCK', 'out of stock'),
    });
    startCheckout();
    renderSettlement();
    expect((await screen.findByTestId('checkout-quote-error')).textContent).toMatch(/stock/i);
    expect((screen.getByTestId('place-order') as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(api, 'order!submit')).toHaveLength(0);
  });

  it('warns before placing when the balance is below the quoted total', async () => {
    api = serveActions({
      'coupon!forOrder': () => okReply({ couponList: [] }),
      'localuser!get': () => okReply(makeLocalUser({ usercode: USERCODE })),
      'address!list': () => okReply({ pageList: ADDRESSES }),
      'wallet!getUsdt': () => okReply({ money: 35, rebate: 0 }),
      'order!quote': () => okReply(QUOTE),
    });
    startCheckout();
    renderSettlement();
    // The goods alone ($32.00) fit in $35.00; with freight and tax ($38.60) they do not.
    expect((await screen.findByTestId('checkout-low-balance')).textContent).toContain('below the total');
  });

  it('shows why the server refused the order, and asks for an address when there is none', async () => {
    api = serveActions({
      'coupon!forOrder': () => okReply({ couponList: [] }),
      'localuser!get': () => okReply(makeLocalUser({ usercode: USERCODE })),
      'address!list': () => okReply({ pageList: [] }),
      'wallet!getUsdt': () => okReply({ money: 500, rebate: 0 }),
      'order!quote': () => okReply(QUOTE),
      'order!submit': () => errorReply('1', 'ORDER_BELOW_MIN', 'below', { min: 5 }),
    });
    startCheckout();
    renderSettlement();
    await screen.findByTestId('checkout-quote');
    expect(
      await screen.findByText('You have no delivery address yet. Add one to place your order.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('place-order'));
    expect(screen.getByTestId('checkout-error').textContent).toBe('Please choose a delivery address');
    expect(callsTo(api, 'order!submit')).toHaveLength(0);
  });

  it('drops "choose a delivery address" once an address is added and chosen', async () => {
    let book: AddressVo[] = [];
    const saved = makeAddress({ id: 'addr-new', contacts: 'Ho Wai', use: 1 });
    serveActions({
      'coupon!forOrder': () => okReply({ couponList: [] }),
      'localuser!get': () => okReply(makeLocalUser({ usercode: USERCODE })),
      'address!list': () => okReply({ pageList: book }),
      'address!listCountry': () =>
        okReply({ data: [{ id: 128, countryName: 'Macau S.A.R.', phoneCode: '853' }] }),
      'address!listState': () => okReply({ data: [] }),
      'address!listCity': () => okReply({ data: [] }),
      'address!add': () => {
        book = [saved];
        return okReply(saved);
      },
      'wallet!getUsdt': () => okReply({ money: 500, rebate: 0 }),
      'order!quote': () => okReply(QUOTE),
    });
    startCheckout();
    renderSettlement();
    await screen.findByTestId('checkout-quote');
    fireEvent.click(await screen.findByTestId('checkout-address-add'));
    fireEvent.click(screen.getByTestId('place-order'));
    expect(screen.getByTestId('checkout-error').textContent).toBe('Please choose a delivery address');

    fireEvent.change(screen.getByTestId('address-contacts'), { target: { value: 'Ho Wai' } });
    await pickOption('address-country', 'Macau S.A.R.');
    fireEvent.change(screen.getByTestId('address-phone'), { target: { value: '+853 2888 1234' } });
    fireEvent.change(screen.getByTestId('address-address'), { target: { value: 'Rua do Campo 1' } });
    await screen.findAllByPlaceholderText('None listed for this area: nothing to choose');
    fireEvent.click(screen.getByTestId('address-save'));

    const card = await within(screen.getByTestId('checkout-address')).findByTestId('address-card');
    expect(card.textContent).toContain('Ho Wai');
    expect(screen.queryByTestId('checkout-error')).toBeNull();
  });

  it('shows a server refusal where the buyer is looking', async () => {
    api = serveActions({
      'coupon!forOrder': () => okReply({ couponList: [] }),
      'localuser!get': () => okReply(makeLocalUser({ usercode: USERCODE })),
      'address!list': () => okReply({ pageList: ADDRESSES }),
      'wallet!getUsdt': () => okReply({ money: 500, rebate: 0 }),
      'order!quote': () => okReply(QUOTE),
      'order!submit': () => errorReply('1', 'ORDER_BELOW_MIN', 'below', { min: 5 }),
    });
    startCheckout();
    renderSettlement();
    await screen.findByTestId('address-card');
    await screen.findByTestId('checkout-quote');
    fireEvent.click(screen.getByTestId('place-order'));
    expect((await screen.findByTestId('checkout-error')).textContent).toBe(
      'The quantity is below the minimum purchase of 5.',
    );
    expect(screen.queryByTestId('pay-form')).toBeNull();
  });
  it('ticks the best coupons, shows what they save, and sends the buyer’s choice with the quote and the order', async () => {
    const shopCoupon = makeCouponOption({
      title: 'Tee House 4 off',
      sellerId: tees.id,
      sellerName: tees.name,
      funder: 'shop',
      amount: 4,
      saving: 4,
      best: true,
    });
    const platform = makeCouponOption({ title: 'Caravan week', saving: 2 });
    const tooSmall = makeCouponOption({
      title: 'Big spenders',
      minSpend: 500,
      applicable: false,
      saving: 0,
      reason: 'COUPON_MIN_SPEND',
    });
    const discounted = {
      ...QUOTE,
      shopList: QUOTE.shopList.map((shop, i) =>
        i === 0
          ? {
              ...shop,
              discount: 4,
              totalAmount: 25.25,
              coupons: [{ couponId: shopCoupon.id, title: shopCoupon.title, funder: 'shop', saving: 4 }],
            }
          : shop,
      ),
      discount: 4,
      totalAmount: 34.6,
    };
    api = serveActions({
      ...baseHandlers(),
      'coupon!forOrder': () => okReply({ couponList: [shopCoupon, platform, tooSmall] }),
      'order!quote': (params) => okReply(params.get('couponIds') === '-1' ? QUOTE : discounted),
    });
    startCheckout();
    renderSettlement();

    const section = within(await screen.findByTestId('checkout-coupons'));
    const rows = await section.findAllByTestId('checkout-coupon');
    expect(rows).toHaveLength(3);
    const box = (row: HTMLElement) => within(row).getByRole('checkbox') as HTMLInputElement;
    const [own, theirs, small] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(box(own).checked).toBe(true);
    expect(box(theirs).checked).toBe(false);
    expect(box(small).disabled).toBe(true);
    expect((small.textContent ?? '').replace(/[\u2066-\u2069]/g, '')).toContain('at least 500.00 USDT');
    const quote = within(await screen.findByTestId('checkout-quote'));
    await waitFor(() => expect(quote.getByTestId('breakdown-coupons').textContent).toContain('−$4.00'));
    expect(callsTo(api, 'order!quote')[0]?.get('couponIds')).toBeNull();

    // Unticking the shop's coupon asks for none; ticking the platform's asks for it alone.
    fireEvent.click(box(own));
    await waitFor(() => expect(callsTo(api, 'order!quote').at(-1)?.get('couponIds')).toBe('-1'));
    await waitFor(() => expect(quote.queryByTestId('breakdown-coupons')).toBeNull());
    fireEvent.click(box(theirs));
    await waitFor(() => expect(callsTo(api, 'order!quote').at(-1)?.get('couponIds')).toBe(platform.id));

    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(callsTo(api, 'order!submit')).toHaveLength(1));
    expect(callsTo(api, 'order!submit')[0]?.get('couponIds')).toBe(platform.id);
  });
});
