import { PrivateImageViewer } from '../../components/ui/private-image';
import classes from './photo-grid.module.css';

export type ReviewedPhoto = {
  key: string;
  /** The private file's address. */
  src: string;
  /** What the photo shows ("Front"), under it. */
  caption: string;
  alt: string;
};

/**
 * The photos an operator reviews (an identity document's front, back and the one held in the hand),
 * each a preview that opens at full size with its caption under it.
 */
export function PhotoGrid({
  photos,
  failedText,
  openText,
  testId,
}: {
  photos: readonly ReviewedPhoto[];
  failedText: string;
  /** The open button's words, before the caption ("Open the photo: Front"). */
  openText: string;
  /** Each photo's test id. */
  testId: string;
}) {
  return (
    <div className={classes.photos}>
      {photos.map((photo) => (
        <figure key={photo.key} className={classes.photo} data-testid={testId}>
          <PrivateImageViewer
            src={photo.src}
            scope="admin"
            alt={photo.alt}
            failedText={failedText}
            openLabel={`${openText}: ${photo.caption}`}
            buttonClassName={classes.zoomButton}
            className={classes.photoImage}
            largeClassName={classes.zoomLarge}
            height={120}
          />
          <figcaption>{photo.caption}</figcaption>
        </figure>
      ))}
    </div>
  );
}
