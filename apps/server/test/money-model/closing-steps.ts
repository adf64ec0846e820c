import { CREDIT_STATUS as C, REFUND_STATUS as R } from '@caravan/contract';
import { MoneyCommand, ok, refused, tally } from './commands.js';
import { type State, WITHDRAW, below, plus } from './world.js';

// The money model's account closure (user!logoff, ADR 025): refused while a loan, an order in
// escrow, a deposit or a withdrawal is under way, or money that must be withdrawn remains; a
// balance below the withdrawal minimum closes only when its owner gives it up, and goes to the
// platform's forfeits. Persons 2 and 3 close (0 and 1 own the shops).

/** A loan under review, paid out or overdue. */
const OPEN_LOANS: ReadonlySet<number> = new Set([C.applying, C.loaned, C.overdue]);

/** What refuses person `who`'s closure, in the server's order, or what the closure gives up. */
function closure(s: State, who: number, forfeit: boolean): { refusal: string } | { forfeited: string } {
  const p = s.people[who]!;
  const inEscrow = s.orders.some(
    (o) =>
      (o.buyer === who || s.shops[o.shop]!.owner === who) &&
      o.paid &&
      o.refundStatus !== R.success &&
      !o.settled,
  );
  const refusal = p.loans.some((l) => OPEN_LOANS.has(l.status))
    ? 'AUTH_CANCEL_LOAN_OPEN'
    : inEscrow
      ? 'AUTH_CANCEL_ORDER_OPEN'
      : p.deposits.some((d) => d.state === 0)
        ? 'AUTH_CANCEL_DEPOSIT_PENDING'
        : p.withdrawals.some((x) => x.state === 0)
          ? 'AUTH_CANCEL_WITHDRAWAL_PENDING'
          : p.hold !== '0.00' || !below(p.wallet, WITHDRAW.min)
            ? 'AUTH_CANCEL_BALANCE_REMAINS'
            : p.wallet !== '0.00' && !forfeit
              ? 'AUTH_CANCEL_BALANCE_BELOW_MIN'
              : undefined;
  return refusal ? { refusal } : { forfeited: p.wallet };
}

/** Person 2 or 3 closes the account, giving up a balance too small to withdraw when `forfeit`. */
export const closeAccount = (p: number, forfeit: boolean) =>
  new MoneyCommand(`close(p${2 + (p % 2)}${forfeit ? ', forfeit' : ''})`, (s) => {
    const who = 2 + (p % 2);
    if (who >= s.people.length) return undefined;
    return {
      label: `p${who} closes the account${forfeit ? ', giving up the balance' : ''}`,
      by: who,
      send: (w) =>
        w.t.action('/api/user!logoff.action', {
          token: w.tokens[who]!,
          reason: 'Leaving the trade',
          password: w.passwords[who]!,
          forfeitBalance: forfeit ? 'true' : 'false',
        }),
      predict(st) {
        const outcome = closure(st, who, forfeit);
        if ('refusal' in outcome) return refused(outcome.refusal);
        return ok((st2) => {
          // Closing never runs beside another step: this is applied once, to the one order there is.
          if (outcome.forfeited !== '0.00') tally('close gives up a balance');
          const person = st2.people[who]!;
          st2.platform.platform_forfeits = plus(st2.platform.platform_forfeits, outcome.forfeited);
          person.wallet = '0.00';
          person.closed = true;
        });
      },
    };
  });
