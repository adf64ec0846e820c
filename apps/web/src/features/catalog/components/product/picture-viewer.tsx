import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronBackIcon, ChevronIcon } from '../../../../components/ui/icons';
import { SnapCarousel, SnapSlide } from '../../../../components/ui/snap-carousel';
import { isRtl } from '@caravan/contract';
import { useLanguage } from '../../../../lib/i18n';
import classes from './picture-viewer.module.css';

type SlidesProps = {
  images: string[];
  current: number;
  onIndexChange: (index: number) => void;
  title: string;
};

/** The pictures on the shared SnapCarousel (a finger swipes), with previous / next that loop. */
function ViewerSlides({ images, current, onIndexChange, title }: SlidesProps) {
  const { t } = useTranslation('catalog');
  const count = images.length;
  const near = (index: number) => {
    const distance = Math.abs(index - current);
    return Math.min(distance, count - distance) <= 1;
  };

  return (
    <div className={classes.stage} data-testid="picture-viewer">
      {count > 1 && (
        <div className={classes.controls}>
          <button
            type="button"
            className={classes.nav}
            onClick={() => onIndexChange((current - 1 + count) % count)}
            aria-label={t('gallery.previous')}
          >
            <ChevronBackIcon />
          </button>
          <button
            type="button"
            className={classes.nav}
            onClick={() => onIndexChange((current + 1) % count)}
            aria-label={t('gallery.next')}
          >
            <ChevronIcon />
          </button>
        </div>
      )}
      {/* The track scrolls, so a keyboard can focus it (the arrow keys move the pictures). */}
      <SnapCarousel
        className={classes.track}
        index={current}
        onIndexChange={onIndexChange}
        tabIndex={0}
        role="group"
        aria-label={title}
      >
        {images.map((src, index) => {
          const shown = index === current;
          return (
            <SnapSlide key={`${src}-${index}`} className={classes.slide} aria-hidden={!shown} inert={!shown}>
              <img
                className={classes.image}
                src={src}
                alt={t('gallery.pictureOf', { index: index + 1, total: count })}
                loading={near(index) ? 'eager' : 'lazy'}
                draggable={false}
              />
            </SnapSlide>
          );
        })}
      </SnapCarousel>
    </div>
  );
}

type PictureViewerProps = {
  images: string[];
  /** The picture shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  title: string;
};

/**
 * Pictures at full size in a dialog: swipe, previous / next buttons, the arrow keys (mirrored in
 * right-to-left languages), Home / End, and Escape to close. Focus stays inside while it is open.
 * It opens on the picture `index` says, and reports every move with `onIndexChange`.
 */
export function PictureViewer({ images, index, onIndexChange, onClose, title }: PictureViewerProps) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  const rtl = isRtl(useLanguage());
  const count = images.length;
  // While the dialog fades out (index null), it keeps the picture it had instead of sliding back.
  const [kept, setKept] = useState(0);
  if (index !== null && index !== kept) setKept(index);
  const current = Math.max(0, Math.min(index ?? kept, count - 1));
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
      <ViewerSlides images={images} current={current} onIndexChange={onIndexChange} title={title} />
      <p className={classes.counter} aria-live="polite">
        {t('gallery.counter', { index: current + 1, total: count })}
      </p>
    </Modal>
  );
}
