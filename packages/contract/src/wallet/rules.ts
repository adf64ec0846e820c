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

/** The coins a buyer can withdraw in: USDT itself, or BTC and ETH bought with it at finance's rate. */
export const WITHDRAW_COINS = ['USDT', 'BTC', 'ETH'] as const;
export type WithdrawCoin = (typeof WITHDRAW_COINS)[number];

export function isWithdrawCoin(name: string): name is WithdrawCoin {
  return (WITHDRAW_COINS as readonly string[]).includes(name);
}

const TRON = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const ETHEREUM = /^0x[0-9a-fA-F]{40}$/;
// Legacy base58 (1…, 3…) or bech32/bech32m (bc1…, one letter case throughout).
const BITCOIN = /^(?:[13][1-9A-HJ-NP-Za-km-z]{25,34}|bc1[02-9ac-hj-np-z]{11,71}|BC1[02-9AC-HJ-NP-Z]{11,71})$/;

/**
 * The networks a withdrawal address may be on, per coin, with the form each network's addresses
 * take. The form is a first check the page makes as it is typed; the server also verifies each
 * address's checksum. ETH goes out on Ethereum, named ERC20 as its deposit channel is.
 */
export const WITHDRAW_NETWORKS = {
  USDT: { TRC20: TRON, ERC20: ETHEREUM },
  BTC: { BTC: BITCOIN },
  ETH: { ERC20: ETHEREUM },
} as const satisfies Record<WithdrawCoin, Record<string, RegExp>>;

/** The network whose addresses are Ethereum's (USDT's ERC20 and ETH itself): EIP-55 applies. */
export const ETHEREUM_NETWORK = 'ERC20';

/** The networks of a coin, in the order offered. */
export function withdrawNetworksOf(coin: WithdrawCoin): string[] {
  return Object.keys(WITHDRAW_NETWORKS[coin]);
}

/** The address form of a network of a coin; undefined when the coin is not withdrawn on it. */
export function withdrawAddressPattern(coin: WithdrawCoin, network: string): RegExp | undefined {
  const networks: Partial<Record<string, RegExp>> = WITHDRAW_NETWORKS[coin];
  return Object.hasOwn(networks, network) ? networks[network] : undefined;
}

/** Decimal places of a BTC or ETH withdrawal's coin amounts (a satoshi; ETH is sent to the same). */
export const COIN_WITHDRAW_DECIMALS = 8;

// Division never rounds the way the result is rounded by accident: a quotient is cut (or raised)
// at its 40th digit in the same direction it is then rounded to its places.
const Down = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_DOWN });
const Up = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_UP });

/** A fee in USDT as the coin worth `rate` USDT, rounded up to the coin's places (exact text). */
export function feeInCoin(feeUsdt: Decimal.Value, rate: Decimal.Value, decimals = COIN_WITHDRAW_DECIMALS) {
  return new Up(feeUsdt).dividedBy(rate).toDecimalPlaces(decimals, Decimal.ROUND_UP).toFixed(decimals);
}

/** A BTC or ETH withdrawal's figures, as exact decimal text. */
export type CoinWithdrawalSplit = {
  /** In USDT, as for a USDT withdrawal of the same amount: the fee rule's fee and the rest. */
  fee: string;
  net: string;
  /** The amount's worth in the coin at the rate, rounded down. */
  coinAmount: string;
  /** The fee in the coin: the USDT fee at the rate, rounded up. */
  coinFee: string;
  /** What is sent: coinAmount − coinFee (not above 0 when the fee takes it all). */
  coinNet: string;
};

/**
 * A withdrawal of `gross` USDT paid out in a coin worth `rate` USDT: the USDT fee is the fee rule's
 * (withdrawalSplit), the coin amount is gross ÷ rate rounded down, and the fee in the coin is the
 * USDT fee ÷ rate rounded up, so what is sent is never worth more than the USDT net
 * (coinNet × rate ≤ net). The server charges exactly this and the form previews it with it.
 */
export function coinWithdrawalSplit(
  gross: Decimal.Value,
  rule: { type: WithdrawFeeRule['type']; fee: Decimal.Value },
  rate: Decimal.Value,
  decimals = COIN_WITHDRAW_DECIMALS,
): CoinWithdrawalSplit {
  const { fee, net } = withdrawalSplit(gross, rule);
  const coinAmount = new Down(gross).dividedBy(rate).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
  const coinFee = feeInCoin(fee, rate, decimals);
  return {
    fee,
    net,
    coinAmount: coinAmount.toFixed(decimals),
    coinFee,
    coinNet: new Down(coinAmount).minus(coinFee).toFixed(decimals),
  };
}

/** The network of a record's `coin_blockchain` ("USDT_TRC20" → "TRC20"); '' when it names none. */
export function networkOf(coinBlockchain: string, coin: string): string {
  return coinBlockchain.startsWith(`${coin}_`) ? coinBlockchain.slice(coin.length + 1) : '';
}
