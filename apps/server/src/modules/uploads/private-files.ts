import { canUse, privateFileIdOf, type ConsoleArea } from '@caravan/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { privateFiles } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/storage.js';
import { resolveSession } from '../../plugins/auth.js';
import { checkedWebp, isPublicModule } from './image-upload.js';

export type PrivatePurpose = (typeof privateFiles.$inferInsert)['purpose'] & string;

/**
 * Upload `moduleName`s whose images are private (DESIGN.md §5), and what each is for: payment
 * certificates, read by finance; identity photos of a seller application, read by operations; a
 * borrower's document photos, read by finance. A Map: `__proto__` or `toString` name nothing.
 */
export const PRIVATE_MODULES: ReadonlyMap<string, PrivatePurpose> = new Map([
  ['certificate', 'payment'],
  ['recharge', 'payment'],
  ['withdraw', 'payment'],
  ['identity', 'identity'],
  ['loan', 'loan'],
]);

/**
 * Whether an upload with this `moduleName` is private, and for what: a private module's purpose;
 * `unclaimed` for a name the server does not know (an old client's own folder name), kept private
 * to its uploader until a form of theirs claims it (claimPrivateFiles); undefined for a public
 * folder or no name at all.
 */
export function privatePurposeOf(moduleName: string | undefined): PrivatePurpose | undefined {
  if (moduleName === undefined) return undefined;
  return PRIVATE_MODULES.get(moduleName) ?? (isPublicModule(moduleName) ? undefined : 'unclaimed');
}

/** The console area whose operators may read a private file of this purpose; an unclaimed one, none. */
const READERS = {
  payment: 'finance',
  identity: 'sellers',
  loan: 'finance',
  unclaimed: null,
} as const satisfies Record<PrivatePurpose, ConsoleArea | null>;

/** Where each purpose's files are kept (a name inside the private store). */
const FOLDERS = {
  payment: 'certificates',
  identity: 'identity',
  loan: 'identity',
  unclaimed: 'images',
} as const satisfies Record<PrivatePurpose, string>;

/** Checks, re-encodes and stores a private image; returns its id. */
export async function storePrivateImage(
  db: DbOrTx,
  storage: FileStorage,
  owner: { ownerId: string; purpose: PrivatePurpose },
  bytes: Buffer,
  now: Date,
): Promise<string> {
  const { path, sha256 } = await storage.putPrivate(FOLDERS[owner.purpose], await checkedWebp(bytes), 'webp');
  const [row] = await db
    .insert(privateFiles)
    .values({ ...owner, path, sha256, createdAt: now })
    .returning({ id: privateFiles.id });
  if (!row) throw new Error('private file not recorded');
  return row.id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A private file as a form that uses it needs it: its id and its bytes' SHA-256. */
export type OwnPrivateFile = { id: string; sha256: string };

/**
 * The private files with these ids (lower case), in that order, when all are distinct and each was
 * uploaded by `ownerId` for `purpose`, or unclaimed (an old client's upload to a folder of its
 * own), which this claims for `purpose`: from then on the operators of that purpose read it and no
 * other form takes it. Undefined otherwise (someone else's, another purpose's, or one named
 * twice). A claim holds even if the form is then refused: the file stays its owner's, for that
 * purpose.
 */
export async function claimPrivateFiles(
  db: DbOrTx,
  ownerId: string,
  purpose: Exclude<PrivatePurpose, 'unclaimed'>,
  ids: readonly string[],
): Promise<OwnPrivateFile[] | undefined> {
  if (ids.length === 0 || new Set(ids).size !== ids.length || !ids.every((id) => UUID.test(id))) {
    return undefined;
  }
  const mine = and(inArray(privateFiles.id, [...ids]), eq(privateFiles.ownerId, ownerId));
  // Claimed first, then read for the purpose: of two forms claiming one file at once, the row's
  // lock lets one claim it and the other then finds it another purpose's.
  await db
    .update(privateFiles)
    .set({ purpose })
    .where(and(mine, eq(privateFiles.purpose, 'unclaimed')));
  const rows = await db
    .select({ id: privateFiles.id, sha256: privateFiles.sha256 })
    .from(privateFiles)
    .where(and(mine, eq(privateFiles.purpose, purpose)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = ids.flatMap((id) => byId.get(id) ?? []);
  return found.length === ids.length ? found : undefined;
}

/**
 * The ids of private images given by their URLs when all are distinct, uploaded by `ownerId` for
 * `purpose` (or unclaimed, and now claimed for it: claimPrivateFiles); undefined otherwise (a
 * photo of someone else's, or one used twice).
 */
export async function ownPrivateImages(
  db: DbOrTx,
  ownerId: string,
  purpose: Exclude<PrivatePurpose, 'unclaimed'>,
  urls: readonly string[],
): Promise<string[] | undefined> {
  const ids = urls.map((url) => privateFileIdOf(url) ?? '');
  return (await claimPrivateFiles(db, ownerId, purpose, ids))?.map((file) => file.id);
}

/**
 * A new private file of `ownerId`'s for `purpose` with the bytes of their file `id` (one of another
 * purpose, such as a verified identity photo a loan reuses), so that the operators of `purpose`
 * read it without reaching the original's; its id, or undefined when `id` is not the owner's.
 */
export async function sharePrivateFile(
  db: DbOrTx,
  ownerId: string,
  id: string,
  purpose: Exclude<PrivatePurpose, 'unclaimed'>,
  now: Date,
): Promise<string | undefined> {
  const [file] = await db
    .select({ path: privateFiles.path, sha256: privateFiles.sha256 })
    .from(privateFiles)
    .where(and(eq(privateFiles.id, id), eq(privateFiles.ownerId, ownerId)));
  if (!file) return undefined;
  const [row] = await db
    .insert(privateFiles)
    .values({ ownerId, purpose, ...file, createdAt: now })
    .returning({ id: privateFiles.id });
  return row?.id;
}

/** The URL a private file is read at (its owner, and the operators its purpose concerns). */
export function privateFileUrl(id: string): string {
  return `/api/privateFile!get.action?id=${id}`;
}

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
    if (typeof id !== 'string' || !UUID.test(id.toLowerCase())) throw new AppError('COMMON_NOT_FOUND');
    const [file] = await deps.db.select().from(privateFiles).where(eq(privateFiles.id, id.toLowerCase()));
    const readers = file ? READERS[file.purpose] : null;
    const allowed =
      file &&
      (session.kind === 'user'
        ? session.userId === file.ownerId
        : readers !== null && canUse(session.role, readers));
    if (!file || !allowed) throw new AppError('COMMON_NOT_FOUND');
    const bytes = await storage.readPrivate(file.path);
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
