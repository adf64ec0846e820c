import { CATALOG_LIMITS, type ErrorCode, uploadEndpoints } from '@caravan/contract';
import { actionUrl, type ApiScope, envelopeErrorOf, tokenFor } from './api-client';
import { ApiError } from './api-error';
import type { WindowSession } from './window-session';

/** What the server accepts (it checks the bytes again); pickers offer only these. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Refusals a client can tell before sending anything: wrong type or over the upload limit. */
export function checkImageFile(file: File): ErrorCode | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'UPLOAD_TYPE_NOT_ALLOWED';
  if (file.size > CATALOG_LIMITS.uploadMaxBytes) return 'UPLOAD_TOO_LARGE';
  return null;
}

export type UploadOptions = {
  /** `api` (the buyer's `/api/uploadimg!execute`) or `admin` (the console's). */
  scope: ApiScope;
  /** The server's folder: `goods`, `category`, `banner`, or a private one (`certificate`). */
  moduleName: string;
  /** The fraction sent, 0 to 1. */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
  /** A window's own session (the /chat window's): its token goes instead of the stored one. */
  session?: WindowSession | null | undefined;
};

/**
 * Uploads one image with XMLHttpRequest (fetch cannot report upload progress), multipart field
 * `file` plus `moduleName` (contract §1.8). Resolves with the URL the server returns in `data`.
 */
export function uploadImage(file: File, { scope, moduleName, onProgress, signal, session }: UploadOptions) {
  const endpoint = scope === 'admin' ? uploadEndpoints.consoleImage : uploadEndpoints.image;
  const [method = 'POST'] = endpoint.methods;
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, actionUrl(endpoint.scope, endpoint.name));
    const token = session?.token ?? tokenFor(scope);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onerror = () => reject(new ApiError('NETWORK', 'CLIENT_NETWORK', ''));
    xhr.ontimeout = () => reject(new ApiError('TIMEOUT', 'CLIENT_TIMEOUT', ''));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      let reply: Record<string, unknown> | undefined;
      try {
        const parsed: unknown = JSON.parse(xhr.responseText);
        reply =
          typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
      } catch {
        reply = undefined;
      }
      if (!reply || reply.code === undefined) {
        reject(new ApiError('NETWORK', 'CLIENT_NETWORK', ''));
      } else if (String(reply.code) !== '0') {
        reject(envelopeErrorOf(reply));
      } else {
        const url = endpoint.reply.safeParse(reply.data);
        if (!url.success) {
          reject(new ApiError('BAD_RESPONSE', 'CLIENT_BAD_RESPONSE', ''));
          return;
        }
        onProgress(1);
        resolve(url.data);
      }
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    form.append('moduleName', moduleName);
    xhr.send(form);
  });
}
