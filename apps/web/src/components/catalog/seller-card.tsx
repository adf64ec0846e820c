import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Language, SellerVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { formatCount, formatPositiveRate } from '../../lib/money';
import { ChevronIcon } from '../ui/icons';
import classes from './seller-card.module.css';

type SellerCardProps = { seller: SellerVo; to: string };

/** A shop's positive-review rate ("–" before its first review). */
export function positiveRate(seller: Pick<SellerVo, 'highOpinion' | 'reviewNum'>, lang: Language): string {
  return formatPositiveRate(seller.highOpinion, seller.reviewNum, lang);
}

/** A store tile with its real figures: products listed, followers, good-review rate. */
export function SellerCard({ seller, to }: SellerCardProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const initial = seller.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <Link to={to} className={classes.card} data-testid="seller-card">
      <div className={classes.head}>
        {seller.avatar ? (
          <img className={classes.avatar} src={seller.avatar} alt="" loading="lazy" width={48} height={48} />
        ) : (
          <span className={classes.avatar} aria-hidden="true">
            {initial}
          </span>
        )}
        <div style={{ minWidth: 0 }}>
          <h3 className={classes.name} title={seller.name} dir="auto">
            {seller.name}
          </h3>
          {seller.mallLevel && <span className={classes.level}>{seller.mallLevel}</span>}
        </div>
      </div>
      <dl className={classes.stats}>
        <div>
          <dd>{formatCount(seller.sellerGoodsNum, lang)}</dd>
          <dt>{t('seller.products')}</dt>
        </div>
        <div>
          <dd>{formatCount(seller.focusNum, lang)}</dd>
          <dt>{t('seller.followers')}</dt>
        </div>
        <div>
          <dd>{positiveRate(seller, lang)}</dd>
          <dt>{t('seller.positive')}</dt>
        </div>
      </dl>
      <span className={classes.visit}>
        {t('seller.visit')}
        <ChevronIcon size={14} />
      </span>
    </Link>
  );
}

function SellerCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden="true" data-testid="seller-card-skeleton">
      <div className={classes.head}>
        <Skeleton circle height={48} />
        <Skeleton height={16} width="60%" />
      </div>
      <Skeleton height={32} />
      <Skeleton height={14} width="40%" />
    </div>
  );
}

function SellerGrid({ children }: { children: ReactNode }) {
  return <ul className={classes.grid}>{children}</ul>;
}

/** Store tiles in a grid, each opening `linkTo(seller)`. */
export function SellerList({
  sellers,
  linkTo,
}: {
  sellers: SellerVo[];
  linkTo: (seller: SellerVo) => string;
}) {
  return (
    <SellerGrid>
      {sellers.map((seller) => (
        <li key={seller.id}>
          <SellerCard seller={seller} to={linkTo(seller)} />
        </li>
      ))}
    </SellerGrid>
  );
}

export function SellerGridSkeleton({ count }: { count: number }) {
  return (
    <SellerGrid>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <SellerCardSkeleton />
        </li>
      ))}
    </SellerGrid>
  );
}

export const storePath = (seller: Pick<SellerVo, 'id'>) => `/store?id=${encodeURIComponent(seller.id)}`;
/** A store on the mobile site, inside its router (base /wap). */
export const wapStorePath = (seller: Pick<SellerVo, 'id'>) =>
  `/shop?sellerId=${encodeURIComponent(seller.id)}`;
