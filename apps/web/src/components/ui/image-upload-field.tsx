import { Button } from '@mantine/core';
import { privateFileIdOf } from '@caravan/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendPicture } from '../../lib/send-picture';
import { checkImageFile } from '../../lib/upload';
import { ImageDropzone } from './image-dropzone';
import { PrivateImage } from './private-image';
import { UploadProgress } from './upload-progress';
import classes from './image-upload-field.module.css';

export type ImageUploadFieldProps = {
  /** The server's folder; a private one (`certificate`, `identity`) keeps the image to its owner. */
  moduleName: string;
  label: string;
  hint: string;
  /** The uploaded image's URL, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Whether an upload is under way (the form waits for it). */
  onBusyChange: (busy: boolean) => void;
  /** Shown when nothing new has been chosen: the image already on file (e.g. a resubmission's). */
  currentPreview?: string;
  required?: boolean;
  error?: string | undefined;
  testId?: string;
  /**
   * Runs on a chosen picture before it is sent (a seller's logo is cropped first): the file to send,
   * or null when the person gave up.
   */
  prepare?: (file: File) => Promise<File | null>;
};

type Upload = { name: string; preview: string; progress: number; failed: string | null };

/**
 * One image picked or dropped, uploaded at once with a progress bar and a preview, replaceable and
 * removable: a payment certificate, an identity photo, a shop's logo.
 */
export function ImageUploadField({
  moduleName,
  label,
  hint,
  value,
  onChange,
  onBusyChange,
  currentPreview,
  required = true,
  error,
  testId,
  prepare,
}: ImageUploadFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const openPicker = useRef<() => void>(null);
  const cancel = useRef<(() => void) | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);

  const preview = upload?.preview ?? '';
  // Each preview is released when it is replaced or the form goes; an upload under way is stopped.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => () => cancel.current?.(), []);

  const choose = (file: File | undefined) => {
    if (!file) return;
    if (prepare && checkImageFile(file) === null) {
      void prepare(file).then((prepared) => prepared && send(prepared));
      return;
    }
    send(file);
  };

  const send = (file: File) => {
    cancel.current?.();
    onChange(null);
    const sending = sendPicture(file, {
      scope: 'api',
      moduleName,
      onProgress: (progress) => setUpload((u) => (u ? { ...u, progress } : u)),
      fallback: t('upload.failed'),
    });
    cancel.current = sending.cancel;
    const refused = checkImageFile(file) !== null;
    onBusyChange(!refused);
    setUpload({
      name: file.name,
      preview: refused ? '' : URL.createObjectURL(file),
      progress: 0,
      failed: null,
    });
    void sending.finished.then((outcome) => {
      onBusyChange(false);
      if ('url' in outcome) onChange(outcome.url);
      else setUpload((u) => (u ? { ...u, failed: outcome.error } : u));
    });
  };

  const remove = () => {
    cancel.current?.();
    onBusyChange(false);
    onChange(null);
    setUpload(null);
  };

  const busy = upload !== null && upload.failed === null && value === null;
  const percent = Math.round((upload?.progress ?? 0) * 100);
  const shown = upload ? upload.preview : value ? currentPreview : undefined;
  return (
    <div className={classes.field} data-testid={testId} data-uploaded={value !== null || undefined}>
      <span id={labelId} className={classes.label}>
        {label} {required && <span aria-hidden="true">*</span>}
      </span>
      <ImageDropzone
        className={classes.box}
        openRef={openPicker}
        label={label}
        onFiles={(files) => choose(files[0])}
        testId={testId ? `${testId}-input` : undefined}
        invalid={Boolean(error || upload?.failed)}
      >
        {shown ? (
          <img src={shown} alt="" className={classes.preview} />
        ) : !upload && value && privateFileIdOf(value) ? (
          // A private image already on file (a verified identity's photo, a failed loan's): read
          // with the owner's token, as only they may.
          <PrivateImage
            src={value}
            scope="api"
            alt=""
            failedText=""
            className={classes.preview}
            height={72}
          />
        ) : null}
        <div className={classes.info}>
          {upload ? (
            <>
              <span className={classes.fileName} dir="auto">
                {upload.name}
              </span>
              {upload.failed ? (
                <span className={classes.fieldError} role="alert">
                  {upload.failed}
                </span>
              ) : (
                <>
                  <UploadProgress
                    percent={percent}
                    label={t('upload.progress')}
                    classNames={{ root: classes.progress, bar: classes.progressBar }}
                  />
                  <span>{value ? t('upload.done') : t('upload.sending', { percent })}</span>
                </>
              )}
            </>
          ) : value ? (
            <span>{t('upload.done')}</span>
          ) : (
            <span className={classes.hint}>{hint}</span>
          )}
          <div className={classes.actions}>
            <Button
              size="xs"
              variant="default"
              onClick={() => openPicker.current?.()}
              disabled={busy}
              aria-describedby={labelId}
            >
              {upload || value ? t('upload.replace') : t('upload.choose')}
            </Button>
            {(upload || value) && (
              <Button size="xs" variant="subtle" color="red" onClick={remove}>
                {t('upload.remove')}
              </Button>
            )}
          </div>
        </div>
      </ImageDropzone>
      {error && !upload?.failed && <span className={classes.fieldError}>{error}</span>}
    </div>
  );
}
