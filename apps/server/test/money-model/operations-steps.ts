import { CREDIT_STATUS as C, ORDER_STATUS as S, REFUND_STATUS as R } from '@caravan/contract';
import { inArray } from 'drizzle-orm';
import { withdrawals } from '../../src/db/schema/index.js';
import { amount } from '../../src/lib/money.js';
import { uploadImage } from '../uploads.js';
import { chinaDay, refundMoney, userCommand } from './buyer-steps.js';
import {
  MoneyCommand,
  type Prediction,
  type Reply,
  chooseItem,
  chooseOrder,
  decideWaiting,
  ok,
  orderOf,
  refused,
} from './commands.js';
import { LOAN, type OrderM, type State, WITHDRAW, below, cents, minus, plus } from './world.js';

// The money model's steps after that and beside it: shipping, refund decisions and manual refunds,
// withdrawals and their review, loan applications and their review.

/** An operations step on one order. */
export function operatorStep(
  name: string,
  path: string,
  params: Record<string, string | number>,
  n: number | string,
  aim: boolean,
  rule: (st: State, o: OrderM) => Prediction,
  fits: (o: OrderM) => boolean,
) {
  return new MoneyCommand(`${name}(o${n}${aim ? '' : ', any'})`, (s) => {
    const target = chooseOrder(s, n, aim, fits);
    if (!target) return undefined;
    const id = target.id;
    return {
      label: `${name} ${id}`,
      send: (w) => w.t.action(path, { token: w.staff.operations, orderId: id, ...params }),
      predict: (st) => rule(st, orderOf(st, id)),
    };
  });
}

export const ship = (n: number | string, aim: boolean) =>
  operatorStep(
    'ship',
    '/admin/order!ship.action',
    { carrier: 'DHL', trackingNo: 'JD0123' },
    n,
    aim,
    (_st, o) =>
      o.status !== S.stocking
        ? refused('ORDER_CANNOT_SHIP')
        : ok((st2) => {
            const x = orderOf(st2, o.id);
            x.status = S.shipped;
            x.shippedAt = st2.now;
          }),
    (o) => o.status === S.stocking,
  );

export const decideRefund = (n: number, aim: boolean, approve: boolean) =>
  operatorStep(
    approve ? 'approveRefund' : 'refuseRefund',
    '/admin/order!decideRefund.action',
    { approve: approve ? 1 : 0, reason: 'Checked with the warehouse' },
    n,
    aim,
    (_st, o) => {
      if (o.status !== S.refund || o.refundStatus !== R.refunding) return refused('ORDER_NO_REFUND_PENDING');
      return ok((st2) => {
        const x = orderOf(st2, o.id);
        if (approve) {
          x.refundStatus = R.success;
          refundMoney(st2, x);
        } else {
          x.status = x.before ?? S.paid;
          x.refundStatus = R.failed;
        }
      });
    },
    (o) => o.refundStatus === R.refunding,
  );

export const manualRefund = (n: number, aim: boolean) =>
  operatorStep(
    'manualRefund',
    '/admin/order!manualRefund.action',
    { reason: 'Stock lost in the warehouse' },
    n,
    aim,
    (_st, o) => {
      // Only money still in escrow: paid, neither refunded nor settled.
      if (o.status < S.paid || o.refundStatus === R.success || o.settled)
        return refused('ORDER_REFUND_NOT_ALLOWED');
      return ok((st2) => {
        const x = orderOf(st2, o.id);
        if (x.status !== S.refund) x.before = x.status;
        x.status = S.refund;
        x.refundStatus = R.success;
        refundMoney(st2, x);
      });
    },
    (o) => o.paid && o.refundStatus !== R.success && !o.settled,
  );

export const withdraw = (p: number, amountCents: number) =>
  new MoneyCommand(`withdraw(p${p}, ${cents(amountCents)})`, (s) => {
    const who = p % s.people.length;
    const gross = cents(amountCents);
    return {
      label: `p${who} withdraws ${gross}`,
      by: who,
      async send(w) {
        const form = await userCommand(w, who, '/api/withdraw!withdraw_open.action', {});
        const reply: Reply = await userCommand(w, who, '/api/withdraw!apply.action', {
          session_token: (form.data as { session_token: string }).session_token,
          safeword: '123456',
          amount: gross,
        });
        if (reply.code === '0') {
          const orderNo = (reply.data as { order_no: string }).order_no;
          const [row] = await w.t.db
            .select({ id: withdrawals.id })
            .from(withdrawals)
            .where(inArray(withdrawals.orderNo, [orderNo]));
          reply.extra = { id: row!.id };
        }
        return reply;
      },
      predict(st) {
        const person = st.people[who]!;
        if (below(gross, WITHDRAW.min)) return refused('WALLET_WITHDRAW_BELOW_MIN');
        if (amount(gross).gt(WITHDRAW.max)) return refused('WALLET_WITHDRAW_ABOVE_MAX');
        // The fee's share rounded half up to the cent.
        const fee = amount(gross).times(WITHDRAW.feeRate).toDecimalPlaces(2, 4).toFixed(2);
        if (person.withdrawals.some((x) => x.state === 0)) return refused('WALLET_WITHDRAW_IN_PROGRESS');
        const day = chinaDay(st.now);
        if (person.withdrawals.filter((x) => x.day === day && x.state !== 2).length >= WITHDRAW.daily)
          return refused('WALLET_WITHDRAW_DAILY_LIMIT');
        if (below(person.wallet, gross)) return refused('WALLET_INSUFFICIENT_BALANCE');
        return ok((st2, r) => {
          const x = st2.people[who]!;
          x.wallet = minus(x.wallet, gross);
          x.hold = plus(x.hold, gross);
          x.withdrawals.push({ id: r.extra!.id!, amount: gross, fee, state: 0, day });
        });
      },
    };
  });

