import type fc from 'fast-check';
import type { Envelope } from '../build-test-app.js';
import { verify } from './verify.js';
import type { Model } from './world.js';
import { type OrderM, type PersonM, type State, type World } from './world.js';

// The money model's command machinery: a command bound to the model, sent, its reply and effects
// checked; several at once; the outcome tally.

/** The reply as the model names it: 'ok', or the error key. */
export type Reply = Envelope & { extra?: Record<string, string> };
export const keyOf = (r: Reply) => (r.code === '0' ? 'ok' : (r.key ?? `code ${r.code} status ${r.status}`));

export interface Prediction {
  key: string;
  apply?: (s: State, reply: Reply) => void;
}
/** A command bound to the ids it acts on (taken from the model before the step). */
export interface Bound {
  label: string;
  /** The command's name, for the tally of outcomes. */
  kind?: string;
  /** The person whose session sends it: none once that person's account is closed. */
  by?: number;
  send(w: World): Promise<Reply>;
  predict(s: State): Prediction;
}
export type Binder = (s: State) => Bound | undefined;

/** How often each command met each outcome over the whole test (printed at its end). */
export const outcomes = new Map<string, number>();
export const tally = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);

export const refused = (key: string): Prediction => ({ key });
export const ok = (apply: (s: State, reply: Reply) => void): Prediction => ({ key: 'ok', apply });

/** One money command as fast-check runs it: bound to the model, sent, its reply and effects checked. */
export class MoneyCommand implements fc.AsyncCommand<Model, World> {
  constructor(
    readonly name: string,
    readonly bind: Binder,
  ) {}
  /** Bound to the model's ids, or undefined when there is nothing to act on. */
  to(s: State): Bound | undefined {
    const bound = this.bind(s);
    // A closed account's session has ended: its owner sends nothing more (closing never runs
    // beside another step, so the model before the step says who is closed).
    if (bound?.by !== undefined && s.people[bound.by]!.closed) return undefined;
    return bound && { ...bound, kind: this.name.slice(0, this.name.indexOf('(')) };
  }
  check(m: Readonly<Model>) {
    return this.to(m.s) !== undefined;
  }
  async run(m: Model, w: World) {
    const bound = this.to(m.s)!;
    await settle(m, w, [bound], [await bound.send(w)]);
  }
  toString() {
    return this.name;
  }
}

/** 2–4 commands sent at once. */
export class Concurrently implements fc.AsyncCommand<Model, World> {
  constructor(readonly commands: MoneyCommand[]) {}
  check(m: Readonly<Model>) {
    return this.commands.some((c) => c.to(m.s) !== undefined);
  }
  async run(m: Model, w: World) {
    const bound = this.commands.flatMap((c) => c.to(m.s) ?? []);
    tally(`together ×${bound.length}`);
    // Every request finishes before the step is judged, even when one of them throws.
    const settled = await Promise.allSettled(bound.map((b) => b.send(w)));
    const failed = settled.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    const replies = settled.map((r) => (r as PromiseFulfilledResult<Reply>).value);
    await settle(m, w, bound, replies);
  }
  toString() {
    return `together(${this.commands.map(String).join(', ')})`;
  }
}

export function permutations(n: number): number[][] {
  if (n <= 1) return [Array.from({ length: n }, (_, i) => i)];
  return permutations(n - 1).flatMap((p) =>
    Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]),
  );
}

/**
 * Finds the orders of the commands whose predicted replies are the replies received, applies each
 * to a copy of the model, and keeps the first copy the database agrees with.
 */
export async function settle(m: Model, w: World, bound: Bound[], replies: Reply[]) {
  const keys = replies.map(keyOf);
  for (const [i, b] of bound.entries()) tally(`${b.kind} ${keys[i]}`);
  const candidates: State[] = [];
  const mismatches: string[] = [];
  for (const order of permutations(bound.length)) {
    const s = structuredClone(m.s);
    const fits = order.every((i) => {
      const p = bound[i]!.predict(s);
      if (p.key !== keys[i]) {
        const r = replies[i]!;
        mismatches.push(`${bound[i]!.label}: model says ${p.key}, server said ${keys[i]} (${r.msg})`);
        return false;
      }
      p.apply?.(s, replies[i]!);
      return true;
    });
    if (fits) candidates.push(s);
  }
  if (candidates.length === 0) {
    throw new Error(
      `no order of the step explains its replies:\n${[...new Set(mismatches)].join('\n')}\n${describe(m.s)}`,
    );
  }
  let firstProblem: unknown;
  for (const s of candidates) {
    try {
      await verify(s, w);
      m.s = s;
      return;
    } catch (error) {
      firstProblem ??= error;
    }
  }
  throw firstProblem;
}

