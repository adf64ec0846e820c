import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, makeCaptcha, okReply } from '../../../test/factories';
import { pointerDown, pointerMove, pointerUp } from '../../../test/pointer';
import { renderWithProviders } from '../../../test/render';
import { requestsTo, serveActions, type ServedActions } from '../../../test/serve-actions';
import { RegisterForm, validateRegistration, type RegisterValues } from './register-form';

const VALID: RegisterValues = {
  type: 'username',
  region: 'CN',
  phone: '13800000000',
  email: 'buyer01@example.com',
  username: 'buyer001',
  password: 'secret12',
  rePassword: 'secret12',
  agentCode: '',
  agree: true,
};
const ANSWER = { captchaId: 'c', captchaX: 100, captchaTrace: '[]' };

describe('validateRegistration', () => {
  const errorsOf = (change: Partial<RegisterValues>, answer: typeof ANSWER | null = ANSWER) =>
    validateRegistration({ ...VALID, ...change }, answer);

  it('accepts a complete registration of each type', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ type: 'phone' })).toEqual({});
    expect(errorsOf({ type: 'email' })).toEqual({});
  });

  it.each([
    ['a short user name', { username: 'abc12' }, 'username'],
    ['a user name with symbols', { username: 'buyer_001' }, 'username'],
    ['a user name over 24', { username: 'a'.repeat(25) }, 'username'],
    ['an empty user name', { username: '' }, 'required'],
    ['a phone under 8 digits', { type: 'phone', phone: '1380000' }, 'phone'],
    ['an empty phone', { type: 'phone', phone: '' }, 'required'],
    ['an e-mail name under 6', { type: 'email', email: 'abc@example.com' }, 'email'],
    ['an e-mail without a domain', { type: 'email', email: 'buyer01@example' }, 'email'],
    ['an e-mail over 64', { type: 'email', email: `${'b'.repeat(60)}@example.com` }, 'email'],
  ] as const)('refuses %s', (_name, change, key) => {
    expect(errorsOf(change as Partial<RegisterValues>).account).toBe(key);
  });

  it.each([
    ['', 'required'],
    ['abc12', 'password'],
    ['abcdefgh', 'password'],
    ['12345678', 'password'],
    ['abcdef1234567', 'password'],
  ])('refuses the password "%s"', (password, key) => {
    expect(errorsOf({ password, rePassword: password }).password).toBe(key);
  });

  it('accepts symbols in a password of letters and digits', () => {
    expect(errorsOf({ password: 'a1!b2@c3', rePassword: 'a1!b2@c3' }).password).toBeUndefined();
  });

  it('needs the passwords to match, the agreement, the slider and a short invitation code', () => {
    expect(errorsOf({ rePassword: 'secret13' }).rePassword).toBe('passwordsDifferent');
    expect(errorsOf({ rePassword: '' }).rePassword).toBe('required');
    expect(errorsOf({ agree: false }).agree).toBe('agreement');
    expect(errorsOf({}, null).captcha).toBe('captcha');
    expect(errorsOf({ agentCode: 'x'.repeat(33) }).agentCode).toBe('agentCode');
  });
});

