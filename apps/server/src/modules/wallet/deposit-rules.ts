import { DEPOSIT_SYSPARA_CODES } from '@caravan/contract';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { amount, toDb, type Amount } from '../../lib/money.js';
import { sysparaValues } from '../system/index.js';

/** The deposit system parameters, read once per request. */
export interface DepositRules {
  /** can_recharge: deposits are switched on. */
  open: boolean;
  /** recharge_limit_min / _max: one deposit's bounds, in USDT. */
  min: Amount;
  max: Amount;
  /** php_usdt_rate: what one peso is worth in USDT (third-party channels). */
  pesoRate: Amount;
}

export async function depositRules(db: DbOrTx): Promise<DepositRules> {
  const values = await sysparaValues(db, DEPOSIT_SYSPARA_CODES);
  return {
    open: values.can_recharge !== '0',
    min: amount(values.recharge_limit_min || '0'),
    max: amount(values.recharge_limit_max || '0'),
    pesoRate: amount(values.php_usdt_rate || '0'),
  };
}

/** Refuses a deposit while deposits are switched off (system parameter can_recharge). */
export function assertDepositsOpen(rules: DepositRules): void {
  if (!rules.open) throw new AppError('WALLET_DEPOSITS_CLOSED');
}

/** Refuses a deposit whose USDT value is outside the bounds of one deposit. */
export function assertWithinDepositLimits(rules: DepositRules, usdt: Amount): void {
  if (usdt.lt(rules.min)) throw new AppError('WALLET_DEPOSIT_BELOW_MIN', { min: toDb(rules.min) });
  if (usdt.gt(rules.max)) throw new AppError('WALLET_DEPOSIT_ABOVE_MAX', { max: toDb(rules.max) });
}
