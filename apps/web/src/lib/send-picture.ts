import { CATALOG_LIMITS, type ErrorCode } from '@caravan/contract';
import { errorMessage } from './api-client';
import { ApiError } from './api-error';
import { checkImageFile, uploadImage, type UploadOptions } from './upload';

/**
 * A picture of a form that uploads each one as it is chosen: on its way (`url` and `error` null),
 * uploaded (`url`), or refused (`error`), with its preview and progress.
 */
export type PictureDraft = {
  key: number;
  name: string;
  /** The file's object URL; empty for a file refused before it was read. */
  preview: string;
  /** From 0 to 1. */
  progress: number;
  url: string | null;
  error: string | null;
};

/** Whether a picture is still on its way. */
export const isPictureUploading = (picture: PictureDraft) => picture.url === null && picture.error === null;

/** How one picture's upload ended: its URL, or the message to show beside it. */
export type PictureOutcome = { url: string } | { error: string };

export type PictureUpload = {
  /** Settles once: with the outcome, or never when cancelled (the picture is gone from the form). */
  finished: Promise<PictureOutcome>;
  cancel: () => void;
};

/**
 * Sends one picture the way every picker does: refused at once, in the user's language, when the
 * type or size is wrong; otherwise uploaded with progress, any failure said in the user's language
 * (`fallback` when it is not the server's). Cancelling stops the transfer and settles nothing.
 */
export function sendPicture(
  file: File,
  options: Omit<UploadOptions, 'signal'> & {
    fallback: string;
    /** The refusal's wording where a screen has its own (the server's message otherwise). */
    refused?: (code: ErrorCode, maxMegabytes: number) => string;
  },
): PictureUpload {
  const controller = new AbortController();
  const cancel = () => controller.abort();
  const refusal = checkImageFile(file);
  if (refusal) {
    const max = CATALOG_LIMITS.uploadMaxBytes / 1024 / 1024;
    const error = options.refused?.(refusal, max) ?? errorMessage(new ApiError('1', refusal, '', { max }));
    return { finished: Promise.resolve({ error }), cancel };
  }
  const finished = new Promise<PictureOutcome>((resolve) => {
    uploadImage(file, { ...options, signal: controller.signal }).then(
      (url) => resolve({ url }),
      (cause: unknown) => {
        if (controller.signal.aborted) return;
        resolve({ error: cause instanceof ApiError ? errorMessage(cause) : options.fallback });
      },
    );
  });
  return { finished, cancel };
}
