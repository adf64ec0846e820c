import { CATALOG_LIMITS, ERROR_CODES, type ErrorCode } from '@caravan/contract';
import { ApiError } from '../../lib/api-error';
import { currentLanguage } from '../../lib/i18n';
import { getOperatorToken } from '../../lib/operator-auth';

/** The console's variant of the contract's upload (§1.8): multipart field `file`, plus `moduleName`. */
export const ADMIN_UPLOAD_URL = '/admin/uploadimg!execute.action';

/** What the server accepts (it checks the bytes again); the picker offers only these. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export type UploadModule = 'goods' | 'category' | 'banner';

/** Refusals the console can tell before sending anything: wrong type or over 30 MB. */
export function checkImageFile(file: File): ErrorCode | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'UPLOAD_TYPE_NOT_ALLOWED';
  if (file.size > CATALOG_LIMITS.uploadMaxBytes) return 'UPLOAD_TOO_LARGE';
  return null;
}

function isErrorCode(key: unknown): key is ErrorCode {
  return typeof key === 'string' && (ERROR_CODES as string[]).includes(key);
}

/**
 * Uploads one image with XMLHttpRequest (fetch cannot report upload progress); `onProgress` gets the
 * fraction sent, 0 to 1. Resolves with the image URL the server returns in `data`.
 */
export function uploadImage(
  file: File,
  moduleName: UploadModule,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${ADMIN_UPLOAD_URL}?lang=${encodeURIComponent(currentLanguage())}`);
    const token = getOperatorToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onerror = () => reject(new ApiError('NETWORK', 'CLIENT_NETWORK', ''));
    xhr.ontimeout = () => reject(new ApiError('TIMEOUT', 'CLIENT_TIMEOUT', ''));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      let reply:
        { code?: unknown; msg?: unknown; key?: unknown; params?: unknown; data?: unknown } | undefined;
      try {
        reply = JSON.parse(xhr.responseText) as typeof reply;
      } catch {
        reply = undefined;
      }
      if (!reply || reply.code === undefined) {
        reject(new ApiError('NETWORK', 'CLIENT_NETWORK', ''));
      } else if (String(reply.code) === '0' && typeof reply.data === 'string') {
        onProgress(1);
        resolve(reply.data);
      } else if (String(reply.code) === '0') {
        reject(new ApiError('BAD_RESPONSE', 'CLIENT_BAD_RESPONSE', ''));
      } else {
        const params = (typeof reply.params === 'object' && reply.params ? reply.params : {}) as Record<
          string,
          string | number
        >;
        reject(
          new ApiError(
            String(reply.code) === '403' ? '403' : '1',
            isErrorCode(reply.key) ? reply.key : 'COMMON_SYSTEM_ERROR',
            typeof reply.msg === 'string' ? reply.msg : '',
            params,
          ),
        );
      }
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    form.append('moduleName', moduleName);
    xhr.send(form);
  });
}
