import { CREDIT_STATUS, KYC_STATUS, loanCost } from '@caravan/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  credits,
  notifications,
  privateFiles,
  publicUploads,
  sellerApplications,
  sellers,
  users,
} from '../db/schema/index.js';
import { newUsercode } from '../lib/ids.js';
import type { FileStorage } from '../lib/storage.js';
import { countriesById } from '../modules/address/index.js';
import { hashPassword } from '../modules/account/passwords.js';
import { renderAvatar, renderSpecimenDocument } from './images.js';
import { DEMO_ACCOUNTS } from './shops.js';

// The demo's identity checks and loans: an application to sell waiting in the console's queue, the
// two demo sellers' identities verified (as every shop owner's is), and a loan application of the
// second seller waiting for finance — so both review queues have something to decide and the first
// seller may apply for a loan at once. Specimen document photos, plainly marked as such.

const SIDES = ['front', 'back', 'hand-held'] as const;

/** Stores the three specimen photos as the user's private files of `purpose`; their ids. */
async function specimenPhotos(
  db: Db,
  storage: FileStorage,
  ownerId: string,
  purpose: 'identity' | 'loan',
  now: Date,
): Promise<[string, string, string]> {
  const files = await Promise.all(
    SIDES.map(async (side) => storage.putPrivate('identity', await renderSpecimenDocument(side), 'webp')),
  );
  const rows = await db
    .insert(privateFiles)
    .values(files.map((f) => ({ ownerId, ...f, purpose, createdAt: now })))
    .returning({ id: privateFiles.id });
  const [a, b, c] = rows.map((r) => r.id);
  if (!a || !b || !c) throw new Error('demo: specimen photos not stored');
  return [a, b, c];
}

/**
 * One seller application waiting for review (issue 18), so the console's queue has something to
 * decide: demoapplicant's shop, with specimen identity photos. Once per data folder (keyed on the
 * account), whatever has become of the application since.
 */
export async function seedDemoApplication(db: Db, storage: FileStorage, now: Date): Promise<void> {
  const account = DEMO_ACCOUNTS.applicant;
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.username, account.username));
  if (exists) return;
  const sides = ['front', 'back', 'hand-held'] as const;
  const files = await Promise.all(
    sides.map(async (side) => storage.putPrivate('identity', await renderSpecimenDocument(side), 'webp')),
  );
  const logo = await storage.putContentAddressed('avatars', await renderAvatar(account.storeName), 'webp');
  const malaysia = [...(await countriesById()).values()].find((c) => c.iso2 === 'MY');
  const passwordHash = await hashPassword(account.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        username: account.username,
        usercode: newUsercode(),
        email: account.email,
        passwordHash,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return;
    const photos = await tx
      .insert(privateFiles)
      .values(files.map((f) => ({ ownerId: user.id, ...f, purpose: 'identity' as const, createdAt: now })))
      .returning({ id: privateFiles.id });
    // The logo is the applicant's upload, as the application's check wants it (isOwnUploadedImage).
    await tx.insert(publicUploads).values({ url: logo, userId: user.id, createdAt: now });
    const [front, back, held] = photos.map((p) => p.id);
    if (!front || !back || !held || !malaysia) throw new Error('demo application: photos or country missing');
    await tx.insert(sellerApplications).values({
      userId: user.id,
      status: KYC_STATUS.pending,
      nationality: malaysia.id,
      idName: 'idCard',
      idNumber: 'DEMO-000000-00',
      realName: 'Nur Aisyah (demo)',
      idImg1: front,
      idImg2: back,
      idImg3: held,
      storeName: account.storeName,
      storeLogo: logo,
      storeRemark: account.storeRemark,
      contact: account.email,
      createdAt: new Date(now.getTime() - 2 * 3_600_000),
      updatedAt: new Date(now.getTime() - 2 * 3_600_000),
    });
  });
}

/**
 * The demo sellers' identities, verified (an approved identity check tied to their shop), and the
 * second seller's loan application of 100,000 USDT for 30 days, waiting for finance. Each part is
 * kept when it exists, whatever has become of it since.
 */
export async function seedDemoIdentities(db: Db, storage: FileStorage, now: Date): Promise<void> {
  const germany = [...(await countriesById()).values()].find((c) => c.iso2 === 'DE');
  if (!germany) throw new Error('demo identities: country missing');
  const owners = [
    { account: DEMO_ACCOUNTS.seller, name: 'Daniel Weber (demo)' },
    { account: DEMO_ACCOUNTS.secondSeller, name: 'Lena Hoffmann (demo)' },
  ];
  for (const { account, name } of owners) {
    const [owner] = await db
      .select({ userId: users.id, sellerId: sellers.id, storeName: sellers.name })
      .from(users)
      .innerJoin(sellers, eq(sellers.userId, users.id))
      .where(eq(users.username, account.username));
    if (!owner) continue;
    const [checked] = await db
      .select({ id: sellerApplications.id })
      .from(sellerApplications)
      .where(eq(sellerApplications.userId, owner.userId));
    if (checked) continue;
    const [front, back, held] = await specimenPhotos(db, storage, owner.userId, 'identity', now);
    const decided = new Date(now.getTime() - 30 * 86_400_000);
    const [application] = await db
      .insert(sellerApplications)
      .values({
        userId: owner.userId,
        status: KYC_STATUS.approved,
        nationality: germany.id,
        idName: 'idCard',
        idNumber: `DEMO-${account.username.toUpperCase()}`,
        realName: name,
        idImg1: front,
        idImg2: back,
        idImg3: held,
        sellerId: owner.sellerId,
        decidedBy: 'admin',
        decidedAt: decided,
        createdAt: decided,
        updatedAt: decided,
      })
      .onConflictDoNothing()
      .returning({ id: sellerApplications.id });
    // The notice its approval left in the seller's centre (unread: the demo's first look at it).
    if (application)
      await db
        .insert(notifications)
        .values({
          userId: owner.userId,
          kind: 'seller_approved',
          params: { storeName: owner.storeName },
          targetId: application.id,
          eventKey: `${application.id}:${decided.getTime()}`,
          createdAt: decided,
        })
        .onConflictDoNothing();
  }
  await seedDemoLoan(db, storage, now, germany.id);
}

async function seedDemoLoan(db: Db, storage: FileStorage, now: Date, countryId: number): Promise<void> {
  const [borrower] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, DEMO_ACCOUNTS.secondSeller.username));
  if (!borrower) return;
  const [any] = await db
    .select({ id: credits.id })
    .from(credits)
    .where(and(eq(credits.userId, borrower.id)));
  if (any) return;
  const [face, back, hand] = await specimenPhotos(db, storage, borrower.id, 'loan', now);
  const applied = new Date(now.getTime() - 3 * 3_600_000);
  const cost = loanCost(100000, '0.0005', 30);
  await db
    .insert(credits)
    .values({
      userId: borrower.id,
      status: CREDIT_STATUS.applying,
      realName: 'Lena Hoffmann (demo)',
      countryId,
      identification: 'DEMO-DEMOSELLER2',
      imgFace: face,
      imgBack: back,
      imgHand: hand,
      applyAmount: '100000',
      creditPeriod: 30,
      creditRate: '0.0005',
      defaultRate: '0.0010',
      totalInterest: cost.interest,
      totalRepayment: cost.total,
      createdAt: applied,
      updatedAt: applied,
    })
    .onConflictDoNothing();
}
