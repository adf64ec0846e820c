import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ORDER_STATUS } from '@caravan/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db/client.js';
import { createScratchDatabase, type ScratchDatabase } from './db/scratch-database.js';
import { orders, systemGoods, users } from './db/schema/index.js';
import { checkLedger } from './modules/wallet/ledger.js';
import { createOperator } from '../test/factories.js';
import { multipart } from '../test/multipart.js';
import {
  buildServer,
  seedMarketplace,
  spawnServer,
  type Seeded,
  type Spawned,
} from '../test/spawned-marketplace.js';
import { onPostgres } from '../test/test-db.js';
import { wsClient } from '../test/ws-client.js';

// Issue 23: two instances of the built server, each its own process with its own data folder, on
// one PostgreSQL database, one Redis and one S3-compatible bucket (s3rver), are one marketplace:
// the per-IP rate limit counts across both, chat messages and notifications reach a socket held by
// the other instance, the sweeps and the e-mail queue that both run do each piece of work once, a
// session ended on one is refused by the other, and a file uploaded to one is served by the other.

const redisUrl = process.env.REDIS_URL;
const BUCKET = 'caravan-scaled-test';
const RATE_LIMIT = 60;

type Reply = { code: string; key?: string; msg: string; data: unknown };

/** An action as a client sends it, from the address a proxy would name (TRUST_PROXY is on). */
async function call(
  server: Spawned,
  path: string,
  params: Record<string, string>,
  ip: string,
): Promise<{ status: number; reply: Reply | undefined }> {
  const res = await fetch(`${server.baseUrl}${path}?${new URLSearchParams(params).toString()}`, {
    method: 'POST',
    headers: { 'x-forwarded-for': ip },
  });
  const text = await res.text();
  return { status: res.status, reply: res.status === 429 ? undefined : (JSON.parse(text) as Reply) };
}

