import { SUBSCRIBE_EMAIL_PATTERN } from '@caravan/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { SYSPARA_DEFINITIONS, sysparaDefinition } from './syspara-definitions.js';
import { findSysparaValues, insertSubscription } from './system.repository.js';

const WHITELIST = new Set(SYSPARA_DEFINITIONS.filter((d) => d.public).map((d) => d.code));

/**
 * Values for the requested codes (comma-separated); codes outside the whitelist give null, as the
 * existing server does (contract §1.11). `withdraw_fee` is an object {type, fee}.
 */
export async function getSyspara(db: DbOrTx, codeList: string): Promise<Record<string, unknown>> {
  const codes = [
    ...new Set(
      codeList
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    ),
  ].slice(0, 50);
  const allowed = codes.filter((c) => WHITELIST.has(c));
  const stored = await findSysparaValues(db, allowed);
  const result: Record<string, unknown> = {};
  for (const code of codes) {
    if (!WHITELIST.has(code)) {
      result[code] = null;
      continue;
    }
    const value = stored.get(code) ?? sysparaDefinition(code)?.defaultValue ?? null;
    if (code === 'withdraw_fee') {
      const [type = 'fixed', fee = '0'] = (value ?? 'fixed:0').split(':');
      result[code] = { type, fee };
    } else {
      result[code] = value;
    }
  }
  return result;
}

/** Subscribes an e-mail address for coupons (spec §5 pattern); a repeat is a clear error. */
export async function subscribe(db: DbOrTx, email: string, lang: string, now: Date): Promise<void> {
  if (!SUBSCRIBE_EMAIL_PATTERN.test(email)) throw new AppError('SUBSCRIBE_EMAIL_INVALID');
  const created = await insertSubscription(db, email, lang, now);
  if (!created) throw new AppError('SUBSCRIBE_ALREADY_SUBSCRIBED');
}
