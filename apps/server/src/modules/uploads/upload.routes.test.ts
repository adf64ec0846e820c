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
    return {
      status: res.statusCode,
      ...(res.json() as { code: string; key?: string; msg: string; params?: unknown; data: unknown }),
    };
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

  it('answers a broken multipart body with a clear error in the envelope, never a 500 (issue 14)', async () => {
    const whole = multipart(png, { moduleName: 'goods' });
    // Cut off in the middle of the file part: the closing boundary never comes.
    const truncated = await upload(
      '/api/uploadimg!execute.action',
      { ...whole, payload: whole.payload.subarray(0, whole.payload.length - 40) },
      userToken,
    );
    expect(truncated.status).toBeGreaterThanOrEqual(400);
    expect(truncated.status).toBeLessThan(500);
    expect(truncated).toMatchObject({ code: '1', key: 'COMMON_PARAM_INVALID', params: { field: 'file' } });

    const fields = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`extra${i}`, 'x']));
    const tooMany = await upload('/api/uploadimg!execute.action', multipart(png, fields), userToken);
    expect(tooMany.status).toBeLessThan(500);
    expect(tooMany).toMatchObject({ code: '1', key: 'UPLOAD_TOO_MANY_PARTS' });
    expect(tooMany.msg).not.toMatch(/\b0\b/);

    // Two file parts: the first body without its closing "--", then the second one's parts.
    const twoFiles = multipart(png);
    const boundaryLength = twoFiles.headers['content-type'].split('boundary=')[1]?.length ?? 0;
    const second = Buffer.concat([
      twoFiles.payload.subarray(0, twoFiles.payload.length - 4),
      multipart(png).payload.subarray(2 + boundaryLength),
    ]);
    const files = await upload('/api/uploadimg!execute.action', { ...twoFiles, payload: second }, userToken);
    expect(files).toMatchObject({ code: '1', key: 'UPLOAD_TOO_MANY_PARTS' });

    // (A lone surrogate cannot travel in a multipart body: its bytes are UTF-8, decoded to U+FFFD.)
    const hostile = await upload(
      '/api/uploadimg!execute.action',
      multipart(png, { moduleName: 'goo\u0000ds' }),
      userToken,
    );
    expect(hostile).toMatchObject({
      code: '1',
      key: 'COMMON_PARAM_INVALID',
      params: { field: 'moduleName' },
    });
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
