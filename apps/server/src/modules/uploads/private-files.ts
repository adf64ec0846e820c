import { canUse } from '@caravan/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { DbOrTx } from '../../db/client.js';
import { privateFiles } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { FileStorage } from '../../lib/storage.js';
import { resolveSession } from '../../plugins/auth.js';
import { checkedWebp } from './image-upload.js';

/** Upload `moduleName`s whose images are private (DESIGN.md §5: payment certificates). */
export const PRIVATE_MODULES = new Set(['certificate', 'recharge', 'withdraw']);

/** Checks, re-encodes and stores a private image; returns its id. */
export async function storePrivateImage(
  db: DbOrTx,
  storage: FileStorage,
  ownerId: string,
  bytes: Buffer,
  now: Date,
): Promise<string> {
  const { path, sha256 } = await storage.putPrivate('certificates', await checkedWebp(bytes), 'webp');
  const [row] = await db
    .insert(privateFiles)
    .values({ ownerId, path, sha256, createdAt: now })
    .returning({ id: privateFiles.id });
  if (!row) throw new Error('private file not recorded');
  return row.id;
}

/** The URL a private file is read at (its owner and finance only). */
export function privateFileUrl(id: string): string {
  return `/api/privateFile!get.action?id=${id}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /api/privateFile!get.action?id=…: the image itself, to its owner or to a finance operator
 * (or super admin), with the token as a Bearer header or parameter. Anyone else, and an unknown
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
      file && (session.kind === 'user' ? session.userId === file.ownerId : canUse(session.role, 'finance'));
    if (!file || !allowed) throw new AppError('COMMON_NOT_FOUND');
    const bytes = await storage.readPrivate(file.path);
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