/** The model in brief, for a failure's message. */
export function describe(s: State): string {
  const people = s.people.map(
    (p, i) =>
      `p${i} wallet ${p.wallet} hold ${p.hold}${p.shop === null ? '' : ` owns shop ${p.shop}`}${p.closed ? ' closed' : ''}`,
  );
  const shops = s.shops.map((x, i) => `shop ${i} stock ${x.stock} sold ${x.sold}`);
  const list = s.orders.map(
    (o) =>
      `order ${o.id} p${o.buyer} shop ${o.shop} ×${o.qty} ${o.total} status ${o.status}/${o.refundStatus}`,
  );
  return ['model before the step:', ...people, ...shops, ...list].join('\n');
}

export const pick = <T>(items: readonly T[], n: number): T | undefined =>
  items.length === 0 ? undefined : items[n % items.length];

/**
 * An order to act on: aiming (most steps), one `fits` accepts (none: the step is skipped); else any,
 * to see the refusals. An id (a flow step) names the order, still only while `fits` accepts it.
 */
export function chooseOrder(s: State, n: number | string, aim: boolean, fits: (o: OrderM) => boolean) {
  if (typeof n === 'string') return s.orders.find((o) => o.id === n && fits(o));
  return pick(aim ? s.orders.filter(fits) : s.orders, n);
}
/**
 * A person's deposit, withdrawal or loan to act on: aiming, any person's that `fits` (the operator
 * works through the queue; none: the step is skipped); else any of person `p`'s.
 */
export function chooseItem<T extends { id: string }>(
  s: State,
  p: number,
  k: number | string,
  aim: boolean,
  list: (x: PersonM) => T[],
  fits: (x: T) => boolean,
) {
  if (typeof k === 'string') {
    for (const [who, x] of s.people.entries()) {
      const item = list(x).find((y) => y.id === k && fits(y));
      if (item) return { who, item };
    }
    return undefined;
  }
  if (aim)
    return pick(
      s.people.flatMap((x, i) =>
        list(x)
          .filter(fits)
          .map((item) => ({ who: i, item })),
      ),
      k,
    );
  const who = p % s.people.length;
  return pick(
    list(s.people[who]!).map((item) => ({ who, item })),
    k,
  );
}

/**
 * Finance deciding a person's deposit or withdrawal that waits (state 0), chosen as `chooseItem`
 * chooses: one already decided is refused WALLET_ALREADY_DECIDED; else it takes `state` (1
 * confirmed or paid, 2 rejected) and `settle` moves the money the decision moves.
 */
export function decideWaiting<T extends { id: string; state: number }>(
  s: State,
  p: number,
  k: number | string,
  aim: boolean,
  list: (x: PersonM) => T[],
  decision: {
    label: (id: string, who: number) => string;
    send: (w: World, id: string) => Promise<Reply>;
    state: 1 | 2;
    settle: (s: State, person: PersonM, row: T) => void;
  },
): Bound | undefined {
  const chosen = chooseItem(s, p, k, aim, list, (x) => x.state === 0);
  if (!chosen) return undefined;
  const { who } = chosen;
  const id = chosen.item.id;
  return {
    label: decision.label(id, who),
    send: (w) => decision.send(w, id),
    predict(st) {
      if (list(st.people[who]!).find((x) => x.id === id)!.state !== 0)
        return refused('WALLET_ALREADY_DECIDED');
      return ok((st2) => {
        const person = st2.people[who]!;
        const row = list(person).find((x) => x.id === id)!;
        row.state = decision.state;
        decision.settle(st2, person, row);
      });
    },
  };
}
export const orderOf = (s: State, id: string) => s.orders.find((o) => o.id === id)!;
