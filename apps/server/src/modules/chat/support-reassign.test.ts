// Issue 50: a claimed support conversation can be handed to another operator by a super admin, or
// released; disabling an operator (or giving it a role that does not answer support) releases every
// conversation it claimed. Who may, which conversations and operators are refused, the audit trail
// written in the same transaction, and the frame that tells the inboxes.
import { randomUUID } from 'node:crypto';
import { AdminChatConversationVo, adminEndpoints, chatEndpoints, type Endpoint } from '@caravan/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, chatConversations } from '../../db/schema/index.js';
import { useTestApp } from '../../../test/build-test-app.js';
import { framesDuring } from '../../../test/notices.js';
import {
  createLoggedInOperator,
  createLoggedInUser,
  createOperator,
  createSeller,
} from '../../../test/factories.js';

const t = useTestApp();

const path = (endpoint: Endpoint) => `/admin/${endpoint.name}.action`;
const REASSIGN = chatEndpoints.admin.reassign;
const reassign = (token: string, params: Record<string, string>) =>
  t.action(path(REASSIGN), { token, ...params });

/** A buyer's support conversation, claimed by a new customer-service operator. */
async function claimedConversation() {
  const buyer = await createLoggedInUser(t);
  const sent = await t.action('/api/newOnlinechat!send.action', {
    token: buyer.token,
    content: 'My parcel?',
  });
  expect(sent.code, sent.msg).toBe('0');
  const [row] = await t.db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, buyer.user.id), eq(chatConversations.kind, 'support')));
  const first = await createLoggedInOperator(t, 'customer_service');
  const claimed = await t.action(path(chatEndpoints.admin.claim), { token: first.token, id: row!.id });
  expect(claimed.code, claimed.msg).toBe('0');
  return { id: row!.id, buyer, first };
}

async function claimOf(id: string): Promise<string | null> {
  const [row] = await t.db
    .select({ operatorId: chatConversations.operatorId })
    .from(chatConversations)
    .where(eq(chatConversations.id, id));
  return row?.operatorId ?? null;
}

const auditOf = (id: string) =>
  t.db
    .select({
      action: auditLog.action,
      actorId: auditLog.actorId,
      targetType: auditLog.targetType,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.targetId, id))
    .orderBy(auditLog.createdAt, auditLog.id);

const framesOf = (run: () => Promise<unknown>) => framesDuring(t, run);

describe('who may hand a support conversation over', () => {
  it('is the super admin alone: other operators get no permission, a buyer or no one a 403', async () => {
    const { id, buyer, first } = await claimedConversation();
    const other = await createOperator(t.db, 'customer_service');
    const finance = await createLoggedInOperator(t, 'finance');
    const operations = await createLoggedInOperator(t, 'operations');
    for (const token of [first.token, finance.token, operations.token]) {
      expect((await reassign(token, { id, operatorId: other.id })).key).toBe('COMMON_NO_PERMISSION');
    }
    const asBuyer = await reassign(buyer.token, { id, operatorId: other.id });
    expect([asBuyer.code, asBuyer.key]).toEqual(['403', 'AUTH_SESSION_EXPIRED']);
    expect((await t.action(path(REASSIGN), { id, operatorId: other.id })).code).toBe('403');
    // A claimed operator cannot release its own conversation this way either.
    expect((await reassign(first.token, { id })).key).toBe('COMMON_NO_PERMISSION');
    expect(await claimOf(id)).toBe(first.op.id);
    expect(await auditOf(id)).toEqual([]);
  });
});

