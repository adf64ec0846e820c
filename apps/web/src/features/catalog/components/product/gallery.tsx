import { useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
 * The product pictures: a large one with thumbnails to choose it. With a mouse, hovering the large
 * picture magnifies the spot under the pointer; a click or tap (or Enter) opens it full size.
 */
export function Gallery({ images: productImages, name, highlight = null }: GalleryProps) {
  const { t } = useTranslation('catalog');
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

  const current = Math.min(active, images.length - 1);
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
      <button
        type="button"
        className={classes.main}
        onClick={() => setViewing(current)}
        onPointerMove={handleMove}
        onPointerLeave={() => setZoom(null)}
        aria-label={t('gallery.open', { index: current + 1, total: images.length })}
        data-zoomed={zoom ? '' : undefined}
      >
        <img
          src={images[current]}
          alt=""
          className={classes.mainImage}
          style={zoom ? { transformOrigin: `${zoom.x}% ${zoom.y}%` } : undefined}
          width={640}
          height={640}
        />
        <span className={classes.expand} aria-hidden="true">
          <ExpandIcon size={18} />
        </span>
      </button>
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
                onPointerEnter={(event) => event.pointerType === 'mouse' && setActive(index)}
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
