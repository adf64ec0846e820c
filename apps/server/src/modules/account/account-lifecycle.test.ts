import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.js';
import { createLoggedInUser } from '../../../test/factories.js';
import { users } from '../../db/schema/index.js';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

describe('user!heartbeat', () => {
  it('marks the session seen; an invalid token gets an empty success', async () => {
    const { user, token } = await createLoggedInUser(t);
    t.clock.advance(300_000);
    expect((await t.action('/api/user!heartbeat.action', { token, status: 1 })).code).toBe('0');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastSeenAt?.getTime()).toBe(t.clock.now().getTime());
    expect(
      await t.action('/api/user!heartbeat.action', { token: 'ffffffffffffffffffffffffffffffff' }),
    ).toMatchObject({
      code: '0',
      data: null,
    });
    expect((await t.action('/api/user!heartbeat.action', { token, status: 9 })).key).toBe(
      'COMMON_PARAM_INVALID',
    );
  });
});

describe('localuser!refreshAvatar', () => {
  it('sets one of the built-in avatars and refuses others', async () => {
    const { token } = await createLoggedInUser(t);
    expect((await t.action('/api/localuser!refreshAvatar.action')).code).toBe('403');
    expect((await t.action('/api/localuser!refreshAvatar.action', { token, idx: 7 })).code).toBe('0');
    expect((await t.action('/api/localuser!get.action', { token })).data).toMatchObject({ avatar: '7' });
    for (const idx of [0, 13, -1, 'x']) {
      expect((await t.action('/api/localuser!refreshAvatar.action', { token, idx })).key).toBe(
        'COMMON_PARAM_INVALID',
      );
    }
  });
});
