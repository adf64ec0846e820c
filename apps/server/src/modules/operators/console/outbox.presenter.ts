import type { OperatorRole, OutboxMessageVo } from '@caravan/contract';
import type { z } from 'zod';
import { formatDateTime } from '../../../lib/dates.js';
import type { OutboxMessage } from '../../../lib/mailer.js';

const MASK = '••••••';
/** Every code the server mails is 6 digits (ACCOUNT_RULES.verifyCode). */
const SIX_DIGITS = /(?<!\d)\d{6}(?!\d)/g;

/**
 * An outbox message as an operator of `role` reads it (list and open alike: the console has no
 * other way to a message). A code in it takes the account over (a password reset, an e-mail
 * binding): the super admin alone sees it. Each is masked for every other role: the codes its
 * sender named (`secrets`), and, in a message written before senders named them (no `secrets`
 * recorded at all), every 6-digit number.
 */
export function presentOutboxMessage(
  message: OutboxMessage,
  role: OperatorRole,
): z.infer<typeof OutboxMessageVo> {
  const { secrets, ...rest } = message;
  const mask = (text: string) => {
    if (role === 'super_admin') return text;
    if (!secrets) return text.replace(SIX_DIGITS, MASK);
    return secrets.reduce((masked, secret) => (secret ? masked.split(secret).join(MASK) : masked), text);
  };
  return {
    id: rest.id,
    to: rest.to,
    subject: mask(rest.subject),
    text: mask(rest.text),
    createdAt: formatDateTime(new Date(rest.createdAt)),
  };
}
