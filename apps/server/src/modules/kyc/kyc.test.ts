import { AdminSellerApplicationVo, KycVo, LocalUserVo, paged } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-test-app.js';
import { createLoggedInOperator, createLoggedInUser, createSeller } from '../../../test/factories.js';
import { centre, mailTo, pushedNotices, unread } from '../../../test/notices.js';
import { uploadImage } from '../../../test/uploads.js';
import { auditLog, privateFiles, sellerApplications, sellers } from '../../db/schema/index.js';

// Becoming a seller (issue 18): the application with identity photos, its progress, the review
// queue, approval opening the shop and rejection letting the applicant correct and resend.

const t = useTestApp();
const pushed = pushedNotices(() => t);
const GERMANY = 82;
const Queue = paged(AdminSellerApplicationVo);

const upload = (token: string, moduleName: string) => uploadImage(t, token, moduleName);

async function photos(token: string) {
  return {
    idimg_1: await upload(token, 'identity'),
    idimg_2: await upload(token, 'identity'),
    idimg_3: await upload(token, 'identity'),
  };
}

const identity = {
  nationality: GERMANY,
  idname: 'passport',
  idnumber: 'C01X00T47',
  name: 'Erika Mustermann',
};

async function shopApplication(token: string, overrides: Record<string, string | number> = {}) {
  return {
    token,
    ...identity,
    ...(await photos(token)),
    storeName: `Harbour Goods ${Math.random().toString(36).slice(2, 8)}`,
    storeLogo: await upload(token, 'shop'),
    storeRemark: 'Kitchenware and home textiles, shipped from the platform warehouse.',
    contact: 'erika@example.com',
    ...overrides,
  };
}

const register = (params: Record<string, string | number>) =>
  t.action('/seller/version!register.action', params);
const kyc = async (token: string) => KycVo.parse((await t.action('/api/kyc!get.action', { token })).data);
const me = async (token: string) =>
  LocalUserVo.parse((await t.action('/api/localuser!get.action', { token })).data);
const queue = async (token: string, status?: number) =>
  Queue.parse(
    (await t.action('/admin/sellerApplication!list.action', { token, ...(status ? { status } : {}) })).data,
  );

