import { CATALOG_LIMITS, uploadEndpoints } from '@caravan/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { serveEndpoint } from '../../plugins/actions.js';
import { refuseHostileText } from '../../plugins/params.js';
import { chatPictureRefusal, storeUploadedImage } from './image-upload.js';
import {
  privateFileUrl,
  privatePurposeOf,
  registerPrivateFileRoute,
  storePrivateImage,
} from './private-files.js';
import { recordPublicUpload } from './public-uploads.js';

const MULTIPART_LIMITS = { fileSize: CATALOG_LIMITS.uploadMaxBytes, files: 1, fields: 5, fieldSize: 1024 };

/** What a multipart stream's failure means to the client; never a 500 for a client's bad body. */
function uploadRefusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('UPLOAD_TOO_LARGE', { max: CATALOG_LIMITS.uploadMaxBytes / 1024 / 1024 });
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('UPLOAD_TOO_MANY_PARTS');
  }
  // A truncated or malformed body ("Unexpected end of form", a broken header…).
  return new AppError('COMMON_PARAM_INVALID', { field: 'file' }).withStatus(400);
}

/** The `file` part (and the `moduleName` field) of a multipart upload, read into memory. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; moduleName?: string }> {
  if (!request.isMultipart()) throw new AppError('COMMON_PARAM_MISSING', { field: 'file' });
  let bytes: Buffer | undefined;
  let moduleName: string | undefined;
  try {
    for await (const part of request.parts()) {
      // Multipart fields meet the same edge check as every other parameter.
      const refusal = refuseHostileText({ [part.fieldname]: part.type === 'file' ? '' : part.value });
      if (refusal) throw refusal;
      if (part.type === 'file') {
        if (part.fieldname === 'file' && !bytes) bytes = await part.toBuffer();
        else part.file.resume();
      } else if (part.fieldname === 'moduleName' && typeof part.value === 'string') {
        // A blank name is no name (the general folder).
        moduleName = part.value.trim().slice(0, 40) || undefined;
      }
    }
  } catch (error) {
    throw uploadRefusal(error);
  }
  if (!bytes) throw new AppError('COMMON_PARAM_MISSING', { field: 'file' });
  return moduleName === undefined ? { bytes } : { bytes, moduleName };
}

/**
 * uploadimg!execute (contract §1.8): one image in the multipart field `file`, checked by its bytes,
 * re-encoded and stored; `data` is its URL. Buyers and sellers upload through /api and /wap/api
 * (`moduleName` choosing a public folder, or making it private: private-files.ts), and chat
 * pictures through public/uploadimg!execute as old clients do; operators through /admin (with
 * `moduleName` choosing the folder). Who uploaded each public image is recorded (public-uploads.ts).
 */
export async function registerUploadRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(multipart, {
    limits: MULTIPART_LIMITS,
  });
  const { storage } = deps;
  const spec = {
    summary: 'Uploads one image (multipart field `file`, ≤ 30 MB, JPEG/PNG/GIF/WebP); returns its URL',
    tag: 'upload',
    limits: [{ max: 60, minutes: 1, per: 'ip' as const }],
  };
  /** Stores a user's public image in the folder of `moduleName`, recording who uploaded it. */
  const storePublic = async (d: AppDeps, userId: string, bytes: Buffer, moduleName: string | undefined) => {
    if (moduleName === 'chat') {
      const refusal = chatPictureRefusal(bytes);
      if (refusal) throw refusal;
    }
    const url = await storeUploadedImage(storage, bytes, moduleName);
    await recordPublicUpload(d.db, url, userId, d.clock.now());
    return url;
  };
  serveEndpoint(app, deps, uploadEndpoints.image, {
    ...spec,
    handler: async ({ request, actor, deps: d }) => {
      const { bytes, moduleName } = await readUpload(request);
      // Payment certificates and identity photos are private, and so is an image sent with a
      // module name the server does not know (an old client's own folder): stored outside the
      // public uploads, served only to their owner and to the operators concerned (privateFile!get).
      const purpose = privatePurposeOf(moduleName);
      if (purpose) {
        const owner = { ownerId: actor.userId, purpose };
        const id = await storePrivateImage(d.db, storage, owner, bytes, d.clock.now());
        return privateFileUrl(id);
      }
      return storePublic(d, actor.userId, bytes, moduleName);
    },
  });
  serveEndpoint(app, deps, uploadEndpoints.chatImage, {
    ...spec,
    summary:
      'Uploads a chat picture (multipart field `file`, JPEG or PNG within the chat’s limit), as old clients do; returns its URL',
    handler: async ({ request, actor, deps: d }) => {
      // Always the chat's: a module name sent along changes nothing.
      const { bytes } = await readUpload(request);
      return storePublic(d, actor.userId, bytes, 'chat');
    },
  });
  registerPrivateFileRoute(app, deps, storage);
  for (const endpoint of [uploadEndpoints.consoleImage, uploadEndpoints.backOfficeImage]) {
    serveEndpoint(app, deps, endpoint, {
      ...spec,
      handler: async ({ request }) => {
        const { bytes, moduleName } = await readUpload(request);
        return storeUploadedImage(storage, bytes, moduleName);
      },
    });
  }
}
