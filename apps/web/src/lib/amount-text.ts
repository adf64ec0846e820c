import { isDecimalText, type Language } from '@caravan/contract';
import Decimal from 'decimal.js';
import { formatDecimalText } from './money';

// Amounts and rates travel as decimal text and are checked and compared as decimals (decimal.js):
// a JS number would lose digits past the 15th. The buyer's wallet forms and the finance console
// both use these; the server checks the same again.

/**
 * A wallet amount as the legacy lists send it (".50", "12345.00") made readable in the language:
 * a leading zero put back, the language's grouping and decimal sign, the digits exactly as sent.
 */
export function plainAmount(text: string | null | undefined, lang: Language): string {
  if (!text) return '--';
  return formatDecimalText(text, lang);
}

export type AmountProblem = 'required' | 'format' | 'positive' | 'belowMin' | 'aboveMax';

type AmountRules = {
  /** Decimal places allowed (2 for USDT and pesos, up to 10 for coins: spec §5). */
  decimals: number;
  min?: Decimal.Value | null;
  max?: Decimal.Value | null;
};

/** What is wrong with an amount as typed, checked exactly; null when it is fine. */
export function checkAmount(text: string, { decimals, min, max }: AmountRules): AmountProblem | null {
  const value = text.trim();
  if (value === '') return 'required';
  if (!isDecimalText(value, decimals)) return 'format';
  const amount = new Decimal(value);
  if (amount.lte(0)) return 'positive';
  if (min !== undefined && min !== null && amount.lt(min)) return 'belowMin';
  if (max !== undefined && max !== null && amount.gt(max)) return 'aboveMax';
  return null;
}

/** Keeps what an amount field may hold: digits and one decimal point (a comma typed as a point). */
export function cleanAmountInput(text: string): string {
  const normalised = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = normalised.indexOf('.');
  return dot === -1
    ? normalised
    : normalised.slice(0, dot + 1) + normalised.slice(dot + 1).replace(/\./g, '');
}
