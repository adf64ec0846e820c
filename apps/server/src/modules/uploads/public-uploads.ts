import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { publicUploads } from '../../db/schema/index.js';
import { publicKeyOf, type FileStorage } from '../../lib/storage.js';

// Who uploaded a public image: its name is its content's hash, so the file says nothing of whose it
// is; the upload route writes it down, and a picture a user names as their own is checked with it.

/** Records that `userId` uploaded the public image at `url` (once; the same bytes again change nothing). */
export async function recordPublicUpload(db: DbOrTx, url: string, userId: string, now: Date): Promise<void> {
  await db.insert(publicUploads).values({ url, userId, createdAt: now }).onConflictDoNothing();
}

/**
 * Whether `url` names a public image that `userId` uploaded here and that is still stored: of the
 * upload's own form (`/uploads/<folder>/<32 hex>.<ext>`: no `..`, no other site's address), among
 * their uploads, and in the store. The one check of a picture a user gives as their own: a shop's
 * logo in its application (version!register), its logo and banner in its settings (seller!update).
 */
export async function isOwnUploadedImage(
  db: DbOrTx,
  storage: FileStorage,
  userId: string,
  url: string,
): Promise<boolean> {
  if (!publicKeyOf(url)) return false;
  const [uploaded] = await db
    .select({ url: publicUploads.url })
    .from(publicUploads)
    .where(and(eq(publicUploads.url, url), eq(publicUploads.userId, userId)))
    .limit(1);
  return uploaded !== undefined && (await storage.hasPublic(url));
}
