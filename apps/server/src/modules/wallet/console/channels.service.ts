import type {
  AdminCoinRateVo,
  AdminDepositChannelSaveParams,
  AdminDepositChannelVo,
} from '@caravan/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.js';
import { coinRates, depositChannels } from '../../../db/schema/index.js';
import { formatDateTime } from '../../../lib/dates.js';
import { AppError } from '../../../lib/errors.js';
import { amount, toPlain } from '../../../lib/money.js';
import { recordAudit, type AuditContext } from '../../audit/index.js';
import { openAndSortValues, presentOpenAndSort } from './finance.presenter.js';

type ChannelRow = typeof depositChannels.$inferSelect;
type ChannelInput = z.infer<typeof AdminDepositChannelSaveParams>;

function presentChannel(row: ChannelRow): AdminDepositChannelVo {
  return {
    id: row.id,
    coin: row.coin,
    network: row.network,
    address: row.address,
    minAmount: toPlain(row.minAmount),
    maxAmount: toPlain(row.maxAmount),
    ...presentOpenAndSort(row),
  };
}

/** Every deposit channel, open or not, in the buyers' order. */
export async function listChannelsForAdmin(db: DbOrTx): Promise<AdminDepositChannelVo[]> {
  const rows = await db
    .select()
    .from(depositChannels)
    .orderBy(asc(depositChannels.sort), asc(depositChannels.coin), asc(depositChannels.network));
  return rows.map(presentChannel);
}

/**
 * Creates or changes a deposit channel (one per coin and network; the minimum above zero and not
 * above the maximum), audited with its before and after.
 */
export async function saveChannel(
  db: Db,
  input: ChannelInput,
  audit: AuditContext,
): Promise<AdminDepositChannelVo> {
  if (amount(input.minAmount).lte(0)) throw new AppError('COMMON_PARAM_INVALID', { field: 'minAmount' });
  if (amount(input.maxAmount).lt(input.minAmount))
    throw new AppError('COMMON_PARAM_INVALID', { field: 'maxAmount' });
  const values = {
    coin: input.coin,
    network: input.network,
    address: input.address,
    minAmount: input.minAmount,
    maxAmount: input.maxAmount,
    ...openAndSortValues(input, audit.now),
  };
  return db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: depositChannels.id })
      .from(depositChannels)
      .where(
        and(
          eq(depositChannels.coin, input.coin),
          eq(depositChannels.network, input.network),
          input.id ? ne(depositChannels.id, input.id) : undefined,
        ),
      );
    if (clash) throw new AppError('COMMON_PARAM_INVALID', { field: 'network' });
    let before: ChannelRow | null = null;
    let row: ChannelRow | undefined;
    if (input.id) {
      [before = null] = await tx
        .select()
        .from(depositChannels)
        .where(eq(depositChannels.id, input.id))
        .for('update');
      if (!before) throw new AppError('COMMON_NOT_FOUND');
      [row] = await tx
        .update(depositChannels)
        .set(values)
        .where(eq(depositChannels.id, input.id))
        .returning();
    } else {
      [row] = await tx.insert(depositChannels).values(values).returning();
    }
    if (!row) throw new AppError('COMMON_NOT_FOUND');
    await recordAudit(tx, audit, {
      action: input.id ? 'wallet.channel.update' : 'wallet.channel.create',
      targetType: 'deposit_channel',
      targetId: row.id,
      before: before && presentChannel(before),
      after: presentChannel(row),
    });
    return presentChannel(row);
  });
}

/** The rates of the coins that need one (ETH, BTC); null while unset. */
export async function listRates(db: DbOrTx): Promise<AdminCoinRateVo[]> {
  const rows = await db.select().from(coinRates);
  return (['ETH', 'BTC'] as const).map((coin) => {
    const row = rows.find((r) => r.coin === coin);
    return {
      coin,
      rate: row ? toPlain(row.rate) : null,
      updateTime: formatDateTime(row?.updatedAt),
    };
  });
}

/** Sets a coin's USDT rate (the one a deposit is credited at when confirmed), audited. */
export async function saveRate(
  db: Db,
  input: { coin: 'ETH' | 'BTC'; rate: string },
  audit: AuditContext,
): Promise<AdminCoinRateVo> {
  if (amount(input.rate).lte(0)) throw new AppError('COMMON_PARAM_INVALID', { field: 'rate' });
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(coinRates).where(eq(coinRates.coin, input.coin)).for('update');
    const [row] = await tx
      .insert(coinRates)
      .values({ coin: input.coin, rate: input.rate, updatedAt: audit.now })
      .onConflictDoUpdate({ target: coinRates.coin, set: { rate: input.rate, updatedAt: audit.now } })
      .returning();
    if (!row) throw new AppError('COMMON_NOT_FOUND');
    await recordAudit(tx, audit, {
      action: 'wallet.rate.update',
      targetType: 'coin_rate',
      targetId: input.coin,
      before: before ? { rate: before.rate } : null,
      after: { rate: row.rate },
    });
    return { coin: row.coin, rate: toPlain(row.rate), updateTime: formatDateTime(row.updatedAt) };
  });
}
