import sharp from 'sharp';
import type { Envelope, TestApp } from './build-test-app.js';
import { multipart } from './multipart.js';

/** A small picture of a random colour, as `format`. */
export async function randomPicture(format: 'png' | 'jpeg' | 'gif' = 'png'): Promise<Buffer> {
  const colour = `#${Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')}`;
  const image = sharp({ create: { width: 40, height: 30, channels: 3, background: colour } });
  return (format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg() : image.gif()).toBuffer();
}

/** Sends `bytes` to uploadimg!execute as the user of `token`, with `moduleName`; the envelope. */
export async function uploadBytes(
  t: TestApp,
  token: string,
  moduleName: string,
  bytes: Buffer,
): Promise<Envelope> {
  const body = multipart(bytes, { moduleName });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploadimg!execute.action',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    ...(res.json() as Omit<Envelope, 'status' | 'headers'>),
  };
}

/**
 * Uploads a small picture of a random colour through uploadimg!execute as the user of `token`
 * (`moduleName` `identity` and `loan` make it a private file); the URL it answers.
 */
export async function uploadImage(t: TestApp, token: string, moduleName: string): Promise<string> {
  return (await uploadBytes(t, token, moduleName, await randomPicture())).data as string;
}
