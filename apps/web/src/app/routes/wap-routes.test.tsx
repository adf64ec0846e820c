import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeCartLine, makeHome, makeLocalUser, okReply, storeCartLines } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { noReply, requestsTo, serveActions, type ServedActions } from '../../test/serve-actions';
import WapRoutes from './wap-routes';
import { LocationProbe } from '../../test/location-probe';

const USERCODE = '100001';

const storeCart = (...names: string[]) =>
  storeCartLines(
    USERCODE,
    names.map((name) => makeCartLine({ id: name, name, price: 5 })),
  );

// The tests render the mobile site's routes as its router does: paths inside its base, /wap.
function renderWap(route: string) {
  window.history.replaceState(null, '', `/wap${route}`);
  return renderWithProviders(
    <>
      <LocationProbe />
      <Routes>
        <Route path="/*" element={<WapRoutes />} />
      </Routes>
    </>,
    { route },
  );
}

describe('the mobile site', () => {
  let api: ServedActions;
  beforeEach(() => {
    api = serveActions({
      'localuser!get': () => okReply(makeLocalUser({ usercode: USERCODE })),
      'order!quote': noReply,
      'coupon!forOrder': noReply,
      'order!countOrderStatus': noReply,
      'wallet!getUsdt': noReply,
      'sellerGoods!info': noReply,
      'sellerGoods!list': noReply,
      'evaluation!list': noReply,
      'evaluation!count': noReply,
      'address!list': noReply,
    });
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens on the mobile home, which asks for the mobile site’s own banners', async () => {
    api = serveActions({ 'index!home': () => okReply(makeHome()) });
    renderWap('/');
    await screen.findByTestId('wap-home-page');
    await waitFor(() => expect(requestsTo(api, 'index!home')).toHaveLength(1));
    expect(requestsTo(api, 'index!home')[0]?.url.searchParams.get('type')).toBe('wap');
    expect(requestsTo(api, 'index!home')[0]?.url.pathname).toBe('/wap/api/index!home.action');
  });

  it('shows the cart as a page, with its line count on the cart tab, and checks out from it', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    storeCart('Board', 'Bowl');
    renderWap('/cart');
    const tab = screen.getByTestId('wap-tab-cart');
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect((await within(tab).findByTestId('wap-cart-count')).textContent).toBe('2');
    const page = await screen.findByTestId('wap-cart-page');
    expect(await within(page).findAllByTestId('cart-line')).toHaveLength(2);

    fireEvent.click(within(page).getByTestId('cart-checkout'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/settlement'));
    // The mobile site asks the same actions under its own base path.
    expect(requestsTo(api, 'localuser!get')[0]?.url.pathname).toBe('/wap/api/localuser!get.action');
  });

  it('asks a visitor to log in for the cart, and offers logging in or registering on the me tab', async () => {
    renderWap('/cart');
    expect(screen.getByTestId('wap-cart-login')).toBeTruthy();
    expect(screen.queryByTestId('wap-cart-count')).toBeNull();

    fireEvent.click(screen.getByTestId('wap-tab-me'));
    const guest = await screen.findByTestId('wap-mine-guest');
    expect(within(guest).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(within(guest).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByTestId('wap-logout')).toBeNull();
  });

  it('offers the desktop site for the page on screen, and remembers the choice', async () => {
    renderWap('/commodity-details?sellerGoodsId=g-1');
    const link = await screen.findByTestId('desktop-site-link');
    expect(link.getAttribute('href')).toBe('/productDetails?id=g-1');
    fireEvent.click(link);
    expect(window.localStorage.getItem('ES_PREFER_DESKTOP')).toBe('1');
  });

  it('opens a desktop product or store address on its mobile twin', async () => {
    renderWap('/productDetails?id=g-1');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/commodity-details?sellerGoodsId=g-1'),
    );
  });
});
