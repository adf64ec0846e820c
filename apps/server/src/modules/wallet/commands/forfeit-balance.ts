import type { DbOrTx } from '../../../db/client.js';
import { AppError } from '../../../lib/errors.js';
import { toDb, type Amount } from '../../../lib/money.js';
import type { ClosingWallet, WalletAtClosing } from '../../account/index.js';
import { balanceOf, post, transfer } from '../ledger.js';
import { withdrawRules } from '../withdrawals.service.js';

// What of the wallet stands in the way of closing an account, and the one way past a balance that
// cannot be withdrawn (ADR 025's amendment): its owner gives it up to the platform.

/**
 * Whether the balance lets the account close: nothing in it; a balance that can only be given up
 * (above zero, below the withdrawal minimum); or money that must be withdrawn first.
 */
function stateOf(balance: Amount, withdrawMin: Amount): WalletAtClosing['state'] {
  if (balance.isZero()) return 'empty';
  return balance.lt(withdrawMin) ? 'forfeitable' : 'must_withdraw';
}

/** The wallet as a closure weighs it: its balance, what a withdrawal holds, the withdrawal minimum. */
export async function walletAtClosing(tx: DbOrTx, userId: string): Promise<WalletAtClosing> {
  // One after the other: inside a transaction the queries share one connection.
  const balance = await balanceOf(tx, { kind: 'wallet', userId });
  const held = await balanceOf(tx, { kind: 'withdrawal_hold', userId });
  const rules = await withdrawRules(tx);
  return { balance, held, withdrawMin: rules.min, state: stateOf(balance, rules.min) };
}

/**
 * Settles the wallet of an account that is closing, inside the closing transaction and under the
 * user's row lock (which every flow that could add to the wallet takes too, ADR 025): nothing to do
 * for an empty wallet; a balance below the withdrawal minimum that the user gives up (`forfeit`)
 * moves whole to `platform_forfeits` (`balance_forfeit`, keyed by the user: posted at most once);
 * anything else refuses the closure, AUTH_CANCEL_BALANCE_REMAINS (withdraw it first) or
 * AUTH_CANCEL_BALANCE_BELOW_MIN (say it is given up).
 */
export async function forfeitClosingBalance(
  tx: DbOrTx,
  userId: string,
  forfeit: boolean,
  now: Date,
): Promise<void> {
  const wallet = await walletAtClosing(tx, userId);
  // Money held for a withdrawal is the user's until finance decides (the guards refuse a pending
  // withdrawal first: a hold without one would be a fault, and still no reason to close).
  if (!wallet.held.isZero() || wallet.state === 'must_withdraw') {
    throw new AppError('AUTH_CANCEL_BALANCE_REMAINS');
  }
  if (wallet.state === 'empty') return;
  if (!forfeit) {
    throw new AppError('AUTH_CANCEL_BALANCE_BELOW_MIN', {
      balance: toDb(wallet.balance),
      min: toDb(wallet.withdrawMin),
    });
  }
  const { posted } = await post(
    tx,
    {
      kind: 'balance_forfeit',
      businessId: userId,
      entries: transfer({ kind: 'wallet', userId }, { kind: 'platform_forfeits' }, wallet.balance),
    },
    now,
  );
  // An account closes once; were it ever posted before, the money now in the wallet stays its owner's.
  if (!posted) throw new AppError('AUTH_CANCEL_BALANCE_REMAINS');
}

/** The wallet's part in closing an account, as the account module is handed it (app.ts). */
export const closingWallet: ClosingWallet = { read: walletAtClosing, settle: forfeitClosingBalance };
