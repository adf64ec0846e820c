import { yearlyRate, type Language } from '@caravan/contract';
import { htmlLangFor } from './html-lang';

/** Balances and prices are USDT, shown with a "$" prefix (spec §9). */
export const CURRENCY = 'USDT';

// Latin digits in every language: prices are compared across stores and copied into wallets. The
// separators and patterns are the browser's own (CLDR's, as Intl.NumberFormat writes them with
// `-u-nu-latn`; formatting.test.ts holds the two to the same output), written out here because building
// an Intl.NumberFormat loads the browser's number data: tens of milliseconds on a phone, in the
// task that renders the first prices.
type NumberStyle = {
  group: string;
  decimal: string;
  /** CLDR's minimum grouping digits: 2 writes 1234 without a separator, 12.345 with one. */
  minGrouping?: 2;
  /** Indian grouping: the last three digits, then twos (12,34,567). */
  indian?: true;
  /** Before the minus sign (Arabic keeps a number left to right with a mark). */
  signMark?: string;
  /** The percent pattern; `#` is the number. */
  percent: string;
};

const NBSP = '\u00a0';
const LRM = '\u200e';
const COMMA_DOT: NumberStyle = { group: ',', decimal: '.', percent: '#%' };
const DOT_COMMA: NumberStyle = { group: '.', decimal: ',', percent: '#%' };

const NUMBER_STYLES: Record<Language, NumberStyle> = {
  en: COMMA_DOT,
  'zh-CN': COMMA_DOT,
  'zh-TW': COMMA_DOT,
  ja: COMMA_DOT,
  ms: COMMA_DOT,
  th: COMMA_DOT,
  ko: COMMA_DOT,
  ph: COMMA_DOT,
  de: { ...DOT_COMMA, percent: `#${NBSP}%` },
  af: { group: NBSP, decimal: ',', percent: '#%' },
  el: DOT_COMMA,
  pt: DOT_COMMA,
  es: { ...DOT_COMMA, minGrouping: 2, percent: `#${NBSP}%` },
  fr: { group: '\u202f', decimal: ',', percent: `#${NBSP}%` },
  ru: { group: NBSP, decimal: ',', percent: `#${NBSP}%` },
  it: { ...DOT_COMMA, minGrouping: 2 },
  tr: { ...DOT_COMMA, percent: '%#' },
  ar: { ...COMMA_DOT, signMark: LRM, percent: `#${LRM}%${LRM}` },
  id: DOT_COMMA,
  vi: DOT_COMMA,
  hi: { ...COMMA_DOT, indian: true },
};

/**
 * `value`'s digits rounded half away from zero to `fraction` places, as Intl rounds: on the
 * number's shortest decimal form (1.005 is 1.01), not on its binary value (toFixed's 1.00).
 */
function roundedDigits(value: number, fraction: number): { whole: string; part: string } {
  const [whole = '0', part = ''] = Math.abs(value).toString().split('.');
  if (part.length <= fraction) return { whole, part: part.padEnd(fraction, '0') };
  let digits = whole + part.slice(0, fraction);
  if (part.charCodeAt(fraction) >= 53 /* '5' */) {
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  }
  const split = digits.length - fraction;
  return { whole: digits.slice(0, split) || '0', part: digits.slice(split) };
}

function grouped(whole: string, style: NumberStyle): string {
  if (whole.length < (style.minGrouping === 2 ? 5 : 4)) return whole;
  const groups = [whole.slice(-3)];
  const size = style.indian ? 2 : 3;
  for (let end = whole.length - 3; end > 0; end -= size)
    groups.unshift(whole.slice(Math.max(0, end - size), end));
  return groups.join(style.group);
}

/**
 * Intl's number for what the table does not cover (not finite, too large for plain digits, or too
 * small for them: 1e-7), with `fraction` decimals or, without it, the decimals the number has.
 */
function intlFormat(value: number, lang: Language, fraction?: number): string {
  const options =
    fraction === undefined
      ? { maximumFractionDigits: 20 }
      : { minimumFractionDigits: fraction, maximumFractionDigits: fraction };
  return new Intl.NumberFormat(`${htmlLangFor(lang)}-u-nu-latn`, options).format(value);
}

