import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorReply, makeAddress, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { bodiesOf, callsTo, serveActions } from '../../../test/serve-actions';
import { ShippingAddressPage } from './shipping-address-page';

const home = makeAddress({ id: '00000000-0000-4000-8000-00000000000a', use: 1, contacts: 'Anna at home' });
const office = makeAddress({
  id: '00000000-0000-4000-8000-00000000000b',
  contacts: 'Anna at work',
  postcode: '',
});

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/userInfo/setup/shipping-address" element={<ShippingAddressPage />} />
    </Routes>,
    { route: '/userInfo/setup/shipping-address' },
  );

describe('ShippingAddressPage', () => {
  beforeEach(() => window.localStorage.setItem('ES_TOKEN', 'tok'));

  it('lists the addresses with the default one marked', async () => {
    serveActions({ 'address!list': () => okReply({ pageList: [home, office] }) });
    renderPage();
    const cards = await screen.findAllByTestId('address-card');
    expect(
      cards.map((card) => within(card).queryByTestId('address-default-badge')?.textContent ?? null),
    ).toEqual(['Default', null]);
    expect(cards[0]?.textContent).toContain('Anna at home');
    expect(cards[0]?.textContent).toContain('Munich, Bavaria, Germany · 80802');
    expect(within(cards[0] as HTMLElement).queryByRole('button', { name: 'Set as default' })).toBeNull();
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Set as default' })).toBeTruthy();
  });

  it('says when there is no address yet, and offers to add one', async () => {
    serveActions({
      'address!list': () => okReply({ pageList: [] }),
      'address!listCountry': () => okReply({ data: [] }),
    });
    renderPage();
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'You have no delivery address yet. Add one to check out faster.',
    );
    fireEvent.click(screen.getByTestId('address-add'));
    expect(await screen.findByText('New delivery address')).toBeTruthy();
  });

  it('shows a failed load with a retry that loads again', async () => {
    let fail = true;
    serveActions({
      'address!list': () =>
        fail ? errorReply('1', 'COMMON_SYSTEM_ERROR', 'boom') : okReply({ pageList: [home] }),
    });
    renderPage();
    expect(await screen.findByText('Your addresses could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('address-card')).toHaveLength(1);
  });

  it('asks before deleting, and deletes only once confirmed', async () => {
    const api = serveActions({
      'address!list': () => okReply({ pageList: [home, office] }),
      'address!del': () => okReply(null),
    });
    renderPage();
    const cards = await screen.findAllByTestId('address-card');
    fireEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('The address for Anna at work will be removed.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(callsTo(api, 'address!del')).toHaveLength(0);

    fireEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('is your default');
    fireEvent.click(screen.getByTestId('confirm-action'));
    await waitFor(() => expect(callsTo(api, 'address!del')).toHaveLength(1));
    expect(callsTo(api, 'address!del')[0]?.get('id')).toBe(home.id);
  });

  it('makes another address the default by sending it back with use=1', async () => {
    const api = serveActions({
      'address!list': () => okReply({ pageList: [home, office] }),
      'address!edit': () => okReply({ ...office, use: 1 }),
    });
    renderPage();
    const cards = await screen.findAllByTestId('address-card');
    fireEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Set as default' }));
    await waitFor(() => expect(bodiesOf(api, 'address!edit')).toHaveLength(1));
    expect(bodiesOf(api, 'address!edit')[0]).toEqual({
      id: office.id,
      use: 1,
      contacts: 'Anna at work',
      phone: office.phone,
      email: office.email,
      address: office.address,
      countryId: 82,
      provinceId: 3009,
      cityId: 27540,
    });
  });
});
