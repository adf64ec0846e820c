import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CreditBeforeApplyVo, CreditConfigVo } from '@caravan/contract';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getToasts } from '../../../lib/toast';
import { okReply } from '../../../test/factories';
import { pickOption, typeInto } from '../../../test/form-input';
import { fakeObjectUrls, privateFileReply, uploadPicture } from '../../../test/pictures';
import { renderWithProviders } from '../../../test/render';
import { callsTo, requestsTo, serveActions, type ServedActions } from '../../../test/serve-actions';
import {
  loanPhoto,
  makeApplicationStart,
  makeCreditConfig,
  makeLoan,
  SAMPLE_CREDIT_ID,
} from '../../../test/loan-samples';
import { CreditApplicationPage } from './credit-application-page';
import { LocationProbe } from '../../../test/location-probe';

const renderAt = (route: string) => {
  // The page compares the router's address with the browser's, as in the app.
  window.history.replaceState(null, '', route);
  return renderWithProviders(
    <Routes>
      <Route path="/credit/application" element={<CreditApplicationPage />} />
      <Route path="/credit/myLoan" element={<LocationProbe testId="my-loan-probe" />} />
      <Route path="/login" element={<LocationProbe testId="login-probe" />} />
    </Routes>,
    { route },
  );
};

const plain = (testId: string) => screen.getByTestId(testId).textContent?.replace(/[\u2066-\u2069]/g, '');

// The private photos on file are shown through object URLs.
beforeAll(() => fakeObjectUrls('blob:photo'));

