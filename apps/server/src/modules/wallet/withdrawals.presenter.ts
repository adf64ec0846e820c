import type { WithdrawRecordVo } from '@caravan/contract';
import type { z } from 'zod';
import { formatDateTime } from '../../lib/dates.js';
import { toWire } from '../../lib/money.js';
import type { WithdrawalRow } from './withdrawals.service.js';

/** A withdrawal as its owner sees it (the card number masked to its last four digits). */
export function presentWithdrawal(row: WithdrawalRow): z.infer<typeof WithdrawRecordVo> {
  const card = row.cardLast4 ? `****${row.cardLast4}` : null;
  return {
    order_no: row.orderNo,
    amount: toWire(row.amount),
    fee: toWire(row.fee),
    volume: toWire(row.net),
    coin: row.coin,
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
    create_time: formatDateTime(row.createdAt),
  };
}
