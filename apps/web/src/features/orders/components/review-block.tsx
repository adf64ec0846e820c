import '@mantine/core/styles/Rating.css';
import { reviewLevel, type OrderGoodsVo } from '@caravan/contract';
import { Rating, Textarea } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { optionsText } from '../../../lib/sku-options';
import type { ReviewDraft } from './review-drafts';
import { ReviewPictures } from './review-pictures';
import classes from './review.module.css';

/** The server keeps at most this many characters of a review (EvaluationAddParams). */
export const REVIEW_TEXT_MAX = 1000;

/** The verdict the stars give (reviewLevel): 1 good, 2 medium, 3 bad. */
const VERDICTS = { 1: 'good', 2: 'medium', 3: 'bad' } as const;

function commitArrowChoice(event: KeyboardEvent<HTMLDivElement>, set: (rating: number) => void) {
  const target = event.target;
  if (!(target instanceof HTMLInputElement) || target.type !== 'radio' || !event.key.startsWith('Arrow'))
    return;
  const rating = Number(target.value);
  if (Number.isInteger(rating) && rating >= 1 && rating <= 5) set(rating);
}

type ReviewBlockProps = {
  line: OrderGoodsVo;
  draft: ReviewDraft;
  /** Show what is missing (after a submit attempt). */
  showErrors: boolean;
  onChange: (update: (draft: ReviewDraft) => ReviewDraft) => void;
  onAddPictures: (files: File[]) => void;
  onRemovePicture: (key: number) => void;
};

/** One goods line's review: one to five stars (required), words and pictures. */
export function ReviewBlock({
  line,
  draft,
  showErrors,
  onChange,
  onAddPictures,
  onRemovePicture,
}: ReviewBlockProps) {
  const { t } = useTranslation('orders');
  const base = `review-${line.id}`;
  const options = optionsText(line);
  const ratingMissing = showErrors && draft.rating === 0;
  return (
    <li className={classes.block} aria-labelledby={`${base}-name`} data-testid="review-block">
      <div className={classes.goods}>
        {line.goodsIcon ? (
          <img src={line.goodsIcon} alt="" className={classes.thumb} width={56} height={56} />
        ) : (
          <span className={classes.thumb} aria-hidden="true" />
        )}
        <div className={classes.goodsText}>
          <h2 className={classes.goodsName} id={`${base}-name`} dir="auto">
            {line.goodsName}
          </h2>
          {options && <span dir="auto">{options}</span>}
        </div>
      </div>

      <fieldset className={classes.group} aria-invalid={ratingMissing || undefined}>
        <legend>
          {t('review.ratingLabel')}
          <span className={classes.required} aria-hidden="true">
            {' *'}
          </span>
          <span className="cv-visually-hidden">{t('review.required')}</span>
        </legend>
        {/* Mantine's Rating only previews a star chosen with the arrow keys (Space or a click sets
            it); here the arrow keys set it too, so a keyboard user's choice is not lost on Tab. */}
        <div onKeyUp={(event) => commitArrowChoice(event, (rating) => onChange((d) => ({ ...d, rating })))}>
          <Rating
            name={`${base}-rating`}
            value={draft.rating}
            onChange={(rating) => onChange((d) => ({ ...d, rating }))}
            size="lg"
            getSymbolLabel={(value) =>
              value === 0 ? t('review.noRating') : t('review.stars', { number: value })
            }
            data-testid={`${base}-rating`}
          />
        </div>
        {draft.rating > 0 && (
          <p className={classes.verdict} data-testid={`${base}-verdict`}>
            {t(`review.types.${VERDICTS[reviewLevel(draft.rating)]}`)}
          </p>
        )}
        {ratingMissing && (
          <p className={classes.error} role="alert">
            {t('review.ratingRequired')}
          </p>
        )}
      </fieldset>

      <Textarea
        label={t('review.contentLabel')}
        description={t('review.counter', { length: draft.content.length, max: REVIEW_TEXT_MAX })}
        placeholder={t('review.contentPlaceholder')}
        value={draft.content}
        onChange={(event) => {
          const content = event.currentTarget.value;
          onChange((d) => ({ ...d, content }));
        }}
        maxLength={REVIEW_TEXT_MAX}
        autosize
        minRows={3}
        data-testid={`${base}-content`}
      />

      <ReviewPictures
        pictures={draft.pictures}
        isLeftOut={draft.leftOut}
        onAdd={onAddPictures}
        onRemove={onRemovePicture}
        label={t('review.picturesLabel', { name: line.goodsName })}
        testId={`${base}-pictures`}
      />
    </li>
  );
}
