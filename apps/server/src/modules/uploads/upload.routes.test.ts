import { OperatorSessionVo } from '@caravan/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInUser, createOperator } from '../../../test/factories.js';
import { multipart } from '../../../test/multipart.js';

describe('uploadimg!execute', () => {
  let t: TestApp;
  let userToken: string;
  let png: Buffer;
  beforeAll(async () => {
    t = await buildTestApp();
    userToken = (await createLoggedInUser(t)).token;
    png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a7' } })
      .png()
      .toBuffer();
  });

  async function upload(url: string, body: ReturnType<typeof multipart>, token?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: res.statusCode, ...(res.json() as { code: string; key?: string; data: unknown }) };
  }

  it('stores a buyer’s image as WebP and answers its URL, which is then served', async () => {
    for (const path of ['/api/uploadimg!execute.action', '/wap/api/uploadimg!execute.action']) {
      const res = await upload(path, multipart(png), userToken);
      expect(res.code).toBe('0');
      expect(res.data).toMatch(/^\/uploads\/images\/[\w-]+\.webp$/);
      const served = await t.app.inject({ method: 'GET', url: String(res.data) });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    }
  });

  it('needs a login, a real image and a file part', async () => {
    expect((await upload('/api/uploadimg!execute.action', multipart(png))).code).toBe('403');
    const text = await upload(
      '/api/uploadimg!execute.action',
      multipart(Buffer.from('<?php echo 1; ?>'), {}, 'photo.png'),
      userToken,
    );
    expect(text.key).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/uploadimg!execute.action',
      headers: { authorization: `Bearer ${userToken}` },
    });
    expect(empty.json()).toMatchObject({ code: '1', key: 'COMMON_PARAM_MISSING' });
  });

  it('refuses a file over 30 MB with a clear error', async () => {
    const big = Buffer.concat([png, Buffer.alloc(31 * 1024 * 1024)]);
    const res = await upload('/api/uploadimg!execute.action', multipart(big), userToken);
    expect(res.key).toBe('UPLOAD_TOO_LARGE');
  });

  it('lets catalogue operators upload into a module folder, and no other role', async () => {
    const login = async (role: 'operations' | 'finance') => {
      const op = await createOperator(t.db, role);
      const res = await t.action('/admin/auth!login.action', {
        username: op.username,
        password: op.password,
      });
      return OperatorSessionVo.parse(res.data).token;
    };
    const ok = await upload(
      '/admin/uploadimg!execute.action',
      multipart(png, { moduleName: 'banner' }),
      await login('operations'),
    );
    expect(ok.data).toMatch(/^\/uploads\/banners\/[\w-]+\.webp$/);
    const refused = await upload('/admin/uploadimg!execute.action', multipart(png), await login('finance'));
    expect(refused.code).not.toBe('0');
  });
});
