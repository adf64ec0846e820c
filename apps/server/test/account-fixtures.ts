import type { TestApp } from './build-test-app.js';

// What the account pages send, for the tests of logging in and of getting back into an account.

/** user!resetpsw as the forgotten-password form sends it: the mailed code and a new password, typed twice. */
export function resetPassword(t: TestApp, target: string, verifcode: string, password = 'Reset2026') {
  return t.action('/api/user!resetpsw.action', { target, verifcode, password, re_password: password });
}
