import { useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SnapCarousel, SnapSlide } from '../../../../components/ui/snap-carousel';
import { ExpandIcon, ImageIcon } from './detail-icons';
import { PictureViewer } from './picture-viewer';
import classes from './gallery.module.css';

type GalleryProps = {
  images: string[];
  name: string;
  /** A picture to bring forward (the chosen SKU's); it joins the list when it is not in it. */
  highlight?: string | null;
};

/**
 * The product pictures: a large one (the shared SnapCarousel, so a finger swipes through them; a
 * mouse does not drag) with thumbnails to choose it. With a mouse, hovering the large picture
 * magnifies the spot under the pointer, and hovering a thumbnail shows its picture at once; a
 * click or tap (or Enter) opens the large one full size. Pictures load when they are shown or next
 * to the shown one.
 */
export function Gallery({ images: productImages, name, highlight = null }: GalleryProps) {
  const { t } = useTranslation('catalog');
  const images =
    highlight && !productImages.includes(highlight) ? [highlight, ...productImages] : productImages;
  // The large picture, and whether it came at once (a thumbnail the mouse passed over) or slides in.
  const [shown, setShown] = useState({ index: 0, jump: false });
  const show = (index: number, jump = false) => setShown({ index, jump });
  const [shownHighlight, setShownHighlight] = useState(highlight);
  // A newly chosen SKU picture becomes the large one (state adjusted while rendering, as React
  // recommends for following a prop).
  if (highlight !== shownHighlight) {
    setShownHighlight(highlight);
    if (highlight) show(images.indexOf(highlight));
  }
  const [viewing, setViewing] = useState<number | null>(null);
  const [zoom, setZoom] = useState<{ x: number; y: number } | null>(null);
  const current = Math.max(0, Math.min(shown.index, images.length - 1));

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
      <div className={classes.main}>
        <SnapCarousel index={current} onIndexChange={show} jump={shown.jump}>
          {images.map((src, index) => {
            const visible = index === current;
            return (
              <SnapSlide key={`${src}-${index}`} aria-hidden={!visible} inert={!visible}>
                <button
                  type="button"
                  className={classes.picture}
                  onClick={() => setViewing(index)}
                  onPointerMove={handleMove}
                  onPointerLeave={() => setZoom(null)}
                  aria-label={t('gallery.open', { index: index + 1, total: images.length })}
                  data-zoomed={visible && zoom ? '' : undefined}
                >
                  <img
                    src={src}
                    alt=""
                    className={classes.mainImage}
                    style={visible && zoom ? { transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
                    loading={Math.abs(index - current) <= 1 ? 'eager' : 'lazy'}
                    // The picture in view is the page's largest: asked for before the thumbnails.
                    fetchPriority={visible ? 'high' : 'low'}
                    draggable={false}
                    width={640}
                    height={640}
                  />
                  <span className={classes.expand} aria-hidden="true">
                    <ExpandIcon size={18} />
                  </span>
                </button>
              </SnapSlide>
            );
          })}
        </SnapCarousel>
      </div>
      {images.length > 1 && (
        <ul className={classes.thumbs} aria-label={t('gallery.thumbnails')}>
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <button
                type="button"
                className={classes.thumb}
                aria-current={index === current ? 'true' : undefined}
                aria-label={t('gallery.show', { index: index + 1, total: images.length })}
                onClick={() => show(index)}
                onPointerEnter={(event) => {
                  if (event.pointerType === 'mouse') show(index, true);
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
          show(index);
        }}
        onClose={() => setViewing(null)}
        title={name}
      />
    </div>
  );
}
