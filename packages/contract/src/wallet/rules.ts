import Decimal from 'decimal.js';

/** A card number's checksum (Luhn), which catches mistyped digits; `digits` holds digits only. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The withdrawal fee rule (syspara `withdraw_fee`): a fixed USDT amount, or a rate of the amount. */
export type WithdrawFeeRule = { type: 'fixed' | 'rate'; fee: string };

// Enough digits for 12 whole digits times an 8-decimal rate before rounding to the cent.
const D = Decimal.clone({ precision: 40 });

/**
 * What a withdrawal of `gross` USDT costs and pays out, as exact decimal text: a fixed fee, or
 * gross × rate rounded half up to the cent; net = gross − fee. The server charges exactly this and
 * the withdrawal form previews it with the same function. Takes decimal text or decimals (never
 * floats).
 */
export function withdrawalSplit(
  gross: Decimal.Value,
  rule: { type: WithdrawFeeRule['type']; fee: Decimal.Value },
): { fee: string; net: string } {
  const amount = new D(gross);
  const fee =
    rule.type === 'fixed'
      ? new D(rule.fee)
      : amount.times(rule.fee).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { fee: fee.toFixed(), net: amount.minus(fee).toFixed() };
}

/** The networks a withdrawal address may be on (USDT), with the address format each accepts. */
export const WITHDRAW_NETWORKS = {
  TRC20: { coin: 'USDT', pattern: /^T[1-9A-HJ-NP-Za-km-z]{33}$/ },
  ERC20: { coin: 'USDT', pattern: /^0x[0-9a-fA-F]{40}$/ },
} as const;
export type WithdrawNetwork = keyof typeof WITHDRAW_NETWORKS;

export function isWithdrawNetwork(name: string): name is WithdrawNetwork {
  return Object.hasOwn(WITHDRAW_NETWORKS, name);
}

/** The network of a record's `coin_blockchain` ("USDT_TRC20" → "TRC20"); '' when it names none. */
export function networkOf(coinBlockchain: string, coin: string): string {
  return coinBlockchain.startsWith(`${coin}_`) ? coinBlockchain.slice(coin.length + 1) : '';
}
