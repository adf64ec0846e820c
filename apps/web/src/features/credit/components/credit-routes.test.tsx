import { screen, waitFor } from '@testing-library/react';
import { Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { storefrontPages } from '../../../app/routes/storefront-pages';
import { okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { requestsTo, serveActions } from '../../../test/serve-actions';
import { makeApplicationStart, makeCreditConfig, NO_BILL, loanPage } from '../../../test/loan-samples';
import { LocationProbe } from '../../../test/location-probe';

// The loan pages are storefront pages: the desktop site's and the mobile site's (whose router has
// the base /wap and whose calls go to /wap/api/…) route tables both hold them.
const renderAt = (browserPath: string, route: string) => {
  window.history.replaceState(null, '', browserPath);
  return renderWithProviders(
    <>
      <LocationProbe />
      <Routes>{storefrontPages()}</Routes>
    </>,
    { route },
  );
};

describe('the loan routes', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('open the offer at /credit', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    serveActions({
      'credit!config': () => okReply(makeCreditConfig()),
      'credit!bill': () => okReply(NO_BILL),
      'credit!histroy': () => okReply(loanPage([])),
      'address!listCountry': () => okReply({ data: [] }),
    });
    renderAt('/credit', '/credit');
    expect(await screen.findByTestId('page-credit')).toBeTruthy();
    // The title is set in an effect, which may run after the page is first drawn.
    await waitFor(() => expect(document.title).toContain('Start-up loans'));
  });

  it('open the application at /credit/application', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    serveActions({
      'credit!config': () => okReply(makeCreditConfig()),
      'credit!beforeapply': () => okReply(makeApplicationStart()),
      'address!listCountry': () => okReply({ data: [] }),
    });
    renderAt('/credit/application', '/credit/application');
    expect(await screen.findByTestId('page-credit-application')).toBeTruthy();
  });

  it('open the borrower’s loans on the mobile site, asking the mobile site’s API', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    const api = serveActions({
      'credit!bill': () => okReply(NO_BILL),
      'credit!histroy': () => okReply(loanPage([])),
    });
    renderAt('/wap/credit/myLoan', '/credit/myLoan');
    expect(await screen.findByTestId('page-my-loan')).toBeTruthy();
    await waitFor(() => expect(requestsTo(api, 'credit!bill')).toHaveLength(1));
    expect(requestsTo(api, 'credit!bill')[0]?.url.pathname).toBe('/wap/api/credit!bill.action');
  });

  it('send a visitor on the mobile site from their loans to log in, and back afterwards', async () => {
    serveActions({});
    renderAt('/wap/credit/myLoan', '/credit/myLoan');
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(
      `/login?redirect=${encodeURIComponent('/credit/myLoan')}`,
    );
    expect(screen.queryByTestId('page-my-loan')).toBeNull();
  });
});
