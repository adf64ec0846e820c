import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppEffects } from '../../../app/app-effects';
import { getToken, setToken } from '../../../lib/auth';
import { currentLanguage } from '../../../lib/i18n';
import { STORAGE_KEYS } from '../../../lib/storage';
import { CHAT_PICTURE_URL, makeChatMessage } from '../../../test/chat-samples';
import { errorReply, makeGoods, makeLocalUser, okReply } from '../../../test/factories';
import { greetRealtime, pushRealtime, realtimeAuthenticated, realtimeLink } from '../../../test/realtime';
import { renderWithProviders } from '../../../test/render';
import { callsTo, requestsTo, server, serveActions } from '../../../test/serve-actions';
import { ChatWindowPage } from './chat-window-page';
import { fakeObjectUrls } from '../../../test/pictures';
import { LocationProbe } from '../../../test/location-probe';

/** A page of the storefront the window can be left for. */
function Elsewhere() {
  return <p data-testid="elsewhere">Elsewhere</p>;
}

function renderWindow(route: string) {
  renderWithProviders(
    <>
      <AppEffects />
      <Routes>
        <Route path="/chat" element={<ChatWindowPage />} />
        <Route path="/elsewhere" element={<Elsewhere />} />
      </Routes>
      <Link to="/elsewhere">Leave</Link>
      <LocationProbe testId="address" />
    </>,
    { route },
  );
}

const goods = makeGoods({ name: 'Brass desk lamp' });

/** The server as each token sees it: `mallory-token` is the attacker's, `own-token` the reader's. */
function serveWindow() {
  const userOf = (request: { headers: Headers }) =>
    request.headers.get('Authorization') === 'Bearer own-token' ? 'ann' : 'mallory';
  return serveActions({
    'syspara!getSyspara': () => okReply({}),
    'localuser!get': (_, call) => okReply(makeLocalUser({ username: userOf(call), avatar: '3' })),
    'newOnlinechat!list': (_, call) =>
      okReply([makeChatMessage({ id: '51', content: `Hello ${userOf(call)}` })]),
    'newOnlinechat!send': (params) =>
      okReply(makeChatMessage({ send_receive: 'send', content: params.get('content') ?? '' })),
    'newOnlinechat!unread': () => okReply(0),
    'sellerGoods!info': () => okReply(goods),
    'uploadimg!execute': () => okReply(CHAT_PICTURE_URL),
  });
}

/** Whatever a page could have kept a session in: none of it may hold the window's token. */
function expectNothingStored(token: string) {
  expect(getToken()).toBeNull();
  expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  for (const storage of [window.localStorage, window.sessionStorage]) {
    for (let i = 0; i < storage.length; i += 1) {
      expect(storage.getItem(storage.key(i) ?? '')).not.toContain(token);
    }
  }
}

