// The websocket's frames are held to the contract (issue 52): publishing a frame its audience's
// schema refuses throws where frames are checked (development and tests), and goes nowhere.
import { describe, expect, it } from 'vitest';
import { LocalRealtime, SESSIONS_ENDED, type Audience, type Frame } from './realtime.js';

/** Publishes a frame the types would refuse (as a bug's or a cast's would be), and what was delivered. */
async function publishUnchecked(realtime: LocalRealtime, audience: Audience, frame: unknown) {
  const delivered: Frame[] = [];
  realtime.subscribe((_, f) => delivered.push(f));
  const outcome = await realtime.publish(audience, frame as Frame).then(
    () => 'published',
    (error: unknown) => error,
  );
  return { outcome, delivered };
}

describe('publishing a frame', () => {
  const checked = () => new LocalRealtime({ checkFrames: true });

  it('delivers a frame the contract knows for its audience', async () => {
    const frame = { type: 'unread', support: 1, chat: 0, shop: 0 };
    const { outcome, delivered } = await publishUnchecked(checked(), { userIds: ['1'] }, frame);
    expect(outcome).toBe('published');
    expect(delivered).toEqual([frame]);
  });

  it.each([
    ['a notification without it', { userIds: ['1'] }, { type: 'notification', unread: 2 }],
    ['an unknown type', { userIds: ['1'] }, { type: 'shout', text: 'hi' }],
    ['an operator’s frame to a user', { userIds: ['1'] }, { type: 'hello', waiting: 0 }],
    [
      'a user’s frame to the operators',
      { supportOperators: true },
      { type: 'unread', support: 1, chat: 0, shop: 0 },
    ],
    ['the instances’ own frame to a browser', { userIds: ['1'] }, { type: SESSIONS_ENDED, sessions: ['x'] }],
  ])('throws on %s, and delivers nothing', async (_, audience, frame) => {
    const { outcome, delivered } = await publishUnchecked(checked(), audience, frame);
    expect(outcome).toBeInstanceOf(Error);
    expect(delivered).toEqual([]);
  });

  it('passes the ended sessions between instances', async () => {
    const frame = { type: SESSIONS_ENDED, sessions: ['x'] };
    const { outcome, delivered } = await publishUnchecked(checked(), {}, frame);
    expect(outcome).toBe('published');
    expect(delivered).toEqual([frame]);
  });

  it('does not check where frames are not checked (production)', async () => {
    const frame = { type: 'notification', unread: 2 };
    const { outcome, delivered } = await publishUnchecked(new LocalRealtime(), { userIds: ['1'] }, frame);
    expect(outcome).toBe('published');
    expect(delivered).toEqual([frame]);
  });
});
