// The access-control matrix (issue 22, point 9), generated from the route table: every action that
// needs a session refuses a visitor, every seller action a buyer, every console action a buyer, a
// seller and each operator role it does not name — before reading a parameter and changing
// nothing. Every parameter that names an object is in ID_ROUTES (test/access-id-routes/): one another user owns is
// tried with a second user's session (not found, nothing changed), or it is public and says why.
// A new route, or a new id parameter on a route, without an entry fails the first test.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.js';
import {
  accessWorld,
  databaseDigest,
  idFields,
  OPERATOR_ROLES,
  type AccessWorld,
  type Role,
} from '../../test/access-fixtures.js';
import { buyerIdRoutes } from '../../test/access-id-routes/buyers.js';
import { CONSOLE, NIL, OWNED, refusal } from '../../test/access-id-routes/checks.js';
import { shopIdRoutes } from '../../test/access-id-routes/shops.js';
import type { RegisteredAction } from '../deps.js';

const t = useTestApp();
let w: AccessWorld;
beforeAll(async () => {
  w = await accessWorld(t);
});

const ID_ROUTES = { ...buyerIdRoutes(t, () => w), ...shopIdRoutes(t, () => w) };

// ---------------------------------------------------------------- the route table

const actions = (): RegisteredAction[] => t.app.deps.actions;
const pathOf = (a: RegisteredAction) => a.paths[0] ?? '';
const idRoutes = () => actions().filter((a) => idFields(a.params).length > 0);

/**
 * A real object for each console family's `id`/`orderId`, so that a wrong role is seen refused with
 * an id the route would act on (unknown elsewhere: a refusal comes before any id is read).
 */
function consoleIds(path: string): Record<string, string> {
  const byFamily: [string, () => Record<string, string>][] = [
    ['/admin/order!', () => ({ orderId: w.orders.paid })],
    ['/admin/deposits!', () => ({ id: w.deposit.id })],
    ['/admin/withdrawals!', () => ({ id: w.withdrawal.id })],
    ['/admin/credit!', () => ({ id: w.credits.loaned.id })],
    ['/admin/user!', () => ({ id: w.buyerA.user.id })],
    ['/admin/chat!', () => ({ id: w.support?.id ?? NIL })],
    ['/admin/systemGoods!', () => ({ id: w.shopA.good.id })],
    ['/admin/category!', () => ({ id: w.category.id })],
  ];
  return byFamily.find(([prefix]) => path.startsWith(prefix))?.[1]() ?? {};
}

describe('the route table', () => {
  it('has an entry in ID_ROUTES for every route with an id parameter, and for nothing else', () => {
    const served = new Set(actions().map(pathOf));
    const missing: string[] = [];
    const drifted: string[] = [];
    for (const action of idRoutes()) {
      const entry = ID_ROUTES[pathOf(action)];
      const fields = idFields(action.params).sort();
      if (!entry) missing.push(`${pathOf(action)} (${fields.join(', ')})`);
      else if (JSON.stringify(Object.keys(entry.ids).sort()) !== JSON.stringify(fields)) {
        drifted.push(
          `${pathOf(action)}: params ${fields.join(', ')}, entry ${Object.keys(entry.ids).join(', ')}`,
        );
      }
    }
    const stale = Object.keys(ID_ROUTES).filter((path) => !served.has(path));
    // One assertion, so that a failure lists every problem at once.
    expect({ missing, drifted, stale }, 'ID_ROUTES against the route table').toEqual({
      missing: [],
      drifted: [],
      stale: [],
    });
    const kinds = Object.values(ID_ROUTES).map((e) => Object.values(e.ids));
    console.info(
      `access matrix: ${idRoutes().length} routes with id parameters: ` +
        `${kinds.filter((ids) => ids.includes(OWNED)).length} owner-scoped, ` +
        `${kinds.filter((ids) => ids.includes(CONSOLE)).length} console, ` +
        `${kinds.filter((ids) => !ids.includes(OWNED) && !ids.includes(CONSOLE)).length} public`,
    );
  });

  it('has a check for each entry with an owned id, and console ids only on console routes', () => {
    for (const [path, entry] of Object.entries(ID_ROUTES)) {
      const reasons = Object.values(entry.ids);
      expect(Boolean(entry.check), path).toBe(reasons.includes(OWNED));
      expect(reasons.includes(CONSOLE), path).toBe(path.startsWith('/admin/'));
    }
  });

  it('guards each guarded action at every one of its paths (/wap and the chat’s bare ones too)', async () => {
    let count = 0;
    for (const action of actions()) {
      if (action.auth === 'none' || action.auth === 'optional') continue;
      for (const path of action.paths) {
        const res = await t.action(path);
        count++;
        expect({ path, code: res.code, key: res.key }).toEqual({ path, ...refusal('AUTH_NOT_LOGGED_IN') });
      }
    }
    console.info(`access matrix: ${count} paths of guarded actions refuse a visitor`);
  });
});

