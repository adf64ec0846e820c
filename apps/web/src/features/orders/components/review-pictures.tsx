import { MAX_REVIEW_IMAGES } from '@caravan/contract';
import { Button } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageDropzone } from '../../../components/ui/image-dropzone';
import { UploadProgress } from '../../../components/ui/upload-progress';
import type { ReviewPicture } from './review-drafts';
import classes from './review.module.css';

type ReviewPicturesProps = {
  pictures: readonly ReviewPicture[];
  /** Pictures of the last choice were left out for want of room: it says so. */
  isLeftOut: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: number) => void;
  /** Names the group for screen readers ("Pictures of Linen runner"). */
  label: string;
  testId: string;
};

/** Up to nine pictures, each with its own progress bar while it uploads, and a way to remove it. */
export function ReviewPictures({ pictures, isLeftOut, onAdd, onRemove, label, testId }: ReviewPicturesProps) {
  const { t } = useTranslation('orders');
  const openPicker = useRef<() => void>(null);
  const kept = pictures.filter((p) => p.error === null).length;
  const full = kept >= MAX_REVIEW_IMAGES;
  return (
    <div className={classes.group} role="group" aria-label={label}>
      <span className={classes.tileText}>
        {t('review.picturesHint', { number: kept, max: MAX_REVIEW_IMAGES })}
      </span>
      <ImageDropzone
        openRef={openPicker}
        label={label}
        onFiles={onAdd}
        multiple
        disabled={full}
        testId={`${testId}-input`}
      >
        <ul className={classes.pictures} data-testid={testId}>
          {pictures.map((picture, index) => {
            const percent = Math.round(picture.progress * 100);
            const name = t('review.pictureName', { n: index + 1 });
            return (
              <li
                key={picture.key}
                className={classes.tile}
                data-failed={picture.error !== null}
                data-testid="review-picture"
              >
                {picture.preview && <img src={picture.preview} alt={name} className={classes.preview} />}
                {picture.error !== null ? (
                  <span className={classes.tileError} role="alert">
                    {picture.error}
                  </span>
                ) : picture.url === null ? (
                  <>
                    <UploadProgress
                      percent={percent}
                      label={t('review.uploading', { name })}
                      classNames={{ root: classes.progress, bar: classes.progressBar }}
                    />
                    <span className={classes.tileText}>{t('review.percent', { percent })}</span>
                  </>
                ) : (
                  <span className={classes.tileText}>{t('review.uploaded')}</span>
                )}
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onRemove(picture.key)}
                  aria-label={t('review.removePicture', { name })}
                >
                  {t('review.remove')}
                </Button>
              </li>
            );
          })}
          {!full && (
            <li>
              <button type="button" className={classes.add} onClick={() => openPicker.current?.()}>
                <span aria-hidden="true">+</span>
                {t('review.addPictures')}
              </button>
            </li>
          )}
        </ul>
      </ImageDropzone>
      {isLeftOut && (
        <p className={classes.leftOut} role="alert" data-testid={`${testId}-left-out`}>
          {t('review.tooMany', { max: MAX_REVIEW_IMAGES })}
        </p>
      )}
    </div>
  );
}
