import { CHAT_IMAGE_PATH, CHAT_LIMITS, type ErrorCode } from '@caravan/contract';
import { errorMessage } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { sendPicture, type PictureUpload } from '../../lib/send-picture';
import type { WindowSession } from '../../lib/window-session';

/** A chat takes JPEG and PNG pictures only (spec §5), up to 10 MB. */
export const CHAT_PICTURE_TYPES = ['image/jpeg', 'image/png'] as const;

const MAX_MEGABYTES = CHAT_LIMITS.imageMaxBytes / 1024 / 1024;

/** Why a picture cannot go into a chat, before anything is sent; null when it can. */
export function chatPictureRefusal(file: File): ErrorCode | null {
  if (!(CHAT_PICTURE_TYPES as readonly string[]).includes(file.type)) return 'UPLOAD_TYPE_NOT_ALLOWED';
  if (file.size > CHAT_LIMITS.imageMaxBytes) return 'UPLOAD_TOO_LARGE';
  return null;
}

/**
 * Uploads a chat picture (uploadimg!execute, moduleName `chat`) with progress; a wrong type or
 * size is refused at once, in the user's language, before anything is sent.
 */
export function uploadChatPicture(
  file: File,
  {
    onProgress,
    fallback,
    wrongType,
    session,
  }: {
    onProgress: (fraction: number) => void;
    /** Said when the upload fails for a reason that is not the server's. */
    fallback: string;
    /** Said of a picture that is not JPEG or PNG (the shared message names other uploads' types). */
    wrongType: string;
    /** The /chat window's own session, where the picture goes from there. */
    session?: WindowSession | null;
  },
): PictureUpload {
  const refusal = chatPictureRefusal(file);
  if (refusal) {
    const error =
      refusal === 'UPLOAD_TYPE_NOT_ALLOWED'
        ? wrongType
        : errorMessage(new ApiError('1', refusal, '', { max: MAX_MEGABYTES }));
    return { finished: Promise.resolve({ error }), cancel: () => undefined };
  }
  return sendPicture(file, { scope: 'api', moduleName: 'chat', onProgress, fallback, session });
}

/** Whether a picture message's content is a chat picture this site stored (never any other address). */
export function isChatPicture(content: string): boolean {
  return CHAT_IMAGE_PATH.test(content);
}
