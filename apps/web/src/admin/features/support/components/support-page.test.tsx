import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../../../../test/render-console';
import type { ServedActions } from '../../../../test/serve-actions';
import { resetLive } from './realtime-double';
import {
  conversationPage,
  listCallsOf,
  makeConversation,
  ME,
  OTHER_OPERATOR,
  SECOND,
  serveInbox,
} from './support-fixtures';

// The operator's websocket is played by the test (realtime-double.ts).
vi.mock('../../../../lib/realtime', async () => (await import('./realtime-double')).realtimeDouble);

let api: ServedActions;

const listCalls = () => listCallsOf(api);

beforeEach(resetLive);

describe('the customer-service inbox: lists', () => {
  it('asks for the waiting conversations first, then the view chosen', async () => {
    ({ api } = serveInbox({ lists: { waiting: [makeConversation()], mine: [] } }));
    renderConsole('/admin/support');
    const row = await screen.findByTestId('support-conversation');
    expect(within(row).getByText('lan-buyer')).toBeTruthy();
    expect(within(row).getByText('Where is my parcel?')).toBeTruthy();
    expect(within(row).getByText('Not claimed')).toBeTruthy();
    expect(within(row).getByTestId('support-unread').textContent).toContain('2');
    expect(listCalls().every((params) => params.get('view') === 'waiting')).toBe(true);

    fireEvent.click(screen.getByText('Mine'));
    expect(await screen.findByText('You have not claimed any conversation.')).toBeTruthy();
    expect(listCalls().at(-1)?.get('view')).toBe('mine');

    fireEvent.click(screen.getByText('All'));
    await waitFor(() => expect(listCalls().at(-1)?.get('view')).toBe('all'));
    expect(listCalls().at(-1)?.get('pageNum')).toBe('1');
  });

  it('reads the view from the address and names who claimed each conversation', async () => {
    ({ api } = serveInbox({
      lists: {
        all: [
          makeConversation({ operatorId: ME.id, operatorName: ME.username, unread: 0 }),
          makeConversation({
            id: SECOND,
            username: 'kofi',
            operatorId: OTHER_OPERATOR,
            operatorName: 'cs-bob',
          }),
        ],
      },
    }));
    renderConsole('/admin/support?view=all');
    const [mine, other] = await screen.findAllByTestId('support-conversation');
    expect(within(mine!).getByText('Claimed by you')).toBeTruthy();
    expect(within(mine!).queryByTestId('support-unread')).toBeNull();
    expect(within(other!).getByText('Claimed by cs-bob')).toBeTruthy();
    expect(listCalls().some((params) => params.get('view') === 'all')).toBe(true);
  });

  it('counts the waiting conversations in the navigation', async () => {
    ({ api } = serveInbox({
      handlers: { 'admin/chat!list': () => conversationPage([makeConversation()], 3) },
    }));
    renderConsole('/admin');
    const count = await screen.findByTestId('support-waiting-count');
    expect(count.textContent).toContain('3');
    expect(screen.getByTestId('nav-support').contains(count)).toBe(true);
    expect(listCalls()[0]?.get('view')).toBe('waiting');
  });

  it('offers the inbox only to the roles that answer buyers', async () => {
    ({ api } = serveInbox({ role: 'finance' }));
    renderConsole('/admin/support');
    expect(await screen.findByTestId('no-access')).toBeTruthy();
    expect(screen.queryByTestId('nav-support')).toBeNull();
    expect(listCalls()).toHaveLength(0);
  });
});
