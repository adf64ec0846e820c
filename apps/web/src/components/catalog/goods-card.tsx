import { discountedPrice, isWapPath } from '@caravan/contract';
import { Skeleton } from '@mantine/core';
import type { GoodsVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { discountPercent, formatCount, formatPrice } from '../../lib/money';
import { Price } from './price';
import classes from './goods-card.module.css';

type GoodsCardProps = {
  goods: GoodsVo;
  to: string;
  /** On the first screen: its picture loads at once (a lazy picture there delays the page's largest paint). */
  eager?: boolean;
};

/** A product tile: image, name (two lines), price, real sold count and store. */
export function GoodsCard({ goods, to, eager = false }: GoodsCardProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const percent = discountPercent(goods.sellingPrice, goods.discountPrice);
  return (
    <Link
      to={to}
      className={
        isWapPath(window.location.pathname) ? `${classes.card} ${classes.skipOffscreen}` : classes.card
      }
      data-testid="goods-card"
    >
      <div className={classes.media}>
        {goods.imgUrl1 && (
          <img
            src={goods.imgUrl1}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            width={300}
            height={300}
          />
        )}
        {percent !== null && (
          <span className={classes.badge} dir="ltr">
            {t('goods.off', { percent })}
          </span>
        )}
      </div>
      <div className={classes.body}>
        <h3 className={classes.name} title={goods.name} dir="auto">
          {goods.name}
        </h3>
        <Price sellingPrice={goods.sellingPrice} discountPrice={goods.discountPrice} />
        <WholesaleTerms goods={goods} />
        <div className={classes.meta}>
          <span className={classes.seller} dir="auto">
            {goods.seller?.name ?? ''}
          </span>
          <span className={classes.sold}>{t('goods.sold', { count: formatCount(goods.soldNum, lang) })}</span>
        </div>
      </div>
    </Link>
  );
}

/**
 * "from $3.10 · MOQ 50": the ladder's lowest unit price (after a running discount) and the minimum
 * order, for an offer that has either (ADR 037); nothing for a one-price product sold singly.
 */
function WholesaleTerms({ goods }: { goods: GoodsVo }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const lowest = goods.priceTiers[goods.priceTiers.length - 1];
  const laddered = goods.priceTiers.length > 1 && lowest !== undefined;
  const moq = Math.max(goods.moq, goods.buyMin);
  if (!laddered && moq <= 1) return null;
  const ratio = goods.discountRatio === null ? null : String(goods.discountRatio);
  const parts = [
    laddered
      ? t('goods.fromPrice', {
          price: formatPrice(Number(discountedPrice(lowest.price.toFixed(2), ratio)), lang),
        })
      : null,
    moq > 1 ? t('goods.moq', { number: formatCount(moq, lang) }) : null,
  ];
  return (
    <p className={classes.terms} data-testid="goods-terms">
      {parts.filter(Boolean).join(' · ')}
    </p>
  );
}

export function GoodsCardSkeleton() {
  return (
    <div className={classes.card} data-testid="goods-card-skeleton" aria-hidden="true">
      <Skeleton className={classes.media} radius={0} />
      <div className={classes.skeletonBody}>
        <Skeleton height={14} />
        <Skeleton height={14} width="70%" />
        <Skeleton height={18} width="45%" mt={4} />
        <Skeleton height={12} width="60%" />
      </div>
    </div>
  );
}
