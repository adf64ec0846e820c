import { z } from 'zod';
import { blankToUndefined as blank, decimalTextPattern, isDecimalText, ruleIssueParams } from '../params.js';

// How the wallet's params read what a client types; shared by its deposit and withdrawal shapes.

/** Trimmed and upper-cased, '' meaning absent (coins and network names). */
export const upperCase = (v: unknown) => (typeof v === 'string' ? blank(v.trim().toUpperCase()) : blank(v));
/** A card or account number as typed, spaces and dashes dropped. */
export const digitsOnly = (v: unknown) => (typeof v === 'string' ? blank(v.replace(/[\s-]/g, '')) : blank(v));
/** A secret as typed (never trimmed), '' meaning absent. */
export const secret = (max: number) => z.preprocess(blank, z.string().max(max));

/** A positive decimal given as text (amounts and rates are never floats). */
export const decimalText = (decimals: number) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? blank(v.trim()) : blank(v)),
    z.string().regex(decimalTextPattern(decimals)),
  );

/** Characters of an amount as sent (longer is COMMON_PARAM_TOO_LONG, as it always was). */
const AMOUNT_MAX_LENGTH = 40;

/** Whether `text` is an amount the wallet takes: positive decimal text with at most `places` decimals. */
export function isAmountText(text: string, places: number): boolean {
  return isDecimalText(text, places) && /[1-9]/.test(text);
}

/** The issue's params that make the server answer WALLET_AMOUNT_INVALID with its `decimals`. */
export const amountRefusal = (places: number) =>
  ruleIssueParams('WALLET_AMOUNT_INVALID', { decimals: places });

/**
 * An amount of money a user asks to move, as trimmed text (never a number: amounts are never
 * floats): missing is COMMON_PARAM_MISSING; anything but a positive decimal with at most `places`
 * decimals is WALLET_AMOUNT_INVALID {decimals}, the error the server has always answered. Without
 * `places` (they depend on another field: a coin), only its presence and length, and a rule of the
 * params checks it (refuse(field, 'WALLET_AMOUNT_INVALID', { decimals })).
 */
export function amountText(places?: number) {
  const text = z.string().max(AMOUNT_MAX_LENGTH);
  return z.preprocess(
    (v) => (typeof v === 'string' ? blank(v.trim()) : blank(v)),
    places === undefined
      ? text
      : text.refine((v) => isAmountText(v, places), {
          message: 'WALLET_AMOUNT_INVALID',
          params: amountRefusal(places),
        }),
  );
}
