import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCoupon } from '../../../test/coupon-samples';
import { errorReply, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { callsTo, serveActions } from '../../../test/serve-actions';
import { SubscriptionPage } from './subscription-page';

afterEach(() => window.localStorage.clear());

const welcome = makeCoupon({ title: 'Welcome: USDT 5 off', amount: 5, minSpend: 50 });
// Words in sentences are isolated (U+2066 … U+2069); read them without.
const words = (el: HTMLElement) => (el.textContent ?? '').replace(/[\u2066-\u2069]/g, '');

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/subscription" element={<SubscriptionPage />} />
      <Route path="/login" element={<p data-testid="login-page">login</p>} />
      <Route path="/userInfo/coupons" element={<p data-testid="my-coupons">mine</p>} />
    </Routes>,
    { route },
  );
}

describe('SubscriptionPage', () => {
  it('confirms the link’s address for a visitor, shows the coupon on offer and signs in to receive it', async () => {
    const api = serveActions({
      'subscribe!confirm': () => okReply({ email: 'reader@example.com', welcome: 'signIn', coupon: welcome }),
    });
    renderAt('/subscription?code=abc-123');
    const confirmed = await screen.findByTestId('subscription-confirmed');
    expect(words(confirmed)).toContain('reader@example.com is confirmed');
    expect(words(confirmed)).toContain('Sign in or create an account to receive your welcome coupon.');
    expect(words(screen.getByTestId('welcome-coupon'))).toContain('$5.00');
    expect(callsTo(api, 'subscribe!confirm')[0]?.get('code')).toBe('abc-123');
    // Signing in comes back to this page, whose link confirms again as the buyer.
    const signIn = screen.getByTestId('welcome-sign-in');
    expect(signIn.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/subscription?code=abc-123')}`,
    );
    fireEvent.click(signIn);
    expect(await screen.findByTestId('login-page')).toBeTruthy();
  });

  it('shows a signed-in buyer the welcome coupon given, with the way to their coupons', async () => {
    window.localStorage.setItem('ES_TOKEN', 'tok');
    serveActions({
      'subscribe!confirm': () =>
        okReply({ email: 'reader@example.com', welcome: 'given', coupon: { ...welcome, mine: 1 } }),
    });
    renderAt('/subscription?code=abc');
    const confirmed = await screen.findByTestId('subscription-confirmed');
    expect(confirmed.getAttribute('data-welcome')).toBe('given');
    expect(words(confirmed)).toContain('Your welcome coupon is in your account');
    expect(screen.getByTestId('welcome-my-coupons').getAttribute('href')).toBe('/userInfo/coupons');
    expect(screen.queryByTestId('welcome-sign-in')).toBeNull();
  });

  it.each([
    ['taken', 'it has been given already'],
    ['none', 'There is no welcome coupon on offer at the moment.'],
  ])('says so when the coupon was %s', async (state, sentence) => {
    serveActions({
      'subscribe!confirm': () => okReply({ email: 'reader@example.com', welcome: state, coupon: null }),
    });
    renderAt('/subscription?code=abc');
    const confirmed = await screen.findByTestId('subscription-confirmed');
    expect(words(confirmed)).toContain(sentence);
    expect(screen.queryByTestId('welcome-coupon')).toBeNull();
  });

  it('shows the server’s reason for a link it did not send, once and without a toast', async () => {
    const api = serveActions({
      'subscribe!confirm': () =>
        errorReply(
          '1',
          'SUBSCRIBE_LINK_INVALID',
          'This confirmation link is not valid. Open the whole link from the e-mail.',
        ),
    });
    renderAt('/subscription?code=forged');
    expect((await screen.findByTestId('error-state')).textContent).toContain(
      'This confirmation link is not valid.',
    );
    expect(screen.getByText('The address could not be confirmed')).toBeTruthy();
    expect(callsTo(api, 'subscribe!confirm')).toHaveLength(1);
  });

  it('asks nothing without a code, and says where the link comes from', async () => {
    const api = serveActions({});
    renderAt('/subscription');
    expect(await screen.findByText(/Open this page from the link in the e-mail/)).toBeTruthy();
    await waitFor(() => expect(callsTo(api, 'subscribe!confirm')).toHaveLength(0));
  });
});
