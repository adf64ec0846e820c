import { ActionIcon, Button, Progress } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronBackIcon, ChevronIcon } from '../../../../components/ui/icons';
import { ImageDropzone } from '../../../../components/ui/image-dropzone';
import { sendPicture } from '../../../../lib/send-picture';
import { ADMIN_NS } from '../../../../lib/i18n';
import classes from './catalog.module.css';

type Upload = { key: number; name: string; progress: number; error?: string; cancel: () => void };

type ImageUploadListProps = {
  images: string[];
  onChange: (images: string[]) => void;
  max: number;
  moduleName: 'goods' | 'category' | 'banner';
  label: string;
  /** Why the list is not acceptable (shown under it). */
  error?: string;
  /** Reports whether an upload is still running, so the form can wait for it. */
  onBusyChange?: (busy: boolean) => void;
};

let uploadCounter = 0;

/**
 * Images with a real upload progress bar per file, reorder (the first is the main image) and
 * remove. Files are checked for type and size before anything is sent.
 */
export function ImageUploadList({
  images,
  onChange,
  max,
  moduleName,
  label,
  error,
  onBusyChange,
}: ImageUploadListProps) {
  const { t } = useTranslation(ADMIN_NS);
  const openPicker = useRef<() => void>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  // Latest images for uploads that finish after other changes.
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  }, [images]);
  const running = uploads.filter((u) => !u.error).length;
  const room = max - images.length - running;

  useEffect(() => onBusyChange?.(running > 0), [running, onBusyChange]);

  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const drop = (key: number) => setUploads((list) => list.filter((u) => u.key !== key));

  const start = (file: File) => {
    uploadCounter += 1;
    const key = uploadCounter;
    const sending = sendPicture(file, {
      scope: 'admin',
      moduleName,
      onProgress: (progress) => patch(key, { progress }),
      fallback: t('upload.failed'),
      refused: (code, maxMegabytes) =>
        code === 'UPLOAD_TOO_LARGE' ? t('upload.tooLarge', { max: maxMegabytes }) : t('upload.wrongType'),
    });
    setUploads((list) => [...list, { key, name: file.name, progress: 0, cancel: sending.cancel }]);
    void sending.finished.then((outcome) => {
      if ('error' in outcome) {
        patch(key, { error: outcome.error });
        return;
      }
      drop(key);
      onChange(max === 1 ? [outcome.url] : [...latest.current, outcome.url].slice(0, max));
    });
  };

  const handleFiles = (chosen: File[]) => {
    const allowed = max === 1 ? chosen.slice(0, 1) : chosen.slice(0, Math.max(0, room));
    allowed.forEach(start);
  };

  const move = (from: number, to: number) => {
    const next = [...images];
    const [item] = next.splice(from, 1);
    if (item === undefined) return;
    next.splice(to, 0, item);
    onChange(next);
  };

  return (
    <div className={classes.uploader}>
      <div className={classes.uploaderHead}>
        <span className={classes.fieldLabel}>{label}</span>
        <span className={classes.muted}>{t('upload.count', { count: images.length, max })}</span>
      </div>
      <ul className={classes.imageGrid} data-testid={`images-${moduleName}`}>
        {images.map((url, index) => (
          <li key={url} className={classes.imageTile}>
            <img src={url} alt={t('upload.imageAlt', { n: index + 1 })} className={classes.imagePreview} />
            {index === 0 && max > 1 && <span className={classes.mainBadge}>{t('upload.main')}</span>}
            <div className={classes.imageActions}>
              {max > 1 && (
                <>
                  <ActionIcon
                    variant="default"
                    size="sm"
                    onClick={() => move(index, index - 1)}
                    disabled={index === 0}
                    aria-label={t('upload.moveEarlier')}
                  >
                    <ChevronBackIcon size={14} />
                  </ActionIcon>
                  <ActionIcon
                    variant="default"
                    size="sm"
                    onClick={() => move(index, index + 1)}
                    disabled={index === images.length - 1}
                    aria-label={t('upload.moveLater')}
                  >
                    <ChevronIcon size={14} />
                  </ActionIcon>
                </>
              )}
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              >
                {t('upload.remove')}
              </Button>
            </div>
          </li>
        ))}
        {uploads.map((upload) => (
          <li key={upload.key} className={classes.uploadTile} data-testid="upload-progress">
            <span className={classes.uploadName} dir="auto">
              {upload.name}
            </span>
            {upload.error ? (
              <p className={classes.uploadError} role="alert">
                {upload.error}
              </p>
            ) : (
              <>
                <Progress
                  value={Math.round(upload.progress * 100)}
                  size="lg"
                  radius="xl"
                  animated={upload.progress < 1}
                  aria-label={t('upload.progressLabel', { name: upload.name })}
                />
                <span className={classes.muted}>
                  {t('upload.percent', { percent: Math.round(upload.progress * 100) })}
                </span>
              </>
            )}
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              onClick={() => {
                upload.cancel();
                drop(upload.key);
              }}
            >
              {upload.error ? t('upload.dismiss') : t('common.cancel')}
            </Button>
          </li>
        ))}
      </ul>
      <ImageDropzone
        className={classes.uploaderFoot}
        openRef={openPicker}
        label={label}
        onFiles={handleFiles}
        multiple={max > 1}
        testId={`file-input-${moduleName}`}
      >
        <Button variant="light" onClick={() => openPicker.current?.()} disabled={max > 1 && room <= 0}>
          {max === 1 ? (images.length > 0 ? t('upload.replace') : t('upload.addOne')) : t('upload.add')}
        </Button>
        <span className={classes.muted}>{t('upload.hint')}</span>
      </ImageDropzone>
      {error && (
        <p className={classes.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