export const decideWithdrawal = (p: number, n: number, aim: boolean, paid: boolean) =>
  new MoneyCommand(`${paid ? 'payOut' : 'rejectWithdrawal'}(p${p}, w${n}${aim ? '' : ', any'})`, (s) =>
    decideWaiting(s, p, n, aim, (x) => x.withdrawals, {
      label: (id, who) => `${paid ? 'pay out' : 'reject'} withdrawal ${id} of p${who}`,
      send: (w, id) =>
        w.t.action(
          `/admin/withdrawals!${paid ? 'pay' : 'reject'}.action`,
          paid
            ? { token: w.staff.finance, id, tx: `0x${id.replaceAll('-', '')}` }
            : { token: w.staff.finance, id, reason: 'Address flagged by the network' },
        ),
      state: paid ? 1 : 2,
      settle(st, person, x) {
        person.hold = minus(person.hold, x.amount);
        if (paid) {
          st.platform.platform_cash = plus(st.platform.platform_cash, minus(x.amount, x.fee));
          st.platform.platform_fees = plus(st.platform.platform_fees, x.fee);
        } else {
          person.wallet = plus(person.wallet, x.amount);
        }
      },
    }),
  );

export const applyLoan = (p: number, principal: number, term: number) =>
  new MoneyCommand(`applyLoan(p${p}, ${principal}, ${term}d)`, (s) => {
    const who = p % s.people.length;
    return {
      label: `p${who} applies for ${principal} over ${term} days`,
      by: who,
      async send(w) {
        if (!w.photos[who]) {
          const token = w.tokens[who]!;
          w.photos[who] = {
            imgCertificateFace: await uploadImage(w.t, token, 'loan'),
            imgCertificateBack: await uploadImage(w.t, token, 'loan'),
            imgCertificateHand: await uploadImage(w.t, token, 'loan'),
          };
        }
        return userCommand(w, who, '/api/credit!apply.action', {
          realName: 'Erika Mustermann',
          creditPeriod: term,
          applyAmount: principal,
          countryId: 82,
          identification: 'C01X00T47',
          ...w.photos[who],
        });
      },
      predict(st) {
        const open = st.people[who]!.loans.find(
          (l) => l.status === C.applying || l.status === C.loaned || l.status === C.overdue,
        );
        if (open?.status === C.overdue) return refused('CREDIT_NOT_IN_GOOD_STANDING');
        if (open) return refused('CREDIT_LOAN_IN_USE');
        if (principal < LOAN.min) return refused('CREDIT_AMOUNT_BELOW_MIN');
        if (principal > LOAN.max) return refused('CREDIT_AMOUNT_ABOVE_MAX');
        if (!LOAN.terms.includes(term)) return refused('CREDIT_TERM_NOT_OFFERED');
        return ok((st2, r) =>
          st2.people[who]!.loans.push({
            id: (r.data as { id: string }).id,
            amount: principal,
            term,
            status: C.applying,
            loanedAt: null,
          }),
        );
      },
    };
  });

export const decideLoan = (p: number, n: number | string, aim: boolean, approve: boolean) =>
  new MoneyCommand(`${approve ? 'disburse' : 'rejectLoan'}(p${p}, l${n}${aim ? '' : ', any'})`, (s) => {
    const chosen = chooseItem(
      s,
      p,
      n,
      aim,
      (x) => x.loans,
      (l) => l.status === C.applying,
    );
    if (!chosen) return undefined;
    const { who } = chosen;
    const id = chosen.item.id;
    return {
      label: `${approve ? 'disburse' : 'reject'} loan ${id} of p${who}`,
      send: (w) =>
        w.t.action(
          `/admin/credit!${approve ? 'approve' : 'reject'}.action`,
          approve ? { token: w.staff.finance, id } : { token: w.staff.finance, id, reason: 'Photo blurred' },
        ),
      predict(st) {
        if (st.people[who]!.loans.find((l) => l.id === id)!.status !== C.applying)
          return refused('CREDIT_ALREADY_DECIDED');
        return ok((st2) => {
          const person = st2.people[who]!;
          const loan = person.loans.find((l) => l.id === id)!;
          if (!approve) {
            loan.status = C.failed;
            return;
          }
          loan.status = C.loaned;
          loan.loanedAt = st2.now;
          person.wallet = plus(person.wallet, String(loan.amount));
          st2.platform.platform_loans = minus(st2.platform.platform_loans, String(loan.amount));
        });
      },
    };
  });
