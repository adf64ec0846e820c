import { CREDIT_STATUS as C, ORDER_STATUS as S, REFUND_STATUS as R } from '@caravan/contract';
import type fc from 'fast-check';
import { amount, roundDown } from '../../src/lib/money.js';
import { runCreditSweep } from '../../src/modules/credit/sweeps.js';
import { runOrderSweeps } from '../../src/modules/orders/sweeps.js';
import { actor, pay, purchase, receipt, releaseClaims, userCommand } from './buyer-steps.js';
import { MoneyCommand, chooseItem, ok, pick, refused, tally } from './commands.js';
import { decideLoan, ship } from './operations-steps.js';
import { verify } from './verify.js';
import type { Model } from './world.js';
import {
  AUTO_RECEIPT_MS,
  AUTO_REVIEW_MS,
  DAY,
  LOAN,
  type LoanM,
  MINUTE,
  RETURN_WINDOW_MS,
  type State,
  UNPAID_MS,
  type World,
  below,
  minus,
  plus,
} from './world.js';

// The money model's loans and time: repaying, the sweeps at the model's clock, clock jumps and whole flows.

/** What repaying a loan takes now: the amount, the days of the term begun, and the days past due. */
export function repayment(loan: LoanM, now: number) {
  const loanedAt = loan.loanedAt!;
  const dueAt = loanedAt + loan.term * DAY;
  const begun = Math.min(loan.term, Math.max(1, Math.floor((now - loanedAt) / DAY) + 1));
  const late = now > dueAt ? Math.ceil((now - dueAt) / DAY) : 0;
  const interest = roundDown(amount(loan.amount).times(LOAN.dailyRate).times(begun)).plus(
    roundDown(amount(loan.amount).times(LOAN.overdueRate).times(late)),
  );
  return { interest: interest.toFixed(2), total: interest.plus(loan.amount).toFixed(2) };
}

export const repay = (p: number, n: number | string, aim: boolean, stranger: boolean) =>
  new MoneyCommand(`repay(p${p}, l${n}${aim ? '' : ', any'}${stranger ? ', stranger' : ''})`, (s) => {
    const chosen = chooseItem(
      s,
      p,
      n,
      aim,
      (x) => x.loans,
      (l) => l.status === C.loaned || l.status === C.overdue,
    );
    if (!chosen) return undefined;
    const owner = chosen.who;
    const id = chosen.item.id;
    const who = actor(s, owner, stranger);
    return {
      label: `p${who} repays loan ${id} of p${owner}`,
      by: who,
      send: (w) => userCommand(w, who, '/api/credit!pay.action', { creditId: id, safeword: '123456' }),
      predict(st) {
        if (who !== owner) return refused('COMMON_NOT_FOUND');
        const loan = st.people[owner]!.loans.find((l) => l.id === id)!;
        if (loan.status !== C.loaned && loan.status !== C.overdue) return refused('CREDIT_NOT_REPAYABLE');
        const due = repayment(loan, st.now);
        if (below(st.people[owner]!.wallet, due.total)) return refused('WALLET_INSUFFICIENT_BALANCE');
        return ok((st2) => {
          const person = st2.people[owner]!;
          const x = person.loans.find((l) => l.id === id)!;
          person.wallet = minus(person.wallet, due.total);
          st2.platform.platform_loans = plus(st2.platform.platform_loans, String(x.amount));
          st2.platform.platform_interest = plus(st2.platform.platform_interest, due.interest);
          x.status = C.repaid;
        });
      },
    };
  });

