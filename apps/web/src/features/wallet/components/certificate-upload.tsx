import { Button } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageDropzone } from '../../../components/ui/image-dropzone';
import { UploadProgress } from '../../../components/ui/upload-progress';
import { sendPicture } from '../../../lib/send-picture';
import { checkImageFile } from '../../../lib/upload';
import classes from './wallet.module.css';

type CertificateUploadProps = {
  /** The uploaded certificate's URL, or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /** Whether an upload is under way (the form waits for it). */
  onBusyChange: (busy: boolean) => void;
  error?: string;
};

type Upload = { name: string; preview: string; progress: number; failed: string | null };

/**
 * The payment certificate: a screenshot of the transfer, uploaded privately (only its owner and
 * finance can open it) with a progress bar, a preview, and a way to replace it.
 */
export function CertificateUpload({ value, onChange, onBusyChange, error }: CertificateUploadProps) {
  const { t } = useTranslation('wallet');
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
    cancel.current?.();
    onChange(null);
    const sending = sendPicture(file, {
      scope: 'api',
      moduleName: 'certificate',
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
  return (
    <div className={classes.upload} data-testid="certificate-upload">
      <span id={labelId} className={classes.uploadLabel}>
        {t('upload.label')} <span aria-hidden="true">*</span>
      </span>
      <ImageDropzone
        className={classes.uploadBox}
        openRef={openPicker}
        onFiles={(files) => choose(files[0])}
        testId="certificate-input"
        invalid={Boolean(error || upload?.failed)}
      >
        {upload?.preview ? <img src={upload.preview} alt="" className={classes.uploadPreview} /> : null}
        <div className={classes.uploadInfo}>
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
          ) : (
            <span className={classes.hint}>{t('upload.hint')}</span>
          )}
          <div className={classes.formActions}>
            <Button
              size="xs"
              variant="default"
              onClick={() => openPicker.current?.()}
              disabled={busy}
              aria-describedby={labelId}
            >
              {upload ? t('upload.replace') : t('upload.choose')}
            </Button>
            {upload && (
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