/** The same, for a reply that must be "0": its data. */
async function ok(server: Spawned, path: string, params: Record<string, string>, ip: string) {
  const { status, reply } = await call(server, path, params, ip);
  if (reply?.code !== '0') throw new Error(`${path}: HTTP ${status} ${reply?.key ?? ''} ${reply?.msg ?? ''}`);
  return reply.data;
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.runIf(onPostgres() && Boolean(redisUrl))('two instances as one marketplace', () => {
  const prefix = `scaled-${process.pid}-${Date.now().toString(36)}`;
  let scratch: ScratchDatabase;
  let database: Database;
  let s3: S3rver;
  let s3Dir: string;
  let dataDirs: string[] = [];
  let a: Spawned;
  let b: Spawned;
  let seeded: Seeded;
  let tokens: string[] = [];
  const IP = '198.51.100.7';

  beforeAll(async () => {
    await buildServer();
    scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'caravan_scaled');
    s3Dir = await mkdtemp(join(tmpdir(), 'caravan-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port } = await s3.run();
    dataDirs = await Promise.all([0, 1].map(() => mkdtemp(join(tmpdir(), 'caravan-instance-'))));
    const env = {
      REDIS_URL: redisUrl ?? '',
      REDIS_PREFIX: prefix,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      SWEEP_SECONDS: '1',
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      TRUST_PROXY: '1',
    };
    const [first, second] = await Promise.all(
      dataDirs.map((dataDir) => spawnServer({ dataDir, databaseUrl: scratch.url }, env)),
    );
    if (!first || !second) throw new Error('two instances');
    [a, b] = [first, second];
    // Both started on an empty database, migrating and installing the e-mail queue at once.
    database = openDatabase(scratch.url, { maxConnections: 2 });
    seeded = await seedMarketplace(database.db, 4);
    // The buyers are told of their orders by e-mail too.
    for (const buyer of seeded.buyers) {
      await database.db
        .update(users)
        .set({ email: `${buyer.username}@example.com` })
        .where(eq(users.id, buyer.id));
    }
    // Each buyer logs in on one instance, from an address of their own.
    tokens = [];
    for (const [i, buyer] of seeded.buyers.entries()) {
      const login = (await ok(
        i % 2 ? b : a,
        '/api/user!newlogin.action',
        { username: buyer.username, password: buyer.password },
        `203.0.113.${i + 1}`,
      )) as { token: string };
      tokens.push(login.token);
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.kill('SIGTERM'), b?.kill('SIGTERM')]);
    await database?.close();
    await scratch?.drop();
    await s3?.close();
    const redis = new Redis(redisUrl ?? '');
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    for (const dir of [s3Dir, ...dataDirs]) if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('counts one address’s requests against one limit, whichever instance answers', async () => {
    // 45 to each at once: 90 in all against a limit of 60 a minute.
    const answers = await Promise.all(
      Array.from({ length: 90 }, (_, i) =>
        call(i % 2 ? b : a, '/api/notification!count.unread', {}, IP).then((r) => r.status),
      ),
    );
    const refused = answers.filter((status) => status === 429).length;
    expect(answers.length - refused).toBe(RATE_LIMIT);
    expect(refused).toBe(90 - RATE_LIMIT);
    // Both refuse the address now; another address is still served by both.
    for (const server of [a, b]) {
      expect((await call(server, '/api/notification!count.unread', {}, IP)).status).toBe(429);
      expect((await call(server, '/api/notification!count.unread', {}, '198.51.100.8')).status).toBe(200);
    }
  });

  it('delivers a chat message and a notification to a socket held by the other instance', async () => {
    const op = await createOperator(database.db, 'customer_service');
    const opLogin = (await ok(
      b,
      '/admin/auth!login.action',
      { username: op.username, password: op.password },
      '203.0.113.50',
    )) as { token: string };
    // The buyer and support are on A's sockets; everything they are told happens on B.
    const wsA = a.baseUrl.replace(/^http/, 'ws');
    const buyerSocket = wsClient(`${wsA}/data/websocket?token=${tokens[0]}`);
    const inbox = wsClient(`${wsA}/data/websocket?token=${opLogin.token}`);
    await buyerSocket.next('hello');
    await inbox.next('hello');
    try {
      await ok(
        b,
        '/api/newOnlinechat!send.action',
        { token: tokens[0] ?? '', content: 'Hello from B' },
        '203.0.113.1',
      );
      expect(await inbox.next('support')).toMatchObject({
        userId: seeded.buyers[0]?.id,
        message: { content: 'Hello from B', send_receive: 'receive' },
      });
      expect(await buyerSocket.next('chat')).toMatchObject({ message: { content: 'Hello from B' } });

      const order = (await ok(
        b,
        '/api/order!submit.action',
        { token: tokens[0] ?? '', orderInfo: `${seeded.listingId},-1,1` },
        '203.0.113.1',
      )) as { orderList: { orderId: string }[] };
      const orderId = order.orderList[0]?.orderId ?? '';
      await ok(
        b,
        '/api/order!pay.action',
        { token: tokens[0] ?? '', orderId, safeword: '123456' },
        '203.0.113.1',
      );
      expect(await buyerSocket.next('notification')).toMatchObject({ unread: 1 });
    } finally {
      buyerSocket.close();
      inbox.close();
    }
  });

  it('runs the sweeps and the e-mail queue of both instances once for each piece of work', async () => {
    const [before] = await database.db.select().from(systemGoods).where(eq(systemGoods.id, seeded.goodsId));
    // Unpaid orders on both instances, then past their payment deadline: both instances sweep
    // every second.
    const placed: string[] = [];
    for (const [i, token] of tokens.entries()) {
      const server = i % 2 ? b : a;
      for (let k = 0; k < 5; k++) {
        const order = (await ok(
          server,
          '/api/order!submit.action',
          { token, orderInfo: `${seeded.listingId},-1,2` },
          `203.0.113.${i + 1}`,
        )) as { orderList: { orderId: string }[] };
        placed.push(...order.orderList.map((o) => o.orderId));
      }
    }
    const [reserved] = await database.db.select().from(systemGoods).where(eq(systemGoods.id, seeded.goodsId));
    expect(reserved?.stock).toBe((before?.stock ?? 0) - 2 * placed.length);
    await database.db
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - interval '30 days'` })
      .where(inArray(orders.id, placed));
    await waitFor('the unpaid orders cancelled', async () => {
      const left = await database.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(inArray(orders.id, placed), eq(orders.status, ORDER_STATUS.pendingPayment)));
      return left.length === 0 ? true : undefined;
    });
    // A few more sweeps of both, then: each order's stock came back exactly once.
    await new Promise((r) => setTimeout(r, 2500));
    const [after] = await database.db.select().from(systemGoods).where(eq(systemGoods.id, seeded.goodsId));
    expect(after?.stock).toBe(before?.stock);
    const { rows } = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from order_logs where kind = 'auto_cancelled'`,
    );
    expect(rows[0]?.n).toBe(placed.length);

    // Every paid order tells its buyer by e-mail: one message each, whichever instance's worker
    // sent it (without SMTP, into that instance's outbox).
    for (const [i, token] of tokens.entries()) {
      const server = i % 2 ? a : b;
      const order = (await ok(
        server,
        '/api/order!submit.action',
        { token, orderInfo: `${seeded.listingId},-1,1` },
        `203.0.113.${i + 1}`,
      )) as { orderList: { orderId: string }[] };
      await ok(
        server,
        '/api/order!pay.action',
        { token, orderId: order.orderList[0]?.orderId ?? '', safeword: '123456' },
        `203.0.113.${i + 1}`,
      );
    }
    const paidOrders = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.status, ORDER_STATUS.paid));
    const sent = await waitFor('every paid order’s e-mail sent', async () => {
      const messages = await outboxes(dataDirs);
      return messages.length >= paidOrders.length ? messages : undefined;
    });
    await new Promise((r) => setTimeout(r, 6000));
    const settled = await outboxes(dataDirs);
    expect(settled).toHaveLength(sent.length);
    expect(new Set(settled.map((m) => m.subject + m.to)).size).toBe(settled.length);
    expect(settled).toHaveLength(paidOrders.length);
    expect(await checkLedger(database.db)).toEqual([]);
  }, 60_000);

  it('refuses on one instance a session ended on the other', async () => {
    const buyer = seeded.buyers[3];
    const login = (await ok(
      a,
      '/api/user!newlogin.action',
      { username: buyer?.username ?? '', password: buyer?.password ?? '' },
      '203.0.113.40',
    )) as { token: string };
    expect(
      (await call(b, '/api/notification!count.unread', { token: login.token }, '203.0.113.40')).reply?.code,
    ).toBe('0');
    await ok(b, '/api/user!logout.action', { token: login.token }, '203.0.113.40');
    for (const server of [a, b]) {
      const { reply } = await call(
        server,
        '/api/notification!count.unread',
        { token: login.token },
        '203.0.113.40',
      );
      expect(reply?.code).toBe('403');
    }
  });

  it('serves from each instance the files uploaded to the other, none on their own disks', async () => {
    const token = tokens[1] ?? '';
    const picture = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .png()
      .toBuffer();
    const body = multipart(picture, { moduleName: 'avatar' });
    const res = await fetch(`${b.baseUrl}/api/uploadimg!execute.action`, {
      method: 'POST',
      body: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.2' },
    });
    const uploaded = (await res.json()) as Reply;
    expect(uploaded.code).toBe('0');
    const url = uploaded.data as string;
    expect(url).toMatch(/^\/uploads\/[a-z0-9-]+\/[0-9a-f]{32}\.webp$/);
    const [fromA, fromB] = await Promise.all([a, b].map((server) => fetch(`${server.baseUrl}${url}`)));
    expect(fromA?.status).toBe(200);
    expect(fromA?.headers.get('content-type')).toBe('image/webp');
    expect(fromA?.headers.get('cache-control')).toContain('immutable');
    const bytesA = Buffer.from(await fromA!.arrayBuffer());
    expect(bytesA.equals(Buffer.from(await fromB!.arrayBuffer()))).toBe(true);
    expect((await sharp(bytesA).metadata()).width).toBe(40);
    // A name that is not stored, and one that is no upload's, are not found.
    const missing = url.replace(/[0-9a-f]{32}/, 'f'.repeat(32));
    expect((await fetch(`${a.baseUrl}${missing}`)).status).toBe(404);
    expect((await fetch(`${a.baseUrl}/uploads/avatars/..%2f..%2fpackage.json`)).status).toBe(404);
    // A private file (a payment certificate) uploaded through A, read by its owner through B.
    const certificate = multipart(picture, { moduleName: 'certificate' });
    const stored = (await (
      await fetch(`${a.baseUrl}/api/uploadimg!execute.action`, {
        method: 'POST',
        body: certificate.payload,
        headers: {
          ...certificate.headers,
          authorization: `Bearer ${token}`,
          'x-forwarded-for': '203.0.113.2',
        },
      })
    ).json()) as Reply;
    expect(stored.code).toBe('0');
    expect(stored.data).toMatch(/^\/api\/privateFile!get\.action\?id=/);
    const file = await fetch(`${b.baseUrl}${String(stored.data)}`, {
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.2' },
    });
    expect(file.status).toBe(200);
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('webp');
    // Nothing of it on either instance's disk.
    for (const dir of dataDirs) {
      for (const folder of ['uploads', 'private'])
        expect(await readdir(join(dir, folder)).catch(() => [])).toEqual([]);
    }
  });
});

/** The e-mails every instance sent, from their outboxes. */
async function outboxes(dirs: string[]): Promise<{ to: string; subject: string }[]> {
  const messages: { to: string; subject: string }[] = [];
  for (const dir of dirs) {
    const names = await readdir(join(dir, 'outbox')).catch(() => [] as string[]);
    for (const name of names.filter((n) => n.endsWith('.json'))) {
      messages.push(
        JSON.parse(await readFile(join(dir, 'outbox', name), 'utf8')) as { to: string; subject: string },
      );
    }
  }
  return messages;
}