describe('/chat, the support window', () => {
  afterEach(() => vi.useRealTimers());

  it('speaks with the address’s token in this window only, says whose it is, and drops it from the address', async () => {
    const api = serveWindow();
    renderWindow(
      `/chat?token=mallory-token&partyid=9&name=Your%20bank&lang=ar&selfimg=3&productId=${goods.id}`,
    );
    await screen.findByText('Hello mallory');
    // Whose conversation it is comes from the server with that token, never from the address's name.
    const who = await screen.findByTestId('chat-window-user');
    expect(who.getAttribute('data-own-session')).toBe('true');
    expect(screen.getByTestId('chat-window-username').textContent).toBe('mallory');
    expect(screen.queryByText(/Your bank/)).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        `/chat?name=Your+bank&selfimg=3&productId=${goods.id}`,
      ),
    );
    await waitFor(() => expect(currentLanguage()).toBe('ar'));
    expectNothingStored('mallory-token');
    for (const action of ['localuser!get', 'newOnlinechat!list']) {
      expect(requestsTo(api, action)[0]?.headers.get('Authorization')).toBe('Bearer mallory-token');
    }

    // The product is what the first message is about; sending and a picture go with the same token.
    await screen.findByText('Brass desk lamp');
    fakeObjectUrls('blob:preview');
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'id-card.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('chat-picture-input'), { target: { files: [picture] } });
    await waitFor(() => expect(requestsTo(api, 'uploadimg!execute')).toHaveLength(1));
    expect(requestsTo(api, 'uploadimg!execute')[0]?.headers.get('Authorization')).toBe(
      'Bearer mallory-token',
    );
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Do you have it in black?' } });
    await waitFor(() => expect(screen.getByTestId('chat-send').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(callsTo(api, 'newOnlinechat!send')).toHaveLength(2));
    expect(callsTo(api, 'newOnlinechat!send')[0]?.get('contextType')).toBe('1');
    expect(callsTo(api, 'newOnlinechat!send')[0]?.get('contextId')).toBe(goods.id);
    for (const send of requestsTo(api, 'newOnlinechat!send')) {
      expect(send.headers.get('Authorization')).toBe('Bearer mallory-token');
    }
    expectNothingStored('mallory-token');
  });

  it('leaves its token behind when the window goes to another page', async () => {
    serveWindow();
    renderWindow('/chat?token=mallory-token');
    await screen.findByText('Hello mallory');
    fireEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await screen.findByTestId('elsewhere');
    expect(screen.getByTestId('address').textContent).toBe('/elsewhere');
    expectNothingStored('mallory-token');
  });

  it('says so in the header’s words, in Arabic too', async () => {
    serveWindow();
    renderWindow('/chat?token=mallory-token&lang=ar');
    await waitFor(() => expect(currentLanguage()).toBe('ar'));
    await waitFor(() =>
      expect(screen.getByTestId('chat-window-user').textContent).toBe(
        'تم تسجيل الدخول باسم mallory في هذه النافذة',
      ),
    );
  });

  it('keeps a session already stored rather than switching to the address’s, and says whose it is', async () => {
    setToken('own-token');
    const api = serveWindow();
    renderWindow('/chat?token=mallory-token');
    await screen.findByText('Hello ann');
    expect(getToken()).toBe('own-token');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/chat'));
    expect(screen.getByTestId('chat-window-user').textContent).toBe('Signed in as ann');
    expect(screen.getByTestId('chat-window-user').getAttribute('data-own-session')).toBe('false');
    const sent = api.calls.map((call) => call.headers.get('Authorization'));
    expect(sent).not.toContain('Bearer mallory-token');
  });

  it('asks to log in when the server does not know the address’s token, leaving the storefront alone', async () => {
    serveActions({
      'syspara!getSyspara': () => okReply({}),
      'localuser!get': () => errorReply('403', 'AUTH_SESSION_EXPIRED', 'expired'),
      'newOnlinechat!list': () => errorReply('403', 'AUTH_SESSION_EXPIRED', 'expired'),
    });
    renderWindow('/chat?token=stale-token&name=Ann');
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe(
      '/login?redirect=%2Fchat%3Fname%3DAnn',
    );
    // The window stays where it is (a stored session's 403 would send the page home).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('address').textContent).toBe('/chat?name=Ann');
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByTestId('chat-window-user')).toBeNull();
    expectNothingStored('stale-token');
  });

  it('has a websocket of its own, which says who it is with the window’s token', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const said: unknown[] = [];
    server.use(
      realtimeLink.addEventListener('connection', ({ client }) => {
        client.addEventListener('message', (event) => said.push(JSON.parse(String(event.data))));
      }),
    );
    const api = serveWindow();
    const sockets = realtimeAuthenticated();
    renderWindow('/chat?token=mallory-token');
    await screen.findByText('Hello mallory');
    await waitFor(() => expect(realtimeAuthenticated()).toBe(sockets + 1));
    expect(said).toEqual([{ type: 'auth', token: 'mallory-token' }]);
    expectNothingStored('mallory-token');
    greetRealtime();
    await waitFor(() => expect(callsTo(api, 'newOnlinechat!list')).toHaveLength(2));
    pushRealtime({
      type: 'chat',
      channel: 'support',
      message: makeChatMessage({ id: '52', content: 'We are looking into it' }),
    });
    await screen.findByText('We are looking into it');
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(callsTo(api, 'newOnlinechat!list')).toHaveLength(3);
  });

  it('asks a visitor without a session to log in', async () => {
    serveActions({ 'syspara!getSyspara': () => okReply({}) });
    renderWindow('/chat?name=Ann');
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe(
      '/login?redirect=%2Fchat%3Fname%3DAnn',
    );
  });
});
