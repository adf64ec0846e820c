import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CouponIdParams, SellerCouponSaveParams, type OwnedCouponVo } from '@caravan/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../../../lib/auth';
import { formatDateTime } from '../../../../lib/date';
import { errorReply, nextId, okReply } from '../../../../test/factories';
import { requestsTo, type ActionHandler, type ServedActions } from '../../../../test/serve-actions';
import { renderSellerPage } from '../../../test/render-seller-page';
import { PANEL_SHOP, panelPage, servePanel } from '../../../test/seller-fixtures';

// Issue 54: a shop's own coupons, listed by state, made, changed (only the title, quantity and end
// once buyers hold one) and ended.

const LIST = 'seller/coupon!list';
const SAVE = 'seller/coupon!save';
const END = 'seller/coupon!end';
const DAY_MS = 86_400_000;

/** A running coupon of the shop: 5.00 off orders from 30.00, 12 of 100 claimed, 3 used. */
function makeCoupon(overrides: Partial<OwnedCouponVo> = {}): OwnedCouponVo {
  return {
    id: nextId(),
    title: 'Spring sale',
    kind: 'amount',
    amount: 5,
    rate: 0,
    cap: 0,
    minSpend: 30,
    sellerId: PANEL_SHOP.id,
    sellerName: PANEL_SHOP.name,
    categoryIds: [],
    funder: 'shop',
    // Seconds and milliseconds that a datetime-local field cannot show.
    startTime: Date.UTC(2026, 2, 1, 8, 0, 30, 500),
    endTime: Date.UTC(2026, 4, 1, 20, 0, 0, 0),
    total: 100,
    claimed: 12,
    perBuyer: 1,
    mine: 0,
    state: 'running',
    purpose: 'campaign',
    used: 3,
    ...overrides,
  };
}

const SPRING = makeCoupon();
const WEEKEND = makeCoupon({
  title: 'Weekend deal',
  kind: 'percent',
  amount: 0,
  rate: 0.15,
  cap: 20,
  minSpend: 0,
  claimed: 0,
  used: 0,
  total: 50,
  perBuyer: 2,
  state: 'scheduled',
});
const WINTER = makeCoupon({ title: 'Winter clearance', state: 'ended' });

function serveCoupons(
  coupons: OwnedCouponVo[] = [SPRING, WEEKEND, WINTER],
  handlers: Record<string, ActionHandler> = {},
) {
  return servePanel({
    [LIST]: () => panelPage(coupons),
    [SAVE]: () => okReply(SPRING),
    [END]: () => okReply({ ...SPRING, state: 'ended' }),
    ...handlers,
  });
}

/** Text as read, without the isolates that keep amounts, dates and titles whole in a sentence. */
const withoutIsolates = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
const read = (element: Element | null) => withoutIsolates(element?.textContent ?? '');
const cardOf = (title: string) =>
  screen.getAllByTestId('seller-coupon').find((card) => card.querySelector('h2')?.textContent === title)!;
const lastList = (api: ServedActions) => requestsTo(api, LIST).at(-1);
const sentTo = (api: ServedActions, action: string) => requestsTo(api, action).at(-1)?.params;
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function openNewCoupon() {
  fireEvent.click((await screen.findAllByRole('button', { name: 'New coupon' }))[0]!);
  return screen.findByRole('dialog', { name: 'New coupon' });
}

