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
  '/seller/version!registerjs.action': 'the same application, as the buyer app names it',
  '/admin/auth!login.action': 'the console’s login',
};
const PINNED_ROLES: Record<string, Role[]> = {
  '/admin/withdrawals!pay.action': ['finance'],
  '/admin/withdrawals!reject.action': ['finance'],
  '/admin/withdrawals!bankDetails.action': ['finance'],
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

// ---------------------------------------------------------------- what each caller reads (issue 50)

/** Each caller of the matrix, by name: the order's buyer and shop, strangers, and every operator role. */
const callers = () => ({
  'buyer A (the order’s)': w.buyerA.token,
  'shop A (the order’s)': w.shopA.token,
  'buyer B': w.buyerB.token,
  'shop B': w.shopB.token,
  ...Object.fromEntries(OPERATOR_ROLES.map((role) => [`operator:${role}`, w.operators[role]])),
});

/** What a caller got: refused (with its key), or the parts of the order's contact it read. */
async function orderSeenBy(path: string, token: string) {
  const res = await t.action(path, { token, orderId: w.orders.paid });
  if (res.code !== '0') return res.key;
  const info = (res.data as { orderInfo: Record<string, string> }).orderInfo;
  return {
    username: info.username === w.buyerA.user.username ? 'whole' : 'masked',
    phone: info.phone === '+971501234567' ? 'whole' : 'masked',
    email: info.email === 'amina@example.com' ? 'whole' : 'masked',
    address: info.address === '12 Harbour Road' ? 'whole' : 'masked',
  };
}

describe('what each caller reads (issue 50)', () => {
  const whole = { username: 'whole', phone: 'whole', email: 'whole', address: 'whole' };
  const contactMasked = { username: 'whole', phone: 'masked', email: 'masked', address: 'masked' };
  const shopView = { username: 'masked', phone: 'masked', email: 'masked', address: 'masked' };

  it('an order: the buyer’s endpoints serve its buyer and its shop; operators read the console’s, masked by role', async () => {
    const seen: Record<string, unknown> = {};
    for (const [caller, token] of Object.entries(callers())) {
      for (const path of [
        '/api/order!info.action',
        '/wap/api/order!info.action',
        '/admin/order!info.action',
      ]) {
        seen[`${caller} ${path}`] = await orderSeenBy(path, token);
      }
    }
    const expected: Record<string, unknown> = {};
    const consoleView: Record<string, unknown> = {
      'operator:super_admin': whole,
      'operator:operations': whole,
      'operator:customer_service': contactMasked,
      'operator:finance': 'COMMON_NO_PERMISSION',
    };
    for (const caller of Object.keys(callers())) {
      const operator = caller.startsWith('operator:');
      const party =
        caller === 'buyer A (the order’s)'
          ? whole
          : caller === 'shop A (the order’s)'
            ? shopView
            : operator
              ? 'AUTH_SESSION_EXPIRED'
              : 'COMMON_NOT_FOUND';
      expected[`${caller} /api/order!info.action`] = party;
      expected[`${caller} /wap/api/order!info.action`] = party;
      expected[`${caller} /admin/order!info.action`] = operator
        ? consoleView[caller]
        : 'AUTH_SESSION_EXPIRED';
    }
    expect(seen).toEqual(expected);
  });

  it('an order’s lines and timeline: the same callers as its details', async () => {
    const outcome = async (path: string, token: string) => {
      const res = await t.action(path, { token, orderId: w.orders.paid });
      return res.code === '0' ? 'read' : res.key;
    };
    const seen: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const [caller, token] of Object.entries(callers())) {
      const party = caller.includes('the order’s');
      const operator = caller.startsWith('operator:');
      for (const name of ['order!listGoods', 'orderLog!list']) {
        for (const family of ['/api/', '/wap/api/']) {
          seen[`${caller} ${family}${name}`] = await outcome(`${family}${name}.action`, token);
          expected[`${caller} ${family}${name}`] = party
            ? 'read'
            : operator
              ? 'AUTH_SESSION_EXPIRED'
              : 'COMMON_NOT_FOUND';
        }
        seen[`${caller} /admin/${name}`] = await outcome(`/admin/${name}.action`, token);
        expected[`${caller} /admin/${name}`] = !operator
          ? 'AUTH_SESSION_EXPIRED'
          : caller === 'operator:finance'
            ? 'COMMON_NO_PERMISSION'
            : 'read';
      }
    }
    expect(seen).toEqual(expected);
  });

  it('the e-mail outbox: codes for the super admin alone, whoever sent them and whenever', async () => {
    const { createUser } = await import('../../test/factories.js');
    const { writeFile } = await import('node:fs/promises');
    const { join } = await import('node:path');
    const owner = await createUser(t.db, { email: 'outboxmatrix@example.com' });
    await t.action('/api/jscode!execute.action', { target: 'outboxmatrix@example.com' });
    const binder = await createUser(t.db, { email: null });
    const login = await t.action('/api/user!newlogin.action', {
      username: binder.username,
      password: binder.password,
    });
    const bound = await t.action('/api/localuser!beforeBind.action', {
      token: (login.data as { token: string }).token,
      email: 'bindmatrix@example.com',
      password: binder.password,
    });
    expect(bound.code, bound.msg).toBe('0');
    // Written before senders named their codes: no `secrets` recorded.
    const outbox = t.app.deps.outbox;
    if (!outbox) throw new Error('the test app writes mail to its outbox');
    await writeFile(
      join(outbox.dir, '2000-01-01T00-00-00-000Z-legacy.json'),
      JSON.stringify({
        id: 'legacy',
        createdAt: '2000-01-01T00:00:00.000Z',
        to: owner.email,
        subject: 'Your Caravan password reset code',
        text: 'Your code to reset your Caravan password is 731902. It is valid for 10 minutes.',
      }),
    );
    const codes = async (token: string) => {
      const res = await t.action('/admin/outbox!list.action', { token, pageSize: 100 });
      if (res.code !== '0') return res.key;
      const pageList = (res.data as { pageList: { to: string; subject: string; text: string }[] }).pageList;
      return pageList
        .filter((m) => ['outboxmatrix@example.com', 'bindmatrix@example.com'].includes(m.to))
        .map(
          (m) =>
            `${m.to}: ${/\d{6}/.test(m.subject + m.text) ? 'code' : m.text.includes('••••••') ? 'masked' : 'none'}`,
        )
        .sort();
    };
    const seen = Object.fromEntries(
      await Promise.all(OPERATOR_ROLES.map(async (role) => [role, await codes(w.operators[role])] as const)),
    );
    expect(seen).toEqual({
      super_admin: [
        'bindmatrix@example.com: code',
        'outboxmatrix@example.com: code',
        'outboxmatrix@example.com: code',
      ],
      customer_service: [
        'bindmatrix@example.com: masked',
        'outboxmatrix@example.com: masked',
        'outboxmatrix@example.com: masked',
      ],
      operations: 'COMMON_NO_PERMISSION',
      finance: 'COMMON_NO_PERMISSION',
    });
  });

  it('system parameters: operations and the super admin; the wallet’s to finance on its own routes', async () => {
    const outcome = async (path: string, token: string, params: Record<string, string> = {}) => {
      const res = await t.action(path, { token, ...params });
      if (res.code !== '0') return res.key;
      return Array.isArray(res.data) ? `${res.data.length > 10 ? 'all' : 'wallet'} parameters` : 'set';
    };
    const seen: Record<string, unknown> = {};
    for (const [caller, token] of Object.entries(callers())) {
      seen[caller] = [
        await outcome('/admin/syspara!list.action', token),
        await outcome('/admin/syspara!update.action', token, { code: 'withdraw_daily_count', value: '3' }),
        await outcome('/admin/walletSettings!list.action', token),
        await outcome('/admin/walletSettings!update.action', token, {
          code: 'withdraw_daily_count',
          value: '3',
        }),
      ];
    }
    const session = Array(4).fill('AUTH_SESSION_EXPIRED');
    const refused = 'COMMON_NO_PERMISSION';
    expect(seen).toEqual({
      'buyer A (the order’s)': session,
      'shop A (the order’s)': session,
      'buyer B': session,
      'shop B': session,
      'operator:super_admin': ['all parameters', 'set', 'wallet parameters', 'set'],
      'operator:operations': ['all parameters', 'set', refused, refused],
      'operator:finance': [refused, refused, 'wallet parameters', 'set'],
      'operator:customer_service': [refused, refused, refused, refused],
    });
  });
});
