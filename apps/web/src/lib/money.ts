import type { Language } from '@caravan/contract';

/** Balances and prices are USDT, shown with a "$" prefix (spec §9). */
export const CURRENCY = 'USDT';

// Latin digits in every language: prices are compared across stores and copied into wallets.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(lang: Language): Intl.NumberFormat {
  let formatter = formatters.get(lang);
  if (!formatter) {
    const locale = lang === 'ph' ? 'fil' : lang;
    formatter = new Intl.NumberFormat(`${locale}-u-nu-latn`, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(lang, formatter);
  }
  return formatter;
}

/**
 * Formats an amount the server already rounded down to 2 dp (contract §2.5); the number is only
 * displayed, never used in arithmetic here.
 */
export function formatAmount(amount: number, lang: Language): string {
  return formatterFor(lang).format(amount);
}

/** "$1,234.50": a price in USDT with the "$" prefix. */
export function formatPrice(amount: number, lang: Language): string {
  return `$${formatAmount(amount, lang)}`;
}

/** Whole-number counts (sold, followers) with the language's grouping. */
export function formatCount(value: number, lang: Language): string {
  const locale = lang === 'ph' ? 'fil' : lang;
  return new Intl.NumberFormat(`${locale}-u-nu-latn`, { maximumFractionDigits: 0 }).format(value);
}

/**
 * "96%": the share of reviews that are positive, rounded down (99.6% is not yet 100%), with the
 * language's percent sign; "–" when there are no reviews, since no rate is not a 0% rate. The
 * product page and the shop use this one rule.
 */
export function formatPositiveRate(share: number, reviews: number, lang: Language): string {
  if (reviews <= 0) return '–';
  const locale = lang === 'ph' ? 'fil' : lang;
  const percent = Math.floor(Math.min(Math.max(share, 0), 1) * 100 + 1e-9) / 100;
  return new Intl.NumberFormat(`${locale}-u-nu-latn`, { style: 'percent', maximumFractionDigits: 0 }).format(
    percent,
  );
}

/** The percentage off, from the two prices, for the discount badge ("-15%"); null when none. */
export function discountPercent(sellingPrice: number, discountPrice: number | null): number | null {
  if (discountPrice === null || sellingPrice <= 0 || discountPrice >= sellingPrice) return null;
  const percent = Math.round((1 - discountPrice / sellingPrice) * 100);
  return percent > 0 ? percent : null;
}