/** `value` with `fraction` decimals, grouped as the language groups, in Latin digits. */
function formatNumber(value: number, lang: Language, fraction: number): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return intlFormat(value, lang, fraction);
  const style = NUMBER_STYLES[lang];
  const { whole, part } = roundedDigits(value, fraction);
  const negative = value < 0 || Object.is(value, -0);
  const sign = negative ? `${style.signMark ?? ''}-` : '';
  return `${sign}${grouped(whole, style)}${part ? style.decimal + part : ''}`;
}

/**
 * Formats an amount the server already rounded down to 2 dp (contract §2.5); the number is only
 * displayed, never used in arithmetic here.
 */
export function formatAmount(amount: number, lang: Language): string {
  return formatNumber(amount, lang, 2);
}

/** "$1,234.50": a price in USDT with the "$" prefix. */
export function formatPrice(amount: number, lang: Language): string {
  return `$${formatAmount(amount, lang)}`;
}

/**
 * Decimal text ("12345.5", ".50", "-3") written as the language writes numbers, digit for digit: no
 * rounding and no float on the way (a wallet's amounts have up to 10 decimals). Other text is
 * returned as it is.
 */
export function formatDecimalText(text: string, lang: Language): string {
  const match = /^(-?)(\d*)(?:\.(\d+))?$/.exec(text.trim());
  if (!match || (!match[2] && !match[3])) return text;
  const [, minus, whole = '', part] = match;
  const style = NUMBER_STYLES[lang];
  const sign = minus ? `${style.signMark ?? ''}-` : '';
  return `${sign}${grouped(whole || '0', style)}${part ? style.decimal + part : ''}`;
}

/**
 * A number as it is, with the decimals it has (none for a count), grouped and with the decimal sign
 * as the language writes them: what a sentence shows for a number put into it (lib/i18n.ts).
 */
export function formatPlainNumber(value: number, lang: Language): string {
  const digits = Math.abs(value).toString();
  if (digits.includes('e')) return intlFormat(value, lang);
  return formatNumber(value, lang, digits.split('.')[1]?.length ?? 0);
}

/** Whole-number counts (sold, followers) with the language's grouping. */
export function formatCount(value: number, lang: Language): string {
  return formatNumber(value, lang, 0);
}

/**
 * "96%": the share of reviews that are positive, rounded down (99.6% is not yet 100%), with the
 * language's percent sign; "–" when there are no reviews, since no rate is not a 0% rate. The
 * product page and the shop use this one rule.
 */
export function formatPositiveRate(share: number, reviews: number, lang: Language): string {
  if (reviews <= 0) return '–';
  const percent = Math.floor(Math.min(Math.max(share, 0), 1) * 100 + 1e-9);
  return NUMBER_STYLES[lang].percent.replace('#', formatNumber(percent, lang, 0));
}

/**
 * A rate of 4 places (a loan's daily rate, 0.0005) as a percentage with `fraction` places, 2 unless
 * said ("0.05%"), written as the language writes a percentage; only shown, never computed with.
 */
export function formatRate(rate: number, lang: Language, fraction = 2): string {
  return NUMBER_STYLES[lang].percent.replace('#', formatNumber(rate * 100, lang, fraction));
}

/**
 * A loan's daily rate (4 places) as its yearly rate, daily × 365 worked out in exact decimals by the
 * contract, then written as formatRate writes a percentage ("0.0005" → "18.25%").
 */
export function formatYearlyRate(dailyRate: number, lang: Language): string {
  return formatRate(Number(yearlyRate(dailyRate.toFixed(4))), lang);
}

/** The percentage off, from the two prices, for the discount badge ("-15%"); null when none. */
export function discountPercent(sellingPrice: number, discountPrice: number | null): number | null {
  if (discountPrice === null || sellingPrice <= 0 || discountPrice >= sellingPrice) return null;
  const percent = Math.round((1 - discountPrice / sellingPrice) * 100);
  return percent > 0 ? percent : null;
}
