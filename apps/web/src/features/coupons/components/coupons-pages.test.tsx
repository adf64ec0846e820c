import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getToasts } from '../../../lib/toast';
import { makeCoupon, makeMyCoupon } from '../../../test/coupon-samples';
import { okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { callsTo, serveActions } from '../../../test/serve-actions';
import { CouponCentrePage } from './coupon-centre-page';
import { MyCouponsPage } from './my-coupons-page';

const paged = <T,>(items: T[]) =>
  okReply({ pageList: items, pageInfo: { pageNum: 1, pageSize: 20, totalElements: items.length } });

afterEach(() => window.localStorage.clear());

describe('CouponCentrePage', () => {
  it('shows each coupon’s value and terms, and claims one for a logged-in buyer', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    let shop = makeCoupon({
      sellerId: 'shop-1',
      sellerName: 'Silk Road Home Goods',
      funder: 'shop',
      amount: 3,
    });
    const percent = makeCoupon({
      kind: 'percent',
      amount: 0,
      rate: 0.1,
      cap: 20,
      minSpend: 0,
      title: 'Caravan week',
    });
    const gone = makeCoupon({ claimed: 100, title: 'Gone' });
    const api = serveActions({
      'coupon!list': () => paged([shop, percent, gone]),
      'coupon!claim': () => {
        shop = { ...shop, mine: 1, claimed: shop.claimed + 1 };
        return okReply(shop);
      },
    });
    renderWithProviders(<CouponCentrePage />, { route: '/coupons' });

    const tickets = await screen.findAllByTestId('coupon-ticket');
    // Amounts in sentences are isolated left to right (U+2066 … U+2069); read the words.
    const text = (el: HTMLElement) => (el.textContent ?? '').replace(/[\u2066-\u2069]/g, '');
    expect(tickets).toHaveLength(3);
    const [first, second, third] = tickets as [HTMLElement, HTMLElement, HTMLElement];
    expect(text(first)).toContain('$3.00');
    expect(text(first)).toContain('On orders from $30.00');
    expect(text(first)).toContain('Silk Road Home Goods');
    expect(text(second)).toContain('10%');
    expect(text(second)).toContain('No minimum spend');
    expect(text(second)).toContain('up to $20.00');
    expect(text(second)).toContain('Every shop');
    expect(within(third).getByTestId('coupon-claimed').textContent).toBe('All claimed');

    fireEvent.click(within(first).getByTestId('coupon-claim'));
    await waitFor(() => expect(within(first).getByTestId('coupon-claimed').textContent).toBe('Claimed'));
    expect(callsTo(api, 'coupon!claim')[0]?.get('couponId')).toBe(shop.id);
    expect(getToasts().map((t) => t.message)).toContain('Coupon claimed: it is applied at checkout');
  });

  it('sends a visitor to log in before claiming', async () => {
    const coupon = makeCoupon();
    const api = serveActions({ 'coupon!list': () => paged([coupon]) });
    renderWithProviders(<CouponCentrePage />, { route: '/coupons' });
    fireEvent.click(await screen.findByTestId('coupon-claim'));
    await waitFor(() => expect(getToasts().length).toBeGreaterThan(0));
    expect(callsTo(api, 'coupon!claim')).toHaveLength(0);
  });

  it('says so when there is nothing to claim', async () => {
    serveActions({ 'coupon!list': () => paged([]) });
    renderWithProviders(<CouponCentrePage />, { route: '/coupons' });
    expect(await screen.findByText(/No coupons to claim right now/)).toBeTruthy();
  });
});

describe('MyCouponsPage', () => {
  it('lists the buyer’s coupons by state: available ones to use, used ones with their date', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    const available = makeMyCoupon({ title: 'Ready', sellerId: 'shop-9', sellerName: 'Northwind' });
    const used = makeMyCoupon({ title: 'Spent', state: 'used', useTime: Date.parse('2026-11-25T10:00:00Z') });
    const api = serveActions({
      'coupon!mine': (params) => paged(params.get('state') === 'used' ? [used] : [available]),
    });
    renderWithProviders(<MyCouponsPage />, { route: '/userInfo/coupons' });

    const ticket = await screen.findByTestId('coupon-ticket');
    expect(ticket.textContent).toContain('Ready');
    expect(within(ticket).getByTestId('coupon-use').getAttribute('href')).toBe('/store?id=shop-9');
    fireEvent.click(screen.getByRole('radio', { name: 'Used' }));
    await waitFor(() => expect(screen.getByTestId('coupon-ticket').textContent).toContain('Spent'));
    expect(screen.getByTestId('coupon-ticket').getAttribute('data-muted')).toBe('true');
    expect(callsTo(api, 'coupon!mine').map((p) => p.get('state'))).toEqual(['available', 'used']);
  });
});
