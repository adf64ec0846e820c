import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { ActionIcon, Modal } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronBackIcon, ChevronIcon } from '../../../../components/ui/icons';
import { isRtl } from '@caravan/contract';
import { useLanguage } from '../../../../lib/i18n';
import classes from './picture-viewer.module.css';

type PictureViewerProps = {
  images: string[];
  /** The picture shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title: string;
};

/**
 * Pictures at full size in a dialog: previous / next buttons, the arrow keys (mirrored in
 * right-to-left languages), Home / End, and Escape to close. Focus stays inside while it is open.
 */
export function PictureViewer({ images, index, onIndexChange, onClose, title }: PictureViewerProps) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  const rtl = isRtl(useLanguage());
  const count = images.length;
  const current = index === null ? 0 : Math.min(index, count - 1);
  const go = (step: number) => onIndexChange((current + step + count) % count);

  const opened = index !== null && count > 0;

  // Listened for on the window while open, so the keys work wherever focus is in the dialog
  // (it starts on the close button, outside the picture).
  useEffect(() => {
    if (!opened) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
      const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
      if (event.key === forward && count > 1) onIndexChange((current + 1) % count);
      else if (event.key === backward && count > 1) onIndexChange((current - 1 + count) % count);
      else if (event.key === 'Home') onIndexChange(0);
      else if (event.key === 'End') onIndexChange(count - 1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [opened, rtl, count, current, onIndexChange]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="min(960px, 100%)"
      centered
      closeButtonProps={{ 'aria-label': tc('actions.dismiss') }}
      classNames={{ body: classes.body }}
    >
      <div className={classes.stage} data-testid="picture-viewer">
        <img
          className={classes.image}
          src={images[current]}
          alt={t('gallery.pictureOf', { index: current + 1, total: count })}
        />
        {count > 1 && (
          <>
            <ActionIcon
              className={`${classes.nav} ${classes.prev}`}
              variant="default"
              size="xl"
              radius="xl"
              onClick={() => go(-1)}
              aria-label={t('gallery.previous')}
            >
              <ChevronBackIcon />
            </ActionIcon>
            <ActionIcon
              className={`${classes.nav} ${classes.next}`}
              variant="default"
              size="xl"
              radius="xl"
              onClick={() => go(1)}
              aria-label={t('gallery.next')}
            >
              <ChevronIcon />
            </ActionIcon>
          </>
        )}
      </div>
      <p className={classes.counter} aria-live="polite">
        {t('gallery.counter', { index: current + 1, total: count })}
      </p>
    </Modal>
  );
}
