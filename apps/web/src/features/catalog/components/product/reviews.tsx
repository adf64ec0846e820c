import { Skeleton } from '@mantine/core';
import { goodsPictures, type EvaluationVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../../components/account/avatars';
import { Pager } from '../../../../components/ui/pager';
import { EmptyState, QueryError } from '../../../../components/ui/states';
import { useLanguage, type KeyPart } from '../../../../lib/i18n';
import { formatCount, formatPositiveRate } from '../../../../lib/money';
import {
  REVIEW_PAGE_SIZE,
  useEvaluationCount,
  useEvaluations,
  type ReviewFilter,
} from '../../api/get-evaluations';
import {
  RatingStars,
  ReviewKindBadge,
  reviewKindOf,
  ReviewPictures,
  ReviewText,
  starCount,
} from '../../../../components/ui/rating-stars';
import { PictureViewer } from './picture-viewer';
import classes from './reviews.module.css';
import { DateTime } from '../../../../components/ui/date-time';

type FilterKey = KeyPart<'catalog', 'reviews.filters.'>;

const FILTERS: readonly { type: ReviewFilter; key: FilterKey }[] = [
  { type: 0, key: 'all' },
  { type: 1, key: 'good' },
  { type: 2, key: 'medium' },
  { type: 3, key: 'bad' },
  { type: 4, key: 'pictures' },
];

function ReviewItem({
  review,
  onOpenPicture,
}: {
  review: EvaluationVo;
  onOpenPicture: (pictures: string[], index: number) => void;
}) {
  const { t } = useTranslation('catalog');
  const pictures = goodsPictures(review);
  const kind = reviewKindOf(review.evaluationType);
  return (
    <li className={classes.review} data-testid="review">
      <div className={classes.reviewer}>
        <UserAvatar avatar={review.avatar} size={36} />
        <div className={classes.reviewerText}>
          <span className={classes.userName} dir="auto">
            {review.userName}
          </span>
          <DateTime className={classes.date} value={review.createTimeStr} />
        </div>
        <div className={classes.rated}>
          <RatingStars
            rating={review.rating}
            label={t('reviews.rating', { rating: starCount(review.rating) })}
          />
          {kind && <ReviewKindBadge kind={kind} label={t(`reviews.filters.${kind}`)} />}
        </div>
      </div>
      <ReviewText review={review} classNames={classes} />
      <ReviewPictures
        pictures={pictures}
        size={76}
        onOpen={(index) => onOpenPicture(pictures, index)}
        classNames={classes}
      />
    </li>
  );
}

function ReviewsSkeleton() {
  return (
    <div aria-hidden="true" className={classes.skeleton}>
      {[0, 1, 2].map((i) => (
        <div key={i}>
          <Skeleton height={36} circle mb={8} />
          <Skeleton height={12} width="70%" mb={6} />
          <Skeleton height={12} width="40%" />
        </div>
      ))}
    </div>
  );
}

/**
 * The product's reviews: filters with their counts (evaluation!countType), the chosen page of
 * reviews (evaluation!list) and a picture viewer for the buyers' photos.
 */
export function Reviews({ sellerGoodsId }: { sellerGoodsId: string }) {
  const { t } = useTranslation('catalog');
  const lang = useLanguage();
  const [filter, setFilter] = useState<ReviewFilter>(0);
  const [page, setPage] = useState(1);
  const [viewer, setViewer] = useState<{ pictures: string[]; index: number } | null>(null);
  const counts = useEvaluationCount(sellerGoodsId);
  const list = useEvaluations(sellerGoodsId, filter, page);

  const good = Number(counts.data?.positiveComments ?? 0);
  const medium = Number(counts.data?.mediumReview ?? 0);
  const bad = Number(counts.data?.negativeComment ?? 0);
  const countOf: Record<ReviewFilter, number> = {
    0: good + medium + bad,
    1: good,
    2: medium,
    3: bad,
    4: Number(counts.data?.havePicture ?? 0),
  };
  const total = countOf[0];

  let body;
  if (list.isPending) body = <ReviewsSkeleton />;
  else if (list.isError) body = <QueryError query={list} title={t('reviews.loadFailed')} />;
  else if (list.data.pageList.length === 0)
    body = <EmptyState>{filter === 0 ? t('reviews.none') : t('reviews.noneOfKind')}</EmptyState>;
  else
    body = (
      <>
        <ul className={classes.list} aria-busy={list.isPlaceholderData} data-testid="review-list">
          {list.data.pageList.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              onOpenPicture={(pictures, index) => setViewer({ pictures, index })}
            />
          ))}
        </ul>
        <Pager
          page={page}
          totalItems={list.data.pageInfo.totalElements}
          pageSize={REVIEW_PAGE_SIZE}
          onChange={setPage}
          label={t('reviews.pages')}
        />
      </>
    );

  return (
    <section className={classes.section} aria-labelledby="reviews-title" data-testid="reviews">
      <div className={classes.head}>
        <h2 className={classes.title} id="reviews-title">
          {t('reviews.title')}
          <span className={classes.total}>({formatCount(total, lang)})</span>
        </h2>
        {total > 0 && (
          <span className={classes.rate}>
            {t('reviews.goodRate', { rate: formatPositiveRate(good / total, total, lang) })}
          </span>
        )}
      </div>
      <div className={classes.filters} role="group" aria-label={t('reviews.filterLabel')}>
        {FILTERS.map(({ type, key }) => (
          <button
            key={key}
            type="button"
            className={classes.filter}
            aria-pressed={filter === type}
            onClick={() => {
              setFilter(type);
              setPage(1);
            }}
            data-testid={`review-filter-${key}`}
          >
            {t(`reviews.filters.${key}`)}
            <span className={classes.count}>{counts.data ? formatCount(countOf[type], lang) : '…'}</span>
          </button>
        ))}
      </div>
      {body}
      <PictureViewer
        images={viewer?.pictures ?? []}
        index={viewer ? viewer.index : null}
        onIndexChange={(index) => setViewer((v) => (v ? { ...v, index } : v))}
        onClose={() => setViewer(null)}
        title={t('reviews.pictures')}
      />
    </section>
  );
}
