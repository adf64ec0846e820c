import { canUse, privateFileIdOf, type ConsoleArea } from '@caravan/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { privateFiles } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/storage.js';
import { resolveSession } from '../../plugins/auth.js';
import { checkedWebp } from './image-upload.js';

export type PrivatePurpose = (typeof privateFiles.$inferInsert)['purpose'] & string;

/**
 * Upload `moduleName`s whose images are private (DESIGN.md §5), and what each is for: payment
 * certificates, read by finance; identity photos of a seller application, read by operations; a
 * borrower's document photos, read by finance.
 */
export const PRIVATE_MODULES: ReadonlyMap<string, PrivatePurpose> = new Map([
  ['certificate', 'payment'],
  ['recharge', 'payment'],
  ['withdraw', 'payment'],
  ['identity', 'identity'],
  ['loan', 'loan'],
]);

/** The console area whose operators may read a private file of this purpose. */
const READERS = { payment: 'finance', identity: 'sellers', loan: 'finance' } as const satisfies Record<
  PrivatePurpose,
  ConsoleArea
>;

/** Checks, re-encodes and stores a private image; returns its id. */
export async function storePrivateImage(
  db: DbOrTx,
  storage: FileStorage,
  owner: { ownerId: string; purpose: PrivatePurpose },
  bytes: Buffer,
  now: Date,
): Promise<string> {
  const folder = owner.purpose === 'payment' ? 'certificates' : 'identity';
  const { path, sha256 } = await storage.putPrivate(folder, await checkedWebp(bytes), 'webp');
  const [row] = await db
    .insert(privateFiles)
    .values({ ...owner, path, sha256, createdAt: now })
    .returning({ id: privateFiles.id });
  if (!row) throw new Error('private file not recorded');
  return row.id;
}

/**
 * The ids of private images given by their URLs when all are distinct, uploaded by `ownerId` for
 * `purpose`; undefined otherwise (a photo of someone else's, or one used twice).
 */
export async function ownPrivateImages(
  db: DbOrTx,
  ownerId: string,
  purpose: PrivatePurpose,
  urls: readonly string[],
): Promise<string[] | undefined> {
  const ids = urls.map((url) => privateFileIdOf(url) ?? '');
  if (new Set(ids).size !== ids.length || ids.includes('')) return undefined;
  const owned = await db
    .select({ id: privateFiles.id })
    .from(privateFiles)
    .where(
      and(
        inArray(privateFiles.id, ids),
        eq(privateFiles.ownerId, ownerId),
        eq(privateFiles.purpose, purpose),
      ),
    );
  return owned.length === ids.length ? ids : undefined;
}

/** The URL a private file is read at (its owner, and the operators its purpose concerns). */
export function privateFileUrl(id: string): string {
  return `/api/privateFile!get.action?id=${id}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/privateFile!get.action?id=…: the image itself, to its owner or to an operator of the
 * console area its purpose concerns (finance for payments, operations for identities; super admin), with the token as a Bearer header or parameter. Anyone else, and an unknown
 * id, get the not-found envelope: whether the file exists is not disclosed.
 */
export function registerPrivateFileRoute(app: FastifyInstance, deps: AppDeps, storage: FileStorage): void {
  app.get('/api/privateFile!get.action', async (request, reply) => {
    const id = (request.query as Record<string, unknown>).id;
    const session = await resolveSession(request, deps);
    if (!session) throw new AppError('AUTH_NOT_LOGGED_IN');
    if (typeof id !== 'string' || !UUID.test(id)) throw new AppError('COMMON_NOT_FOUND');
    const [file] = await deps.db.select().from(privateFiles).where(eq(privateFiles.id, id.toLowerCase()));
    const allowed =
      file &&
      (session.kind === 'user'
        ? session.userId === file.ownerId
        : canUse(session.role, READERS[file.purpose]));
    if (!file || !allowed) throw new AppError('COMMON_NOT_FOUND');
    const bytes = await storage.readPrivate(file.path);
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
