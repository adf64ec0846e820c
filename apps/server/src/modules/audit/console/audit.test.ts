import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.js';
import { createLoggedInOperator, createUser } from '../../../../test/factories.js';
import { onPostgres } from '../../../../test/test-db.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ token } = await createLoggedInOperator(t, 'operations'));
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
