import {
  KYC_STATUS,
  type KycApplyParams,
  type KycVo,
  type Language,
  type SellerRegisterParams,
} from '@caravan/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { sellerApplications, sellers } from '../../db/schema/index.js';
import { formatDateTime } from '../../lib/dates.js';
import { AppError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/storage.js';
import { countryById, countryNamer } from '../address/index.js';
import { isOwnUploadedImage, ownPrivateImages, privateFileUrl } from '../uploads/index.js';

export type SellerApplicationRow = typeof sellerApplications.$inferSelect;

/** Masks a document number but for its last four characters. */
export function maskIdNumber(idNumber: string): string {
  const shown = idNumber.slice(-4);
  return `${'*'.repeat(Math.max(idNumber.length - shown.length, 4))}${shown}`;
}

/** The identity part of a submission, checked: a known country, three distinct photos of the caller's. */
async function identityValues(db: DbOrTx, userId: string, params: KycApplyParams) {
  if (!(await countryById(params.nationality))) {
    throw new AppError('COMMON_PARAM_INVALID', { field: 'nationality' });
  }
  const photos = await ownPrivateImages(db, userId, 'identity', [
    params.idimg_1,
    params.idimg_2,
    params.idimg_3,
  ]);
  if (!photos) throw new AppError('KYC_PHOTO_INVALID');
  const [idImg1, idImg2, idImg3] = photos as [string, string, string];
  return {
    nationality: params.nationality,
    idName: params.idname,
    idNumber: params.idnumber,
    realName: params.name,
    idImg1,
    idImg2,
    idImg3,
  };
}

/**
 * Whether a shop name belongs to another account: its shop, or its application still open or
 * approved (case-insensitive). An applicant's or a shop's own name is its own.
 */
export async function storeNameTaken(db: DbOrTx, userId: string, name: string): Promise<boolean> {
  const lower = name.toLowerCase();
  const [shop] = await db
    .select({ id: sellers.id })
    .from(sellers)
    .where(and(sql`lower(${sellers.name}) = ${lower}`, ne(sellers.userId, userId)))
    .limit(1);
  if (shop) return true;
  const [application] = await db
    .select({ id: sellerApplications.id })
    .from(sellerApplications)
    .where(
      and(
        sql`lower(${sellerApplications.storeName}) = ${lower}`,
        ne(sellerApplications.userId, userId),
        ne(sellerApplications.status, KYC_STATUS.rejected),
      ),
    )
    .limit(1);
  return Boolean(application);
}

export async function hasShop(db: DbOrTx, userId: string): Promise<boolean> {
  const [shop] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.userId, userId)).limit(1);
  return Boolean(shop);
}

export async function findApplication(db: DbOrTx, userId: string): Promise<SellerApplicationRow | undefined> {
  const [row] = await db.select().from(sellerApplications).where(eq(sellerApplications.userId, userId));
  return row;
}

/** Why a submission cannot replace the application already on file. */
function refusalFor(existing: SellerApplicationRow | undefined, forShop: boolean): AppError {
  if (existing?.status === KYC_STATUS.pending) return new AppError('KYC_PENDING');
  if (forShop) return new AppError('KYC_ALREADY_SELLER');
  return new AppError('KYC_ALREADY_VERIFIED');
}

/**
 * kyc!apply: files the identity check, or sends a rejected one again corrected. One application
 * per account (a unique index), so a burst of the same request files one; while it waits for
 * review, or once approved, it cannot be changed.
 */
export async function applyIdentity(
  db: Db,
  userId: string,
  params: KycApplyParams,
  now: Date,
): Promise<SellerApplicationRow> {
  const identity = await identityValues(db, userId, params);
  const [row] = await db
    .insert(sellerApplications)
    .values({ userId, ...identity, status: KYC_STATUS.pending, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: sellerApplications.userId,
      set: { ...identity, status: KYC_STATUS.pending, reason: null, updatedAt: now },
      setWhere: eq(sellerApplications.status, KYC_STATUS.rejected),
    })
    .returning();
  if (!row) throw refusalFor(await findApplication(db, userId), false);
  return row;
}

/**
 * seller/version!register: asks for a shop, with the identity behind it, in one submission. It
 * replaces a rejected application, or an approved identity check without a shop (the identity is
 * reviewed again with the shop). An account with a shop cannot ask for another. The logo must be
 * the applicant's own upload, still stored (isOwnUploadedImage, as seller!update checks a shop's).
 */
