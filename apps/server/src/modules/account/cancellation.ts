import type { CancelBlocker, CancelCheckVo } from '@caravan/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { sellers, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { toWire, type Amount } from '../../lib/money.js';
import { newToken } from '../../lib/ids.js';
import { announceEndedSessions, type Realtime } from '../../lib/realtime.js';
import { findUserById } from './account.repository.js';
import { checkAccountPassword } from './login-attempts.js';
import { hashPassword } from './passwords.js';
import { revokeUserSessions } from './sessions.js';

/** A cancelled account's status (its row stays, anonymised, for the orders and money it is on). */
const CANCELLED = 2;

/** Whether an account's status says it was closed (cancelled by its owner). */
export function isClosedAccount(status: number): boolean {
  return status === CANCELLED;
}

/** Why a cancellation is refused until something is done: each its own message, which says what (ADR 025). */
export type CancellationRefusal = CancelBlocker;

/**
 * Something of the user's that refuses a cancellation while it `holds` (a loan not repaid, an order
 * still in escrow, money on its way…). The modules that keep those things offer the query on their
 * face; app.ts lists the guards. Each runs inside the cancelling transaction, under the user's row
 * lock (lockOpenAccount).
 */
export interface CancellationGuard {
  refusal: CancellationRefusal;
  holds: (tx: DbOrTx, userId: string) => Promise<boolean>;
}

/** The wallet when its account is about to close, and whether its balance lets it. */
export interface WalletAtClosing {
  balance: Amount;
  /** What a withdrawal in progress holds. */
  held: Amount;
  withdrawMin: Amount;
  /** The balance: none; below the withdrawal minimum, so it can only be given up; else to withdraw. */
  state: 'empty' | 'forfeitable' | 'must_withdraw';
}

/** The wallet's part in a closure (the wallet module's, handed over in app.ts). */
export interface ClosingWallet {
  read(tx: DbOrTx, userId: string): Promise<WalletAtClosing>;
  /**
   * In the closing transaction, after every guard: refuses a balance that must be withdrawn, or one
   * below the minimum that the user does not give up (`forfeit`); gives up the latter otherwise.
   */
  settle(tx: DbOrTx, userId: string, forfeit: boolean, now: Date): Promise<void>;
}

/** What a closure checks, in order: the guards, then the wallet's balance (app.ts). */
export interface CancellationRules {
  guards: readonly CancellationGuard[];
  wallet: ClosingWallet;
}

/**
 * Locks the users' rows for the rest of the transaction, in id order, and answers whether every
 * one of them is still open (not cancelled). Every flow that gives an account something a
 * cancellation must wait for (a loan application, an order's payment, a deposit or withdrawal
 * request) takes this lock before it writes: a cancellation takes the same row FOR UPDATE before
 * it reads its guards, so either the flow commits first and the cancellation sees what it wrote,
 * or the cancellation commits first and the flow finds the account closed. `share` lets the
 * user's own flows run side by side; `update` queues them (a withdrawal counts the day's).
 */
export async function lockOpenAccounts(
  tx: DbOrTx,
  userIds: readonly string[],
  strength: 'share' | 'update' = 'share',
): Promise<boolean> {
  const ids = [...new Set(userIds)].sort();
  if (ids.length === 0) return true;
  const rows = await tx
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id)
    .for(strength);
  return rows.length === ids.length && rows.every((row) => row.status !== CANCELLED);
}

/** lockOpenAccounts for the caller's own account: a cancelled one ends the request as its session has. */
export async function lockOwnAccount(
  tx: DbOrTx,
  userId: string,
  strength: 'share' | 'update' = 'share',
): Promise<void> {
  if (!(await lockOpenAccounts(tx, [userId], strength))) throw new AppError('AUTH_SESSION_EXPIRED');
}

/**
 * user!logoffCheck: what stands in the way of closing the account now, for the page to show before
 * the user confirms: every guard that holds, and the wallet (user!logoff checks it all again under
 * the account's lock).
 */
export async function cancellationCheck(
  db: DbOrTx,
  userId: string,
  rules: CancellationRules,
): Promise<CancelCheckVo> {
  const [held, wallet] = await Promise.all([
    Promise.all(rules.guards.map(async (guard) => ((await guard.holds(db, userId)) ? guard.refusal : null))),
    rules.wallet.read(db, userId),
  ]);
  const blockers: CancelBlocker[] = held.filter((refusal) => refusal !== null);
  if (wallet.state === 'must_withdraw') blockers.push('AUTH_CANCEL_BALANCE_REMAINS');
  return {
    balance: toWire(wallet.balance),
    held: toWire(wallet.held),
    currency: 'USDT',
    withdrawMin: toWire(wallet.withdrawMin),
    blockers,
    forfeitRequired: wallet.state === 'forfeitable',
  };
}

/**
 * Cancels a buyer's account (user!logoff). The login password first (a wrong one counts toward the
 * login lockout, as on every step that asks for it); then, in one transaction under the user's
 * row lock, refused while any guard holds, then while the wallet has money to withdraw or a balance
 * below the withdrawal minimum the user does not give up (`forfeitBalance`; given up, it goes to
 * the platform); else every session ends, the user's shop closes, and personal data is anonymised
 * (its sockets close once it commits). Orders and money records stay, linked to the anonymous account.
 */
export async function cancelAccount(
  db: Db,
  realtime: Realtime,
  userId: string,
  input: { reason: string; password: string; forfeitBalance: boolean },
  rules: CancellationRules,
  now: Date,
): Promise<void> {
  const account = await findUserById(db, userId);
  if (!account || account.status === CANCELLED) throw new AppError('AUTH_SESSION_EXPIRED');
  await checkAccountPassword(db, account, input.password, now);
  const unusable = await hashPassword(newToken());
  const ended = await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user || user.status === CANCELLED) throw new AppError('AUTH_SESSION_EXPIRED');
    // In the order listed, the balance last: each of the others is a way money may still arrive.
    for (const guard of rules.guards) {
      if (await guard.holds(tx, userId)) throw new AppError(guard.refusal);
    }
    await rules.wallet.settle(tx, userId, input.forfeitBalance, now);
    await tx
      .update(users)
      .set({
        username: `cancelled_${user.usercode}`,
        email: null,
        phone: null,
        passwordHash: unusable,
        safewordHash: null,
        avatar: 1,
        agentCode: null,
        lastLoginIp: null,
        status: CANCELLED,
        cancelReason: input.reason,
        cancelledAt: now,
      })
      .where(eq(users.id, userId));
    await tx.update(sellers).set({ status: 0 }).where(eq(sellers.userId, userId));
    return revokeUserSessions(tx, userId);
  });
  await announceEndedSessions(realtime, ended);
}
