import { Skeleton } from '@mantine/core';
import { goodsPictures, normaliseLanguage, type GoodsVo } from '@caravan/contract';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ChevronIcon } from '../../../../components/ui/icons';
import { QueryError } from '../../../../components/ui/states';
import { FirstScreenOr } from '../../../../components/ui/first-screen';
import { htmlLangFor } from '../../../../lib/html-lang';
import { useLanguage } from '../../../../lib/i18n';
import { useRenderedLater } from '../../../../lib/use-rendered-later';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { isNotFound, useGoodsInfo } from '../../api/get-goods-info';
import { useSellerInfo } from '../../api/get-seller-info';
import { CatalogNotFound } from '../catalog-not-found';
import { StoreSummary, StoreSummarySkeleton } from '../store/store-summary';
import { Gallery } from './gallery';
import { NearScreen } from '../../../../components/ui/near-screen';
import { GuessYouLike } from './guess-you-like';
import { PurchasePanel } from './purchase-panel';
import { CouponStrip } from '../../../../components/coupons/coupon-strip';
import { Reviews } from './reviews';
import classes from './product-page.module.css';

// imgDes holds the description's pictures as URLs separated by commas or whitespace.
function descriptionPictures(imgDes: string | null): string[] {
  return (imgDes ?? '').split(/[\s,]+/).filter((part) => part.startsWith('/') || part.startsWith('https://'));
}

const categoryPath = (id: string) => `/classification?categoryId=${encodeURIComponent(id)}`;

function Breadcrumbs({ goods }: { goods: GoodsVo }) {
  const { t } = useTranslation('catalog');
  const { t: tc } = useTranslation();
  const trail = [
    goods.categoryId && goods.categoryName ? { id: goods.categoryId, name: goods.categoryName } : null,
    goods.secondaryCategoryId && goods.secondaryCateName
      ? { id: goods.secondaryCategoryId, name: goods.secondaryCateName }
      : null,
  ].filter((step): step is { id: string; name: string } => step !== null);
  return (
    <nav aria-label={t('breadcrumbs')} className={classes.crumbs}>
      <Link to="/index">{tc('nav.home')}</Link>
      {trail.map((step) => (
        <span key={step.id} className={classes.crumb}>
          <ChevronIcon size={14} />
          <Link to={categoryPath(step.id)}>{step.name}</Link>
        </span>
      ))}
    </nav>
  );
}

function StoreColumn({ goods }: { goods: GoodsVo }) {
  const seller = useSellerInfo(goods.sellerId);
  const shown = seller.data ?? goods.seller;
  return shown ? (
    <StoreSummary seller={shown} variant="card" about={{ contextType: 1, contextId: goods.id }} />
  ) : (
    <StoreSummarySkeleton variant="card" />
  );
}

function ProductSkeleton() {
  return (
    <div className={classes.top} aria-hidden="true" data-testid="product-skeleton">
      <Skeleton className={classes.gallerySkeleton} />
      <div className={classes.skeletonText}>
        <Skeleton height={28} width="80%" />
        <Skeleton height={16} width="40%" />
        <Skeleton height={72} />
        <Skeleton height={40} width="60%" />
        <Skeleton height={44} />
      </div>
    </div>
  );
}

/**
 * The description, in the reader's language or, where neither the shop nor the platform wrote one
 * in it, in English, marked as such (desLang) and tagged for screen readers' pronunciation.
 */
function Description({ goods }: { goods: GoodsVo }) {
  const { t } = useTranslation('catalog');
  const lang = useLanguage();
  const isFallback = goods.desLang !== null && goods.desLang !== lang;
  const writtenIn = isFallback ? normaliseLanguage(goods.desLang) : undefined;
  return (
    <>
      {isFallback && (
        <p className={classes.fallbackNote} data-testid="description-fallback">
          {t('description.inEnglish')}
        </p>
      )}
      <p className={classes.description} dir="auto" lang={writtenIn ? htmlLangFor(writtenIn) : undefined}>
        {goods.des}
      </p>
    </>
  );
}

/** The reviews' place before they are drawn: about their heading, filters and a first review. */
const REVIEWS_HEIGHT = 280;

function ProductView({ goods }: { goods: GoodsVo }) {
  const { t } = useTranslation('catalog');
  useDocumentTitle(goods.name);
  const [skuPicture, setSkuPicture] = useState<string | null>(null);
  const extraPictures = descriptionPictures(goods.imgDes);
  // The gallery and the buying panel first; the description, reviews and suggestions below them
  // are built once that screen is on the way to the screen (and fetch their own data then).
  const later = useRenderedLater();
  return (
    <>
      <Breadcrumbs goods={goods} />
      <div className={classes.top}>
        <Gallery images={goodsPictures(goods)} name={goods.name} highlight={skuPicture} />
        <PurchasePanel goods={goods} onSkuPicture={setSkuPicture} />
        <aside className={classes.storeColumn}>
          <StoreColumn goods={goods} />
        </aside>
      </div>
      {/* The coupons this product can use (its shop's and the platform's), after the first screen. */}
      {later && <CouponStrip filter={{ sellerGoodsId: goods.id }} />}
      {later && (
        <div className={classes.details}>
          <section className={classes.block} aria-labelledby="description-title">
            <h2 className={classes.blockTitle} id="description-title">
              {t('description.title')}
            </h2>
            {goods.des ? (
              <Description goods={goods} />
            ) : (
              <p className={classes.muted}>{t('description.none')}</p>
            )}
            {extraPictures.map((src) => (
              <img key={src} src={src} alt="" loading="lazy" className={classes.descriptionImage} />
            ))}
          </section>
          {/* The reviews and the suggestions ask for their data once scrolled near, not as the page opens. */}
          <NearScreen height={REVIEWS_HEIGHT}>
            <div className={classes.block}>
              <Reviews sellerGoodsId={goods.id} />
            </div>
          </NearScreen>
        </div>
      )}
      {later && (
        <NearScreen height={0}>
          <GuessYouLike sellerId={goods.sellerId} currentId={goods.id} />
        </NearScreen>
      )}
    </>
  );
}

// ProductView is keyed by the product, so SKU choice, quantity and review filters start afresh.

/**
 * /productDetails?id=<sellerGoodsId> (the mobile site: /wap/commodity-details?sellerGoodsId=…): one
 * product with its shop, reviews and suggestions.
 */
export function ProductDetailsPage() {
  const { t } = useTranslation('catalog');
  const [params] = useSearchParams();
  const id = params.get('id') ?? params.get('sellerGoodsId') ?? '';
  const goods = useGoodsInfo(id);
  // The product renders in slices after its reply lands (a query's update is otherwise one long
  // task, as React Query's store updates synchronously); the skeleton stays until then.
  const shown = useDeferredValue(goods.data);

  if (!id || (goods.isError && isNotFound(goods.error))) return <CatalogNotFound kind="goods" />;
  const page = (body: ReactNode) => (
    <div className={`cv-container ${classes.page}`} data-testid="page-productDetails">
      {body}
    </div>
  );
  if (goods.isError) return page(<QueryError query={goods} title={t('loadFailed.goodsTitle')} />);
  if (!shown || shown.id !== goods.data?.id) {
    // The picture the server painted, where it is, until the product is drawn; else the skeleton.
    return <FirstScreenOr part="main">{page(<ProductSkeleton />)}</FirstScreenOr>;
  }
  return page(<ProductView key={shown.id} goods={shown} />);
}
