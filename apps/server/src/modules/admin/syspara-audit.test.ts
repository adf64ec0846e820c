import { AuditEntryVo, OperatorSessionVo, SysparaDefinitionVo } from '@caravan/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createOperator, createUser } from '../../../test/factories.js';
import { onPostgres } from '../../../test/test-db.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  const op = await createOperator(t.db, 'operations');
  token = OperatorSessionVo.parse(
    (await t.action('/admin/auth!login.action', { username: op.username, password: op.password })).data,
  ).token;
});

describe('system parameters', () => {
  it('lists every parameter with type, default, bounds and description', async () => {
    const list = z
      .array(SysparaDefinitionVo)
      .parse((await t.action('/admin/syspara!list.action', { token })).data);
    expect(list.find((p) => p.code === 'mall_max_goods_number_in_order')).toMatchObject({
      type: 'integer',
      value: '500',
      defaultValue: '500',
      min: 1,
      max: 100000,
      updatedAt: '',
    });
    expect(list.every((p) => p.description.length > 10)).toBe(true);
  });

  it.each([
    ['mall_max_goods_number_in_order', '0'],
    ['mall_max_goods_number_in_order', '100001'],
    ['mall_max_goods_number_in_order', '12.5'],
    ['mall_max_goods_number_in_order', 'lots'],
    ['can_recharge', 'maybe'],
    ['customer_service_url', 'javascript:alert(1)'],
    ['withdraw_fee', 'percent:5'],
  ])('refuses %s = %s and keeps the old value', async (code, value) => {
    expect(await t.action('/admin/syspara!update.action', { token, code, value })).toMatchObject({
      key: 'ADMIN_SYSPARA_INVALID',
      params: { code },
    });
  });

  it('refuses an unknown code', async () => {
    expect(
      (await t.action('/admin/syspara!update.action', { token, code: 'db_password', value: 'x' })).key,
    ).toBe('ADMIN_SYSPARA_UNKNOWN');
  });

  it('sets a value, audited, and clients see it at once', async () => {
    const res = await t.action('/admin/syspara!update.action', {
      token,
      code: 'mall_max_goods_number_in_order',
      value: ' 250 ',
    });
    expect(SysparaDefinitionVo.parse(res.data)).toMatchObject({ value: '250', defaultValue: '500' });
    const pub = await t.action('/api/syspara!getSyspara.action', { code: 'mall_max_goods_number_in_order' });
    expect(pub.data).toEqual({ mall_max_goods_number_in_order: '250' });
    const audit = await t.action('/admin/audit!list.action', { token, action: 'syspara.update' });
    const [entry] = z.object({ pageList: z.array(AuditEntryVo) }).parse(audit.data).pageList;
    expect(entry).toMatchObject({
      targetId: 'mall_max_goods_number_in_order',
      before: { value: '500' },
      after: { value: '250' },
    });
    await t.action('/admin/syspara!update.action', { token, code: 'can_recharge', value: 'false' });
    expect((await t.action('/api/syspara!getSyspara.action', { code: 'can_recharge' })).data).toEqual({
      can_recharge: '0',
    });
  });
});

describe('audit log', () => {
  it('filters by actor, action, target and date', async () => {
    const user = await createUser(t.db);
    await t.action('/admin/user!disable.action', { token, id: user.id, reason: 'test' });
    const day = t.clock.now().toISOString().slice(0, 10);
    const page = (params: Record<string, string>) =>
      t
        .action('/admin/audit!list.action', { token, ...params })
        .then((r) => (r.data as { pageList: unknown[] }).pageList.length);
    expect(await page({ targetId: user.id })).toBe(1);
    expect(await page({ targetId: user.id, action: 'user.enable' })).toBe(0);
    expect(await page({ targetId: user.id, from: day, to: day })).toBe(1);
    expect(await page({ targetId: user.id, from: '2030-01-01' })).toBe(0);
    expect(await page({ actor: 'nobody' })).toBe(0);
    expect((await t.action('/admin/audit!list.action', { token, from: '2026-13-45' })).key).toBe(
      'COMMON_PARAM_INVALID',
    );
  });

  it('is append-only: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    const pool = t.database.pool;
    await expect(pool.query(`update audit_log set action = 'forged'`)).rejects.toThrow(/append-only/);
    await expect(pool.query('delete from audit_log')).rejects.toThrow(/append-only/);
    await expect(pool.query('truncate audit_log')).rejects.toThrow(/append-only/);
    const [count] = (await t.db.execute(sql`select count(*)::int as n from audit_log`)).rows as {
      n: number;
    }[];
    expect(count?.n).toBeGreaterThan(0);
  });

  it.runIf(onPostgres())('grants an application role only SELECT and INSERT (PostgreSQL)', async () => {
    const client = await t.database.pool.connect();
    const role = `caravan_app_${process.pid}_${Date.now()}`;
    try {
      await client.query(`create role ${role}`);
      await client.query(`grant select, insert on audit_log to ${role}`);
      await client.query(`set role ${role}`);
      await expect(client.query(`update audit_log set action = 'forged'`)).rejects.toThrow(
        /permission denied/,
      );
      await expect(client.query('delete from audit_log')).rejects.toThrow(/permission denied/);
      expect((await client.query('select count(*) from audit_log')).rowCount).toBe(1);
    } finally {
      await client.query('reset role');
      await client.query(`drop owned by ${role}`);
      await client.query(`drop role ${role}`);
      client.release();
    }
  });
});

describe('audit actor filter', () => {
  it('matches part of an operator name, and treats LIKE wildcards as text', async () => {
    const count = async (actor: string) =>
      ((await t.action('/admin/audit!list.action', { token, actor })).data as { pageList: unknown[] })
        .pageList.length;
    expect(await count('op')).toBeGreaterThan(0);
    expect(await count('%')).toBe(0);
  });
});
