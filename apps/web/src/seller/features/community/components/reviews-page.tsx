import { SegmentedControl, Skeleton } from '@mantine/core';
import { goodsPictures, type ShopReviewVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserAvatar } from '../../../../components/account/avatars';
import { productPath } from '../../../../components/catalog/goods-grid';
import { DateTime } from '../../../../components/ui/date-time';
import {
  RatingStars,
  ReviewKindBadge,
  reviewKindOf,
  ReviewPictures,
  ReviewText,
  starCount,
} from '../../../../components/ui/rating-stars';
import { useLanguage } from '../../../../lib/i18n';
import { formatCount } from '../../../../lib/money';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import { useShopReviews } from '../api/shop-reviews';
import panel from '../../../components/panel.module.css';
import classes from './community.module.css';
import { pageParam, pagePatch } from '../../../../lib/page-param';
import { PanelList } from '../../../components/panel-list';

/** The review filters, as on a product page (evaluationType 1 good, 2 medium, 3 bad, 4 with pictures). */
const FILTERS = [
  { key: 'all', type: undefined },
  { key: 'good', type: 1 },
  { key: 'medium', type: 2 },
  { key: 'bad', type: 3 },
  { key: 'pictures', type: 4 },
] as const;

const filterOf = (params: URLSearchParams) => FILTERS.find((f) => f.key === params.get('type')) ?? FILTERS[0];

function ReviewCard({ review }: { review: ShopReviewVo }) {
  const { t } = useTranslation(['seller', 'catalog']);
  const kind = reviewKindOf(review.evaluationType);
  const pictures = goodsPictures(review);
  return (
    <li className={classes.item} data-testid="seller-review">
      <Link to={productPath({ id: review.sellerGoodsId })} className={classes.goods}>
        {review.goodsIcon ? (
          <img src={review.goodsIcon} alt="" className={classes.goodsIcon} loading="lazy" />
        ) : (
          <span className={classes.goodsIcon} aria-hidden="true" />
        )}
        <span className={classes.goodsName} dir="auto" title={review.goodsName}>
          {review.goodsName}
        </span>
      </Link>
      <div className={classes.who}>
        <UserAvatar avatar={review.avatar} size={28} />
        <span className={classes.name} dir="auto">
          {review.userName}
        </span>
        <RatingStars
          rating={review.rating}
          label={t('catalog:reviews.rating', { rating: starCount(review.rating) })}
        />
        {kind && <ReviewKindBadge kind={kind} label={t(`catalog:reviews.filters.${kind}`)} />}
        <DateTime className={classes.date} value={review.createTimeStr} />
      </div>
      <ReviewText review={review} classNames={classes} />
      <ReviewPictures pictures={pictures} size={64} classNames={classes} />
    </li>
  );
}

/** /seller/reviews: buyers' reviews of the shop's goods, newest first, by kind, page by page. */
export function SellerReviewsPage() {
  const { t } = useTranslation(['seller', 'catalog']);
  useDocumentTitle(t('panel.reviews'));
  const lang = useLanguage();
  const [params, update] = useSearchParamsUpdate();
  const page = pageParam(params);
  const filter = filterOf(params);
  const list = useShopReviews({ pageNum: page, evaluationType: filter.type });

  return (
    <div className={panel.page} data-testid="seller-reviews">
      <div className={panel.head}>
        <div>
          <h1 className={panel.title}>{t('panel.reviews')}</h1>
          <p className={panel.intro}>{t('reviews.intro')}</p>
        </div>
      </div>
      <div className={panel.scroll}>
        <SegmentedControl
          aria-label={t('catalog:reviews.filterLabel')}
          data={FILTERS.map((f) => ({ value: f.key, label: t(`catalog:reviews.filters.${f.key}`) }))}
          value={filter.key}
          onChange={(next) => update({ type: next === 'all' ? '' : next, page: '' })}
          data-testid="seller-review-filter"
        />
      </div>
      {list.data && list.data.pageInfo.totalElements > 0 && (
        <p className={classes.total}>
          {t('reviews.total', { number: formatCount(list.data.pageInfo.totalElements, lang) })}
        </p>
      )}
      <PanelList
        query={list}
        failed={t('reviews.failed')}
        skeleton={
          <div className={classes.list} aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={110} radius={12} />
            ))}
          </div>
        }
        empty={filter.key === 'all' ? t('reviews.empty') : t('catalog:reviews.noneOfKind')}
        page={page}
        onPage={(next) => update(pagePatch(next))}
        pagesLabel={t('catalog:reviews.pages')}
      >
        {(reviews) => (
          <ul className={classes.list} aria-busy={list.isFetching} data-testid="seller-review-list">
            {reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </ul>
        )}
      </PanelList>
    </div>
  );
}
