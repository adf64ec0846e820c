import { Button, Slider } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/ui/dialog';
import { clampArea, croppedName, outputSize, type Area } from '../lib/crop';
import classes from './store.module.css';

type Pending = { file: File; url: string; resolve: (file: File | null) => void };

/** Draws the kept area of the picture at `url` into a JPEG file. */
async function cropToFile(url: string, area: Area, name: string, maxWidth: number): Promise<File> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const kept = clampArea(area, { width: image.naturalWidth, height: image.naturalHeight });
  const size = outputSize(kept, maxWidth);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#ffffff'; // a transparent PNG gets a white ground, not black
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, kept.x, kept.y, kept.width, kept.height, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  if (!blob) throw new Error('no image');
  return new File([blob], croppedName(name), { type: 'image/jpeg' });
}

/**
 * The crop step before a logo or banner is sent: `prepare` (for ImageUploadField) opens a dialog
 * in which the person frames the picture at `aspect` (drag, zoom with the slider or the wheel) and
 * settles with the cropped file, or null on Cancel; `dialog` is that dialog, to be rendered.
 */
export function useCropStep({
  aspect,
  maxWidth,
  title,
}: {
  aspect: number;
  maxWidth: number;
  title: string;
}) {
  const [pending, setPending] = useState<Pending | null>(null);
  const prepare = useCallback(
    (file: File) =>
      new Promise<File | null>((resolve) => {
        setPending({ file, url: URL.createObjectURL(file), resolve });
      }),
    [],
  );
  const url = pending?.url;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const settle = (file: File | null) => {
    pending?.resolve(file);
    setPending(null);
  };
  const dialog = (
    <Dialog opened={pending !== null} onClose={() => settle(null)} title={title}>
      {pending && (
        <CropForm
          key={pending.url}
          pending={pending}
          aspect={aspect}
          onDone={(area) =>
            void cropToFile(pending.url, area, pending.file.name, maxWidth).then(settle, () =>
              settle(pending.file),
            )
          }
          onCancel={() => settle(null)}
        />
      )}
    </Dialog>
  );
  return { prepare, dialog };
}

function CropForm({
  pending,
  aspect,
  onDone,
  onCancel,
}: {
  pending: Pending;
  aspect: number;
  onDone: (area: Area) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('seller');
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <div className={classes.crop} data-testid="crop-dialog">
      <div className={classes.cropArea} dir="ltr">
        <Cropper
          image={pending.url}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
        />
      </div>
      <label className={classes.zoom}>
        <span>{t('storeSettings.zoom')}</span>
        <Slider
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={setZoom}
          label={null}
          thumbLabel={t('storeSettings.zoom')}
          className={classes.zoomSlider}
        />
      </label>
      <div className={classes.actions}>
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel', { ns: 'common' })}
        </Button>
        <Button onClick={() => area && onDone(area)} disabled={area === null} data-testid="crop-confirm">
          {t('storeSettings.useCrop')}
        </Button>
      </div>
    </div>
  );
}
