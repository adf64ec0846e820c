import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeChat, openChat } from '../../../components/chat/chat-opener';
import { setToken } from '../../../lib/auth';
import { changeLanguage } from '../../../lib/i18n';
import { CHAT_PICTURE_URL, chatPage, makeChatMessage } from '../../../test/chat-samples';
import { makeGoods, okReply } from '../../../test/factories';
import { greetRealtime, pushRealtime, pushShopMessage, realtimeAuthenticated } from '../../../test/realtime';
import { renderWithProviders } from '../../../test/render';
import { callsTo, requestsTo, serveActions, type ActionHandler } from '../../../test/serve-actions';
import { ChatDialog } from './chat-dialog';
import { fakeObjectUrls } from '../../../test/pictures';

const LIST = 'newOnlinechat!list';
const SEND = 'newOnlinechat!send';
const UNREAD = 'newOnlinechat!unread';
const SHOP_UNREAD = 'public/userOnlineChatController!unread';

/** A buyer's chat with customer service: `list` answers newOnlinechat!list. */
function serveSupport(list: ActionHandler, more: Record<string, ActionHandler> = {}) {
  return serveActions({
    [LIST]: list,
    [SEND]: (params) =>
      okReply(
        makeChatMessage({
          send_receive: 'send',
          type: params.get('type') === 'img' ? 'img' : 'text',
          content: params.get('content') ?? '',
          contextType: Number(params.get('contextType') ?? 0),
          contextId: params.get('contextId') ?? '',
        }),
      ),
    [UNREAD]: () => okReply(0),
    [SHOP_UNREAD]: () => okReply(0),
    ...more,
  });
}

function renderDialog(route = '/index') {
  renderWithProviders(<ChatDialog />, { route });
}

beforeEach(() => setToken('buyer-token'));
afterEach(() => {
  act(() => closeChat());
  vi.useRealTimers();
});

