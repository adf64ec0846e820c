import { privateFileIdOf } from '@caravan/contract';
import type { DbOrTx } from '../../db/client.js';
import { verifiedIdentityOf } from '../kyc/index.js';
import { claimPrivateFiles, privateFileUrl, sharePrivateFile } from '../uploads/index.js';

// A borrower whose identity an operator verified need not photograph the document again: the
// application may name the verified check's photos (credit!beforeapply offers them). Those are
// operations' files, which finance may not read, so the loan gets copies of its own, for finance.

type Three = [string, string, string];

/** Where each of the loan's photos comes from: the borrower's loan uploads, or their verified identity's. */
export type LoanPhotoPlan = { id: string; fromIdentity: boolean }[];

/**
 * The three photos named (front, back, hand-held), checked: each the borrower's own upload for the
 * loan (an unclaimed one is claimed), or one of their verified identity's photos; all distinct.
 * Undefined otherwise: someone else's photo, another purpose's, an unverified one, or one named twice.
 */
export async function planLoanPhotos(
  db: DbOrTx,
  userId: string,
  urls: Three,
): Promise<LoanPhotoPlan | undefined> {
  const ids = urls.map((url) => privateFileIdOf(url) ?? '');
  if (ids.some((id) => id === '') || new Set(ids).size !== ids.length) return undefined;
  const verified = new Set<string>((await verifiedIdentityOf(db, userId))?.photos ?? []);
  const uploads = ids.filter((id) => !verified.has(id));
  if (uploads.length > 0 && !(await claimPrivateFiles(db, userId, 'loan', uploads))) return undefined;
  return ids.map((id) => ({ id, fromIdentity: verified.has(id) }));
}

/** The loan's photos as loan files: the uploads as they are, the identity's photos copied (in the loan's transaction). */
export async function loanPhotoIds(
  tx: DbOrTx,
  userId: string,
  plan: LoanPhotoPlan,
  now: Date,
): Promise<Three> {
  const ids = [];
  for (const photo of plan) {
    const id = photo.fromIdentity ? await sharePrivateFile(tx, userId, photo.id, 'loan', now) : photo.id;
    if (!id) throw new Error('verified identity photo not found');
    ids.push(id);
  }
  return ids as Three;
}

/** credit!beforeapply: the verified identity to start an application from, its photos included. */
export async function applicationStart(db: DbOrTx, userId: string) {
  const identity = await verifiedIdentityOf(db, userId);
  const [face, back, hand] = identity?.photos.map(privateFileUrl) ?? ['', '', ''];
  return {
    verified: identity !== undefined,
    realName: identity?.realName ?? '',
    countryId: identity?.nationality ?? 0,
    identification: identity?.idNumber ?? '',
    imgCertificateFace: face ?? '',
    imgCertificateBack: back ?? '',
    imgCertificateHand: hand ?? '',
  };
}