describe('handing a support conversation over', () => {
  it('refuses an unknown conversation, a shop conversation and bad ids, and changes nothing', async () => {
    const lead = await createLoggedInOperator(t, 'super_admin');
    const { id, first } = await claimedConversation();
    const other = await createOperator(t.db, 'customer_service');
    expect((await reassign(lead.token, { id: randomUUID(), operatorId: other.id })).key).toBe(
      'COMMON_NOT_FOUND',
    );
    // A buyer's conversation with a shop is not support's to hand over.
    const shopBuyer = await createLoggedInUser(t);
    const seller = await createSeller(t.db);
    const [shopChat] = await t.db
      .insert(chatConversations)
      .values({ kind: 'shop', userId: shopBuyer.user.id, sellerId: seller.id, createdAt: new Date() })
      .returning({ id: chatConversations.id });
    expect((await reassign(lead.token, { id: shopChat!.id, operatorId: other.id })).key).toBe(
      'COMMON_NOT_FOUND',
    );
    expect((await reassign(lead.token, { operatorId: other.id })).key).toBe('COMMON_PARAM_MISSING');
    for (const bad of ['42', 'x'.repeat(5000), `${id}\u0000`]) {
      const res = await reassign(lead.token, { id: bad, operatorId: other.id });
      expect(res.status).toBeLessThan(500);
      expect(res.key).toBe('COMMON_PARAM_INVALID');
      const byOperator = await reassign(lead.token, { id, operatorId: bad });
      expect(byOperator.status).toBeLessThan(500);
      expect(byOperator.key).toBe('COMMON_PARAM_INVALID');
    }
    expect(await claimOf(id)).toBe(first.op.id);
    expect(await auditOf(id)).toEqual([]);
  });

  it('refuses an operator who is unknown, disabled, or does not answer support', async () => {
    const lead = await createLoggedInOperator(t, 'super_admin');
    const { id, first } = await claimedConversation();
    const disabled = await createOperator(t.db, 'customer_service');
    await t.action(path(adminEndpoints.updateOperator), {
      token: lead.token,
      id: disabled.id,
      status: 0,
      reason: 'left the team',
    });
    const finance = await createOperator(t.db, 'finance');
    for (const operatorId of [randomUUID(), disabled.id, finance.id]) {
      const res = await reassign(lead.token, { id, operatorId });
      expect(res.key).toBe('ADMIN_OPERATOR_CANNOT_TAKE_SUPPORT');
      expect(res.msg).not.toBe('');
    }
    // Said in the console's language.
    const inArabic = await t.action(path(REASSIGN), {
      token: lead.token,
      id,
      operatorId: disabled.id,
      lang: 'ar',
    });
    expect(inArabic.msg).toMatch(/[\u0600-\u06FF]/);
    expect(await claimOf(id)).toBe(first.op.id);
    expect(await auditOf(id)).toEqual([]);
  });

  it('hands it to another support operator, who may answer while the first may not; then releases it', async () => {
    const lead = await createLoggedInOperator(t, 'super_admin');
    const { id, first } = await claimedConversation();
    const second = await createLoggedInOperator(t, 'customer_service');
    let reply: Awaited<ReturnType<typeof reassign>> | undefined;
    const frames = await framesOf(async () => {
      reply = await reassign(lead.token, { id, operatorId: second.op.id });
    });
    expect(reply?.code, reply?.msg).toBe('0');
    expect(AdminChatConversationVo.parse(reply?.data)).toMatchObject({
      id,
      operatorId: second.op.id,
      operatorName: second.op.username,
    });
    expect(frames).toEqual([
      {
        audience: { supportOperators: true },
        frame: {
          type: 'support',
          conversationId: id,
          claimedBy: second.op.username,
          operatorId: second.op.id,
        },
      },
    ]);
    expect(await auditOf(id)).toEqual([
      {
        action: 'support.reassign',
        actorId: lead.op.id,
        targetType: 'support_conversation',
        before: { operatorId: first.op.id },
        after: { operatorId: second.op.id },
      },
    ]);
    const send = (token: string, content: string) =>
      t.action(path(chatEndpoints.admin.send), { token, id, content });
    expect((await send(first.token, 'I have it')).key).toBe('COMMON_NO_PERMISSION');
    expect((await send(second.token, 'It ships today.')).code).toBe('0');
    // The same hand again: nothing to change.
    expect((await reassign(lead.token, { id, operatorId: second.op.id })).key).toBe('ADMIN_STATE_UNCHANGED');

    // Released: nobody has it, and any support operator may take it. (A minute later, so the
    // audit entries are ordered by their time: ids are random.)
    t.clock.advance(60_000);
    const released = await reassign(lead.token, { id, operatorId: '' });
    expect(released.code, released.msg).toBe('0');
    expect(released.data).toMatchObject({ operatorId: '', operatorName: '' });
    expect((await reassign(lead.token, { id })).key).toBe('ADMIN_STATE_UNCHANGED');
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: 'support.release',
      before: { operatorId: second.op.id },
      after: { operatorId: null },
    });
    expect((await send(first.token, 'Back to me')).code).toBe('0');
    expect(await claimOf(id)).toBe(first.op.id);
  });

  it('lets a burst of the same hand-over through once, and never fails with a 500', async () => {
    const lead = await createLoggedInOperator(t, 'super_admin');
    const { id } = await claimedConversation();
    const second = await createOperator(t.db, 'customer_service');
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => reassign(lead.token, { id, operatorId: second.id })),
    );
    expect(replies.filter((r) => r.code === '0')).toHaveLength(1);
    expect(replies.filter((r) => r.key === 'ADMIN_STATE_UNCHANGED')).toHaveLength(5);
    expect(await auditOf(id)).toHaveLength(1);
  });
});

describe('an operator who can no longer answer support', () => {
  it('loses every conversation it claimed when disabled, audited with the change', async () => {
    const lead = await createLoggedInOperator(t, 'super_admin');
    const one = await claimedConversation();
    const two = await claimedConversation();
    // The second conversation goes to the first conversation's operator too.
    expect((await reassign(lead.token, { id: two.id, operatorId: one.first.op.id })).code).toBe('0');
    const untouched = await claimedConversation();
    t.clock.advance(60_000); // the release's audit entry after the hand-over's: ids are random
    const disabled = await t.action(path(adminEndpoints.updateOperator), {
      token: lead.token,
      id: one.first.op.id,
      status: 0,
      reason: 'left the team',
    });
    expect(disabled.code, disabled.msg).toBe('0');
    expect(await claimOf(one.id)).toBeNull();
    expect(await claimOf(two.id)).toBeNull();
    expect(await claimOf(untouched.id)).toBe(untouched.first.op.id);
    for (const id of [one.id, two.id]) {
      expect((await auditOf(id)).at(-1)).toEqual({
        action: 'support.release',
        actorId: lead.op.id,
        targetType: 'support_conversation',
        before: { operatorId: one.first.op.id },
        after: { operatorId: null },
      });
    }
    // Free again: another support operator answers it.
    const next = await createLoggedInOperator(t, 'customer_service');
    const answer = await t.action(path(chatEndpoints.admin.send), {
      token: next.token,
      id: one.id,
      content: 'I will take it from here.',
    });
    expect(answer.code, answer.msg).toBe('0');
  });

  it('loses them too when its role no longer answers support; another change keeps them', async () => {
    const lead = await createLoggedInOperator(t, 'super_admin');
    const { id, first } = await claimedConversation();
    const update = (params: Record<string, string | number>) =>
      t.action(path(adminEndpoints.updateOperator), {
        token: lead.token,
        id: first.op.id,
        reason: 'team change',
        ...params,
      });
    expect((await update({ role: 'super_admin' })).code).toBe('0');
    expect(await claimOf(id)).toBe(first.op.id);
    expect((await update({ role: 'finance' })).code).toBe('0');
    expect(await claimOf(id)).toBeNull();
  });
});