/** The sweeps as the spec has them, at the model's time, in the server's order of steps. */
export function sweepModel(s: State) {
  const now = s.now;
  for (const o of s.orders) {
    if (o.status === S.pendingPayment && now >= o.createdAt + UNPAID_MS) {
      o.status = S.cancelled;
      s.shops[o.shop]!.stock += o.qty;
      releaseClaims(s, o);
      tally('sweep cancels');
    }
  }
  for (const o of s.orders) {
    if (o.status === S.shipped && now >= o.shippedAt! + AUTO_RECEIPT_MS) {
      o.status = S.received;
      o.receivedAt = now;
      tally('sweep receives');
    }
  }
  for (const o of s.orders) {
    if (o.status === S.received && now >= o.receivedAt! + AUTO_REVIEW_MS) o.status = S.reviewed;
  }
  for (const o of s.orders) {
    const settles =
      (o.status === S.received || o.status === S.reviewed) &&
      !o.settled &&
      o.refundStatus !== R.refunding &&
      now >= o.receivedAt! + RETURN_WINDOW_MS;
    if (settles) {
      const owner = s.people[s.shops[o.shop]!.owner]!;
      // The escrow: what the buyer paid and the platform's coupon share.
      owner.wallet = plus(owner.wallet, plus(o.total, o.platformShare));
      o.settled = true;
      tally('sweep settles');
    }
  }
  for (const p of s.people) {
    for (const l of p.loans) {
      if (l.status === C.loaned && l.loanedAt! + l.term * DAY < now) {
        l.status = C.overdue;
        tally('sweep overdue');
      }
    }
  }
}

/** Moves the clock and runs the sweeps (orders, then loans), as the scheduler's tick does. */
export class ClockJump implements fc.AsyncCommand<Model, World> {
  constructor(readonly ms: number) {}
  check() {
    return true;
  }
  async run(m: Model, w: World) {
    tally('jump');
    w.t.clock.advance(this.ms);
    const now = w.t.clock.now();
    await runOrderSweeps(w.t.db, now);
    await runCreditSweep(w.t.db, w.t.app.deps.notifier, now);
    await w.staff.renew();
    const s = structuredClone(m.s);
    s.now += this.ms;
    sweepModel(s);
    await verify(s, w);
    m.s = s;
  }
  toString() {
    const h = this.ms / 3_600_000;
    return `jump(${h >= 24 ? `${+(h / 24).toFixed(3)}d` : `${+h.toFixed(2)}h`})`;
  }
}

/**
 * The next step of something under way, so that orders commonly go all the way and loans come due:
 * an unpaid order is paid, a paid one purchased, shipped, received, then the clock jumps past the
 * return window (the sweep settles it); a loan applied for is disbursed, then repaid — or, when
 * `late`, first left to go overdue. Each step is the command above, pinned to that order or loan.
 */
export class Flow implements fc.AsyncCommand<Model, World> {
  constructor(
    readonly n: number,
    readonly late: boolean,
  ) {}
  private next(s: State): fc.AsyncCommand<Model, World> | undefined {
    const underWay = [
      ...s.orders
        .filter(
          (o) =>
            (o.status === S.pendingPayment && s.now < o.createdAt + UNPAID_MS) ||
            o.status === S.paid ||
            o.status === S.stocking ||
            o.status === S.shipped ||
            ((o.status === S.received || o.status === S.reviewed) && !o.settled),
        )
        .map((o) => ({ order: o, loan: undefined })),
      ...s.people
        .flatMap((p) => p.loans)
        .filter((l) => l.status === C.applying || l.status === C.loaned || l.status === C.overdue)
        .map((l) => ({ order: undefined, loan: l })),
    ];
    const chosen = pick(underWay, this.n);
    if (chosen?.order) {
      const o = chosen.order;
      if (o.status === S.pendingPayment) return pay(o.id, [], true, false);
      if (o.status === S.paid) return purchase(o.id, true, false);
      if (o.status === S.stocking) return ship(o.id, true);
      if (o.status === S.shipped) return receipt(o.id, true, false);
      return new ClockJump(Math.max(MINUTE, o.receivedAt! + RETURN_WINDOW_MS + MINUTE - s.now));
    }
    const loan = chosen?.loan;
    if (!loan) return undefined;
    if (loan.status === C.applying) return decideLoan(0, loan.id, true, true);
    if (loan.status === C.loaned && this.late)
      return new ClockJump(Math.max(MINUTE, loan.loanedAt! + loan.term * DAY + MINUTE - s.now));
    return repay(0, loan.id, true, false);
  }
  check(m: Readonly<Model>) {
    return this.next(m.s)?.check(m) ?? false;
  }
  async run(m: Model, w: World) {
    await this.next(m.s)!.run(m, w);
  }
  toString() {
    return `flow(o${this.n}${this.late ? ', late' : ''})`;
  }
}
