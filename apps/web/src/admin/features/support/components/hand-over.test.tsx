import type { OperatorVo } from '@caravan/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../../lib/query-client';
import { errorReply, okReply } from '../../../../test/factories';
import { callsTo, requestsTo, type ServedActions } from '../../../../test/serve-actions';
import { resetLive } from './realtime-double';
import {
  CONVERSATION,
  makeConversation,
  ME,
  openConversation,
  OTHER_OPERATOR,
  serveInbox,
} from './support-fixtures';

// Issue 50: a super admin hands a claimed conversation to another support operator, or releases it,
// from the open conversation; nobody else is offered the way.

vi.mock('../../../../lib/realtime', async () => (await import('./realtime-double')).realtimeDouble);

const operator = (id: string, username: string, overrides: Partial<OperatorVo> = {}): OperatorVo => ({
  id,
  username,
  role: 'customer_service',
  status: 1,
  createdAt: '2026-01-01 00:00:00',
  ...overrides,
});

const CAROL = '00000000-0000-4000-8000-0000000000c7';
const OPERATORS = [
  operator(ME.id, ME.username, { role: 'super_admin' }),
  operator(OTHER_OPERATOR, 'cs-bob'),
  operator(CAROL, 'cs-carol'),
  operator('00000000-0000-4000-8000-0000000000c8', 'cs-gone', { status: 0 }),
  operator('00000000-0000-4000-8000-0000000000c9', 'fin-dan', { role: 'finance' }),
];

const claimedByBob = makeConversation({ operatorId: OTHER_OPERATOR, operatorName: 'cs-bob' });

function serveLead(handlers: Parameters<typeof serveInbox>[0] = {}) {
  return serveInbox({
    role: 'super_admin',
    conversation: claimedByBob,
    ...handlers,
    handlers: {
      'admin/operator!list': () =>
        okReply({ pageList: OPERATORS, pageInfo: { pageNum: 1, pageSize: 100, totalElements: 5 } }),
      'admin/chat!reassign': (params) => {
        const to = OPERATORS.find((o) => o.id === params.get('operatorId'));
        return okReply({ ...claimedByBob, operatorId: to?.id ?? '', operatorName: to?.username ?? '' });
      },
      ...handlers.handlers,
    },
  });
}

async function openHandOver() {
  const open = await openConversation();
  fireEvent.click(within(open).getByTestId('support-hand-over'));
  const dialog = await screen.findByTestId('support-hand-over-dialog');
  await waitFor(() =>
    expect(within(dialog).getByTestId('support-hand-over-select').hasAttribute('disabled')).toBe(false),
  );
  return { open, dialog };
}

/** The select's options (its dropdown opens with a transition jsdom does not run: hidden). */
async function optionsOf(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByTestId('support-hand-over-select'));
  await screen.findAllByRole('option', { hidden: true });
  return screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent);
}

let api: ServedActions;

beforeEach(resetLive);

describe('handing a support conversation over', () => {
  it('is offered to a super admin only', async () => {
    ({ api } = serveInbox({ conversation: claimedByBob }));
    let open = await openConversation();
    expect(within(open).getByTestId('support-claimed-by').textContent).toBe('Claimed by cs-bob');
    expect(within(open).queryByTestId('support-hand-over')).toBeNull();
    // The same screen for a super admin (the operator who signs in is asked for again).
    cleanup();
    queryClient.clear();
    ({ api } = serveLead());
    open = await openConversation();
    expect(within(open).getByTestId('support-hand-over').textContent).toBe('Hand over');
    // The operators are asked for once the dialog opens, not before.
    expect(requestsTo(api, 'admin/operator!list')).toHaveLength(0);
  });

  it('offers a super admin the active support operators, asks before, and gives it to the one chosen', async () => {
    ({ api } = serveLead());
    const { open, dialog } = await openHandOver();
    expect(screen.getByRole('dialog').textContent).toContain("Hand over lan-buyer's conversation");
    // Not the one who has it, nor a disabled account, nor a role that does not answer support.
    expect(await optionsOf(dialog)).toEqual(['cs-amy', 'cs-carol', 'Nobody: release it']);
    const confirm = screen.getByTestId('confirm-action');
    expect(confirm.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('option', { name: 'cs-carol', hidden: true }));
    expect(within(dialog).getByTestId('support-hand-over-effect').textContent).toBe(
      'cs-carol will answer lan-buyer from now on; only they can reply in this conversation.',
    );
    expect(callsTo(api, 'admin/chat!reassign')).toHaveLength(0);
    fireEvent.click(confirm);
    await waitFor(() => expect(callsTo(api, 'admin/chat!reassign')).toHaveLength(1));
    expect(callsTo(api, 'admin/chat!reassign')[0]?.get('id')).toBe(CONVERSATION);
    expect(callsTo(api, 'admin/chat!reassign')[0]?.get('operatorId')).toBe(CAROL);
    await screen.findByText("lan-buyer's conversation is now cs-carol's.");
    await waitFor(() =>
      expect(within(open).getByTestId('support-claimed-by').textContent).toBe('Claimed by cs-carol'),
    );
    await waitFor(() => expect(screen.queryByTestId('support-hand-over-dialog')).toBeNull());
  });

  it('releases it to nobody', async () => {
    ({ api } = serveLead());
    const { open, dialog } = await openHandOver();
    await optionsOf(dialog);
    fireEvent.click(screen.getByRole('option', { name: 'Nobody: release it', hidden: true }));
    expect(within(dialog).getByTestId('support-hand-over-effect').textContent).toContain('Nobody will hold');
    fireEvent.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(callsTo(api, 'admin/chat!reassign')).toHaveLength(1));
    expect(callsTo(api, 'admin/chat!reassign')[0]?.get('operatorId')).toBe('');
    await screen.findByText("lan-buyer's conversation is released.");
    await waitFor(() =>
      expect(within(open).getByTestId('support-claimed-by').textContent).toBe('Not claimed'),
    );
  });

  it('says why the server refused, and keeps the dialog open', async () => {
    ({ api } = serveLead({
      handlers: {
        'admin/chat!reassign': () =>
          errorReply('1', 'ADMIN_OPERATOR_CANNOT_TAKE_SUPPORT', 'This operator cannot take support'),
      },
    }));
    const { open, dialog } = await openHandOver();
    await optionsOf(dialog);
    fireEvent.click(screen.getByRole('option', { name: 'cs-carol', hidden: true }));
    fireEvent.click(screen.getByTestId('confirm-action'));
    await screen.findByText(/This operator cannot take support conversations/);
    expect(screen.getByTestId('support-hand-over-dialog')).toBeTruthy();
    expect(within(open).getByTestId('support-claimed-by').textContent).toBe('Claimed by cs-bob');
  });
});
