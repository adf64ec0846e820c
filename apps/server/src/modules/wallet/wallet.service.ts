import type { MoneyLogType, MoneyLogVo, UsdtBalanceVo } from '@caravan/contract';
import type { DbOrTx } from '../../db/client.js';
import { formatDateTime } from '../../lib/dates.js';
import { toWire } from '../../lib/money.js';
import { offsetOf, toPage, type Page } from '../../lib/paging.js';
import type { CancellationGuard } from '../account/cancellation.js';
import { balanceOf, walletEntries } from './ledger.js';

/** wallet!getUsdt: the wallet's balance. Caravan pays no rebates, so `rebate` is always 0. */
export async function usdtBalance(db: DbOrTx, userId: string): Promise<UsdtBalanceVo> {
  return { money: toWire(await balanceOf(db, { kind: 'wallet', userId })), rebate: 0 };
}

/** moneylog!list: the wallet's ledger entries, newest first. */
export async function moneyLog(
  db: DbOrTx,
  userId: string,
  params: { pageNum: number; pageSize: number; type?: MoneyLogType | undefined },
): Promise<Page<MoneyLogVo>> {
  const { rows, total } = await walletEntries(db, userId, {
    kinds: params.type ? [params.type] : undefined,
    limit: params.pageSize,
    offset: offsetOf(params),
  });
  return toPage(
    rows.map((r) => ({
      id: String(r.id),
      type: r.kind as MoneyLogType,
      amount: toWire(r.amount),
      balance: toWire(r.balanceAfter),
      orderNo: r.businessId,
      remark: r.memo,
      createTime: formatDateTime(r.createdAt),
    })),
    params,
    total,
  );
}

/** An account with money in its wallet or held for a withdrawal cannot be cancelled. */
export const walletCancellationGuard: CancellationGuard = async (tx, userId) => {
  const [wallet, held] = await Promise.all([
    balanceOf(tx, { kind: 'wallet', userId }),
    balanceOf(tx, { kind: 'withdrawal_hold', userId }),
  ]);
  return wallet.isZero() && held.isZero() ? null : 'AUTH_CANCEL_BALANCE_REMAINS';
};
