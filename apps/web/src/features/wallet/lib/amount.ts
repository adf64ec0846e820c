import Decimal from 'decimal.js';

export type AmountProblem = 'required' | 'format' | 'positive' | 'belowMin' | 'aboveMax';

type AmountRules = {
  /** Decimal places allowed (2 for USDT and pesos, up to 10 for coins: spec §5). */
  decimals: number;
  min?: Decimal.Value | null;
  max?: Decimal.Value | null;
};

/** Digits with an optional fraction: what the amount fields accept (never a float). */
export function amountPattern(decimals: number): RegExp {
  return new RegExp(`^\\d{1,12}(\\.\\d{1,${decimals}})?$`);
}

/**
 * What is wrong with an amount as typed, checked exactly with decimals; null when it is fine. The
 * server checks the same again.
 */
export function checkAmount(text: string, { decimals, min, max }: AmountRules): AmountProblem | null {
  const value = text.trim();
  if (value === '') return 'required';
  if (!amountPattern(decimals).test(value)) return 'format';
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