// The sweep below derives what to refuse from each action's declared access, so a route declared
// too open would pass it: the families' access and the money routes' roles are pinned here.
const SCOPE_EXCEPTIONS: Record<string, string> = {
  '/seller/version!register.action': 'a buyer applies to open a shop here, so it takes a buyer',
  '/admin/auth!login.action': 'the console’s login',
};
const PINNED_ROLES: Record<string, Role[]> = {
  '/admin/withdrawals!pay.action': ['finance'],
  '/admin/withdrawals!reject.action': ['finance'],
  '/admin/deposits!confirm.action': ['finance'],
  '/admin/deposits!reject.action': ['finance'],
  '/admin/depositChannels!save.action': ['finance'],
  '/admin/coinRates!save.action': ['finance'],
  '/admin/bankAccounts!save.action': ['finance'],
  '/admin/credit!approve.action': ['finance'],
  '/admin/credit!reject.action': ['finance'],
  '/admin/creditProduct!save.action': ['finance'],
  '/admin/order!decideRefund.action': ['operations'],
  '/admin/order!manualRefund.action': ['operations'],
  '/admin/operator!create.action': [],
  '/admin/operator!update.action': [],
};

describe('declared access', () => {
  it('every /seller route takes a shop and every /admin route an operator, but for named exceptions', () => {
    const wrong: string[] = [];
    for (const action of actions()) {
      const path = pathOf(action);
      const expected = path.startsWith('/seller/')
        ? 'seller'
        : path.startsWith('/admin/')
          ? 'operator'
          : undefined;
      if (!expected || SCOPE_EXCEPTIONS[path]) continue;
      const declared = typeof action.auth === 'object' ? 'operator' : action.auth;
      if (declared !== expected) wrong.push(`${path}: ${JSON.stringify(action.auth)}`);
    }
    expect(wrong).toEqual([]);
    for (const path of Object.keys(SCOPE_EXCEPTIONS)) expect(actions().map(pathOf), path).toContain(path);
  });

  it('the money and operator-management routes admit only their roles (and super_admin)', () => {
    for (const [path, roles] of Object.entries(PINNED_ROLES)) {
      const auth = actions().find((a) => pathOf(a) === path)?.auth;
      const declared =
        typeof auth === 'object' ? [...new Set(auth.operator)].filter((r) => r !== 'super_admin') : auth;
      expect(declared, path).toEqual(roles);
    }
  });
});

describe('refusals', () => {
  it('every guarded action refuses each caller it does not serve, before its params, changing nothing', async () => {
    const before = await databaseDigest(t);
    const tokens: Record<string, string> = {
      buyer: w.buyerB.token,
      seller: w.shopB.token,
      ...Object.fromEntries(OPERATOR_ROLES.map((role) => [`operator:${role}`, w.operators[role]])),
    };
    let count = 0;
    const wrong: string[] = [];
    const expectRefused = async (
      path: string,
      caller: string,
      params: Record<string, string>,
      key: string,
    ) => {
      const token = tokens[caller];
      const res = await t.action(path, token ? { ...params, token } : params);
      count++;
      const got = { code: res.code, key: res.key };
      if (JSON.stringify(got) !== JSON.stringify(refusal(key))) {
        wrong.push(`${path} as ${caller}: ${res.code} ${res.key ?? res.msg} (expected ${key})`);
      }
    };
    for (const action of actions()) {
      const { auth } = action;
      if (auth === 'none' || auth === 'optional') continue;
      const path = pathOf(action);
      const ids = Object.fromEntries(idFields(action.params).map((f) => [f, NIL]));
      const params = { ...ids, ...consoleIds(path) };
      await expectRefused(path, 'visitor', params, 'AUTH_NOT_LOGGED_IN');
      if (auth === 'user' || auth === 'seller') {
        if (auth === 'seller') await expectRefused(path, 'buyer', params, 'AUTH_NOT_A_SELLER');
        await expectRefused(path, 'operator:super_admin', params, 'AUTH_SESSION_EXPIRED');
        continue;
      }
      await expectRefused(path, 'buyer', params, 'AUTH_SESSION_EXPIRED');
      await expectRefused(path, 'seller', params, 'AUTH_SESSION_EXPIRED');
      for (const role of OPERATOR_ROLES) {
        if (role === 'super_admin' || auth.operator.includes(role)) continue;
        await expectRefused(path, `operator:${role}`, params, 'COMMON_NO_PERMISSION');
      }
    }
    expect(wrong).toEqual([]);
    expect(await databaseDigest(t)).toBe(before);
    // The figures issue 22 reports, and a floor that notices a sweep which stopped sweeping.
    console.info(`access matrix: ${actions().length} actions, ${count} refusals checked`);
    expect(count).toBeGreaterThan(300);
  });
});

describe('another user’s id', () => {
  const owned = Object.entries(ID_ROUTES).filter(([, entry]) => entry.check);
  it('the table names the owner-scoped routes', () => {
    expect(owned.length).toBeGreaterThan(25);
  });
  it.each(owned)('%s', async (_path, entry) => {
    await entry.check?.();
  });
});
