// A coupon's terms as the seller centre's and the console's forms type them and the contract sends
// them (issue 54): a percentage typed ("15") travels as the contract's rate ("0.15"), and back. The point is moved in the text
// itself, never through a float, so "7.25" is exactly "0.0725".

import type { CouponKind, CouponVo } from '@caravan/contract';

/** A coupon's terms as a form's fields hold them (the console's form adds whom it is for). */
export type CouponTermsDraft = {
  title: string;
  kind: CouponKind;
  amount: string;
  /** The rate as a percentage ("15" for 15 % off); sent as the contract's 0–1 decimal text. */
  percent: string;
  cap: string;
  minSpend: string;
  /** `datetime-local` values, in the browser's time zone. */
  start: string;
  end: string;
  total: string;
  perBuyer: string;
};

/** The form field each save param is typed in, where their names differ (both forms). */
export const TERMS_FIELD_OF: Partial<Record<string, keyof CouponTermsDraft>> = {
  rate: 'percent',
  startTime: 'start',
  endTime: 'end',
};

/** The fields that may still change once buyers have claimed the coupon (the server's rule). */
export const OPEN_AFTER_CLAIMS: ReadonlySet<string> = new Set(['title', 'total', 'end']);

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Digits with the point `point` places from the left (negative: zeros before them), tidied. */
function placePoint(digits: string, point: number): string {
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : digits.padEnd(point, '0');
  const at = point <= 0 ? 1 : point;
  const whole = padded.slice(0, at).replace(/^0+(?=\d)/, '');
  const part = padded.slice(at).replace(/0+$/, '');
  return part ? `${whole}.${part}` : whole;
}

/** "15" → "0.15", "7.25" → "0.0725", "100" → "1": a percentage as a rate; null unless decimal text. */
export function percentToRate(percent: string): string | null {
  const match = DECIMAL.exec(percent.trim());
  if (!match) return null;
  const [, whole = '', part = ''] = match;
  return placePoint(whole + part, whole.length - 2);
}

/** A rate from the server (at most 4 places: 0.0725) as the percentage the seller typed ("7.25"). */
export function rateToPercent(rate: number): string {
  const [whole = '0', part = ''] = rate.toFixed(4).split('.');
  return placePoint(whole + part, whole.length + 2);
}

/** How many decimals a rate's percentage has (0.0725 → 2), to show it as it was set. */
export function percentDecimals(rate: number): number {
  return rateToPercent(rate).split('.')[1]?.length ?? 0;
}

/** An amount from the server (2 dp on the wire) as the text of its field; '' for none (0). */
export function amountField(amount: number): string {
  return amount > 0 ? amount.toFixed(2) : '';
}

/**
 * A coupon's terms as its form's fields: a coupon's own, or a new one's, blank but for its window
 * (`window`: the start and end the form offers) and one per buyer.
 */
export function termsDraftOf(
  coupon: CouponVo | null,
  window: { start: string; end: string },
): CouponTermsDraft {
  if (!coupon) {
    const blank = { title: '', amount: '', percent: '', cap: '', minSpend: '', total: '' };
    return { ...blank, kind: 'amount', ...window, perBuyer: '1' };
  }
  const isPercent = coupon.kind === 'percent';
  return {
    title: coupon.title,
    kind: coupon.kind,
    amount: isPercent ? '' : amountField(coupon.amount),
    percent: isPercent ? rateToPercent(coupon.rate) : '',
    cap: isPercent ? amountField(coupon.cap) : '',
    minSpend: amountField(coupon.minSpend),
    start: localInput(coupon.startTime),
    end: localInput(coupon.endTime),
    total: String(coupon.total),
    perBuyer: String(coupon.perBuyer),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm` for a datetime-local field, in the browser's time zone. */
export function localInput(ms: number): string {
  const at = new Date(ms);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A datetime-local field's value as epoch ms (the browser's time zone); undefined when not a time. */
export function fromLocalInput(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return undefined;
  const ms = new Date(text).getTime();
  return Number.isNaN(ms) ? undefined : ms;
}
