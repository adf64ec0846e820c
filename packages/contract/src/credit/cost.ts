// The cost of a loan (contract §1.10): interest = daily rate × amount × days, rounded down to 2
// places; the total to repay = amount + interest. Exact integer arithmetic on the decimal texts, so
// the server, the calculator on /credit and the console show the same cents.

/** Decimal text (or a whole number) as integer units of 10^-scale; refuses more places than `scale`. */
function units(value: string | number, scale: number): bigint {
  const text = String(value).trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match || (match[2] ?? '').length > scale)
    throw new RangeError(`not a decimal of ${scale} places: ${text}`);
  return BigInt(match[1] + (match[2] ?? '').padEnd(scale, '0'));
}

/** Cents as decimal text with two places ("1234.05"). */
function centsText(cents: bigint): string {
  const whole = cents / 100n;
  const rest = cents % 100n;
  return `${whole}.${rest.toString().padStart(2, '0')}`;
}

/** The interest for `days` days: rate (≤ 4 places) × amount (≤ 2 places) × days, rounded down to cents. */
export function loanInterest(amount: string | number, dailyRate: string | number, days: number): string {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be a whole number: ${days}`);
  // amount in cents (10^-2) × rate in 10^-4 × days = 10^-6 units; cents are 10^-2, so ÷ 10^4, down.
  const micro = units(amount, 2) * units(dailyRate, 4) * BigInt(days);
  return centsText(micro / 10_000n);
}

/** What a loan of `amount` for `days` days at `dailyRate` costs: its interest and the total to repay. */
export function loanCost(
  amount: string | number,
  dailyRate: string | number,
  days: number,
): { interest: string; total: string } {
  const interest = loanInterest(amount, dailyRate, days);
  return { interest, total: centsText(units(amount, 2) + units(interest, 2)) };
}

/**
 * The yearly rate of a daily rate (≤ 4 places): daily × 365, exact ("0.0005" → "0.1825"), the
 * simple yearly figure shown beside the daily one.
 */
export function yearlyRate(dailyRate: string | number): string {
  const perYear = units(dailyRate, 4) * 365n;
  return `${perYear / 10_000n}.${(perYear % 10_000n).toString().padStart(4, '0')}`;
}

const DAY_MS = 86_400_000;

/**
 * Where a loan in use stands at `now`: the days of its term begun (at least 1, at most the term),
 * and the whole or begun days past its due time (0 until then).
 */
export function loanDays(
  loanedAt: Date,
  dueAt: Date,
  term: number,
  now: Date,
): { elapsed: number; overdue: number } {
  const begun = Math.floor((now.getTime() - loanedAt.getTime()) / DAY_MS) + 1;
  const late =
    now.getTime() > dueAt.getTime() ? Math.floor((now.getTime() - dueAt.getTime() - 1) / DAY_MS) + 1 : 0;
  return { elapsed: Math.min(term, Math.max(1, begun)), overdue: late };
}

/** The due time of a loan: `term` days after it was paid out. */
export function loanDueAt(loanedAt: Date, term: number): Date {
  return new Date(loanedAt.getTime() + term * DAY_MS);
}
