import { describe, expect, it } from 'vitest';
import type { Envelope, TestApp } from '../../../test/build-test-app.js';
import { depositTestApp } from '../../../test/deposit-fixtures.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { multipart } from '../../../test/multipart.js';
import { randomPicture } from '../../../test/uploads.js';

// Uploads as old clients and an attacker send them (issue 50): module names that are an object's
// own properties, the chat's upload at public/uploadimg!execute, and module names the server does
// not know (an old client's own folders), kept private to their uploader until one of their forms
// uses them.

const { ctx, recharge } = depositTestApp();
const PRIVATE_URL = /^\/api\/privateFile!get\.action\?id=[0-9a-f-]{36}$/;
const GERMANY = 82;

async function send(
  t: TestApp,
  path: string,
  bytes: Buffer,
  fields: Record<string, string>,
  token?: string,
): Promise<Envelope> {
  const body = multipart(bytes, fields);
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    payload: body.payload,
    headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    ...(res.json() as Omit<Envelope, 'status' | 'headers'>),
  };
}

const upload = async (token: string, moduleName: string) =>
  send(ctx.t, '/api/uploadimg!execute.action', await randomPicture(), { moduleName }, token);

/** Reads a private file as the holder of `token`: its status and, when refused, the envelope's key. */
async function read(url: string, token: string) {
  const res = await ctx.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const type = String(res.headers['content-type'] ?? '');
  return {
    status: res.statusCode,
    type,
    key: type.includes('json') ? (res.json() as { key?: string }).key : undefined,
  };
}

const applyIdentity = (token: string, photos: string[]) =>
  ctx.t.action('/api/kyc!apply.action', {
    token,
    nationality: GERMANY,
    idname: 'passport',
    idnumber: 'C01X00T47',
    name: 'Erika Mustermann',
    idimg_1: photos[0] ?? '',
    idimg_2: photos[1] ?? '',
    idimg_3: photos[2] ?? '',
  });

describe('module names that are an object’s own properties', () => {
  it.each(['__proto__', 'constructor', 'toString'])(
    '%s gives a buyer a private image and an operator the general folder, never a 500',
    async (moduleName) => {
      const { token } = await createLoggedInUser(ctx.t);
      for (const path of ['/api/uploadimg!execute.action', '/wap/api/uploadimg!execute.action']) {
        const res = await send(ctx.t, path, await randomPicture(), { moduleName }, token);
        expect({ path, status: res.status, code: res.code }).toEqual({ path, status: 200, code: '0' });
        expect(res.data).toMatch(PRIVATE_URL);
        expect((await read(String(res.data), token)).status).toBe(200);
      }
      const console = await send(
        ctx.t,
        '/admin/uploadimg!execute.action',
        await randomPicture(),
        { moduleName },
        ctx.operations,
      );
      expect(console).toMatchObject({ status: 200, code: '0' });
      expect(console.data).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
    },
  );
});

describe('public/uploadimg!execute', () => {
  const PATHS = [
    '/public/uploadimg!execute.action',
    '/wap/public/uploadimg!execute.action',
    '/api/public/uploadimg!execute.action',
  ];

  it('is the chat’s upload, at the site’s root, the mobile base and /api, for a logged-in user', async () => {
    const { token } = await createLoggedInUser(ctx.t);
    for (const path of PATHS) {
      expect((await send(ctx.t, path, await randomPicture(), {})).code).toBe('403');
      // A module name sent along (even a private one's) changes nothing: it is the chat's.
      const res = await send(ctx.t, path, await randomPicture('jpeg'), { moduleName: 'certificate' }, token);
      expect({ path, code: res.code }).toEqual({ path, code: '0' });
      expect(res.data).toMatch(/^\/uploads\/chat\/[0-9a-f]{32}\.webp$/);
      expect((await ctx.t.app.inject({ method: 'GET', url: String(res.data) })).statusCode).toBe(200);
      // What the chat takes: JPEG or PNG.
      expect((await send(ctx.t, path, await randomPicture('gif'), {}, token)).key).toBe(
        'UPLOAD_TYPE_NOT_ALLOWED',
      );
    }
    const picture = await send(ctx.t, PATHS[0] ?? '', await randomPicture('png'), {}, token);
    const sent = await ctx.t.action('/api/newOnlinechat!send.action', {
      token,
      type: 'img',
      content: String(picture.data),
    });
    expect(sent).toMatchObject({ code: '0', data: { type: 'img', content: picture.data } });
  });
});

describe('an upload with a module name the server does not know', () => {
  it('is its uploader’s private image, usable for a deposit certificate or an identity photo by them alone', async () => {
    const a = await createLoggedInUser(ctx.t);
    const b = await createLoggedInUser(ctx.t);
    // An old client's own folder names.
    const receipt = await upload(a.token, 'rechargeImg');
    expect(receipt).toMatchObject({ code: '0' });
    expect(receipt.data).toMatch(PRIVATE_URL);
    const photos = [
      String((await upload(a.token, 'idcard')).data),
      String((await upload(a.token, 'idcard')).data),
      String((await upload(a.token, 'kycPhoto')).data),
    ];
    for (const url of photos) expect(url).toMatch(PRIVATE_URL);
    const img = String(receipt.data);

    // Nobody but A reads them while no form of A's has used them: not B, not an operator.
    expect(await read(img, a.token)).toMatchObject({ status: 200, type: 'image/webp' });
    for (const token of [b.token, ctx.finance, ctx.operations]) {
      expect((await read(img, token)).key).toBe('COMMON_NOT_FOUND');
      expect((await read(photos[0] ?? '', token)).key).toBe('COMMON_NOT_FOUND');
    }

    // B can use none of them.
    expect((await recharge(b.token, { img })).key).toBe('WALLET_CERTIFICATE_REQUIRED');
    expect((await applyIdentity(b.token, photos)).key).toBe('KYC_PHOTO_INVALID');

    // A uses one as a deposit's certificate: finance now reads it, B still does not.
    const deposit = await recharge(a.token, { img });
    expect(deposit.code).toBe('0');
    expect((await read(img, ctx.finance)).status).toBe(200);
    expect((await read(img, b.token)).key).toBe('COMMON_NOT_FOUND');
    // A certificate is a payment's, not an identity photo.
    expect((await applyIdentity(a.token, [img, photos[1] ?? '', photos[2] ?? ''])).key).toBe(
      'KYC_PHOTO_INVALID',
    );

    // A uses the others as identity photos: operations reads them, finance and B do not.
    expect((await applyIdentity(a.token, photos)).code).toBe('0');
    for (const url of photos) {
      expect((await read(url, ctx.operations)).status).toBe(200);
      expect((await read(url, ctx.finance)).key).toBe('COMMON_NOT_FOUND');
      expect((await read(url, b.token)).key).toBe('COMMON_NOT_FOUND');
    }
    // Identity photos are not a payment's certificate either.
    expect((await recharge(a.token, { img: photos[0] })).key).toBe('WALLET_CERTIFICATE_REQUIRED');
  });
});
