import {
  EMAIL_CATEGORIES,
  isMandatoryNotice,
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_KINDS,
  type EmailCategory,
  type EmailSettingsVo,
  type NotificationKind,
} from '@caravan/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

// Which notification e-mails a user gets (ADR 018): every category is on until turned off; the
// notifications themselves are always written. Stored as the categories turned off, so a category
// added later starts on for everyone.

/** Whether a user with this address and these settings gets this kind's e-mail. */
export function wantsEmail(
  user: { email: string | null; emailOff: readonly string[] },
  kind: NotificationKind,
): boolean {
  if (!user.email) return false;
  return isMandatoryNotice(kind) || !user.emailOff.includes(NOTIFICATION_KINDS[kind].category);
}

const ALWAYS_SENT = NOTIFICATION_KIND_NAMES.filter(isMandatoryNotice);

function present(user: { email: string | null; emailOff: readonly string[] }): EmailSettingsVo {
  const on = Object.fromEntries(EMAIL_CATEGORIES.map((c) => [c, !user.emailOff.includes(c)])) as Record<
    EmailCategory,
    boolean
  >;
  return { email: user.email ?? '', ...on, alwaysSent: ALWAYS_SENT };
}

async function readUser(db: Db, userId: string) {
  const [user] = await db
    .select({ email: users.email, emailOff: users.emailOff })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('AUTH_SESSION_EXPIRED');
  return user;
}

/** notification!emailSettings: the address e-mails go to and each category's switch. */
export async function emailSettings(db: Db, userId: string): Promise<EmailSettingsVo> {
  return present(await readUser(db, userId));
}

/** notification!saveEmailSettings: turns the categories given on (1) or off (0); the rest stay. */
export async function saveEmailSettings(
  db: Db,
  userId: string,
  switches: Partial<Record<EmailCategory, number | undefined>>,
): Promise<EmailSettingsVo> {
  const off = EMAIL_CATEGORIES.filter((c) => switches[c] === 0);
  const on = EMAIL_CATEGORIES.filter((c) => switches[c] === 1);
  if (off.length === 0 && on.length === 0) return emailSettings(db, userId);
  // The list is changed in one statement from what it is, so that two saves of different
  // categories at once both hold.
  const [user] = await db
    .update(users)
    .set({
      emailOff: sql`(select coalesce(array_agg(distinct c order by c), '{}'::text[])
        from unnest(${users.emailOff} || ${sql.param(off)}::text[]) as c
        where not (c = any(${sql.param(on)}::text[])))`,
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email, emailOff: users.emailOff });
  if (!user) throw new AppError('AUTH_SESSION_EXPIRED');
  return present(user);
}
