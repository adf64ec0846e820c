import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppEffects } from '../../../app/app-effects';
import { getToken, setToken } from '../../../lib/auth';
import { currentLanguage } from '../../../lib/i18n';
import { makeChatMessage } from '../../../test/chat-samples';
import { makeGoods, makeLocalUser, okReply } from '../../../test/factories';
import { renderWithProviders } from '../../../test/render';
import { callsTo, requestsTo, serveActions } from '../../../test/serve-actions';
import { ChatWindowPage } from './chat-window-page';

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

function renderWindow(route: string) {
  renderWithProviders(
    <>
      <AppEffects />
      <Routes>
        <Route path="/chat" element={<ChatWindowPage />} />
      </Routes>
      <Address />
    </>,
    { route },
  );
}

const goods = makeGoods({ name: 'Brass desk lamp' });

function serveWindow() {
  return serveActions({
    'syspara!getSyspara': () => okReply({}),
    'localuser!get': () => okReply(makeLocalUser({ username: 'ann', avatar: '3' })),
    'newOnlinechat!list': () => okReply([makeChatMessage({ id: '51', content: 'Hello Ann' })]),
    'newOnlinechat!send': (params) =>
      okReply(makeChatMessage({ send_receive: 'send', content: params.get('content') ?? '' })),
    'newOnlinechat!unread': () => okReply(0),
    'sellerGoods!info': () => okReply(goods),
  });
}

describe('/chat, the support window', () => {
  it('takes its session, language and product from the address, then drops the session from it', async () => {
    const api = serveWindow();
    renderWindow(`/chat?token=window-token&partyid=9&name=Ann&lang=ar&selfimg=3&productId=${goods.id}`);
    await screen.findByText('Hello Ann');
    expect(getToken()).toBe('window-token');
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe(
        `/chat?name=Ann&selfimg=3&productId=${goods.id}`,
      ),
    );
    await waitFor(() => expect(currentLanguage()).toBe('ar'));
    expect(requestsTo(api, 'newOnlinechat!list')[0]?.headers.get('Authorization')).toBe(
      'Bearer window-token',
    );
    expect((await screen.findByTestId('chat-window-user')).textContent).toBe('ann');

    // The product is what the first message is about.
    await screen.findByText('Brass desk lamp');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'Do you have it in black?' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(callsTo(api, 'newOnlinechat!send')).toHaveLength(1));
    expect(callsTo(api, 'newOnlinechat!send')[0]?.get('contextType')).toBe('1');
    expect(callsTo(api, 'newOnlinechat!send')[0]?.get('contextId')).toBe(goods.id);
  });

  it('keeps a session already stored rather than switching to the address’s', async () => {
    setToken('own-token');
    const api = serveWindow();
    renderWindow('/chat?token=someone-else');
    await screen.findByText('Hello Ann');
    expect(getToken()).toBe('own-token');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/chat'));
    expect(requestsTo(api, 'newOnlinechat!list')[0]?.headers.get('Authorization')).toBe('Bearer own-token');
  });

  it('asks a visitor without a session to log in', async () => {
    serveActions({ 'syspara!getSyspara': () => okReply({}) });
    renderWindow('/chat?name=Ann');
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe(
      '/login?redirect=%2Fchat%3Fname%3DAnn',
    );
  });
});
