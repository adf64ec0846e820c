import { AdminCouponSaveParams, type OwnedCouponVo } from '@caravan/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, okReply } from '../../../../test/factories';
import { renderConsole } from '../../../../test/render-console';
import {
  callsTo,
  serveActions,
  type ActionHandler,
  type ServedActions,
} from '../../../../test/serve-actions';

const SHOP_ID = '00000000-0000-4000-8000-0000000000a1';
const KITCHEN = '00000000-0000-4000-8000-0000000000b1';
const PANS = '00000000-0000-4000-8000-0000000000b2';

/** A coupon as the console lists it: a running platform coupon, 5 USDT off, nobody has claimed it. */
function makeCoupon(overrides: Partial<OwnedCouponVo> = {}): OwnedCouponVo {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    title: 'Spring sale',
    kind: 'amount',
    amount: 5,
    rate: 0,
    cap: 0,
    minSpend: 50,
    sellerId: '',
    sellerName: '',
    categoryIds: [],
    funder: 'platform',
    // Seconds and milliseconds the form's minute-precise inputs cannot hold.
    startTime: Date.UTC(2026, 2, 1, 8, 0, 12, 345),
    endTime: Date.UTC(2026, 5, 30, 20, 0, 0),
    total: 100,
    claimed: 0,
    perBuyer: 1,
    mine: 0,
    state: 'running',
    purpose: 'campaign',
    used: 0,
    ...overrides,
  };
}

const PERCENT = makeCoupon({
  id: '00000000-0000-4000-8000-0000000000c2',
  title: 'Kitchen week',
  kind: 'percent',
  amount: 0,
  rate: 0.15,
  cap: 20,
  minSpend: 0,
  sellerId: SHOP_ID,
  sellerName: 'Harbour Supplies',
  categoryIds: [KITCHEN, PANS],
  funder: 'shop',
  claimed: 12,
  used: 3,
  state: 'scheduled',
});

const ENDED = makeCoupon({
  id: '00000000-0000-4000-8000-0000000000c3',
  title: 'Winter sale',
  state: 'ended',
});

const category = (id: string, parentId: string | null, name: string) => ({
  id,
  parentId,
  name: { en: name },
  des: {},
  iconImg: null,
  sort: 0,
  isHidden: 0,
  goodsCount: 0,
  translations: { filled: 1, total: 21, complete: ['en'], partial: [] },
});

const page = (list: OwnedCouponVo[]) =>
  okReply({ pageList: list, pageInfo: { pageNum: 1, pageSize: 20, totalElements: list.length } });

let api: ServedActions;

function serveCoupons(extra: Record<string, ActionHandler> = {}, more: OwnedCouponVo[] = []) {
  const coupons = [makeCoupon(), PERCENT, ENDED, ...more];
  api = serveActions({
    'admin/auth!me': () => okReply({ id: 'op-7', username: 'ops-op', role: 'operations' }),
    'admin/coupon!list': (params) =>
      page(coupons.filter((c) => !params.get('state') || c.state === params.get('state'))),
    'admin/category!tree': () =>
      okReply([{ ...category(KITCHEN, null, 'Kitchen'), subList: [category(PANS, KITCHEN, 'Pans')] }]),
    'admin/coupon!save': (params) =>
      okReply(
        makeCoupon({
          id: params.get('id') ?? '00000000-0000-4000-8000-0000000000c9',
          title: params.get('title') ?? '',
        }),
      ),
    'admin/coupon!end': () => okReply(makeCoupon({ state: 'ended' })),
    ...extra,
  });
}

/** The params of the one coupon!save sent, as the server parses them. */
async function savedParams() {
  await waitFor(() => expect(callsTo(api, 'admin/coupon!save')).toHaveLength(1));
  const [sent] = callsTo(api, 'admin/coupon!save');
  return AdminCouponSaveParams.parse(Object.fromEntries(sent ?? []));
}