describe('CreditApplicationPage', () => {
  let api: ServedActions;
  let config: CreditConfigVo;
  let uploads: number;
  let start: CreditBeforeApplyVo;

  beforeEach(() => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    config = makeCreditConfig();
    uploads = 0;
    start = makeApplicationStart();
    api = serveActions({
      'credit!config': () => okReply(config),
      'credit!beforeapply': () => okReply(start),
      'credit!beforereapply': () =>
        okReply({
          creditId: SAMPLE_CREDIT_ID,
          realName: 'Erika Mustermann',
          countryId: 82,
          identification: 'C01X00T47',
          applyAmount: 200000,
          creditPeriod: 90,
          imgCertificateFace: loanPhoto(1),
          imgCertificateBack: loanPhoto(2),
          imgCertificateHand: loanPhoto(3),
          reason: 'The photo of the back is blurred',
        }),
      'credit!apply': () => okReply(makeLoan()),
      'address!listCountry': () => okReply({ data: [{ id: 82, countryName: 'Germany', phoneCode: '49' }] }),
      // A photo on file (a verified identity's, a failed loan's), read with the owner's token.
      'privateFile!get': () => privateFileReply('image/webp'),
      'uploadimg!execute': () => {
        uploads += 1;
        return okReply(loanPhoto(10 + uploads));
      },
    });
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  const fillIn = async () => {
    await screen.findByTestId('credit-application-form');
    typeInto('loan-real-name', '  Erika Mustermann ');
    await pickOption('loan-country', 'Germany');
    typeInto('loan-identification', 'C01X00T47');
    await uploadPicture('loan-imgCertificateFace');
    await uploadPicture('loan-imgCertificateBack');
    await uploadPicture('loan-imgCertificateHand');
    typeInto('loan-amount', '100000');
    typeInto('loan-term', '30');
  };

  it('sends a visitor to log in, with the way back', () => {
    window.localStorage.removeItem('ES_TOKEN');
    renderAt('/credit/application?amount=100000&term=30');
    expect(screen.getByTestId('login-probe').textContent).toBe(
      `/login?redirect=${encodeURIComponent('/credit/application?amount=100000&term=30')}`,
    );
  });

  it('refuses to send without the agreement, in the spec’s words', async () => {
    renderAt('/credit/application');
    await fillIn();
    fireEvent.click(screen.getByTestId('loan-submit'));
    // As a toast, and beside the box.
    expect(getToasts().map((t) => t.message)).toEqual(['Please check the agreement!']);
    const box = screen.getByTestId('loan-agreement').closest<HTMLElement>('.mantine-Checkbox-root');
    expect(within(box!).getByText('Please check the agreement!')).toBeTruthy();
    expect(callsTo(api, 'credit!apply')).toHaveLength(0);
    // Ticked, it goes.
    fireEvent.click(screen.getByTestId('loan-agreement'));
    expect(within(box!).queryByText('Please check the agreement!')).toBeNull();
    fireEvent.click(screen.getByTestId('loan-submit'));
    await screen.findByTestId('my-loan-probe');
    expect(callsTo(api, 'credit!apply')).toHaveLength(1);
  });

  it('discloses every cost as the amount and term are typed, then sends the contract’s params', async () => {
    renderAt('/credit/application');
    await fillIn();
    expect(plain('terms-interest')).toBe('1,500.00 USDT');
    expect(plain('terms-total')).toBe('101,500.00 USDT');
    typeInto('loan-amount', '200000');
    expect(plain('terms-total')).toBe('203,000.00 USDT');
    expect(plain('terms-overdue')).toBe('0.10% per day (200.00 USDT per day on this loan)');

    fireEvent.click(screen.getByTestId('loan-agreement'));
    fireEvent.click(screen.getByTestId('loan-submit'));
    await screen.findByTestId('my-loan-probe');
    const [sent] = callsTo(api, 'credit!apply');
    expect(Object.fromEntries(sent!)).toEqual({
      realName: 'Erika Mustermann',
      countryId: '82',
      identification: 'C01X00T47',
      imgCertificateFace: loanPhoto(11),
      imgCertificateBack: loanPhoto(12),
      imgCertificateHand: loanPhoto(13),
      applyAmount: '200000',
      creditPeriod: '30',
      lang: 'en',
    });
    expect(getToasts().map((t) => t.message)).toContain(
      'Your loan application has been sent. It is usually reviewed within an hour.',
    );
  });

  it('names what is missing and sends nothing', async () => {
    renderAt('/credit/application');
    await screen.findByTestId('credit-application-form');
    typeInto('loan-amount', '99');
    fireEvent.click(screen.getByTestId('loan-agreement'));
    fireEvent.click(screen.getByTestId('loan-submit'));
    expect(await screen.findAllByText('Upload this photo.')).toHaveLength(3);
    expect(screen.getByText(/The minimum is .100,000 USDT.\./)).toBeTruthy();
    expect(screen.queryByText('Please check the agreement!')).toBeNull();
    expect(callsTo(api, 'credit!apply')).toHaveLength(0);
  });

  it('starts from the verified identity, its photos included, and sends them without new uploads', async () => {
    start = makeApplicationStart({
      verified: true,
      realName: 'Anna Schmidt',
      countryId: 82,
      identification: 'L01X00T47',
      imgCertificateFace: loanPhoto(21),
      imgCertificateBack: loanPhoto(22),
      imgCertificateHand: loanPhoto(23),
    });
    renderAt('/credit/application');
    await screen.findByTestId('credit-application-form');
    expect(screen.getByTestId('loan-identity-prefilled').textContent).toBe(
      'Filled in from your verified identity, with its three photos. Change anything that differs for this loan.',
    );
    expect((screen.getByTestId('loan-real-name') as HTMLInputElement).value).toBe('Anna Schmidt');
    expect((screen.getByTestId('loan-identification') as HTMLInputElement).value).toBe('L01X00T47');
    // The verified photos are shown, read with the owner's token.
    await waitFor(() => expect(screen.getAllByTestId('private-image')).toHaveLength(3));
    const photoReads = requestsTo(api, 'privateFile!get');
    expect(photoReads.map((call) => call.url.searchParams.get('id'))).toEqual(
      [21, 22, 23].map((n) => new URL(loanPhoto(n), 'http://x').searchParams.get('id')),
    );
    expect(photoReads[0]?.headers.get('Authorization')).toBe('Bearer tok');
    typeInto('loan-amount', '100000');
    fireEvent.click(screen.getByTestId('loan-agreement'));
    fireEvent.click(screen.getByTestId('loan-submit'));
    await screen.findByTestId('my-loan-probe');
    expect(uploads).toBe(0);
    expect(Object.fromEntries(callsTo(api, 'credit!apply')[0]!)).toMatchObject({
      realName: 'Anna Schmidt',
      countryId: '82',
      identification: 'L01X00T47',
      imgCertificateFace: loanPhoto(21),
      imgCertificateBack: loanPhoto(22),
      imgCertificateHand: loanPhoto(23),
    });
  });

  it('opens with the amount and term carried from the calculator', async () => {
    renderAt('/credit/application?amount=2500000&term=90');
    await screen.findByTestId('credit-application-form');
    expect((screen.getByTestId('loan-amount') as HTMLInputElement).value).toBe('2500000');
    expect((screen.getByTestId('loan-term') as HTMLSelectElement).value).toBe('90');
    expect(plain('terms-total')).toBe('2,612,500.00 USDT');
  });

  it('fills the form from a failed loan, shows why it failed, and sends it again with creditId', async () => {
    renderAt(`/credit/application?creditId=${SAMPLE_CREDIT_ID}`);
    const reason = await screen.findByTestId('reapply-reason');
    expect(reason.textContent).toContain('The photo of the back is blurred');
    expect(callsTo(api, 'credit!beforereapply')[0]?.get('creditId')).toBe(SAMPLE_CREDIT_ID);
    // A failed loan's answers are the start; the verified identity is not asked for.
    expect(callsTo(api, 'credit!beforeapply')).toHaveLength(0);
    expect(screen.queryByTestId('loan-identity-prefilled')).toBeNull();
    expect((screen.getByTestId('loan-real-name') as HTMLInputElement).value).toBe('Erika Mustermann');
    expect((screen.getByTestId('loan-identification') as HTMLInputElement).value).toBe('C01X00T47');
    expect((screen.getByTestId('loan-amount') as HTMLInputElement).value).toBe('200000');
    expect((screen.getByTestId('loan-term') as HTMLSelectElement).value).toBe('90');

    // The blurred back is replaced; the other photos are kept.
    await uploadPicture('loan-imgCertificateBack');
    fireEvent.click(screen.getByTestId('loan-agreement'));
    fireEvent.click(screen.getByRole('button', { name: 'Send corrected application' }));
    await screen.findByTestId('my-loan-probe');
    const [sent] = callsTo(api, 'credit!apply');
    expect(Object.fromEntries(sent!)).toMatchObject({
      creditId: SAMPLE_CREDIT_ID,
      realName: 'Erika Mustermann',
      countryId: '82',
      applyAmount: '200000',
      creditPeriod: '90',
      imgCertificateFace: loanPhoto(1),
      imgCertificateBack: loanPhoto(11),
      imgCertificateHand: loanPhoto(3),
    });
  });

  it('offers no form to a caller whose identity is not verified, and shows where to verify it', async () => {
    config = makeCreditConfig({ identityVerified: false });
    renderAt('/credit/application');
    const refused = await screen.findByTestId('application-refused');
    expect(refused.textContent).toContain('Your identity must be verified before you can apply for a loan.');
    expect(within(refused).getByRole('link').getAttribute('href')).toBe('/userInfo/seller-apply');
    expect(screen.queryByTestId('credit-application-form')).toBeNull();
  });

  it('sends a borrower whose loan is open to it', async () => {
    config = makeCreditConfig({ loanInUse: true });
    renderAt('/credit/application');
    const refused = await screen.findByTestId('application-refused');
    expect(within(refused).getByRole('link').getAttribute('href')).toBe('/credit/myLoan');
    expect(screen.queryByTestId('credit-application-form')).toBeNull();
  });
});