describe('the chat dialog', () => {
  it('asks a visitor to log in, with a way back to the page', () => {
    window.localStorage.clear();
    const api = serveActions({});
    renderDialog('/productDetails?id=7');
    act(() => openChat());
    const dialog = screen.getByRole('dialog', { name: 'Chat' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?redirect=%2FproductDetails%3Fid%3D7',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('shows the conversation with customer service, a message’s text always as text', async () => {
    const api = serveSupport(() =>
      okReply([
        makeChatMessage({ id: '11', send_receive: 'send', content: '<img src=x onerror=alert(1)>' }),
        makeChatMessage({ id: '12', content: 'Hello, how can we help?' }),
        makeChatMessage({ id: '13', type: 'img', content: CHAT_PICTURE_URL }),
        makeChatMessage({ id: '14', type: 'img', content: 'javascript:alert(1)' }),
      ]),
    );
    renderDialog();
    act(() => openChat());
    const dialog = screen.getByRole('dialog', { name: 'Chat' });
    await within(dialog).findByText('Hello, how can we help?');
    // The buyer's text as it was typed: no element made of it.
    expect(within(dialog).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    const images = dialog.querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('src'))).toEqual([CHAT_PICTURE_URL]);
    // A picture message that is not a chat picture is not shown as one.
    expect(
      within(dialog)
        .getAllByTestId('chat-text')
        .map((p) => p.textContent),
    ).toEqual(['<img src=x onerror=alert(1)>', 'Hello, how can we help?', 'Picture']);
    // The buyer's own messages and support's, each said who wrote it.
    const messages = within(dialog).getAllByTestId('chat-message');
    expect(messages.map((m) => m.hasAttribute('data-own'))).toEqual([true, false, false, false]);
    expect(messages[0]?.textContent).toContain('You:');
    expect(messages[1]?.textContent).toContain('Customer service:');

    const [request] = requestsTo(api, LIST);
    expect(request?.url.pathname).toBe('/api/newOnlinechat!list.action');
    expect(request?.params.has('message_id')).toBe(false);
    expect(request?.headers.get('Authorization')).toBe('Bearer buyer-token');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Open the picture larger' }));
    const viewer = await screen.findByRole('dialog', { name: 'Picture' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe(CHAT_PICTURE_URL);
  });

  it('sends a text with the contract’s parameters, Enter sending and the draft emptied', async () => {
    const api = serveSupport(() => okReply([]));
    renderDialog();
    act(() => openChat());
    await screen.findByTestId('chat-empty');
    const input = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: '  Where is my parcel?  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await screen.findByText('Where is my parcel?');
    const [sent] = callsTo(api, SEND);
    expect(sent?.get('type')).toBe('text');
    expect(sent?.get('content')).toBe('Where is my parcel?');
    expect(sent?.has('contextType')).toBe(false);
    expect((input as HTMLTextAreaElement).value).toBe('');
    // Shift+Enter is a new line, not a message.
    fireEvent.change(input, { target: { value: 'one' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(callsTo(api, SEND)).toHaveLength(1);
  });

  it('says what the first message is about, and only the first', async () => {
    const goods = makeGoods({ name: 'Linen table runner' });
    const api = serveSupport(() => okReply([]), { 'sellerGoods!info': () => okReply(goods) });
    renderDialog();
    act(() => openChat({ tab: 'support', about: { contextType: 1, contextId: goods.id } }));
    const about = await screen.findByTestId('chat-about');
    await within(about).findByText('Linen table runner');
    const input = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: 'Is it in stock?' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(screen.queryByTestId('chat-about')).toBeNull());
    fireEvent.change(input, { target: { value: 'Thanks' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(callsTo(api, SEND)).toHaveLength(2));
    const [first, second] = callsTo(api, SEND);
    expect(first?.get('contextType')).toBe('1');
    expect(first?.get('contextId')).toBe(goods.id);
    expect(second?.has('contextType')).toBe(false);
    // The message shows what it was about.
    const sent = await screen.findAllByTestId('chat-context');
    expect(sent[0]?.getAttribute('href')).toBe(`/productDetails?id=${goods.id}`);
  });

  it('loads earlier messages by the oldest message’s id until the start', async () => {
    const api = serveSupport((params) => {
      const before = params.get('message_id');
      if (!before) return okReply(chatPage(1001, 30));
      if (before === '1001') return okReply(chatPage(971, 30));
      return okReply(chatPage(961, 10));
    });
    renderDialog();
    act(() => openChat());
    await screen.findByText('Message 1030');
    fireEvent.click(screen.getByTestId('chat-load-earlier'));
    await screen.findByText('Message 971');
    expect(callsTo(api, LIST).map((p) => p.get('message_id'))).toEqual([null, '1001']);
    fireEvent.click(screen.getByTestId('chat-load-earlier'));
    await screen.findByText('This is the start of the conversation.');
    expect(callsTo(api, LIST).map((p) => p.get('message_id'))).toEqual([null, '1001', '971']);
    expect(screen.queryByTestId('chat-load-earlier')).toBeNull();
    const ids = screen.getAllByTestId('chat-text').map((p) => p.textContent);
    expect(ids[0]).toBe('Message 961');
    expect(ids.at(-1)).toBe('Message 1030');
    expect(ids).toHaveLength(70);
  });

  it('asks every 5 s while open and the websocket is down, and stops when closed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = serveSupport(() => okReply([]));
    renderDialog();
    act(() => openChat());
    await waitFor(() => expect(callsTo(api, LIST)).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(callsTo(api, LIST)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await waitFor(() => expect(callsTo(api, LIST)).toHaveLength(2));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    await waitFor(() => expect(callsTo(api, LIST)).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Close the chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(callsTo(api, LIST)).toHaveLength(3);
  });

  it('takes new messages from the websocket, and does not poll while it is connected', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const api = serveSupport(() => okReply([makeChatMessage({ id: '21', content: 'Welcome' })]));
    const sockets = realtimeAuthenticated();
    renderDialog();
    act(() => openChat());
    await screen.findByText('Welcome');
    await waitFor(() => expect(realtimeAuthenticated()).toBe(sockets + 1));
    greetRealtime();
    // Once connected the page is read again (what came between the first read and the socket)…
    await waitFor(() => expect(callsTo(api, LIST)).toHaveLength(2));
    // …and then no more polling.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(callsTo(api, LIST)).toHaveLength(2);

    pushRealtime({
      type: 'chat',
      channel: 'support',
      message: makeChatMessage({ id: '22', content: 'Your parcel left today' }),
    });
    await screen.findByText('Your parcel left today');
    // Shown is read: the latest page is asked again, which marks it read.
    await waitFor(() => expect(callsTo(api, LIST)).toHaveLength(3));
    // A frame of a shop conversation is not this one's.
    pushShopMessage('user', 'shop-1', makeChatMessage({ id: '23', content: 'From a shop' }));
    expect(screen.queryByText('From a shop')).toBeNull();
  });

  it('uploads a picture with its progress, holds sending until it is up, then sends it', async () => {
    fakeObjectUrls('blob:preview');
    let finishUpload: () => void = () => undefined;
    const api = serveSupport(() => okReply([]), {
      'uploadimg!execute': () =>
        new Promise<Response>((resolve) => {
          finishUpload = () => resolve(okReply(CHAT_PICTURE_URL));
        }),
    });
    renderDialog();
    act(() => openChat());
    await screen.findByTestId('chat-empty');
    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'crack.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('chat-picture-input'), { target: { files: [picture] } });
    await screen.findByRole('progressbar', { name: 'Uploading picture 1' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: 'It arrived broken' },
    });
    expect(screen.getByTestId('chat-send').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Wait until the pictures have uploaded to send.')).toBeTruthy();
    await waitFor(() => expect(requestsTo(api, 'uploadimg!execute')).toHaveLength(1));
    const upload = requestsTo(api, 'uploadimg!execute')[0];
    await waitFor(() => expect(upload?.received).toBe(true));
    // The multipart body (Node's FormData, from another realm than the page's).
    const form = upload?.body as { get: (name: string) => unknown } | undefined;
    expect(form?.get('moduleName')).toBe('chat');
    act(() => finishUpload());
    await screen.findByText('Uploaded');
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(callsTo(api, SEND)).toHaveLength(2));
    expect(callsTo(api, SEND).map((p) => [p.get('type'), p.get('content')])).toEqual([
      ['text', 'It arrived broken'],
      ['img', CHAT_PICTURE_URL],
    ]);
    await waitFor(() => expect(screen.queryByTestId('chat-draft-picture')).toBeNull());
  });

  it('refuses a picture that is not JPEG or PNG without sending it', async () => {
    const api = serveSupport(() => okReply([]));
    renderDialog();
    act(() => openChat());
    await screen.findByTestId('chat-empty');
    const gif = new File([new Uint8Array([71, 73, 70])], 'cat.gif', { type: 'image/gif' });
    fireEvent.change(screen.getByTestId('chat-picture-input'), { target: { files: [gif] } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only JPEG or PNG pictures can be sent in a chat.',
    );
    expect(requestsTo(api, 'uploadimg!execute')).toHaveLength(0);
  });

  it('is a named dialog that Escape closes and the arrow keys move, and fills a phone’s screen', async () => {
    serveSupport(() => okReply([]));
    renderDialog();
    act(() => openChat());
    const dialog = screen.getByRole('dialog', { name: 'Chat' });
    // The focus starts inside, on the message box.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    dialog.getBoundingClientRect = () => DOMRect.fromRect({ x: 520, y: 64, width: 480, height: 680 });
    const move = screen.getByRole('button', { name: 'Move the chat window' });
    fireEvent.keyDown(move, { key: 'ArrowLeft' });
    fireEvent.keyDown(move, { key: 'ArrowUp', shiftKey: true });
    expect(dialog.style.getPropertyValue('--chat-x')).toBe('-16px');
    expect(dialog.style.getPropertyValue('--chat-y')).toBe('-64px');
    // Never off the screen: the window is 768 px high and the dialog's bottom is at 744 px.
    fireEvent.keyDown(move, { key: 'ArrowDown', shiftKey: true });
    expect(dialog.style.getPropertyValue('--chat-y')).toBe('-40px');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the unread counts on its tabs and in Arabic mirrors its messages', async () => {
    serveSupport(() => okReply([makeChatMessage({ id: '31', content: '٣ طلبات' })]), {
      [UNREAD]: () => okReply(0),
      [SHOP_UNREAD]: () => okReply(4),
    });
    renderDialog();
    await act(() => changeLanguage('ar'));
    act(() => openChat());
    const shops = await screen.findByRole('tab', { name: /المتاجر/ });
    await within(shops).findByText('4');
    expect(shops.textContent).toContain('غير مقروءة');
    expect(document.documentElement.dir).toBe('rtl');
    const time = (await screen.findByText('٣ طلبات')).closest('li')?.querySelector('[dir="ltr"]');
    expect(time?.textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
