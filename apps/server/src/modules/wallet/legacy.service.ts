import {
  LEGACY_WALLET_CATEGORIES,
  LEGACY_WALLET_LOG_PAGE_SIZE,
  type LegacyHoldingsVo,
  type MoneyLogVo,
} from '@caravan/contract';
import type { DbOrTx } from '../../db/client.js';
import { legacyWindow } from '../../lib/paging.js';
import { usdtBalance, walletRecords } from './wallet.service.js';

/**
 * wallet!get / wallet!getAll: the wallet's USDT and no other coin (Caravan converts BTC and ETH
 * deposits to USDT). Without a session the answer is an empty wallet, as the old server's was.
 */
export async function legacyHoldings(db: DbOrTx, userId: string | undefined): Promise<LegacyHoldingsVo> {
  const usdt = userId ? (await usdtBalance(db, userId)).money : 0;
  return { usdt, extends: [] };
}

/** wallet!logs / wallet!records: one page of the wallet's records, newest first, of a category. */
export async function legacyWalletLogs(
  db: DbOrTx,
  userId: string,
  params: { page_no: number; category?: string | undefined },
): Promise<MoneyLogVo[]> {
  const { rows } = await walletRecords(db, userId, {
    kinds: params.category ? LEGACY_WALLET_CATEGORIES[params.category] : undefined,
    ...legacyWindow({ page_no: params.page_no, page_size: LEGACY_WALLET_LOG_PAGE_SIZE }),
  });
  return rows;
}