async function openEdit(title: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Edit ${title}` }));
  return screen.findByRole('dialog', { name: 'Edit coupon' });
}

beforeEach(() => setToken('seller-token'));

describe('the seller centre: coupons', () => {
  it('lists the shop’s coupons with what they take off, from what spend, when, and how they are taken up', async () => {
    const api = serveCoupons();
    renderSellerPage('/seller/coupons');
    await screen.findByRole('heading', { name: 'Spring sale' });
    expect(screen.getAllByTestId('seller-coupon')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Coupons' }).getAttribute('aria-current')).toBe('page');

    const spring = cardOf('Spring sale');
    expect(read(within(spring).getByTestId('coupon-value'))).toBe('5.00 USDT off');
    expect(read(within(spring).getByTestId('coupon-condition'))).toBe('On orders from 30.00 USDT');
    expect(within(spring).getByTestId('coupon-state').textContent).toBe('Running');
    expect(read(within(spring).getByTestId('coupon-claimed'))).toBe('12 / 100');
    expect(within(spring).getByTestId('coupon-used').textContent).toBe('3');
    expect(within(spring).getByText('Starts').nextElementSibling?.textContent).toBe(
      formatDateTime(SPRING.startTime),
    );
    expect(within(spring).getByText('Ends').nextElementSibling?.textContent).toBe(
      formatDateTime(SPRING.endTime),
    );

    const weekend = cardOf('Weekend deal');
    expect(read(within(weekend).getByTestId('coupon-value'))).toBe('15% off, at most 20.00 USDT');
    expect(read(within(weekend).getByTestId('coupon-condition'))).toBe('No minimum spend');
    expect(within(weekend).getByTestId('coupon-state').textContent).toBe('Scheduled');

    // An ended coupon can be neither changed nor ended again.
    const winter = cardOf('Winter clearance');
    expect(within(winter).getByTestId('coupon-state').textContent).toBe('Ended');
    expect(within(winter).queryByRole('button')).toBeNull();

    const [request] = requestsTo(api, LIST);
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/seller/coupon!list.action');
    expect(request?.params.get('pageNum')).toBe('1');
    expect(request?.params.get('pageSize')).toBe('12');
    expect(request?.params.has('state')).toBe(false);
    expect(request?.headers.get('Authorization')).toBe('Bearer seller-token');

    fireEvent.click(screen.getByRole('radio', { name: 'Running' }));
    await waitFor(() => expect(lastList(api)?.params.get('state')).toBe('running'));
    expect(screen.getByTestId('address').textContent).toBe('/seller/coupons?state=running');
  });

  it('invites a shop without coupons to create its first, and says when a state has none', async () => {
    serveCoupons([]);
    renderSellerPage('/seller/coupons');
    const empty = await screen.findByTestId('coupons-empty');
    expect(empty.textContent).toContain(
      'Create your first coupon: buyers see it on your store and product pages.',
    );
    fireEvent.click(within(empty).getByRole('button', { name: 'New coupon' }));
    expect(await screen.findByRole('dialog', { name: 'New coupon' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('radio', { name: 'Ended' }));
    expect(await screen.findByText('No coupons in this state.')).toBeTruthy();
    expect(screen.queryByTestId('coupons-empty')).toBeNull();
  });

  it('says so when the coupons cannot be loaded', async () => {
    serveCoupons([], { [LIST]: () => errorReply('1', 'COMMON_SYSTEM_ERROR', 'Something went wrong') });
    renderSellerPage('/seller/coupons');
    expect(await screen.findByText('Your coupons could not be loaded.')).toBeTruthy();
  });

  it('creates a fixed-amount coupon, sending its amounts as text and its window in epoch ms', async () => {
    const api = serveCoupons();
    renderSellerPage('/seller/coupons');
    const dialog = await openNewCoupon();

    // It starts now and runs for 30 days, one per buyer, unless the seller says otherwise.
    const start = within(dialog).getByLabelText('Starts') as HTMLInputElement;
    const end = within(dialog).getByLabelText('Ends') as HTMLInputElement;
    expect(new Date(end.value).getTime() - new Date(start.value).getTime()).toBe(30 * DAY_MS);
    expect(within(dialog).getByRole('textbox', { name: 'Limit per buyer' })).toHaveProperty('value', '1');
    expect(within(dialog).getByRole('radio', { name: 'Fixed amount' })).toHaveProperty('checked', true);

    type(within(dialog).getByRole('textbox', { name: 'Title' }), '  Spring sale ');
    type(within(dialog).getByRole('textbox', { name: 'Amount off (USDT)' }), '5,5');
    type(within(dialog).getByRole('textbox', { name: 'Minimum spend (USDT)' }), '30');
    type(start, '2026-04-01T09:00');
    type(end, '2026-04-30T18:30');
    type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '100');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }));

    expect(await screen.findByText('Coupon created.')).toBeTruthy();
    const [call] = requestsTo(api, SAVE);
    expect(call?.method).toBe('POST');
    expect(call?.url.pathname).toBe('/seller/coupon!save.action');
    const sent = call!.params;
    expect(sent.get('title')).toBe('Spring sale');
    expect(sent.get('kind')).toBe('amount');
    expect(sent.get('amount')).toBe('5.5');
    expect(sent.get('minSpend')).toBe('30');
    expect(sent.get('startTime')).toBe(String(new Date('2026-04-01T09:00').getTime()));
    expect(sent.get('endTime')).toBe(String(new Date('2026-04-30T18:30').getTime()));
    expect(sent.get('total')).toBe('100');
    expect(sent.get('perBuyer')).toBe('1');
    for (const name of ['id', 'rate', 'cap', 'categoryIds']) expect(sent.has(name)).toBe(false);
    expect(SellerCouponSaveParams.safeParse(Object.fromEntries(sent)).success).toBe(true);

    // The dialog closes and the list is asked for again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(requestsTo(api, LIST)).toHaveLength(2));
  });

  it('sends a percentage as the contract’s rate, and checks the window beside its field before sending', async () => {
    const api = serveCoupons();
    renderSellerPage('/seller/coupons');
    const dialog = await openNewCoupon();
    type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Weekend deal');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Percentage' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Amount off (USDT)' })).toBeNull();
    type(within(dialog).getByRole('textbox', { name: 'Percentage off' }), '150');
    type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '50');
    type(within(dialog).getByLabelText('Starts'), '2026-04-10T00:00');
    type(within(dialog).getByLabelText('Ends'), '2026-04-09T00:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }));

    expect(
      await within(dialog).findByText('Enter a percentage above 0 and below 100, with at most 2 decimals.'),
    ).toBeTruthy();
    expect(
      within(dialog).getByText('The coupon must end after it starts, and run for at most 366 days.'),
    ).toBeTruthy();
    expect(requestsTo(api, SAVE)).toHaveLength(0);

    type(within(dialog).getByRole('textbox', { name: 'Percentage off' }), '12.5');
    type(within(dialog).getByRole('textbox', { name: 'Maximum discount (USDT, optional)' }), '20');
    type(within(dialog).getByLabelText('Ends'), '2026-04-20T00:00');
    await waitFor(() =>
      expect(
        within(dialog).queryByText('The coupon must end after it starts, and run for at most 366 days.'),
      ).toBeNull(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create coupon' }));

    expect(await screen.findByText('Coupon created.')).toBeTruthy();
    const sent = sentTo(api, SAVE)!;
    expect(sent.get('kind')).toBe('percent');
    expect(sent.get('rate')).toBe('0.125');
    expect(sent.get('cap')).toBe('20');
    expect(sent.get('minSpend')).toBe('0');
    expect(sent.has('amount')).toBe(false);
  });

  it('shows the server’s refusal of a change of terms in the form, until the next change', async () => {
    // Nobody held it when the list was read; a buyer claimed it before the change arrived.
    const fresh = makeCoupon({ claimed: 0, used: 0 });
    const api = serveCoupons([fresh], {
      [SAVE]: () =>
        errorReply(
          '1',
          'COUPON_TERMS_LOCKED',
          'Buyers have claimed this coupon: only its title, quantity and end can change.',
        ),
    });
    renderSellerPage('/seller/coupons');
    const dialog = await openEdit('Spring sale');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount off (USDT)' });
    expect(amount).toHaveProperty('value', '5.00');
    expect(amount).toHaveProperty('disabled', false);
    type(amount, '6');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    const alert = await within(dialog).findByTestId('coupon-error');
    expect(alert.textContent).toBe(
      'Buyers have claimed this coupon: only its title, quantity and end can change.',
    );
    expect(alert.getAttribute('role')).toBe('alert');
    const sent = sentTo(api, SAVE)!;
    expect(sent.get('id')).toBe(fresh.id);
    expect(sent.get('amount')).toBe('6');
    // The start the seller left alone is sent to the millisecond.
    expect(sent.get('startTime')).toBe(String(fresh.startTime));
    expect(sent.get('endTime')).toBe(String(fresh.endTime));
    expect(screen.getByRole('dialog', { name: 'Edit coupon' })).toBeTruthy();
    expect(screen.queryByText('Coupon saved.')).toBeNull();

    type(amount, '5.00');
    await waitFor(() => expect(within(dialog).queryByTestId('coupon-error')).toBeNull());
  });

  it('locks the terms of a coupon buyers hold, and sends them unchanged with a new quantity', async () => {
    const api = serveCoupons([SPRING]);
    renderSellerPage('/seller/coupons');
    const dialog = await openEdit('Spring sale');
    expect(within(dialog).getByTestId('coupon-locked').textContent).toBe(
      'Buyers have already claimed 12 of this coupon, so only its title, quantity and end can change.',
    );
    for (const name of ['Amount off (USDT)', 'Minimum spend (USDT)', 'Limit per buyer']) {
      expect(within(dialog).getByRole('textbox', { name })).toHaveProperty('disabled', true);
    }
    expect(within(dialog).getByLabelText('Starts')).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('radio', { name: 'Percentage' })).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveProperty('disabled', false);
    expect(within(dialog).getByLabelText('Ends')).toHaveProperty('disabled', false);
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveProperty('disabled', false);
    expect(within(dialog).getByText('At least the 12 already claimed.')).toBeTruthy();

    type(quantity, '10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Enter at least 12.')).toBeTruthy();
    expect(requestsTo(api, SAVE)).toHaveLength(0);

    type(quantity, '150');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Coupon saved.')).toBeTruthy();
    const sent = sentTo(api, SAVE)!;
    expect(Object.fromEntries(sent)).toMatchObject({
      id: SPRING.id,
      kind: 'amount',
      amount: '5.00',
      minSpend: '30.00',
      startTime: String(SPRING.startTime),
      endTime: String(SPRING.endTime),
      total: '150',
      perBuyer: '1',
    });
  });

  it('ends a coupon only once confirmed, saying that claimed ones stay usable', async () => {
    const api = serveCoupons([SPRING]);
    renderSellerPage('/seller/coupons');
    fireEvent.click(await screen.findByRole('button', { name: 'End Spring sale' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this coupon?' });
    const body = within(dialog).getByText(/can still use it until/);
    expect(read(body)).toBe(
      `From now on, buyers can no longer claim Spring sale. Buyers who have already claimed it can still use it until its end date, ${formatDateTime(SPRING.endTime)}.`,
    );
    // The seller's title is isolated, so a title in another direction keeps the sentence in order.
    expect(body.textContent).toContain('\u2068Spring sale\u2069');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(api, END)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'End Spring sale' }));
    const again = await screen.findByRole('dialog', { name: 'End this coupon?' });
    fireEvent.click(within(again).getByRole('button', { name: 'End coupon' }));
    expect(
      await screen.findByText('Spring sale can no longer be claimed.', {
        normalizer: (text) => withoutIsolates(text).trim(),
      }),
    ).toBeTruthy();
    const [call] = requestsTo(api, END);
    expect(call?.method).toBe('POST');
    expect(call?.url.pathname).toBe('/seller/coupon!end.action');
    expect(CouponIdParams.parse(Object.fromEntries(call!.params))).toEqual({ couponId: SPRING.id });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(requestsTo(api, LIST)).toHaveLength(2));
  });
});