describe('RegisterForm', () => {
  let api: ServedActions;
  const actions = () => api.calls.map(({ url }) => url.pathname);
  let clock = 0;
  let captchas = 0;
  let registerReply: () => Response;

  beforeEach(() => {
    clock = 0;
    captchas = 0;
    registerReply = () => okReply({ token: 't0ken', username: 'buyer001', usercode: '10000001' });
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    api = serveActions({
      'captcha!slide': () => okReply(makeCaptcha({ captchaId: `c-${++captchas}`, pieceY: 30 })),
      'localuser!registerNoVerifcode': () => registerReply(),
    });
  });

  function WelcomeProbe() {
    const { search } = useLocation();
    return <p data-testid="welcome-probe">{search}</p>;
  }

  const renderForm = () =>
    renderWithProviders(
      <Routes>
        <Route path="/register" element={<RegisterForm />} />
        <Route path="/userInfo/dashboard" element={<WelcomeProbe />} />
      </Routes>,
      { route: '/register' },
    );

  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  /** Drags the slider like a hand: 10 moves over 300 ms. */
  const slide = async () => {
    const handle = await screen.findByRole('slider');
    pointerDown(handle, 0, 10);
    for (let step = 1; step <= 10; step += 1) {
      clock += 30;
      pointerMove(handle, step * 10, 11);
    }
    clock += 30;
    pointerUp(handle, 100, 11);
    await screen.findByText('Piece released: it is checked when you create the account');
  };

  /** The password twice and the agreement: what every complete registration has. */
  const fillPasswordsAndAgree = () => {
    type(/^Password/, 'secret12');
    type(/^Confirm password/, 'secret12');
    fireEvent.click(screen.getByRole('checkbox'));
  };

  const fillUsernameForm = () => {
    fireEvent.click(screen.getByRole('tab', { name: 'User name' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^User name/ }), { target: { value: 'buyer001' } });
    fillPasswordsAndAgree();
  };

  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

  /** Slides, submits, waits for the welcome on the dashboard and returns the registration request. */
  const registerAndGetCall = async () => {
    await slide();
    submit();
    // A new account lands on its dashboard, welcomed (issue 15).
    expect((await screen.findByTestId('welcome-probe')).textContent).toBe('?welcome=1');
    return requestsTo(api, 'localuser!registerNoVerifcode')[0];
  };

  it('shows every problem beside its field and sends nothing', async () => {
    renderForm();
    await screen.findByRole('slider');
    type(/^Phone number/, '12345');
    type(/^Password/, 'abcdefg');
    type(/^Confirm password/, 'abcdefh');
    submit();

    expect(screen.getByText('Enter a valid phone number of at least 8 digits.')).toBeTruthy();
    expect(screen.getByText('Use 6 to 12 characters with both letters and digits.')).toBeTruthy();
    expect(screen.getByText('The two passwords do not match.')).toBeTruthy();
    expect(screen.getByText('Please accept the buyer rules and the privacy policy.')).toBeTruthy();
    expect(screen.getByText('Please slide the piece into the gap.')).toBeTruthy();
    expect(actions()).not.toContain('/api/localuser!registerNoVerifcode.action');
  });

  it('registers with the phone number and its area code, the invitation code and the slider answer', async () => {
    window.localStorage.setItem('agentCode', 'AB12CD');
    renderForm();
    expect((screen.getByLabelText(/^Invitation code/) as HTMLInputElement).value).toBe('AB12CD');
    fireEvent.change(screen.getByLabelText('Country code'), { target: { value: 'CN' } });
    type(/^Phone number/, '138 0000 0000');
    fillPasswordsAndAgree();
    const call = await registerAndGetCall();
    const body = call?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      username: '+8613800000000',
      password: 'secret12',
      re_password: 'secret12',
      type: 1,
      agentCode: 'AB12CD',
      agree: true,
      captchaId: 'c-1',
    });
    expect(typeof body.captchaX).toBe('number');
    const trace = JSON.parse(String(body.captchaTrace)) as number[][];
    expect(trace.length).toBeGreaterThanOrEqual(8);
    expect(trace.at(-1)?.[1]).toBe(body.captchaX);
    expect(String(call?.url)).not.toContain('secret12');
    expect(window.localStorage.getItem('ES_TOKEN')).toBe('t0ken');
  });

  it('returns a buyer who came to register from a product to that product', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/register" element={<RegisterForm />} />
        <Route path="/productDetails" element={<WelcomeProbe />} />
      </Routes>,
      { route: `/register?redirect=${encodeURIComponent('/productDetails?id=g1')}` },
    );
    fillUsernameForm();
    await slide();
    submit();
    expect((await screen.findByTestId('welcome-probe')).textContent).toBe('?id=g1');
  });

  it('sends type 3 with a user name', async () => {
    renderForm();
    fillUsernameForm();
    const call = await registerAndGetCall();
    expect(call?.body).toMatchObject({ username: 'buyer001', type: 3 });
  });

  it('sends type 2 with an e-mail address', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    type(/^E-mail address/, 'buyer01@example.com');
    fillPasswordsAndAgree();
    const call = await registerAndGetCall();
    expect(call?.body).toMatchObject({ username: 'buyer01@example.com', type: 2 });
  });

  it('fetches a new puzzle after a refused registration', async () => {
    registerReply = () => errorReply('1', 'AUTH_ACCOUNT_EXISTS', 'exists');
    renderForm();
    fillUsernameForm();
    await slide();
    submit();
    await waitFor(() => expect(captchas).toBe(2));
    expect(screen.queryByText(/Piece (placed|released)/)).toBeNull();
    // Refused for the account, not the slider: the new puzzle is simply a new one.
    expect(screen.queryByText('The piece did not fit. Try this new puzzle.')).toBeNull();
    expect(window.localStorage.getItem('ES_TOKEN')).toBeNull();
  });

  it('says the piece did not fit when the server refuses the slider, until the next drag (issue 51)', async () => {
    registerReply = () => errorReply('1', 'AUTH_CAPTCHA_FAILED', 'Slide verification failed.');
    renderForm();
    fillUsernameForm();
    await slide();
    expect(screen.queryByText('Piece placed')).toBeNull();
    submit();
    await waitFor(() => expect(captchas).toBe(2));
    const refusal = await screen.findByText('The piece did not fit. Try this new puzzle.');
    expect(refusal.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText('Piece placed')).toBeNull();
    expect(screen.getByRole('slider').getAttribute('aria-valuenow')).toBe('0');

    registerReply = () => okReply({ token: 't0ken', username: 'buyer001', usercode: '10000001' });
    await slide();
    expect(screen.queryByText('The piece did not fit. Try this new puzzle.')).toBeNull();
    submit();
    expect((await screen.findByTestId('welcome-probe')).textContent).toBe('?welcome=1');
  });
});
