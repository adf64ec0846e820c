import {
  textsByLanguage,
  translationStatus,
  type AdminBannerVo,
  type BannerSaveParams,
} from '@caravan/contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../../db/client.js';
import { banners } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { recordAudit, type AuditContext } from '../../audit/index.js';

type BannerInput = z.infer<typeof BannerSaveParams>;
type BannerRow = typeof banners.$inferSelect;

function present(row: BannerRow, now: Date): AdminBannerVo {
  const started = !row.startTime || row.startTime <= now;
  const notEnded = !row.endTime || row.endTime > now;
  return {
    id: row.id,
    title: row.title,
    imgUrl: row.imgUrl,
    link: row.link ?? '',
    type: row.type === 'wap' ? 'wap' : 'pc',
    sort: row.sort,
    isActive: row.isActive,
    startTime: row.startTime?.toISOString() ?? '',
    endTime: row.endTime?.toISOString() ?? '',
    isLive: row.isActive === 1 && started && notEnded,
    translations: translationStatus(textsByLanguage({ title: row.title })),
  };
}

function columnsFrom(input: BannerInput) {
  const startTime = input.startTime ? new Date(input.startTime) : null;
  const endTime = input.endTime ? new Date(input.endTime) : null;
  if (startTime && endTime && endTime <= startTime) throw new AppError('CATALOG_ADMIN_SCHEDULE_INVALID');
  return {
    title: Object.fromEntries(Object.entries(input.title).filter(([, v]) => v)),
    imgUrl: input.imgUrl,
    link: input.link ?? null,
    type: input.type,
    sort: input.sort,
    isActive: input.isActive,
    startTime,
    endTime,
  };
}

/** Every banner of a type (or all), in display order. */
export async function listBanners(
  db: DbOrTx,
  type: 'pc' | 'wap' | undefined,
  now: Date,
): Promise<AdminBannerVo[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(type ? eq(banners.type, type) : undefined)
    .orderBy(asc(banners.type), asc(banners.sort), asc(banners.createdAt));
  return rows.map((r) => present(r, now));
}

/** Creates a banner; audited. */
export async function createBanner(db: Db, input: BannerInput, audit: AuditContext): Promise<AdminBannerVo> {
  const values = columnsFrom(input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(banners)
      .values({ ...values, createdAt: audit.now })
      .returning();
    if (!row) throw new Error('banner not created');
    await recordAudit(tx, audit, {
      action: 'catalog.banner.create',
      targetType: 'banner',
      targetId: row.id,
      before: null,
      after: values,
    });
    return present(row, audit.now);
  });
}

/** Replaces a banner's image, link, titles, order and schedule; audited. */
export async function updateBanner(
  db: Db,
  input: BannerInput & { id: string },
  audit: AuditContext,
): Promise<AdminBannerVo> {
  const values = columnsFrom(input);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(banners).where(eq(banners.id, input.id)).for('update');
    if (!before) throw new AppError('CATALOG_ADMIN_BANNER_NOT_FOUND');
    const [row] = await tx.update(banners).set(values).where(eq(banners.id, input.id)).returning();
    if (!row) throw new AppError('CATALOG_ADMIN_BANNER_NOT_FOUND');
    await recordAudit(tx, audit, {
      action: 'catalog.banner.update',
      targetType: 'banner',
      targetId: input.id,
      before,
      after: values,
    });
    return present(row, audit.now);
  });
}

/** Deletes a banner; audited with what it was. */
export async function deleteBanner(db: Db, id: string, audit: AuditContext): Promise<null> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(banners).where(eq(banners.id, id)).returning();
    if (!before) throw new AppError('CATALOG_ADMIN_BANNER_NOT_FOUND');
    await recordAudit(tx, audit, {
      action: 'catalog.banner.delete',
      targetType: 'banner',
      targetId: id,
      before,
      after: null,
    });
    return null;
  });
}
