// Who may use the seller panel: a shop's owner only. Every panel endpoint refuses a request without
// a token, a buyer without a shop and an operator's console token, before reading any parameter.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.js';
import { outsiders, panel, panelPath, sellerWithToken } from '../../../test/seller-fixtures.js';

const t = useTestApp();
const endpoints = Object.values(panel);

describe('the seller panel’s endpoints', () => {
  it('are all served, under the contract’s paths and the mobile prefix', () => {
    expect(endpoints).toHaveLength(24);
    const paths = endpoints.map((e) => panelPath(e));
    expect(paths).toContain('/api/sysParaProduct!info.action');
    expect(paths).toContain('/seller/goods!updateDisProBatch.action');
    expect(paths).toContain('/seller/instrument-panel!head.action');
    expect(paths).toContain('/seller/focusSeller!list.action');
    expect(paths).toContain('/seller/goods!import.action');
    const served = new Set(t.app.deps.actions.flatMap((a) => a.paths));
    for (const endpoint of endpoints) {
      expect(served.has(panelPath(endpoint)), endpoint.name).toBe(true);
      expect(served.has(panelPath(endpoint, true)), endpoint.name).toBe(true);
    }
  });

  it.each(endpoints.map((e) => [panelPath(e), e] as const))(
    '%s refuses no token, a buyer and an operator',
    async (path, endpoint) => {
      const { buyer, operator } = await outsiders(t);
      const method = endpoint.methods[0];
      const call = async (token?: string) => {
        const res = await t.app.inject({
          method,
          url: `${path}${token ? `?token=${token}` : ''}`,
        });
        return res.json() as { code: string; key: string };
      };
      expect(await call()).toMatchObject({ code: '403', key: 'AUTH_NOT_LOGGED_IN' });
      expect(await call(buyer)).toMatchObject({ code: '1', key: 'AUTH_NOT_A_SELLER' });
      expect(await call(operator)).toMatchObject({ code: '403', key: 'AUTH_SESSION_EXPIRED' });
      // A bearer header is the same token.
      const bearer = await t.app.inject({ method, url: path, headers: { authorization: `Bearer ${buyer}` } });
      expect(bearer.json()).toMatchObject({ key: 'AUTH_NOT_A_SELLER' });
    },
  );

  it('answers a shop’s owner, through /wap too', async () => {
    const { token } = await sellerWithToken(t);
    for (const wap of [false, true]) {
      const res = await t.action(panelPath(panel.profitRange, wap), { token });
      expect(res.code, res.msg).toBe('0');
      const stats = await t.action(panelPath(panel.dashboardStats, wap), { token });
      expect(stats.code, stats.msg).toBe('0');
    }
  });

  it.each(endpoints.map((e) => [panelPath(e), e] as const))(
    '%s answers hostile parameters with an error in the envelope, never a 500',
    async (path, endpoint) => {
      const { token } = await sellerWithToken(t);
      const shape = (endpoint.params as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      const fields = [...Object.keys(shape), 'token2'];
      const values: unknown[] = [
        'nul\u0000byte',
        'half \ud800 pair',
        -1,
        1e308,
        'x'.repeat(70_000),
        [crypto.randomUUID(), { nested: ['deep'] }],
        { $gt: '' },
        true,
        null,
        ' ',
      ];
      for (const value of values) {
        const payload = JSON.stringify(Object.fromEntries(fields.map((f) => [f, value])));
        const res = await t.app.inject({
          method: 'POST',
          url: path,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload,
        });
        const body = res.json() as { code: string };
        expect({ value, status: res.statusCode < 500, code: ['0', '1'].includes(body.code) }).toEqual({
          value,
          status: true,
          code: true,
        });
      }
    },
  );

  it('takes changes by POST only', async () => {
    const { token } = await sellerWithToken(t);
    const res = await t.app.inject({ method: 'GET', url: `${panelPath(panel.remove)}?token=${token}` });
    expect(res.statusCode).not.toBe(200);
    expect(res.statusCode).toBeLessThan(500);
  });
});
