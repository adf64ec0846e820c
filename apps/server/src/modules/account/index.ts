// Accounts' public face: sessions, passwords and the login lockout (operators sign in through
// them too), the fund password, and the hook by which other modules may refuse a cancellation.
export { findOperatorByUsername } from './account.repository.js';
export type { CancellationGuard } from './cancellation.js';
export { checkLoginAttempt } from './login-attempts.js';
export { hashPassword } from './passwords.js';
export { lockDay, verifySafeword } from './safeword.js';
export { createSession, findSession, revokeSession } from './sessions.js';