export async function registerShop(
  db: Db,
  storage: FileStorage,
  userId: string,
  params: SellerRegisterParams,
  now: Date,
): Promise<SellerApplicationRow> {
  if (await hasShop(db, userId)) throw new AppError('KYC_ALREADY_SELLER');
  const identity = await identityValues(db, userId, params);
  if (params.storeLogo !== undefined && !(await isOwnUploadedImage(db, storage, userId, params.storeLogo))) {
    throw new AppError('SELLER_IMAGE_INVALID');
  }
  if (await storeNameTaken(db, userId, params.storeName)) throw new AppError('KYC_STORE_NAME_TAKEN');
  const shop = {
    storeName: params.storeName,
    storeLogo: params.storeLogo ?? null,
    storeRemark: params.storeRemark,
    contact: params.contact,
  };
  const [row] = await db
    .insert(sellerApplications)
    .values({ userId, ...identity, ...shop, status: KYC_STATUS.pending, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: sellerApplications.userId,
      set: { ...identity, ...shop, status: KYC_STATUS.pending, reason: null, updatedAt: now },
      setWhere: sql`${sellerApplications.status} = ${KYC_STATUS.rejected} or (${sellerApplications.status} = ${KYC_STATUS.approved} and ${sellerApplications.storeName} is null)`,
    })
    .returning();
  if (!row) throw refusalFor(await findApplication(db, userId), true);
  return row;
}

/** kyc!get: the caller's application as the applicant sees it (the document number masked). */
export async function presentKyc(
  row: SellerApplicationRow | undefined,
  shop: boolean,
  lang: Language,
): Promise<KycVo> {
  const country = row ? await countryById(row.nationality) : undefined;
  const nameOf = await countryNamer(lang);
  return {
    status: row?.status ?? KYC_STATUS.none,
    nationalityId: row?.nationality ?? 0,
    nationality: country ? nameOf(country) : '',
    idname: row?.idName ?? '',
    idnumber: row ? maskIdNumber(row.idNumber) : '',
    name: row?.realName ?? '',
    idimg_1: row ? privateFileUrl(row.idImg1) : '',
    idimg_2: row ? privateFileUrl(row.idImg2) : '',
    idimg_3: row ? privateFileUrl(row.idImg3) : '',
    storeName: row?.storeName ?? '',
    storeLogo: row?.storeLogo ?? '',
    storeRemark: row?.storeRemark ?? '',
    contact: row?.contact ?? '',
    reason: row?.reason ?? '',
    applyTime: formatDateTime(row?.updatedAt),
    decideTime: formatDateTime(row?.decidedAt),
    hasShop: shop ? 1 : 0,
  };
}

/** What the identity check reports: its status, and the name and country once it is approved. */
export interface KycSummary {
  status: number;
  name: string;
  nationality: string;
}

/** What localuser!get reports of the identity check: its status, and the verified name and country. */
export async function kycSummary(db: DbOrTx, userId: string): Promise<KycSummary> {
  const [row] = await db
    .select({
      status: sellerApplications.status,
      realName: sellerApplications.realName,
      nationality: sellerApplications.nationality,
    })
    .from(sellerApplications)
    .where(eq(sellerApplications.userId, userId));
  if (!row) return { status: KYC_STATUS.none, name: '', nationality: '' };
  if (row.status !== KYC_STATUS.approved) return { status: row.status, name: '', nationality: '' };
  const country = await countryById(row.nationality);
  return { status: row.status, name: row.realName, nationality: country?.name ?? '' };
}

/** The caller's identity as an operator verified it (an approved check), for forms that reuse it; else undefined. */
export async function verifiedIdentityOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      realName: sellerApplications.realName,
      nationality: sellerApplications.nationality,
      idNumber: sellerApplications.idNumber,
      idImg1: sellerApplications.idImg1,
      idImg2: sellerApplications.idImg2,
      idImg3: sellerApplications.idImg3,
    })
    .from(sellerApplications)
    .where(and(eq(sellerApplications.userId, userId), eq(sellerApplications.status, KYC_STATUS.approved)));
  if (!row) return undefined;
  const { idImg1, idImg2, idImg3, ...identity } = row;
  /** Front, back, and the holder with the document. */
  return { ...identity, photos: [idImg1, idImg2, idImg3] as const };
}
