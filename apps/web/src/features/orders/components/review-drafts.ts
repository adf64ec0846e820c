import { CATALOG_LIMITS, MAX_REVIEW_IMAGES } from '@caravan/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { checkImageFile, uploadImage } from '../../../lib/upload';

/** One picture of a review: uploading (`url` null), uploaded, or refused (`error`). */
export type ReviewPicture = {
  key: number;
  name: string;
  preview: string;
  progress: number;
  url: string | null;
  error: string | null;
};

export type ReviewDraft = {
  rating: number;
  content: string;
  pictures: ReviewPicture[];
};

const EMPTY: ReviewDraft = { rating: 0, content: '', pictures: [] };

/** Pictures that still count against the nine: all but those refused. */
export const keptPictures = (draft: ReviewDraft) => draft.pictures.filter((p) => p.error === null);

export const isUploading = (picture: ReviewPicture) => picture.url === null && picture.error === null;

let pictureCounter = 0;

/**
 * The review forms of one order, a draft per goods line, with their pictures uploading in the
 * background (uploads go to `uploadimg!execute` with progress; leaving the page stops them).
 */
export function useReviewDrafts() {
  const { t } = useTranslation('orders');
  const [drafts, setDrafts] = useState<Record<string, ReviewDraft>>({});
  const controllers = useRef(new Map<number, AbortController>());
  const previews = useRef(new Map<number, string>());

  useEffect(() => {
    const running = controllers.current;
    const shown = previews.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of shown.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const draftOf = useCallback((lineId: string) => drafts[lineId] ?? EMPTY, [drafts]);

  const change = useCallback((lineId: string, update: (draft: ReviewDraft) => ReviewDraft) => {
    setDrafts((all) => ({ ...all, [lineId]: update(all[lineId] ?? EMPTY) }));
  }, []);

  const patchPicture = useCallback(
    (lineId: string, key: number, patch: Partial<ReviewPicture>) =>
      change(lineId, (d) => ({
        ...d,
        pictures: d.pictures.map((p) => (p.key === key ? { ...p, ...patch } : p)),
      })),
    [change],
  );

  const addPictures = (lineId: string, files: readonly File[]) => {
    const room = MAX_REVIEW_IMAGES - keptPictures(draftOf(lineId)).length;
    if (files.length > room) toast.warning(t('review.tooMany', { max: MAX_REVIEW_IMAGES }));
    const added: ReviewPicture[] = files.slice(0, Math.max(0, room)).map((file) => {
      pictureCounter += 1;
      const key = pictureCounter;
      const refusal = checkImageFile(file);
      if (refusal) {
        const max = CATALOG_LIMITS.uploadMaxBytes / 1024 / 1024;
        const error = errorMessage(new ApiError('1', refusal, '', { max }));
        return { key, name: file.name, preview: '', progress: 0, url: null, error };
      }
      const preview = URL.createObjectURL(file);
      previews.current.set(key, preview);
      const controller = new AbortController();
      controllers.current.set(key, controller);
      uploadImage(file, {
        scope: 'api',
        moduleName: 'evaluation',
        onProgress: (progress) => patchPicture(lineId, key, { progress }),
        signal: controller.signal,
      }).then(
        (url) => {
          controllers.current.delete(key);
          patchPicture(lineId, key, { url, progress: 1 });
        },
        (cause: unknown) => {
          controllers.current.delete(key);
          if (controller.signal.aborted) return;
          const error = cause instanceof ApiError ? errorMessage(cause) : t('review.uploadFailed');
          patchPicture(lineId, key, { error });
        },
      );
      return { key, name: file.name, preview, progress: 0, url: null, error: null };
    });
    change(lineId, (d) => ({ ...d, pictures: [...d.pictures, ...added] }));
  };

  const removePicture = (lineId: string, key: number) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    const preview = previews.current.get(key);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(key);
    change(lineId, (d) => ({ ...d, pictures: d.pictures.filter((p) => p.key !== key) }));
  };

  const uploading = Object.values(drafts).some((d) => d.pictures.some(isUploading));
  return { draftOf, change, addPictures, removePicture, uploading };
}
