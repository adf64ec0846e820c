// Accounts' public face: sessions, passwords and the login lockout (operators sign in through
// them too), the fund password, the hook by which other modules may refuse a cancellation, and the
// lock on an account that flows a cancellation must wait for take.
export { findOperatorByUsername } from './account.repository.js';
export {
  isClosedAccount,
  lockOpenAccounts,
  lockOwnAccount,
  type CancellationGuard,
  type CancellationRules,
  type ClosingWallet,
  type WalletAtClosing,
} from './cancellation.js';
export { checkLoginAttempt } from './login-attempts.js';
export { hashPassword } from './passwords.js';
export { lockDay, verifySafeword } from './safeword.js';
export { createSession, findSession, revokeOperatorSessions, revokeSession, sessionKey } from './sessions.js';
