import { isRtl } from '@caravan/contract';
import { Carousel } from '@mantine/carousel';
import { useReducedMotion } from '@mantine/hooks';
import type { EmblaCarouselType } from 'embla-carousel';
import { useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/i18n';
import { ExpandIcon, ImageIcon } from './detail-icons';
import { PictureViewer } from './picture-viewer';
import { useFollowIndex } from './use-follow-index';
import classes from './gallery.module.css';

type GalleryProps = {
  images: string[];
  name: string;
  /** A picture to bring forward (the chosen SKU's); it joins the list when it is not in it. */
  highlight?: string | null;
};

/** Touch drags the pictures; a mouse magnifies them instead (and chooses with the thumbnails). */
const dragByTouchOnly = (_embla: EmblaCarouselType, event: MouseEvent | TouchEvent) =>
  !(event instanceof MouseEvent);

/**
 * The product pictures: a large one (Mantine's Carousel on Embla, so a finger swipes through
 * them) with thumbnails to choose it. With a mouse, hovering the large picture magnifies the spot
 * under the pointer; a click or tap (or Enter) opens it full size. Pictures load when they are
 * shown or next to the shown one.
 */
export function Gallery({ images: productImages, name, highlight = null }: GalleryProps) {
  const { t } = useTranslation('catalog');
  const rtl = isRtl(useLanguage());
  const reduceMotion = useReducedMotion();
  const images =
    highlight && !productImages.includes(highlight) ? [highlight, ...productImages] : productImages;
  const [active, setActive] = useState(0);
  const [shownHighlight, setShownHighlight] = useState(highlight);
  // A newly chosen SKU picture becomes the large one (state adjusted while rendering, as React
  // recommends for following a prop).
  if (highlight !== shownHighlight) {
    setShownHighlight(highlight);
    if (highlight) setActive(images.indexOf(highlight));
  }
  const [viewing, setViewing] = useState<number | null>(null);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const current = Math.max(0, Math.min(active, images.length - 1));
  const { jumpRef, carouselProps } = useFollowIndex(current, setActive);

  if (images.length === 0) {
    return (
      <div className={classes.main} data-testid="gallery">
        <div className={classes.placeholder}>
          <ImageIcon size={48} />
          <span>{t('gallery.noPictures')}</span>
        </div>
      </div>
    );
  }

  const handleMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setZoom({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };

  return (
    <div className={classes.gallery} data-testid="gallery">
      <Carousel
        classNames={{ root: classes.main }}
        emblaOptions={{
          align: 'start',
          containScroll: false,
          direction: rtl ? 'rtl' : 'ltr',
          watchDrag: dragByTouchOnly,
          ...(reduceMotion && { duration: 0 }),
        }}
        {...carouselProps}
        withControls={false}
        withKeyboardEvents={false}
      >
        {images.map((src, index) => {
          const shown = index === current;
          return (
            <Carousel.Slide key={`${src}-${index}`} aria-hidden={!shown} inert={!shown}>
              <button
                type="button"
                className={classes.picture}
                onClick={() => setViewing(index)}
                onPointerMove={handleMove}
                onPointerLeave={() => setZoom(null)}
                aria-label={t('gallery.open', { index: index + 1, total: images.length })}
                data-zoomed={shown && zoom ? '' : undefined}
              >
                <img
                  src={src}
                  alt=""
                  className={classes.mainImage}
                  style={shown && zoom ? { transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
                  loading={Math.abs(index - current) <= 1 ? 'eager' : 'lazy'}
                  // The picture in view is the page's largest: asked for before the thumbnails.
                  fetchPriority={index === current ? 'high' : 'low'}
                  draggable={false}
                  width={640}
                  height={640}
                />
                <span className={classes.expand} aria-hidden="true">
                  <ExpandIcon size={18} />
                </span>
              </button>
            </Carousel.Slide>
          );
        })}
      </Carousel>
      {images.length > 1 && (
        <ul className={classes.thumbs} aria-label={t('gallery.thumbnails')}>
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <button
                type="button"
                className={classes.thumb}
                aria-current={index === current ? 'true' : undefined}
                aria-label={t('gallery.show', { index: index + 1, total: images.length })}
                onClick={() => setActive(index)}
                onPointerEnter={(event) => {
                  if (event.pointerType !== 'mouse') return;
                  jumpRef.current = true;
                  setActive(index);
                }}
              >
                <img src={src} alt="" loading="lazy" width={72} height={72} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <PictureViewer
        images={images}
        index={viewing}
        onIndexChange={(index) => {
          setViewing(index);
          setActive(index);
        }}
        onClose={() => setViewing(null)}
        title={name}
      />
    </div>
  );
}
