import { Button, Skeleton } from '@mantine/core';
import { LATE_SHIPMENT_DAYS, type SellerVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { positiveRate, storePath } from '../../../../components/catalog/seller-card';
import type { ChatAbout } from '../../../../components/chat/chat-opener';
import { ContactSellerButton } from '../../../../components/chat/contact-seller-button';
import { FollowButton } from '../../../../components/engagement/follow-button';
import { StoreIcon } from '../../../../components/ui/icons';
import { useLanguage } from '../../../../lib/i18n';
import { formatCount } from '../../../../lib/money';
import classes from './store-summary.module.css';

type StoreSummaryProps = {
  seller: SellerVo;
  /** `card` beside a product (with a link to the store), `header` at the top of the store page. */
  variant: 'card' | 'header';
  /** What a message from here is about: the product the card stands beside. */
  about?: ChatAbout;
};

export function StoreAvatar({ seller, size }: { seller: Pick<SellerVo, 'name' | 'avatar'>; size: number }) {
  const style = { width: size, height: size, fontSize: size * 0.42 };
  if (seller.avatar) {
    return (
      <img className={classes.avatar} src={seller.avatar} alt="" width={size} height={size} style={style} />
    );
  }
  return (
    <span className={classes.avatar} style={style} aria-hidden="true">
      {seller.name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

/**
 * A shop's name, real figures, follow and contact buttons: the store card on a product (a message
 * from it is about that product), the store header.
 */
export function StoreSummary({ seller, variant, about }: StoreSummaryProps) {
  const { t } = useTranslation('catalog');
  const lang = useLanguage();
  const header = variant === 'header';
  const Title = header ? 'h1' : 'h2';
  const figures: { key: string; label: string; value: string; note?: string }[] = [
    { key: 'sold', label: t('store.sold'), value: formatCount(seller.soldNum, lang) },
    ...(header ? [{ key: 'views', label: t('store.views'), value: formatCount(seller.viewsNum, lang) }] : []),
    {
      key: 'rate',
      label: t('store.goodRate'),
      value: positiveRate(seller, lang),
      note: t('store.reviewBase', { number: formatCount(seller.reviewNum, lang) }),
    },
    { key: 'followers', label: t('store.followers'), value: formatCount(seller.focusNum, lang) },
    // The store page's own record: its orders shipped late lately (each compensated to its buyer).
    ...(header && seller.lateShipments !== undefined
      ? [
          {
            key: 'late',
            label: t('store.lateShipments'),
            value: formatCount(seller.lateShipments, lang),
            note: t('store.lateShipmentsNote', { days: LATE_SHIPMENT_DAYS }),
          },
        ]
      : []),
  ];
  return (
    <section
      className={`${classes.summary} ${header ? classes.header : classes.card}`}
      aria-labelledby={`store-${variant}-name`}
      data-testid={`store-${variant}`}
    >
      {header && seller.banner && (
        <img className={classes.banner} src={seller.banner} alt="" data-testid="store-banner" />
      )}
      <div className={classes.identity}>
        <StoreAvatar seller={seller} size={header ? 64 : 48} />
        <div className={classes.who}>
          {!header && <span className={classes.kicker}>{t('store.kicker')}</span>}
          <Title className={classes.name} id={`store-${variant}-name`} dir="auto">
            {seller.name}
          </Title>
          {header && seller.shopRemark && (
            <p className={classes.remark} dir="auto">
              {seller.shopRemark}
            </p>
          )}
          {header && seller.contact && (
            <p className={classes.contact} data-testid="store-contact">
              {t('store.contact')} <bdi>{seller.contact}</bdi>
            </p>
          )}
        </div>
      </div>
      <dl className={classes.figures}>
        {figures.map((figure) => (
          <div key={figure.key} data-testid={`store-figure-${figure.key}`}>
            <dt>{figure.label}</dt>
            <dd>
              {figure.value}
              {figure.note && <span className={classes.note}>{figure.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <div className={classes.actions}>
        <FollowButton sellerId={seller.id} followed={seller.isFocus === 1} size={header ? 'md' : 'sm'} />
        <ContactSellerButton
          sellerId={seller.id}
          shopName={seller.name}
          about={about}
          size={header ? 'md' : 'sm'}
        />
        {!header && (
          <Button
            component={Link}
            to={storePath(seller)}
            variant="default"
            size="sm"
            leftSection={<StoreIcon size={16} />}
          >
            {t('store.visit')}
          </Button>
        )}
      </div>
    </section>
  );
}

export function StoreSummarySkeleton({ variant }: { variant: 'card' | 'header' }) {
  return (
    <div
      className={`${classes.summary} ${variant === 'header' ? classes.header : classes.card}`}
      aria-hidden="true"
    >
      <div className={classes.identity}>
        <Skeleton circle height={variant === 'header' ? 64 : 48} />
        <Skeleton height={20} width="50%" />
      </div>
      <Skeleton height={40} />
    </div>
  );
}
