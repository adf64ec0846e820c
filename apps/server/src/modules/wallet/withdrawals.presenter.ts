import { COIN_WITHDRAW_DECIMALS, type WithdrawRecordVo } from '@caravan/contract';
import type { z } from 'zod';
import { formatDateTime } from '../../lib/dates.js';
import { toDb, toPlain, toWire } from '../../lib/money.js';
import type { WithdrawalRow } from './withdrawals.service.js';

/** A coin figure at the coin's 8 places ("0.00066666"); null for USDT and bank withdrawals. */
const coinText = (value: string | null) => (value === null ? null : toDb(value, COIN_WITHDRAW_DECIMALS));

/** A withdrawal as its owner sees it (the card number masked to its last four digits). */
export function presentWithdrawal(row: WithdrawalRow): z.infer<typeof WithdrawRecordVo> {
  const card = row.cardLast4 ? `****${row.cardLast4}` : null;
  return {
    order_no: row.orderNo,
    amount: toWire(row.amount),
    fee: toWire(row.fee),
    volume: toWire(row.net),
    coin: row.coin,
    coin_amount: coinText(row.coinAmount),
    coin_fee: coinText(row.coinFee),
    coin_volume: coinText(row.coinNet),
    rate: row.rate === null ? null : toPlain(row.rate),
    coin_blockchain: row.method === 'bank' ? 'bank' : `${row.coin}_${row.network ?? ''}`,
    to: row.method === 'bank' ? [row.bankUserName, card, row.bankName].join(',') : (row.toAddress ?? ''),
    state: row.state,
    tx: row.txId,
    reason: row.reason,
    countryName: row.countryName,
    bank: row.bankName,
    bankCardNo: card,
    bankUserName: row.bankUserName,
    swiftCode: row.swiftCode,
    payout_currency: row.payoutCurrency,
    payout_rate: row.payoutRate === null ? null : toPlain(row.payoutRate),
    payout_amount: row.payoutAmount === null ? null : toDb(row.payoutAmount),
    create_time: formatDateTime(row.createdAt),
  };
}
