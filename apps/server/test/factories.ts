import { OperatorSessionVo } from '@caravan/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '../src/db/client.js';
import type { addresses, sellerApplications } from '../src/db/schema/index.js';
import {
  banners,
  categories,
  operators,
  sellerGoods,
  sellers,
  systemGoods,
  systemGoodsI18n,
  users,
} from '../src/db/schema/index.js';
import { newUsercode } from '../src/lib/ids.js';
import { hashPassword } from '../src/modules/account/passwords.js';

// Test data comes from these factories, never from the demo seed (DESIGN.md §8).

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
) {
  const { password = 'Secret123', ...rest } = overrides;
  const [user] = await db
    .insert(users)
    .values({
      username: unique('user'),
      usercode: newUsercode(),
      passwordHash: await hashPassword(password),
      ...rest,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { ...user, password };
}

export async function createOperator(
  db: Db,
  role: (typeof operators.$inferInsert)['role'] = 'super_admin',
  password = 'Admin1234',
) {
  const [op] = await db
    .insert(operators)
    .values({ username: unique('op'), passwordHash: await hashPassword(password), role })
    .returning();
  if (!op) throw new Error('operator not created');
  return { ...op, password };
}

export async function createSeller(db: Db, overrides: Partial<typeof sellers.$inferInsert> = {}) {
  const owner = overrides.userId ? undefined : await createUser(db);
  const [seller] = await db
    .insert(sellers)
    .values({ userId: owner?.id ?? '', name: unique('Shop '), ...overrides })
    .returning();
  if (!seller) throw new Error('seller not created');
  return seller;
}

export async function createCategory(
  db: Db,
  overrides: Partial<typeof categories.$inferInsert> = {},
): Promise<typeof categories.$inferSelect> {
  const [row] = await db
    .insert(categories)
    .values({ name: { en: unique('Category '), ar: 'فئة' }, ...overrides })
    .returning();
  if (!row) throw new Error('category not created');
  return row;
}

/** A system good filed under a (sub)category, with English and optional translated names. */
export async function createSystemGood(
  db: Db,
  options: {
    categoryId: string;
    name?: string;
    names?: Record<string, string>;
    systemPrice?: string;
  } & Partial<typeof systemGoods.$inferInsert>,
) {
  const { name, names, ...rest } = options;
  const [good] = await db
    .insert(systemGoods)
    // Shipped free unless told: a test that is not about freight pays none (ADR 034's schedule
    // charges every order of goods shipped at a charge its fixed fees).
    .values({
      systemPrice: '10.00',
      freightType: 1,
      images: [`/uploads/catalog/${randomUUID()}.webp`],
      ...rest,
    })
    .returning();
  if (!good) throw new Error('good not created');
  const allNames = { en: name ?? unique('Good '), ...names };
  await db.insert(systemGoodsI18n).values(
    Object.entries(allNames).map(([lang, n]) => ({
      goodsId: good.id,
      lang,
      name: n,
      des: `${n} description`,
    })),
  );
  return good;
}

export async function createSellerGood(
  db: Db,
  options: { sellerId: string; goodsId: string } & Partial<typeof sellerGoods.$inferInsert>,
) {
  const [row] = await db
    .insert(sellerGoods)
    .values({ sellingPrice: '15.00', ...options })
    .returning();
  if (!row) throw new Error('seller good not created');
  return row;
}

export async function createBanner(db: Db, overrides: Partial<typeof banners.$inferInsert> = {}) {
  const [row] = await db
    .insert(banners)
    .values({ title: { en: 'Sale', ar: 'تخفيضات' }, imgUrl: '/uploads/banners/x.webp', ...overrides })
    .returning();
  if (!row) throw new Error('banner not created');
  return row;
}

/**
 * Answers a slide challenge the way a person would: the hole's x (read from the server's own
 * table, as only a test can) and a drag trace of ~20 points over ~0.6 s ending there.
 */
export async function solveCaptcha(
  t: {
    action: (path: string, params?: Record<string, string | number>) => Promise<{ data: unknown }>;
    db: Db;
  },
  overrides: { dx?: number; trace?: unknown } = {},
) {
  const { captchaChallenges } = await import('../src/db/schema/index.js');
  const { eq } = await import('drizzle-orm');
  const res = await t.action('/api/captcha!slide.action');
  const { captchaId } = res.data as { captchaId: string };
  const [row] = await t.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, captchaId));
  const x = (row?.answerX ?? 0) + (overrides.dx ?? 0);
  const trace = Array.from({ length: 20 }, (_, i) => [i * 32, Math.round((x * (i + 1)) / 20), 80 + (i % 3)]);
  return { captchaId, captchaX: x, captchaTrace: JSON.stringify(overrides.trace ?? trace) };
}

/** A new buyer, logged in through the API: the user (with its password) and a session token. */
export async function createLoggedInUser(
  t: {
    action: (path: string, params?: Record<string, string | number>) => Promise<{ data: unknown }>;
    db: Db;
  },
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const user = await createUser(t.db, overrides);
  const res = await t.action('/api/user!newlogin.action', {
    username: user.username,
    password: user.password,
  });
  const { token } = res.data as { token: string };
  return { user, token };
}

/** A new operator with `role`, logged in to the console: the operator and a session token. */
export async function createLoggedInOperator(
  t: {
    action: (path: string, params?: Record<string, string | number>) => Promise<{ data: unknown }>;
    db: Db;
  },
  role: Parameters<typeof createOperator>[1],
) {
  const op = await createOperator(t.db, role);
  const res = await t.action('/admin/auth!login.action', { username: op.username, password: op.password });
  const { token } = OperatorSessionVo.parse(res.data);
  return { op, token };
}

/** The delivery address the tests' buyers order to (Dubai), as an `addresses` row for `userId`. */
export function dubaiAddress(userId: string, at: Date, email = 'amina@example.com') {
  return {
    userId,
    use: 1,
    contacts: 'Amina Yusuf',
    phone: '+971501234567',
    email,
    postcode: '00000',
    address: '12 Harbour Road',
    countryId: 229,
    provinceId: 3391,
    cityId: 131_000,
    country: 'United Arab Emirates',
    province: 'Dubai',
    city: 'Dubai',
    createdAt: at,
    updatedAt: at,
  } satisfies typeof addresses.$inferInsert;
}

/** An approved identity check (a German passport), as a `seller_applications` row for `userId`. */
export function verifiedIdentity(userId: string, at: Date) {
  return {
    userId,
    status: 2,
    nationality: 82,
    idName: 'passport',
    idNumber: 'C01X00T47',
    realName: 'Erika Mustermann',
    idImg1: randomUUID(),
    idImg2: randomUUID(),
    idImg3: randomUUID(),
    createdAt: at,
    updatedAt: at,
  } satisfies typeof sellerApplications.$inferInsert;
}
