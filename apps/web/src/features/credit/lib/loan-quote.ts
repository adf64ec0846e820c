import { loanCost, loanDueAt, type CreditConfigVo } from '@caravan/contract';

// The calculator on /credit and the disclosure on the application share one computation: the
// contract's exact decimal arithmetic (loanCost), the same the server stores when it records an
// application, so the cents shown are the cents that will be owed.

/** What is wrong with a loan amount as typed: whole USDT within the offer's range. */
export type AmountProblem = 'required' | 'whole' | 'belowMin' | 'aboveMax';

/** The product as the calculator needs it. */
export type LoanOffer = Pick<
  CreditConfigVo,
  'rate' | 'defaultRate' | 'lendableDays' | 'amountMin' | 'amountMax'
>;

/** The least and the most whole USDT the offer lends (its bounds have 2 places; applications are whole). */
export function amountBounds(offer: LoanOffer): { min: number; max: number } {
  return { min: Math.ceil(offer.amountMin), max: Math.floor(offer.amountMax) };
}

/** What is wrong with `text` as an amount of this offer; null when it may be applied for. */
export function amountProblem(text: string, offer: LoanOffer): AmountProblem | null {
  const value = text.trim();
  if (value === '') return 'required';
  // Whole USDT only (contract: applyAmount is an integer); ten digits at most, so exact as a number.
  if (!/^\d{1,10}$/.test(value)) return 'whole';
  const amount = Number(value);
  const { min, max } = amountBounds(offer);
  if (amount < min) return 'belowMin';
  if (amount > max) return 'aboveMax';
  return null;
}

/** The offer's terms in days, shortest first (the contract sends them as text). */
export function termsOf(offer: LoanOffer): number[] {
  return offer.lendableDays
    .map(Number)
    .filter((days) => Number.isInteger(days) && days > 0)
    .sort((a, b) => a - b);
}

/** A loan's cost as disclosed before applying: decimal texts of 2 places and the due time. */
export type LoanQuote = {
  /** Whole USDT, as typed ("100000"). */
  amount: string;
  days: number;
  rate: number;
  overdueRate: number;
  /** The interest for the whole term. */
  interest: string;
  /** Amount + interest. */
  total: string;
  /** What each day past the due time adds (the overdue rate on the amount). */
  overduePerDay: string;
  /** When it falls due if it is paid out at `now`. */
  dueAt: Date;
};

/**
 * The cost of `amountText` USDT for `days` days under the offer, or null while the amount or the
 * term is not one the offer lends.
 */
export function quoteLoan(offer: LoanOffer, amountText: string, days: number, now: Date): LoanQuote | null {
  if (amountProblem(amountText, offer) !== null || !termsOf(offer).includes(days)) return null;
  const amount = amountText.trim();
  // Rates come with at most 4 places (contract §2.5); their shortest text is what loanCost reads.
  const { interest, total } = loanCost(amount, String(offer.rate), days);
  return {
    amount,
    days,
    rate: offer.rate,
    overdueRate: offer.defaultRate,
    interest,
    total,
    overduePerDay: loanCost(amount, String(offer.defaultRate), 1).interest,
    dueAt: loanDueAt(now, days),
  };
}
