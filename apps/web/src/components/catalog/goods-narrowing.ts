import { isDecimalText } from '@caravan/contract';

/**
 * The buyer's filters of a goods list or search (issue 51), named as the API names them, which
 * are also their names in the page's address (`?minPrice=5&verified=1`), so a link shares them.
 */
export type Narrowing = {
  minPrice?: string;
  maxPrice?: string;
  maxBuyMin?: number;
  minRating?: number;
  verified?: 1;
  discount?: 1;
  ships24h?: 1;
};

/** The minimum orders a buyer may cap (units) and the shop ratings (per cent positive) offered. */
export const MIN_ORDER_CHOICES = [1, 10, 50, 100] as const;
export const RATING_CHOICES = [80, 90, 95] as const;
export const NARROWING_FLAGS = ['verified', 'discount', 'ships24h'] as const;
export const NARROWING_KEYS = ['minPrice', 'maxPrice', 'maxBuyMin', 'minRating', ...NARROWING_FLAGS] as const;

const choice = (value: string | null, choices: readonly number[]) => choices.find((n) => String(n) === value);

/**
 * The filters an address names; a value the lists do not offer (an edited link) is left out, so
 * the page shows what it filters by and never asks the server for what it would refuse.
 */
export function parseNarrowing(params: URLSearchParams): Narrowing {
  const narrowing: Narrowing = {};
  const price = (name: 'minPrice' | 'maxPrice') => {
    const value = params.get(name);
    if (value && isDecimalText(value, 2)) narrowing[name] = value;
  };
  price('minPrice');
  price('maxPrice');
  const { minPrice, maxPrice } = narrowing;
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) {
    narrowing.minPrice = maxPrice;
    narrowing.maxPrice = minPrice;
  }
  const maxBuyMin = choice(params.get('maxBuyMin'), MIN_ORDER_CHOICES);
  if (maxBuyMin) narrowing.maxBuyMin = maxBuyMin;
  const minRating = choice(params.get('minRating'), RATING_CHOICES);
  if (minRating) narrowing.minRating = minRating;
  for (const flag of NARROWING_FLAGS) if (params.get(flag) === '1') narrowing[flag] = 1;
  return narrowing;
}

/** The filters as address parameters: each one set, or deleted when not in force. */
export function narrowingEntries(narrowing: Narrowing): [string, string | undefined][] {
  return NARROWING_KEYS.map((key) => {
    const value = narrowing[key];
    return [key, value === undefined ? undefined : String(value)];
  });
}

/** How many filters are in force (a price range is one). */
export function narrowingCount(narrowing: Narrowing): number {
  const price = narrowing.minPrice || narrowing.maxPrice ? 1 : 0;
  const others = (['maxBuyMin', 'minRating', ...NARROWING_FLAGS] as const).filter(
    (key) => narrowing[key] !== undefined,
  );
  return price + others.length;
}

/**
 * What a buyer types into a price box, kept to a price the API takes: digits and one decimal
 * point, at most 12 whole digits and 2 decimals (anything else is dropped as it is typed).
 */
export function priceInput(text: string): string {
  const cleaned = text
    // Arabic-Indic and Persian digits as a phone's keyboard types them.
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x6f0))
    .replace(/٫/g, '.')
    .replace(/[^\d.]/g, '');
  const [whole = '', ...rest] = cleaned.split('.');
  const part = rest.join('').slice(0, 2);
  return rest.length > 0 ? `${whole.slice(0, 12)}.${part}` : whole.slice(0, 12);
}
