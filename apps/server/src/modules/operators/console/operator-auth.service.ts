import type { z } from 'zod';
import type { OperatorSessionVo } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { operators } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { findOperatorByUsername, checkLoginAttempt, createSession } from '../../account/index.js';

/** Logs an operator in (own accounts and sessions, same lockout as buyers). */
export async function operatorLogin(
  db: DbOrTx,
  input: { username: string; password: string },
  ctx: { now: Date; sessionTtlHours: number },
): Promise<z.infer<typeof OperatorSessionVo>> {
  const operator = await findOperatorByUsername(db, input.username);
  await checkLoginAttempt(db, 'operator', operator, input.password, ctx.now);
  if (!operator) throw new AppError('AUTH_LOGIN_FAILED');
  await db.update(operators).set({ lastLoginAt: ctx.now }).where(eq(operators.id, operator.id));
  // Operators' sessions are shorter: at most 12 hours.
  const token = await createSession(
    db,
    { operatorId: operator.id },
    ctx.now,
    Math.min(ctx.sessionTtlHours, 12),
  );
  return { token, username: operator.username, role: operator.role };
}
