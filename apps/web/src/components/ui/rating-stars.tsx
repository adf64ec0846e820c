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
