import type { AddressVo } from '@caravan/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, makeAddress, okReply } from '../../test/factories';
import { pickOption } from '../../test/form-input';
import { renderWithProviders } from '../../test/render';
import { bodiesOf, callsTo, serveActions } from '../../test/serve-actions';
import { AddressForm } from './address-form';

const SAVED: AddressVo = makeAddress({ use: 1, email: '' });

function serveRegions(extra: Parameters<typeof serveActions>[0] = {}) {
  return serveActions({
    'address!listCountry': () =>
      okReply({
        data: [
          { id: 82, countryName: 'Germany', phoneCode: '49' },
          { id: 128, countryName: 'Macau S.A.R.', phoneCode: '853' },
        ],
      }),
    'address!listState': (params) =>
      okReply({ data: params.get('countryId') === '82' ? [{ id: 3009, stateName: 'Bavaria' }] : [] }),
    'address!listCity': () => okReply({ data: [{ id: 27540, cityName: 'Munich' }] }),
    ...extra,
  });
}

describe('AddressForm', () => {
  beforeEach(() => window.localStorage.setItem('ES_TOKEN', 'tok'));

  it('shows what is wrong, as the server would refuse it, and sends nothing', async () => {
    const api = serveRegions();
    renderWithProviders(<AddressForm address={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByTestId('address-phone'), { target: { value: '+49 123' } });
    fireEvent.change(screen.getByTestId('address-postcode'), { target: { value: '1234' } });
    fireEvent.change(screen.getByTestId('address-email'), { target: { value: 'ab@example.com' } });
    fireEvent.click(screen.getByTestId('address-save'));

    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getAllByText('Please choose one.').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByText(/at least 8 digits/)).toBeTruthy();
    expect(screen.getByText('A postcode has 5 to 32 letters or digits.')).toBeTruthy();
    expect(screen.getByText(/before the @ has at least 6/)).toBeTruthy();
    expect(callsTo(api, 'address!add')).toHaveLength(0);
  });

  it('sends exactly the checked fields in a JSON body and hands back the saved address', async () => {
    const api = serveRegions({ 'address!add': () => okReply({ ...SAVED, use: 0 }) });
    const onSaved = vi.fn();
    renderWithProviders(<AddressForm address={null} onSaved={onSaved} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByTestId('address-contacts'), { target: { value: '  Anna Schmidt ' } });
    await pickOption('address-country', 'Germany');
    // Choosing the country starts the phone with its code.
    expect(screen.getByTestId('address-phone')).toHaveProperty('value', '+49 ');
    fireEvent.change(screen.getByTestId('address-phone'), { target: { value: '+49 89 1234 5678' } });
    await pickOption('address-state', 'Bavaria');
    await pickOption('address-city', 'Munich');
    fireEvent.change(screen.getByTestId('address-postcode'), { target: { value: '80802' } });
    fireEvent.change(screen.getByTestId('address-address'), { target: { value: 'Leopoldstraße 1' } });
    fireEvent.click(screen.getByTestId('address-save'));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...SAVED, use: 0 }));
    expect(bodiesOf(api, 'address!add')).toEqual([
      {
        use: 0,
        contacts: 'Anna Schmidt',
        phone: '+498912345678',
        postcode: '80802',
        address: 'Leopoldstraße 1',
        countryId: 82,
        provinceId: 3009,
        cityId: 27540,
      },
    ]);
    // Personal data stays out of the URL.
    expect(callsTo(api, 'address!add')[0]?.get('phone')).toBeNull();
  });

  it('sends 0 for the levels a country does not have', async () => {
    const api = serveRegions({ 'address!add': () => okReply(SAVED) });
    renderWithProviders(<AddressForm address={null} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByTestId('address-contacts'), { target: { value: 'Ho Wai' } });
    await pickOption('address-country', 'Macau S.A.R.');
    fireEvent.change(screen.getByTestId('address-phone'), { target: { value: '+853 2888 1234' } });
    fireEvent.change(screen.getByTestId('address-address'), { target: { value: 'Rua do Campo 1' } });
    expect(
      await screen.findAllByPlaceholderText('None listed for this area: nothing to choose'),
    ).toHaveLength(2);
    fireEvent.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(bodiesOf(api, 'address!add')).toHaveLength(1));
    expect(bodiesOf(api, 'address!add')[0]).toMatchObject({ countryId: 128, provinceId: 0, cityId: 0 });
  });

  it('edits with the id, keeps the default ticked, and shows a server refusal in the dialog', async () => {
    const api = serveRegions({
      'address!edit': () => errorReply('1', 'ADDRESS_REGION_INVALID', 'region'),
    });
    renderWithProviders(<AddressForm address={SAVED} onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByTestId('address-default')).toHaveProperty('checked', true);
    expect(screen.getByTestId('address-default')).toHaveProperty('disabled', true);
    await screen.findByDisplayValue('Munich');
    fireEvent.click(screen.getByTestId('address-save'));
    expect(await screen.findByTestId('address-form-error')).toHaveProperty(
      'textContent',
      'The country, state or city is not valid. Please choose them again.',
    );
    expect(bodiesOf(api, 'address!edit')[0]).toMatchObject({ id: SAVED.id, use: 1, cityId: 27540 });
  });
});
