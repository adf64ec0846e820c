import { CATALOG_LIMITS } from '@caravan/contract';
import { Button } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { checkImageFile, IMAGE_TYPES, uploadImage } from '../../../lib/upload';
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
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [upload, setUpload] = useState<Upload | null>(null);

  const preview = upload?.preview ?? '';
  // Each preview is released when it is replaced or the form goes; an upload under way is stopped.
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => () => controller.current?.abort(), []);

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refusal = checkImageFile(file);
    if (refusal) {
      const max = CATALOG_LIMITS.uploadMaxBytes / 1024 / 1024;
      onChange(null);
      setUpload({
        name: file.name,
        preview: '',
        progress: 0,
        failed: errorMessage(new ApiError('1', refusal, '', { max })),
      });
      return;
    }
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    onChange(null);
    onBusyChange(true);
    setUpload({ name: file.name, preview: URL.createObjectURL(file), progress: 0, failed: null });
    uploadImage(file, {
      scope: 'api',
      moduleName: 'certificate',
      onProgress: (progress) => setUpload((u) => (u ? { ...u, progress } : u)),
      signal: abort.signal,
    }).then(
      (url) => {
        onBusyChange(false);
        onChange(url);
      },
      (cause: unknown) => {
        if (abort.signal.aborted) return;
        onBusyChange(false);
        const message = cause instanceof ApiError ? errorMessage(cause) : t('upload.failed');
        setUpload((u) => (u ? { ...u, failed: message } : u));
      },
    );
  };

  const remove = () => {
    controller.current?.abort();
    onBusyChange(false);
    onChange(null);
    setUpload(null);
    if (input.current) input.current.value = '';
  };

  const busy = upload !== null && upload.failed === null && value === null;
  const percent = Math.round((upload?.progress ?? 0) * 100);
  return (
    <div className={classes.upload} data-testid="certificate-upload">
      <label htmlFor={inputId} className={classes.uploadLabel}>
        {t('upload.label')} <span aria-hidden="true">*</span>
      </label>
      <div className={classes.uploadBox} data-error={Boolean(error || upload?.failed)}>
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
                  <div
                    className={classes.progress}
                    role="progressbar"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    aria-label={t('upload.progress')}
                  >
                    <div className={classes.progressBar} style={{ inlineSize: `${percent}%` }} />
                  </div>
                  <span>{value ? t('upload.done') : t('upload.sending', { percent })}</span>
                </>
              )}
            </>
          ) : (
            <span className={classes.hint}>{t('upload.hint')}</span>
          )}
          <div className={classes.formActions}>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept={IMAGE_TYPES.join(',')}
              className="cv-visually-hidden"
              onChange={(event) => choose(event.currentTarget.files?.[0])}
              tabIndex={-1}
              data-testid="certificate-input"
            />
            <Button size="xs" variant="default" onClick={() => input.current?.click()} disabled={busy}>
              {upload ? t('upload.replace') : t('upload.choose')}
            </Button>
            {upload && (
              <Button size="xs" variant="subtle" color="red" onClick={remove}>
                {t('upload.remove')}
              </Button>
            )}
          </div>
        </div>
      </div>
      {error && !upload?.failed && <span className={classes.fieldError}>{error}</span>}
    </div>
  );
}
