import { MAX_REVIEW_IMAGES } from '@caravan/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPictureUploading, sendPicture, type PictureDraft } from '../../../lib/send-picture';
import { checkImageFile } from '../../../lib/upload';

/** One picture of a review: uploading (`url` null), uploaded, or refused (`error`). */
export type ReviewPicture = PictureDraft;

export type ReviewDraft = {
  rating: number;
  content: string;
  pictures: ReviewPicture[];
  /**
   * The buyer's last choice held more pictures than there was room for, and the extra ones were
   * left out: said beside the pictures until the next choice or removal.
   */
  leftOut: boolean;
};

const EMPTY: ReviewDraft = { rating: 0, content: '', pictures: [], leftOut: false };

/** Pictures that still count against the nine: all but those refused. */
export const keptPictures = (draft: ReviewDraft) => draft.pictures.filter((p) => p.error === null);

let pictureCounter = 0;

/**
 * The review forms of one order, a draft per goods line, with their pictures uploading in the
 * background (uploads go to `uploadimg!execute` with progress; leaving the page stops them).
 */
export function useReviewDrafts() {
  const { t } = useTranslation('orders');
  const [drafts, setDrafts] = useState<Record<string, ReviewDraft>>({});
  const cancels = useRef(new Map<number, () => void>());
  const previews = useRef(new Map<number, string>());

  useEffect(() => {
    const running = cancels.current;
    const shown = previews.current;
    return () => {
      for (const cancel of running.values()) cancel();
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
    const added: ReviewPicture[] = files.slice(0, Math.max(0, room)).map((file) => {
      pictureCounter += 1;
      const key = pictureCounter;
      const refused = checkImageFile(file) !== null;
      const preview = refused ? '' : URL.createObjectURL(file);
      if (preview) previews.current.set(key, preview);
      const sending = sendPicture(file, {
        scope: 'api',
        moduleName: 'evaluation',
        onProgress: (progress) => patchPicture(lineId, key, { progress }),
        fallback: t('review.uploadFailed'),
      });
      cancels.current.set(key, sending.cancel);
      void sending.finished.then((outcome) => {
        cancels.current.delete(key);
        patchPicture(
          lineId,
          key,
          'url' in outcome ? { url: outcome.url, progress: 1 } : { error: outcome.error },
        );
      });
      return { key, name: file.name, preview, progress: 0, url: null, error: null };
    });
    change(lineId, (d) => ({ ...d, pictures: [...d.pictures, ...added], leftOut: files.length > room }));
  };

  const removePicture = (lineId: string, key: number) => {
    cancels.current.get(key)?.();
    cancels.current.delete(key);
    const preview = previews.current.get(key);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(key);
    change(lineId, (d) => ({ ...d, pictures: d.pictures.filter((p) => p.key !== key), leftOut: false }));
  };

  const uploading = Object.values(drafts).some((d) => d.pictures.some(isPictureUploading));
  return { draftOf, change, addPictures, removePicture, uploading };
}
