import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DashboardGoodsParams, DashboardHeadParams, type DashboardHeadVo } from '@caravan/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../../lib/auth';
import { errorReply, okReply } from '../../../../test/factories';
import { requestsTo, type ActionHandler, type ServedActions } from '../../../../test/serve-actions';
import {
  makeDashboardHead,
  makeFigures,
  makeOrderStats,
  makeShopDays,
  makeTopGoods,
  servePanel,
} from '../../../test/seller-fixtures';
import { renderSellerPage } from '../../../test/render-seller-page';

const HEAD = 'seller/instrument-panel!head';
const LINE = 'seller/instrument-panel!line';
const TOP = 'seller/instrument-panel!goods';
const STATS = 'seller/instrument-panel!stats';

function renderPanel(route = '/seller') {
  renderSellerPage(route);
}

/** The last 30 days of a shop that sold 12 orders, 2 of them today. */
const THIRTY_DAYS = makeDashboardHead({
  startDate: '2026-03-01',
  endDate: '2026-03-30',
  period: makeFigures({
    orderNum: 12,
    salesAmount: 345.6,
    profit: 98.7,
    settledProfit: 50,
    viewsNum: 1234,
    newFollowers: 5,
  }),
  today: makeFigures({
    orderNum: 2,
    salesAmount: 40,
    profit: 11.5,
    settledProfit: 0,
    viewsNum: 30,
    newFollowers: 2,
  }),
  focusNum: 17,
});
/** The last 7 days of the same shop. */
const SEVEN_DAYS = makeDashboardHead({
  ...THIRTY_DAYS,
  startDate: '2026-03-24',
  period: makeFigures({ orderNum: 4, salesAmount: 120, profit: 30, viewsNum: 200 }),
});

/** The dashboard's four reads; `head` answers instrument-panel!head by its `days`. */
function serveDashboard({
  head = (params) => okReply(params.get('days') === '7' ? SEVEN_DAYS : THIRTY_DAYS),
  line = () => okReply(makeShopDays(30, { salesAmount: 10 })),
}: { head?: ActionHandler; line?: ActionHandler } = {}) {
  return servePanel({
    [HEAD]: head,
    [LINE]: line,
    [TOP]: () => okReply([makeTopGoods({ name: 'Ceramic mug set', salesAmount: 90, quantity: 6 })]),
    [STATS]: () => okReply(makeOrderStats({ waitingPurchase: 3, stocking: 1, refunding: 2 })),
  });
}

const figure = (testId: string) => screen.getByTestId(testId);
const daysAsked = (api: ServedActions, action: string) =>
  requestsTo(api, action).map((call) => call.params.get('days'));
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

beforeEach(() => {
  setToken('seller-token');
  // Recharts measures its box, which jsdom lays out at 0 × 0, and warns about it: noise here.
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('of chart should be greater than 0')) warn(...args);
  });
});

