import type { RechargeRecordVo } from '@caravan/contract';
import { formatDateTime } from '../../lib/dates.js';
import { amount, toDb } from '../../lib/money.js';
import { privateFileUrl } from '../uploads/index.js';
import type { DepositRow } from './deposits.service.js';

/** An amount as the recharge list sends it: a string with at least ".00" and at most 10 decimals. */
function legacyAmount(value: string | null): string {
  if (value === null) return '.00';
  const text = toDb(value, Math.max(2, Math.min(10, amount(value).decimalPlaces())));
  return text.startsWith('0.') ? text.slice(1) : text;
}

/** A deposit for its owner: the certificate as the URL only its owner and finance can open. */
export function presentDeposit(row: DepositRow): RechargeRecordVo {
  return {
    order_no: row.orderNo,
    amount: legacyAmount(row.volume),
    volume: legacyAmount(row.credited),
    coin: row.coin,
    coin_blockchain: row.network ? `${row.coin}_${row.network}` : row.coin,
    fee: 0,
    from: row.fromAddress,
    tx: row.txHash,
    img: privateFileUrl(row.certificate),
    channel_address: row.channelAddress,
    state: row.state,
    reason: row.reason,
    bank_name: row.bankName,
    card_last4: row.cardLast4,
    fiat_currency: row.fiatCurrency,
    fiat_amount: row.fiatAmount === null ? null : toDb(row.fiatAmount),
    reference: row.reference,
    create_time: formatDateTime(row.createdAt),
  };
}
