import { useTranslation } from 'react-i18next';
import { optionsText } from '../../lib/sku-options';
import { StarIcon } from './icons';
import classes from './rating-stars.module.css';

/** The whole stars a rating shows, 0…5. */
export const starCount = (rating: number) => Math.max(0, Math.min(5, Math.round(rating)));

/** A 1–5 rating as five stars, read out as `label` ("Rated 4 out of 5" in the page's language). */
export function RatingStars({ rating, label, size = 15 }: { rating: number; label: string; size?: number }) {
  const filled = starCount(rating);
  return (
    <span className={classes.stars} role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon
          key={i}
          size={size}
          fill={i < filled ? 'currentColor' : 'none'}
          data-on={i < filled || undefined}
        />
      ))}
    </span>
  );
}

export type ReviewKind = 'good' | 'medium' | 'bad';
const REVIEW_KINDS: Readonly<Record<number, ReviewKind>> = { 1: 'good', 2: 'medium', 3: 'bad' };

/** A review's kind from its evaluationType (1 good, 2 medium, 3 bad); undefined for any other. */
export const reviewKindOf = (evaluationType: number): ReviewKind | undefined => REVIEW_KINDS[evaluationType];

/** A review's kind as a pill: good (teal), medium (grey) or bad (red); `label` in the page's language. */
export function ReviewKindBadge({ kind, label }: { kind: ReviewKind; label: string }) {
  return (
    <span className={classes.kind} data-type={kind}>
      {label}
    </span>
  );
}

/**
 * A review's words: the options bought (when the goods have any) and the text, or what stands for
 * none (the review given by default after the time to review ran out, or one left without words).
 */
export function ReviewText({
  review,
  classNames,
}: {
  review: Parameters<typeof optionsText>[0] & { content: string; isDefault: number };
  /** The page's styles for the options and the text. */
  classNames: { sku?: string; content?: string };
}) {
  const { t } = useTranslation('catalog');
  return (
    <>
      {review.attributes.length > 0 && (
        <p className={classNames.sku} dir="auto">
          {optionsText(review)}
        </p>
      )}
      <p className={classNames.content} dir="auto">
        {review.content || (review.isDefault === 1 ? t('reviews.defaultText') : t('reviews.noText'))}
      </p>
    </>
  );
}

/**
 * A review's pictures, each opening at full size: in the page's viewer with `onOpen`, else in a new
 * tab. Nothing when there are none.
 */
export function ReviewPictures({
  pictures,
  size,
  onOpen,
  classNames,
}: {
  pictures: readonly string[];
  /** A thumbnail's width and height. */
  size: number;
  onOpen?: (index: number) => void;
  /** The page's styles for the list and for each opener. */
  classNames: { pictures?: string; picture?: string };
}) {
  const { t } = useTranslation('catalog');
  if (pictures.length === 0) return null;
  return (
    <ul className={classNames.pictures} aria-label={t('reviews.pictures')}>
      {pictures.map((src, index) => {
        const label = t('reviews.openPicture', { index: index + 1, total: pictures.length });
        const thumbnail = <img src={src} alt="" loading="lazy" width={size} height={size} />;
        return (
          <li key={`${src}-${index}`}>
            {onOpen ? (
              <button
                type="button"
                className={classNames.picture}
                onClick={() => onOpen(index)}
                aria-label={label}
              >
                {thumbnail}
              </button>
            ) : (
              <a
                href={src}
                target="_blank"
                rel="noreferrer"
                className={classNames.picture}
                aria-label={label}
              >
                {thumbnail}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
