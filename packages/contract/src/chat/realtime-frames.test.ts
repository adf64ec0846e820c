import { describe, expect, it } from 'vitest';
import { OperatorRealtimeFrame, UserRealtimeFrame } from './realtime-frames.js';

const message = {
  id: '7',
  send_receive: 'receive',
  type: 'text',
  content: 'Hello',
  createtime: '2026-01-02T03:04:05.000Z',
  delete_status: 0,
  contextType: 0,
  contextId: '',
};
const notification = {
  id: '9',
  type: 'deposit_confirmed',
  title: 'Deposit credited',
  content: '10 USDT',
  isRead: false,
  createTime: '2026-01-02 03:04:05',
  targetType: 'deposit',
  targetId: '',
};

describe('the websocket frames of a user', () => {
  it.each([
    { type: 'hello', unread: { support: 1, chat: 0, shop: 2 } },
    { type: 'unread', support: 0, chat: 3, shop: 0 },
    { type: 'chat', channel: 'support', message },
    { type: 'chat', channel: 'shop', as: 'shop', partyid: '12', message },
    { type: 'pong' },
  ])('takes a $type frame', (frame) => {
    expect(UserRealtimeFrame.parse(frame)).toEqual(frame);
  });

  it('takes a notification frame', () => {
    const frame = { type: 'notification', unread: 4, notification };
    expect(UserRealtimeFrame.safeParse(frame).success).toBe(true);
  });

  it.each([
    ['an unknown type', { type: 'sessions-ended', sessions: ['x'] }],
    ['an operator’s greeting', { type: 'hello', waiting: 2 }],
    ['a support frame', { type: 'support', conversationId: '1', claimedBy: 'ann' }],
    ['a shop message without its side', { type: 'chat', channel: 'shop', partyid: '12', message }],
    ['a chat frame on no channel', { type: 'chat', message }],
    ['a malformed message', { type: 'chat', channel: 'support', message: { id: 7 } }],
    ['counts that are not counts', { type: 'unread', support: -1, chat: 0, shop: 0 }],
    ['a notification without it', { type: 'notification', unread: 1 }],
    ['no type', { unread: 1 }],
  ])('refuses %s', (_, frame) => {
    expect(UserRealtimeFrame.safeParse(frame).success).toBe(false);
  });
});

describe('the websocket frames of an operator', () => {
  it.each([
    { type: 'hello', waiting: 0 },
    { type: 'support', conversationId: '3', userId: '5', message },
    { type: 'support', conversationId: '3', claimedBy: '' },
    { type: 'pong' },
  ])('takes a $type frame', (frame) => {
    expect(OperatorRealtimeFrame.parse(frame)).toEqual(frame);
  });

  it.each([
    ['a user’s greeting', { type: 'hello', unread: { support: 0, chat: 0, shop: 0 } }],
    ['a chat frame', { type: 'chat', channel: 'support', message }],
    ['a support frame with neither message nor claim', { type: 'support', conversationId: '3' }],
    ['a support frame with both', { type: 'support', conversationId: '3', message, claimedBy: 'ann' }],
    ['a support frame without its conversation', { type: 'support', claimedBy: 'ann' }],
  ])('refuses %s', (_, frame) => {
    expect(OperatorRealtimeFrame.safeParse(frame).success).toBe(false);
  });
});
