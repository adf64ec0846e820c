import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { KycVo } from '@caravan/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getToasts } from '../../../lib/toast';
import { errorReply, makeLocalUser, okReply } from '../../../test/factories';
import { pickOption, typeInto } from '../../../test/form-input';
import { fakeObjectUrls, privateFileReply, uploadPicture } from '../../../test/pictures';
import { renderWithProviders } from '../../../test/render';
import { callsTo, serveActions, type ServedActions } from '../../../test/serve-actions';
import { SellerApplyPage } from './seller-apply-page';

// The private photos on file are shown through object URLs.
beforeAll(() => fakeObjectUrls('blob:photo'));

const photo = (n: number) => `/api/privateFile!get.action?id=00000000-0000-4000-8000-00000000000${n}`;

const NONE: KycVo = {
  status: 0,
  nationalityId: 0,
  nationality: '',
  idname: '',
  idnumber: '',
  name: '',
  idimg_1: '',
  idimg_2: '',
  idimg_3: '',
  storeName: '',
  storeLogo: '',
  storeRemark: '',
  contact: '',
  reason: '',
  applyTime: '',
  decideTime: '',
  hasShop: 0,
};
const FILED: KycVo = {
  ...NONE,
  status: 1,
  nationalityId: 82,
  nationality: 'Germany',
  idname: 'passport',
  idnumber: '*****0T47',
  name: 'Erika Mustermann',
  idimg_1: photo(1),
  idimg_2: photo(2),
  idimg_3: photo(3),
  storeName: 'Harbour Goods',
  storeRemark: 'Kitchenware.',
  contact: 'erika@example.com',
  applyTime: '2026-11-24 10:00:00',
};

describe('SellerApplyPage', () => {
  let api: ServedActions;
  let kyc: KycVo;
  let uploads: number;
  let register: () => Response;

  beforeEach(() => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    kyc = NONE;
    uploads = 0;
    register = () => {
      kyc = FILED;
      return okReply(FILED);
    };
    api = serveActions({
      'kyc!get': () => okReply(kyc),
      'address!listCountry': () => okReply({ data: [{ id: 82, countryName: 'Germany', phoneCode: '49' }] }),
      // The photos on file of an application to correct, read with the owner's token.
      'privateFile!get': () => privateFileReply('image/webp'),
      'uploadimg!execute': () => {
        uploads += 1;
        return okReply(photo(uploads));
      },
      'seller/version!register': () => register(),
      'localuser!get': () => okReply(makeLocalUser()),
    });
  });

  it('sends the shop and the identity with three private photos, then shows it is in review', async () => {
    renderWithProviders(<SellerApplyPage />);
    await screen.findByTestId('seller-apply-form');
    // Nothing is sent while fields or photos are missing.
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await screen.findAllByText('Upload this photo.')).toHaveLength(3);
    expect(callsTo(api, 'seller/version!register')).toHaveLength(0);

    typeInto('apply-store-name', '  Harbour Goods ');
    typeInto('apply-store-remark', 'Kitchenware.');
    typeInto('apply-contact', 'erika@example.com');
    await pickOption('apply-nationality', 'Germany');
    typeInto('apply-id-number', 'C01X00T47');
    typeInto('apply-name', 'Erika Mustermann');
    await uploadPicture('apply-idimg_1');
    await uploadPicture('apply-idimg_2');
    await uploadPicture('apply-idimg_3');
    fireEvent.click(screen.getByTestId('apply-submit'));

    await screen.findByTestId('apply-status-pending');
    const [sent] = callsTo(api, 'seller/version!register');
    expect(Object.fromEntries(sent!)).toMatchObject({
      storeName: 'Harbour Goods',
      storeRemark: 'Kitchenware.',
      contact: 'erika@example.com',
      nationality: '82',
      idname: 'passport',
      idnumber: 'C01X00T47',
      name: 'Erika Mustermann',
      idimg_1: photo(1),
      idimg_2: photo(2),
      idimg_3: photo(3),
    });
    expect(screen.queryByTestId('seller-apply-form')).toBeNull();
    expect(screen.getByTestId('apply-status-pending').textContent).toContain('*****0T47');
    expect(getToasts().map((t) => t.message)).toContain(
      'Your application has been sent. We will review it shortly.',
    );
  });

  it('shows a rejection with its reason and the form filled to correct and resend', async () => {
    kyc = { ...FILED, status: 3, reason: 'The back photo is blurred.', decideTime: '2026-11-24 11:00:00' };
    renderWithProviders(<SellerApplyPage />);
    const status = await screen.findByTestId('apply-status-rejected');
    expect(status.textContent).toContain('The back photo is blurred.');
    expect((screen.getByTestId('apply-store-name') as HTMLInputElement).value).toBe('Harbour Goods');
    // The number was shown masked: it is typed again, never sent back masked.
    expect((screen.getByTestId('apply-id-number') as HTMLInputElement).value).toBe('');
    // The photos on file are shown, to keep or replace.
    await waitFor(() => expect(screen.getAllByTestId('private-image')).toHaveLength(3));
    typeInto('apply-id-number', 'C01X00T47');
    await uploadPicture('apply-idimg_2');
    fireEvent.click(screen.getByRole('button', { name: 'Send corrected application' }));
    await screen.findByTestId('apply-status-pending');
    const [sent] = callsTo(api, 'seller/version!register');
    expect(sent?.get('idimg_1')).toBe(photo(1));
    expect(sent?.get('idimg_3')).toBe(photo(3));
  });

  it('shows a server refusal and keeps the form', async () => {
    register = () => errorReply('1', 'KYC_STORE_NAME_TAKEN', 'taken');
    kyc = { ...FILED, status: 3, reason: 'Use your own shop name.' };
    renderWithProviders(<SellerApplyPage />);
    await screen.findByTestId('seller-apply-form');
    typeInto('apply-id-number', 'C01X00T47');
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() =>
      expect(getToasts().map((t) => t.message)).toContain(
        'A shop with this name already exists. Choose another name.',
      ),
    );
    expect(screen.getByTestId('seller-apply-form')).toBeTruthy();
  });

  it('sends an approved seller to the panel', async () => {
    kyc = { ...FILED, status: 2, hasShop: 1, decideTime: '2026-11-24 12:00:00' };
    renderWithProviders(<SellerApplyPage />);
    const approved = await screen.findByTestId('apply-status-approved');
    expect(approved.textContent).toContain('Harbour Goods');
    expect(screen.getByTestId('apply-open-panel').getAttribute('href')).toBe('/seller');
    expect(screen.queryByTestId('seller-apply-form')).toBeNull();
  });
});