describe('the seller panel: dashboard', () => {
  it('shows the period’s and today’s figures from instrument-panel!head', async () => {
    const api = serveDashboard();
    renderPanel();
    await screen.findByTestId('figure-orders');

    expect(screen.getByText('2026-03-01 – 2026-03-30')).toBeTruthy();
    const orders = figure('figure-orders');
    expect(within(orders).getByText('Orders')).toBeTruthy();
    expect(orders.textContent).toBe('Orders12Today 2');
    expect(figure('figure-sales').textContent).toBe('Sales$345.60Today $40.00');
    expect(figure('figure-profit').textContent).toBe('Profit$98.70Today $11.50');
    expect(figure('figure-settled').textContent).toBe('Settled profit$50.00Today $0.00');
    expect(figure('figure-views').textContent).toBe('Views1,234Today 30');
    // Followers: the shop's total, and today's new ones.
    expect(figure('figure-followers').textContent).toBe('Followers17Today +2');
    // A shop with goods is not shown the first steps.
    expect(screen.queryByTestId('dashboard-add-goods')).toBeNull();

    const [head] = requestsTo(api, HEAD);
    expect(head?.url.pathname).toBe('/seller/instrument-panel!head.action');
    expect(head?.params.get('days')).toBe('30');
    expect(head?.params.get('tz')).toBe(browserZone);
    expect(head?.params.has('startDate')).toBe(false);
    expect(DashboardHeadParams.safeParse(Object.fromEntries(head!.params)).success).toBe(true);
    expect(head?.headers.get('Authorization')).toBe('Bearer seller-token');
  });

  it('asks for the last 7 or 90 days when the period is switched, and shows their figures', async () => {
    const api = serveDashboard();
    renderPanel();
    await waitFor(() => expect(figure('figure-orders').textContent).toBe('Orders12Today 2'));
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toHaveProperty('checked', true);
    await waitFor(() => expect(daysAsked(api, TOP)).toEqual(['30']));

    fireEvent.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() => expect(figure('figure-orders').textContent).toBe('Orders4Today 2'));
    expect(figure('figure-sales').textContent).toBe('Sales$120.00Today $40.00');
    expect(screen.getByText('2026-03-24 – 2026-03-30')).toBeTruthy();
    expect(daysAsked(api, HEAD)).toEqual(['30', '7']);
    // The best sellers follow the period…
    await waitFor(() => expect(daysAsked(api, TOP)).toEqual(['30', '7']));
    const top = requestsTo(api, TOP)[1]!;
    expect(DashboardGoodsParams.parse(Object.fromEntries(top.params))).toMatchObject({
      days: 7,
      limit: 5,
      sortBy: 'amount',
    });
    // …while the chart keeps its 30 days.
    expect(daysAsked(api, LINE)).toEqual(['30']);

    fireEvent.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    await waitFor(() => expect(daysAsked(api, HEAD)).toEqual(['30', '7', '90']));
    await waitFor(() => expect(daysAsked(api, TOP)).toEqual(['30', '7', '90']));
  });

  it('shows a shop without goods the way to the product library', async () => {
    serveDashboard({ head: () => okReply(makeDashboardHead({ sellerGoodsNum: 0 })) });
    renderPanel();
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain(
      "Your shop has no goods yet. Add goods from the platform's wholesale library",
    );
    const link = within(empty).getByRole('link', { name: 'Add products' });
    expect(link.getAttribute('href')).toBe('/seller/library');
    // The figures still show, all at zero.
    expect(figure('figure-orders').textContent).toBe('Orders0Today 0');
  });

  it('draws the last 30 days on the chart, one point a day', async () => {
    const api = serveDashboard();
    renderPanel();
    const chart = await screen.findByTestId('dashboard-chart');
    expect(within(chart).getByRole('heading', { name: 'The last 30 days' })).toBeTruthy();
    const plot = await within(chart).findByTestId('dashboard-chart-plot');
    expect(plot.getAttribute('data-points')).toBe('30');
    const [line] = requestsTo(api, LINE);
    expect(line?.url.pathname).toBe('/seller/instrument-panel!line.action');
    expect(line?.params.get('days')).toBe('30');
    expect(line?.params.get('tz')).toBe(browserZone);

    // Another measure is the same days: nothing more is asked for.
    fireEvent.click(within(chart).getByRole('radio', { name: 'Profit' }));
    expect(within(chart).getByRole('radio', { name: 'Profit' })).toHaveProperty('checked', true);
    expect(within(chart).getByTestId('dashboard-chart-plot').getAttribute('data-points')).toBe('30');
    expect(requestsTo(api, LINE)).toHaveLength(1);
  });

  it('says when the chart could not be loaded, keeping the figures, and draws it on "Try again"', async () => {
    let lineReply = () => errorReply('1', 'COMMON_SYSTEM_ERROR', 'Something went wrong');
    const api = serveDashboard({ line: () => lineReply() });
    renderPanel();
    const chart = await screen.findByTestId('dashboard-chart');
    const error = await within(chart).findByRole('alert');
    expect(within(error).getByText('The figures could not be loaded.')).toBeTruthy();
    expect(within(chart).queryByTestId('dashboard-chart-plot')).toBeNull();
    // The chart's own failure does not take the figures with it.
    await waitFor(() => expect(figure('figure-orders').textContent).toBe('Orders12Today 2'));

    lineReply = () => okReply(makeShopDays(12));
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    const plot = await within(chart).findByTestId('dashboard-chart-plot');
    expect(plot.getAttribute('data-points')).toBe('12');
    expect(requestsTo(api, LINE)).toHaveLength(2);
  });

  it('says how many paid orders wait to be purchased, with the orders by state and the best sellers', async () => {
    serveDashboard({
      head: () => okReply(makeDashboardHead({ waitingPurchase: 3 } satisfies Partial<DashboardHeadVo>)),
    });
    renderPanel();
    // A live status line (the page loader is one too, while the page loads).
    const waiting = await waitFor(() => {
      const line = screen.getAllByRole('status').find((el) => el.textContent?.startsWith('Paid orders'));
      expect(line).toBeDefined();
      return line!;
    });
    expect(waiting.textContent).toBe('Paid orders waiting for you to purchase them: 3. Purchase now');
    expect(within(waiting).getByRole('link', { name: 'Purchase now' }).getAttribute('href')).toBe(
      '/seller/orders?status=1',
    );

    await waitFor(() => expect(screen.getByTestId('stat-waitingPurchase').textContent).toBe('3To purchase'));
    expect(screen.getByTestId('stat-waitingPurchase').getAttribute('href')).toBe('/seller/orders?status=1');
    expect(screen.getByTestId('stat-refunding').textContent).toBe('2Refund requests');
    expect(screen.getByTestId('stat-refunding').getAttribute('href')).toBe('/seller/returns');
    expect(screen.getByTestId('stat-shipped').textContent).toBe('0Shipped');

    const top = await screen.findByTestId('top-goods');
    expect(within(top).getByText('Ceramic mug set')).toBeTruthy();
    expect(within(top).getByText('$90.00')).toBeTruthy();
    expect(within(top).getByText('Sold: 6')).toBeTruthy();
  });

  it('says why the figures could not be loaded, and loads them again on "Try again"', async () => {
    let fail = true;
    const api = serveDashboard({
      head: () =>
        fail ? errorReply('1', 'COMMON_SYSTEM_ERROR', 'Something went wrong') : okReply(THIRTY_DAYS),
    });
    renderPanel();
    const error = await screen.findByRole('alert');
    expect(within(error).getByText('The figures could not be loaded.')).toBeTruthy();
    expect(within(error).getByText('Something went wrong on our side. Please try again later.')).toBeTruthy();
    expect(screen.queryByTestId('figure-orders')).toBeNull();

    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure('figure-orders').textContent).toBe('Orders12Today 2'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requestsTo(api, HEAD)).toHaveLength(2);
  });
});
