import { expect } from 'vitest';
import type { TestApp } from './build-test-app.js';

// What the withdrawal page sends, for the tests of withdrawals and of what they hold up (closing an
// account, the fund password's lock): the address bound, the form opened, the application sent. The
// user's fund password is 123456 (createLoggedInUser with that safewordHash).

/** A valid TRC20 (TRON) address. */
export const TRC20_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** Binds a withdrawal address (TRC20_ADDRESS unless `params` say otherwise); fails the test if refused. */
export async function bindWithdrawalAddress(t: TestApp, token: string, params: Record<string, string> = {}) {
  const bound = await t.action('/api/user!bindWithdrawAddress.action', {
    token,
    blockchain_name: 'TRC20',
    address: TRC20_ADDRESS,
    safeword: '123456',
    ...params,
  });
  expect(bound.code, bound.msg).toBe('0');
}

/** Opens the withdrawal form: its one-time session token. */
export async function openWithdrawalForm(t: TestApp, token: string): Promise<string> {
  const open = (await t.action('/api/withdraw!withdraw_open.action', { token })).data as {
    session_token: string;
  };
  return open.session_token;
}

/** Applies for a withdrawal as the form does: 40.00 with the fund password, unless `overrides` say otherwise. */
export async function applyForWithdrawal(t: TestApp, token: string, overrides: Record<string, string> = {}) {
  return t.action('/api/withdraw!apply.action', {
    token,
    session_token: await openWithdrawalForm(t, token),
    safeword: '123456',
    amount: '40.00',
    ...overrides,
  });
}