const rowOf = async (title: string) =>
  (await screen.findAllByTestId('coupon-row')).find(
    (row) => within(row).queryAllByText(title).length > 0,
  ) as HTMLElement;

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the console’s coupons', () => {
  it('lists each coupon with what it takes off, for whom, who pays, its claims and its state', async () => {
    serveCoupons();
    renderConsole('/admin/promotions/coupons');
    const fixed = await rowOf('Spring sale');
    const text = (row: HTMLElement) => row.textContent?.replace(/[\u2066-\u2069]/g, '') ?? '';
    expect(text(fixed)).toContain('5.00 USDT off');
    expect(text(fixed)).toContain('50.00 USDT');
    expect(within(fixed).getByText('Whole platform')).toBeTruthy();
    expect(within(fixed).getByText('Running')).toBeTruthy();

    const percent = await rowOf('Kitchen week');
    expect(text(percent)).toContain('15% off, at most 20.00 USDT');
    expect(within(percent).getByText('Any order')).toBeTruthy();
    expect(within(percent).getByText('Harbour Supplies')).toBeTruthy();
    expect(within(percent).getByText('Categories: 2')).toBeTruthy();
    expect(within(percent).getByText('The shop')).toBeTruthy();
    expect(text(percent)).toContain('12 / 100');
    expect(within(percent).getByText('Used: 3')).toBeTruthy();
    expect(within(percent).getByText('Scheduled')).toBeTruthy();

    // An ended coupon can be neither changed nor ended again.
    const ended = await rowOf('Winter sale');
    expect(within(ended).queryByTestId('coupon-row-edit')).toBeNull();
    expect(within(ended).queryByTestId('coupon-row-end')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Ended' }));
    await waitFor(() => expect(screen.getAllByTestId('coupon-row')).toHaveLength(1));
    expect(callsTo(api, 'admin/coupon!list').at(-1)?.get('state')).toBe('ended');
  });

  it('checks a new coupon with the server’s rules, then sends the amount as text and the window in ms', async () => {
    serveCoupons();
    renderConsole('/admin/promotions/coupons');
    fireEvent.click(await screen.findByTestId('coupon-new'));
    type('coupon-title', 'Summer sale');
    type('coupon-amount', '5.5');
    type('coupon-minSpend', '30');
    type('coupon-start', '2026-07-01T10:00');
    type('coupon-end', '2026-06-30T10:00');
    type('coupon-total', '200');
    fireEvent.click(screen.getByTestId('coupon-save'));
    expect(
      await screen.findByText('The coupon must end after it starts, and run for at most 366 days.'),
    ).toBeTruthy();
    expect(callsTo(api, 'admin/coupon!save')).toHaveLength(0);

    type('coupon-end', '2026-07-31T22:30');
    fireEvent.click(screen.getByTestId('coupon-save'));
    expect(await screen.findByText('Summer sale is saved')).toBeTruthy();
    const [sent] = callsTo(api, 'admin/coupon!save');
    expect(sent?.get('kind')).toBe('amount');
    expect(sent?.get('amount')).toBe('5.5');
    expect(sent?.get('startTime')).toBe(String(new Date('2026-07-01T10:00').getTime()));
    expect(sent?.get('endTime')).toBe(String(new Date('2026-07-31T22:30').getTime()));
    expect(sent?.has('id')).toBe(false);
    expect(sent?.has('rate')).toBe(false);
    expect(sent?.has('sellerId')).toBe(false);
    expect(await savedParams()).toMatchObject({
      title: 'Summer sale',
      kind: 'amount',
      amount: '5.5',
      minSpend: '30',
      total: 200,
      perBuyer: 1,
      funder: 'platform',
      categoryIds: undefined,
    });
  });

  it('makes the welcome coupon for confirmed subscribers, the platform’s, and names it in the list', async () => {
    serveCoupons({}, [makeCoupon({ id: '00000000-0000-4000-8000-0000000000c7', purpose: 'welcome' })]);
    renderConsole('/admin/promotions/coupons');
    expect((await screen.findByTestId('coupon-welcome')).textContent).toBe(
      'Welcome coupon for confirmed subscribers',
    );
    fireEvent.click(screen.getByTestId('coupon-new'));
    type('coupon-title', 'Welcome 3 off');
    type('coupon-amount', '3');
    type('coupon-start', '2026-07-01T10:00');
    type('coupon-end', '2026-07-31T10:00');
    type('coupon-total', '1000');
    fireEvent.click(screen.getByRole('radio', { name: 'Welcome coupon: given to confirmed subscribers' }));
    expect(screen.queryByTestId('coupon-sellerId')).toBeNull();
    fireEvent.click(screen.getByTestId('coupon-save'));
    expect(await screen.findByText('Welcome 3 off is saved')).toBeTruthy();
    const saved = await savedParams();
    expect(saved).toMatchObject({ purpose: 'welcome', funder: 'platform' });
    expect(saved.sellerId).toBeUndefined();
  });

  it('sends a percentage as the contract’s rate, for one shop paying for it, in the chosen categories', async () => {
    serveCoupons();
    renderConsole('/admin/promotions/coupons');
    fireEvent.click(await screen.findByTestId('coupon-new'));
    type('coupon-title', 'Pans week');
    fireEvent.click(screen.getByRole('radio', { name: 'Percentage' }));
    type('coupon-percent', '12.5');
    type('coupon-cap', '20');
    type('coupon-start', '2026-07-01T10:00');
    type('coupon-end', '2026-07-08T10:00');
    type('coupon-total', '50');
    fireEvent.click(screen.getByRole('radio', { name: 'One shop' }));
    type('coupon-sellerId', SHOP_ID);
    fireEvent.click(screen.getByRole('radio', { name: 'The shop' }));
    await waitFor(() => expect(screen.getByTestId('coupon-categories').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('coupon-categories'));
    // The dropdown opens with a transition jsdom does not run, so its options count as hidden.
    fireEvent.click(await screen.findByRole('option', { name: 'Pans', hidden: true }));
    fireEvent.click(screen.getByTestId('coupon-save'));
    expect(await savedParams()).toMatchObject({
      kind: 'percent',
      rate: '0.125',
      cap: '20',
      sellerId: SHOP_ID,
      funder: 'shop',
      categoryIds: [PANS],
    });
    expect(callsTo(api, 'admin/coupon!save')[0]?.has('amount')).toBe(false);
  });

  it('keeps a claimed coupon’s terms, and shows the server’s refusal in the form', async () => {
    serveCoupons({
      'admin/coupon!save': () =>
        errorReply(
          '1',
          'COUPON_TERMS_LOCKED',
          'Buyers have claimed this coupon: only its title, quantity and end can change.',
        ),
    });
    renderConsole('/admin/promotions/coupons');
    fireEvent.click(within(await rowOf('Kitchen week')).getByTestId('coupon-row-edit'));
    expect(screen.getByTestId('coupon-locked').textContent).toContain(
      'Buyers have claimed 12 of this coupon',
    );
    expect((screen.getByTestId('coupon-percent') as HTMLInputElement).value).toBe('15');
    expect((screen.getByTestId('coupon-percent') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('coupon-start') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByTestId('coupon-title') as HTMLInputElement).disabled).toBe(false);
    expect((screen.getByTestId('coupon-total') as HTMLInputElement).disabled).toBe(false);

    type('coupon-title', 'Kitchen fortnight');
    type('coupon-total', '150');
    fireEvent.click(screen.getByTestId('coupon-save'));
    expect((await screen.findByTestId('coupon-form-error')).textContent).toBe(
      'Buyers have claimed this coupon: only its title, quantity and end can change.',
    );
    // The form stays open with what was typed, and sent the coupon's terms as they were.
    expect((screen.getByTestId('coupon-title') as HTMLInputElement).value).toBe('Kitchen fortnight');
    expect(await savedParams()).toMatchObject({
      id: PERCENT.id,
      title: 'Kitchen fortnight',
      total: 150,
      kind: 'percent',
      rate: '0.15',
      // Amounts stand in their fields at 2 places, as the seller centre's form shows them.
      cap: '20.00',
      sellerId: SHOP_ID,
      funder: 'shop',
      categoryIds: [KITCHEN, PANS],
      startTime: PERCENT.startTime,
      endTime: PERCENT.endTime,
    });
    // The refusal goes with the next change.
    type('coupon-title', 'Kitchen days');
    await waitFor(() => expect(screen.queryByTestId('coupon-form-error')).toBeNull());
  });

  it('shows a quantity below the claims beside the quantity', async () => {
    serveCoupons({
      'admin/coupon!save': () =>
        errorReply(
          '1',
          'COUPON_TOTAL_BELOW_CLAIMED',
          'The quantity cannot be below the 12 already claimed.',
          {
            claimed: 12,
          },
        ),
    });
    renderConsole('/admin/promotions/coupons');
    fireEvent.click(within(await rowOf('Kitchen week')).getByTestId('coupon-row-edit'));
    type('coupon-total', '10');
    fireEvent.click(screen.getByTestId('coupon-save'));
    const total = screen.getByTestId('coupon-total');
    await waitFor(() => expect(total.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The quantity cannot be below the 12 already claimed.')).toBeTruthy();
    expect(screen.queryByTestId('coupon-form-error')).toBeNull();
  });

  it('ends a coupon only once the operator confirms', async () => {
    serveCoupons();
    renderConsole('/admin/promotions/coupons');
    fireEvent.click(within(await rowOf('Spring sale')).getByTestId('coupon-row-end'));
    expect(await screen.findByText('End Spring sale now?')).toBeTruthy();
    expect(callsTo(api, 'admin/coupon!end')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(callsTo(api, 'admin/coupon!end')).toHaveLength(1));
    expect(callsTo(api, 'admin/coupon!end')[0]?.get('couponId')).toBe(makeCoupon().id);
    expect(await screen.findByText('Spring sale has ended')).toBeTruthy();
  });
});