describe('seller applications', () => {
  it('are filed with identity photos, reviewed by operations, and approval opens the shop', async () => {
    const { token, user } = await createLoggedInUser(t);
    expect(await kyc(token)).toMatchObject({ status: 0, hasShop: 0 });
    expect((await t.action('/seller/goods!list.action', { token })).key ?? 'none').not.toBe('none');

    const params = await shopApplication(token);
    const res = await register(params);
    expect(res.key).toBeUndefined();
    const filed = await kyc(token);
    expect(filed).toMatchObject({
      status: 1,
      nationalityId: GERMANY,
      nationality: 'Germany',
      idname: 'passport',
      idnumber: '*****0T47',
      name: 'Erika Mustermann',
      storeName: params.storeName,
      hasShop: 0,
    });
    expect((await me(token)).kyc_status).toBe(1);
    expect((await me(token)).name).toBe('');

    // The queue shows it to operations with its photos, which operations may open.
    const operations = (await createLoggedInOperator(t, 'operations')).token;
    const waiting = await queue(operations, 1);
    const entry = waiting.pageList.find((a) => a.userId === user.id);
    expect(entry).toMatchObject({ status: 1, idnumber: 'C01X00T47', storeName: params.storeName });
    const photo = await t.app.inject({ method: 'GET', url: `${entry!.idimg_1}&token=${operations}` });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');

    // Finance reads payment certificates, not identities; customer service reviews nothing.
    const finance = (await createLoggedInOperator(t, 'finance')).token;
    const refused = await t.app.inject({ method: 'GET', url: `${entry!.idimg_1}&token=${finance}` });
    expect((refused.json() as { key: string }).key).toBe('COMMON_NOT_FOUND');
    const service = (await createLoggedInOperator(t, 'customer_service')).token;
    expect((await t.action('/admin/sellerApplication!list.action', { token: service })).key).toBe(
      'COMMON_NO_PERMISSION',
    );
    expect(
      (await t.action('/admin/sellerApplication!approve.action', { token: service, id: entry!.id })).key,
    ).toBe('COMMON_NO_PERMISSION');

    // Approved twice at once: one shop.
    const [a, b] = await Promise.all([
      t.action('/admin/sellerApplication!approve.action', { token: operations, id: entry!.id }),
      t.action('/admin/sellerApplication!approve.action', { token: operations, id: entry!.id }),
    ]);
    expect([a.key, b.key].sort()).toEqual(['KYC_ALREADY_DECIDED', undefined].sort());
    const shops = await t.db.select().from(sellers).where(eq(sellers.userId, user.id));
    expect(shops).toHaveLength(1);
    expect(shops[0]).toMatchObject({
      name: params.storeName,
      avatar: params.storeLogo,
      shopRemark: params.storeRemark,
      contact: 'erika@example.com',
    });
    // Buyers see the shop's contact on its page.
    const page = await t.action('/api/seller!info.action', { sellerId: shops[0]!.id });
    expect(page.data).toMatchObject({ name: params.storeName, contact: 'erika@example.com', banner: null });

    expect(await kyc(token)).toMatchObject({ status: 2, hasShop: 1 });
    expect(await me(token)).toMatchObject({
      kyc_status: 2,
      name: 'Erika Mustermann',
      nationality: 'Germany',
      identityverif: true,
      roletype: 'seller',
    });
    // The same session now reaches the seller panel.
    expect((await t.action('/seller/orders!list.action', { token })).key).toBeUndefined();
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, entry!.id));
    expect(audit).toMatchObject({ action: 'seller.application.approve' });
    // A seller cannot ask for a second shop.
    expect((await register(await shopApplication(token))).key).toBe('KYC_ALREADY_SELLER');
    // The applicant is told their shop is open, once however many approvals were sent.
    expect(await centre(t, token)).toMatchObject([
      {
        type: 'seller_approved',
        targetType: 'sellerApplication',
        targetId: entry!.id,
        title: 'Your shop is open',
        content: `Your seller application was approved and your shop ${params.storeName} is open. You can now list goods in your seller centre.`,
      },
    ]);
    expect(pushed.to(user.id)).toMatchObject([{ unread: 1 }]);
  });

  it('are rejected with a reason, and the applicant corrects and sends them again', async () => {
    const { token, user } = await createLoggedInUser(t, { email: 'erika.applicant@example.com', lang: 'it' });
    const operations = (await createLoggedInOperator(t, 'operations')).token;
    await register(await shopApplication(token));
    // While it waits, it cannot be changed.
    expect((await register(await shopApplication(token))).key).toBe('KYC_PENDING');
    const [row] = await t.db.select().from(sellerApplications).where(eq(sellerApplications.userId, user.id));
    expect(
      (await t.action('/admin/sellerApplication!reject.action', { token: operations, id: row!.id })).key,
    ).toBe('COMMON_PARAM_MISSING');
    const rejected = await t.action('/admin/sellerApplication!reject.action', {
      token: operations,
      id: row!.id,
      reason: 'The back of the passport is blurred.',
    });
    expect(rejected.key).toBeUndefined();
    expect(await kyc(token)).toMatchObject({ status: 3, reason: 'The back of the passport is blurred.' });
    expect((await me(token)).kyc_status).toBe(3);
    expect(
      (await t.action('/admin/sellerApplication!approve.action', { token: operations, id: row!.id })).key,
    ).toBe('KYC_ALREADY_DECIDED');

    expect((await centre(t, token))[0]).toMatchObject({
      type: 'seller_rejected',
      targetId: row!.id,
      content:
        'Your application was not approved: The back of the passport is blurred. You can correct it and send it again.',
    });

    t.clock.advance(60_000);
    const again = await register(await shopApplication(token, { storeName: 'Corrected Shop Name' }));
    expect(again.key).toBeUndefined();
    expect(await kyc(token)).toMatchObject({ status: 1, reason: '', storeName: 'Corrected Shop Name' });
    const rows = await t.db.select().from(sellerApplications).where(eq(sellerApplications.userId, user.id));
    expect(rows).toHaveLength(1);
    // Rejected again: told again, for the application sent again.
    await t.action('/admin/sellerApplication!reject.action', {
      token: operations,
      id: row!.id,
      reason: 'Logo',
    });
    expect((await centre(t, token)).map((n) => n.type)).toEqual(['seller_rejected', 'seller_rejected']);
    expect(await unread(t, token)).toBe(2);
    expect((await mailTo(t, 'erika.applicant@example.com')).map((m) => m.subject)).toEqual([
      'La tua richiesta non è stata approvata',
      'La tua richiesta non è stata approvata',
    ]);
  });

  it('check identity photos: the applicant’s own private uploads, three different ones', async () => {
    const { token } = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const theirs = await upload(other.token, 'identity');
    const publicPicture = await upload(token, 'shop');
    const certificate = await upload(token, 'certificate');
    const mine = await photos(token);
    const bads: Record<string, string>[] = [
      { idimg_1: theirs },
      { idimg_2: certificate },
      { idimg_1: mine.idimg_1, idimg_3: mine.idimg_1 },
    ];
    for (const bad of bads) {
      const res = await register(await shopApplication(token, bad));
      expect(res.key, JSON.stringify({ bad, data: res.data })).toBe('KYC_PHOTO_INVALID');
    }
    expect((await register(await shopApplication(token, { idimg_1: publicPicture }))).key).toBe(
      'COMMON_PARAM_INVALID',
    );
    expect(await kyc(token)).toMatchObject({ status: 0 });
    // Another buyer cannot open the photos; their owner can.
    const own = await t.app.inject({ method: 'GET', url: `${mine.idimg_1}&token=${token}` });
    expect(own.statusCode).toBe(200);
    const foreign = await t.app.inject({ method: 'GET', url: `${mine.idimg_1}&token=${other.token}` });
    expect((foreign.json() as { key: string }).key).toBe('COMMON_NOT_FOUND');
    const [stored] = await t.db
      .select()
      .from(privateFiles)
      .where(eq(privateFiles.id, mine.idimg_1.split('id=')[1]!));
    expect(stored?.purpose).toBe('identity');
  });

  it('refuse bad input with a clear error and write nothing', async () => {
    const { token, user } = await createLoggedInUser(t);
    const good = await shopApplication(token);
    const cases: [Record<string, string | number>, string][] = [
      [{ nationality: 'Germany' }, 'COMMON_PARAM_INVALID'],
      [{ nationality: 999999 }, 'COMMON_PARAM_INVALID'],
      [{ nationality: -1 }, 'COMMON_PARAM_INVALID'],
      [{ idname: 'library card' }, 'COMMON_PARAM_INVALID'],
      [{ idnumber: '' }, 'COMMON_PARAM_MISSING'],
      [{ idnumber: '<script>' }, 'COMMON_PARAM_INVALID'],
      [{ idnumber: 'X'.repeat(65) }, 'COMMON_PARAM_TOO_LONG'],
      [{ name: 'a\u0000b' }, 'COMMON_PARAM_INVALID'],
      [{ storeName: 'S'.repeat(65) }, 'COMMON_PARAM_TOO_LONG'],
      [{ storeRemark: '' }, 'COMMON_PARAM_MISSING'],
      [{ storeLogo: 'https://evil.example/logo.png' }, 'COMMON_PARAM_INVALID'],
      [{ idimg_2: '/api/privateFile!get.action?id=not-a-uuid' }, 'COMMON_PARAM_INVALID'],
    ];
    for (const [change, key] of cases) {
      const res = await register({ ...good, ...change });
      expect(res.key, JSON.stringify(change)).toBe(key);
      expect(res.status).toBeLessThan(500);
    }
    expect((await register({ ...good, token: '' })).key).toBe('AUTH_NOT_LOGGED_IN');
    const rows = await t.db.select().from(sellerApplications).where(eq(sellerApplications.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('take as the shop’s logo only an image the applicant uploaded here and that is stored', async () => {
    const { token, user } = await createLoggedInUser(t);
    const other = await createLoggedInUser(t);
    const good = await shopApplication(token);
    const cases: [string, string][] = [
      ['/uploads/../../etc/passwd', 'COMMON_PARAM_INVALID'],
      ['/uploads/shops/../../../private/certificates/x.webp', 'COMMON_PARAM_INVALID'],
      [await upload(other.token, 'shop'), 'SELLER_IMAGE_INVALID'],
      [`/uploads/shops/${'0'.repeat(32)}.webp`, 'SELLER_IMAGE_INVALID'],
      ['https://evil.example/logo.webp', 'COMMON_PARAM_INVALID'],
      ['//evil.example/uploads/shops/logo.webp', 'COMMON_PARAM_INVALID'],
      [await upload(token, 'identity'), 'COMMON_PARAM_INVALID'],
    ];
    for (const [storeLogo, key] of cases) {
      const res = await register({ ...good, storeLogo });
      expect({ storeLogo, key: res.key }).toEqual({ storeLogo, key });
    }
    expect(
      await t.db.select().from(sellerApplications).where(eq(sellerApplications.userId, user.id)),
    ).toEqual([]);
    const accepted = await register(good);
    expect(accepted.code, accepted.msg).toBe('0');
    expect((await kyc(token)).storeLogo).toBe(good.storeLogo);
  });

  it('file once however often the same application is sent at once', async () => {
    const { token, user } = await createLoggedInUser(t);
    const params = await shopApplication(token);
    const replies = await Promise.all(Array.from({ length: 5 }, () => register(params)));
    expect(replies.filter((r) => r.key === undefined)).toHaveLength(1);
    expect(replies.filter((r) => r.key === 'KYC_PENDING')).toHaveLength(4);
    const rows = await t.db.select().from(sellerApplications).where(eq(sellerApplications.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('keep shop names unique and refuse a shop to an account that has one', async () => {
    const taken = await createSeller(t.db, { name: 'Silk Lantern Traders' });
    const { token } = await createLoggedInUser(t);
    expect((await register(await shopApplication(token, { storeName: 'silk lantern TRADERS' }))).key).toBe(
      'KYC_STORE_NAME_TAKEN',
    );
    const owner = await createLoggedInUser(t);
    await t.db.update(sellers).set({ userId: owner.user.id }).where(eq(sellers.id, taken.id));
    expect((await register(await shopApplication(owner.token))).key).toBe('KYC_ALREADY_SELLER');
  });

  it('come as old clients send them: kyc!apply by GET, the buyer app’s version!registerjs', async () => {
    const { token } = await createLoggedInUser(t);
    const params = Object.entries({ token, ...identity, name: 'Wap Seller', ...(await photos(token)) }).map(
      ([k, v]): [string, string] => [k, String(v)],
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/kyc!apply.action?${new URLSearchParams(params).toString()}`,
    });
    expect(res.json()).toMatchObject({ code: '0' });
    expect(await kyc(token)).toMatchObject({ status: 1, storeName: '' });

    const other = await createLoggedInUser(t);
    const application = await shopApplication(other.token);
    const filed = await t.action('/wap/seller/version!registerjs.action', application);
    expect(filed.code, filed.msg).toBe('0');
    expect(await kyc(other.token)).toMatchObject({ status: 1, storeName: application.storeName });
  });

  it('also check identity alone (kyc!apply), once', async () => {
    const { token } = await createLoggedInUser(t);
    const operations = (await createLoggedInOperator(t, 'operations')).token;
    const res = await t.action('/api/kyc!apply.action', { token, ...identity, ...(await photos(token)) });
    expect(res.key).toBeUndefined();
    expect(await kyc(token)).toMatchObject({ status: 1, storeName: '' });
    const entry = (await queue(operations, 1)).pageList.find((a) => a.name === identity.name && !a.storeName);
    await t.action('/admin/sellerApplication!approve.action', { token: operations, id: entry!.id });
    expect(await kyc(token)).toMatchObject({ status: 2, hasShop: 0 });
    expect(await centre(t, token)).toMatchObject([
      { type: 'identity_verified', title: 'Your identity is verified', targetId: entry!.id },
    ]);
    expect(
      (await t.action('/api/kyc!apply.action', { token, ...identity, ...(await photos(token)) })).key,
    ).toBe('KYC_ALREADY_VERIFIED');
    // A verified buyer may still ask for a shop; it is reviewed with the identity.
    expect((await register(await shopApplication(token))).key).toBeUndefined();
    expect(await kyc(token)).toMatchObject({ status: 1 });
  });
});
