import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Carousel } from '@mantine/carousel';
import { Modal } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronBackIcon, ChevronIcon } from '../../../../components/ui/icons';
import { isRtl } from '@caravan/contract';
import { useLanguage } from '../../../../lib/i18n';
import { useFollowIndex } from './use-follow-index';
import classes from './picture-viewer.module.css';

type SlidesProps = {
  images: string[];
  current: number;
  onIndexChange: (index: number) => void;
  rtl: boolean;
};

/** The pictures as Mantine Carousel slides (Embla: swipe or drag), from the one opened. */
function ViewerSlides({ images, current, onIndexChange, rtl }: SlidesProps) {
  const { t } = useTranslation('catalog');
  const [opened] = useState(current);
  const reduceMotion = useReducedMotion();
  const { carouselProps } = useFollowIndex(current, onIndexChange);
  const count = images.length;
  const near = (index: number) => {
    const distance = Math.abs(index - current);
    return Math.min(distance, count - distance) <= 1;
  };

  return (
    <Carousel
      classNames={{ root: classes.stage, slide: classes.slide, control: classes.nav }}
      emblaOptions={{
        loop: true,
        align: 'start',
        direction: rtl ? 'rtl' : 'ltr',
        ...(reduceMotion && { duration: 0 }),
      }}
      {...carouselProps}
      initialSlide={opened}
      withControls={count > 1}
      withKeyboardEvents={false}
      controlSize={44}
      previousControlIcon={<ChevronBackIcon />}
      nextControlIcon={<ChevronIcon />}
      previousControlProps={{ 'aria-label': t('gallery.previous') }}
      nextControlProps={{ 'aria-label': t('gallery.next') }}
      data-testid="picture-viewer"
    >
      {images.map((src, index) => {
        const shown = index === current;
        return (
          <Carousel.Slide key={`${src}-${index}`} aria-hidden={!shown} inert={!shown}>
            <img
              className={classes.image}
              src={src}
              alt={t('gallery.pictureOf', { index: index + 1, total: count })}
              loading={near(index) ? 'eager' : 'lazy'}
              draggable={false}
            />
          </Carousel.Slide>
        );
      })}
    </Carousel>
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
 */
export function PictureViewer({ images, index, onIndexChange, onClose, title }: PictureViewerProps) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  const rtl = isRtl(useLanguage());
  const count = images.length;
  const current = index === null ? 0 : Math.min(index, count - 1);
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
      <ViewerSlides images={images} current={current} onIndexChange={onIndexChange} rtl={rtl} />
      <p className={classes.counter} aria-live="polite">
        {t('gallery.counter', { index: current + 1, total: count })}
      </p>
    </Modal>
  );
}
