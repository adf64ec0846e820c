import type { Language } from '@caravan/contract';

/** Balances and prices are USDT, shown with a "$" prefix (spec §9). */
export const CURRENCY = 'USDT';

// Latin digits in every language: prices are compared across stores and copied into wallets. A
// formatter is costly to build and a page formats hundreds of figures, so each is built once.
const FORMATS = {
  amount: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  count: { maximumFractionDigits: 0 },
  percent: { style: 'percent', maximumFractionDigits: 0 },
} satisfies Record<string, Intl.NumberFormatOptions>;

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(lang: Language, kind: keyof typeof FORMATS): Intl.NumberFormat {
  const key = `${lang}:${kind}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const locale = lang === 'ph' ? 'fil' : lang;
    formatter = new Intl.NumberFormat(`${locale}-u-nu-latn`, FORMATS[kind]);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Builds the language's number formatters ahead of need. The first formatter a page builds loads
 * the browser's number data, tens of milliseconds on a phone: done while the page waits for its
 * code and data (main.tsx), it is not added to the task that renders the first prices.
 */
export function warmNumberFormats(lang: Language): void {
  for (const kind of Object.keys(FORMATS) as (keyof typeof FORMATS)[]) formatterFor(lang, kind);
}

/**
 * Formats an amount the server already rounded down to 2 dp (contract §2.5); the number is only
 * displayed, never used in arithmetic here.
 */
export function formatAmount(amount: number, lang: Language): string {
  return formatterFor(lang, 'amount').format(amount);
}

/** "$1,234.50": a price in USDT with the "$" prefix. */
export function formatPrice(amount: number, lang: Language): string {
  return `$${formatAmount(amount, lang)}`;
}

/** Whole-number counts (sold, followers) with the language's grouping. */
export function formatCount(value: number, lang: Language): string {
  return formatterFor(lang, 'count').format(value);
}

/**
 * "96%": the share of reviews that are positive, rounded down (99.6% is not yet 100%), with the
 * language's percent sign; "–" when there are no reviews, since no rate is not a 0% rate. The
 * product page and the shop use this one rule.
 */
export function formatPositiveRate(share: number, reviews: number, lang: Language): string {
  if (reviews <= 0) return '–';
  const percent = Math.floor(Math.min(Math.max(share, 0), 1) * 100 + 1e-9) / 100;
  return formatterFor(lang, 'percent').format(percent);
}

/** The percentage off, from the two prices, for the discount badge ("-15%"); null when none. */
export function discountPercent(sellingPrice: number, discountPrice: number | null): number | null {
  if (discountPrice === null || sellingPrice <= 0 || discountPrice >= sellingPrice) return null;
  const percent = Math.round((1 - discountPrice / sellingPrice) * 100);
  return percent > 0 ? percent : null;
}
