import type { Language } from '@caravan/contract';
import { CURRENCY, formatAmount, formatCount } from '../../../lib/money';

/**
 * "1,500.00 USDT": a loan amount (a number the server rounded, or a decimal text the contract's
 * arithmetic gave) with the language's separators. Only shown, never computed with.
 */
export function formatUsdt(amount: number | string, lang: Language): string {
  return `${formatAmount(Number(amount), lang)} ${CURRENCY}`;
}

/** "100,000 USDT": a whole amount (the bounds of what may be applied for). */
export function formatWholeUsdt(amount: number, lang: Language): string {
  return `${formatCount(amount, lang)} ${CURRENCY}`;
}
