import type { GoodsVo, HomeVo } from '@caravan/contract';
import { Fragment, memo, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GoodsGrid,
  GoodsGridSkeleton,
  productPath,
  wapProductPath,
} from '../../../components/catalog/goods-grid';
import {
  SellerGridSkeleton,
  SellerList,
  storePath,
  wapStorePath,
} from '../../../components/catalog/seller-card';
import { FlameIcon, GridIcon, SparkIcon, StoreIcon, TagIcon } from '../../../components/ui/icons';
import { NearScreen } from '../../../components/ui/near-screen';
import { EmptyState, Section } from '../../../components/ui/states';
import { useRenderedInTurn } from '../../../lib/use-rendered-later';
import { CategoryGrid, CategoryGridSkeleton } from './category-grid';
import classes from './home-page.module.css';

type Variant = 'desktop' | 'wap';

type HomeSectionsProps = {
  data: HomeVo | undefined;
  variant: Variant;
  /** Called once every band has its data drawn (a phone's: once the data is in). */
  onBuilt?: (built: true) => void;
};

function GoodsBand(props: {
  id: string;
  title: string;
  icon: ReactNode;
  goods: GoodsVo[] | undefined;
  viewAllTo: string | undefined;
  variant: Variant;
}) {
  const { t } = useTranslation('home');
  const compact = props.variant === 'wap';
  let body: ReactNode;
  if (!props.goods) body = <GoodsGridSkeleton count={compact ? 4 : 6} compact={compact} />;
  else if (props.goods.length === 0) body = <EmptyState>{t('empty.goods')}</EmptyState>;
  else
    body = (
      <GoodsGrid goods={props.goods} linkTo={compact ? wapProductPath : productPath} compact={compact} />
    );
  return (
    <Section id={props.id} title={props.title} icon={props.icon} viewAllTo={props.viewAllTo}>
      {body}
    </Section>
  );
}

/** The bands below a phone's first screen: stores, new arrivals, hot picks, discounts. */
const LATER_BANDS = 4;

/** About a band's height on a phone (the stores' row; twelve cards in two columns), kept until it is built. */
const STORES_HEIGHT = 230;
const BAND_HEIGHT = 1800;

/** The goods bands below the first screen, after the stores, in their turns' order. */
const LATER_GOODS_BANDS = [
  {
    id: 'new',
    titleKey: 'sections.newArrivals',
    icon: <SparkIcon />,
    goodsOf: (home: HomeVo) => home.newGoods,
    viewAllTo: '/commodity?type=new',
  },
  {
    id: 'hot',
    titleKey: 'sections.hot',
    icon: <FlameIcon />,
    goodsOf: (home: HomeVo) => home.hotGoods,
    viewAllTo: '/commodity?type=hot',
  },
  {
    id: 'discounted',
    titleKey: 'sections.discounted',
    icon: <TagIcon />,
    goodsOf: (home: HomeVo) => home.discountGoods,
    viewAllTo: '/discounted',
  },
] as const;

/**
 * Everything below the banner: categories, recommended goods and stores, new arrivals, hot picks
 * and discounts. With no data yet every band shows its skeleton. The pages hand it their data
 * deferred (useDeferredValue), so these bands render in slices after the banner instead of in one
 * long task, and memo keeps the banner's render from redoing them; the bands below the first
 * screen then come one per commit on the desktop, and each as it is scrolled near on a phone.
 */
export const HomeSections = memo(function HomeSections({ data, variant, onBuilt }: HomeSectionsProps) {
  const { t } = useTranslation('home');
  const desktop = variant === 'desktop';
  const sellerLink = desktop ? storePath : wapStorePath;
  // On the desktop a band below the first screen keeps its skeleton until its turn; a phone's are
  // built one by one as they are scrolled near.
  const shown = useRenderedInTurn(LATER_BANDS, desktop && data !== undefined);
  const inTurn = (index: number) => (!desktop || index < shown ? data : undefined);
  const built = data !== undefined && (!desktop || shown >= LATER_BANDS);
  useEffect(() => {
    if (built) onBuilt?.(true);
  }, [built, onBuilt]);
  const stores = inTurn(0)?.recommendSellers;

  let categories: ReactNode;
  if (!data) categories = <CategoryGridSkeleton count={desktop ? 10 : 8} />;
  else if (data.categories.length === 0) categories = <EmptyState>{t('empty.categories')}</EmptyState>;
  else
    categories = (
      <CategoryGrid
        categories={desktop ? data.categories : data.categories.slice(0, 8)}
        linkTo={(c) => `/classification?categoryId=${encodeURIComponent(c.categoryId)}`}
      />
    );

  let sellers: ReactNode;
  if (!stores) sellers = <SellerGridSkeleton count={4} />;
  else if (stores.length === 0) sellers = <EmptyState>{t('empty.stores')}</EmptyState>;
  else sellers = <SellerList sellers={stores} linkTo={sellerLink} />;

  // Each band below the first screen, with about its height on a phone (kept until it is built).
  const laterBands: { id: string; phoneHeight: number; band: ReactNode }[] = [
    {
      id: 'stores',
      phoneHeight: STORES_HEIGHT,
      band: (
        <Section
          id="stores"
          title={t('sections.stores')}
          icon={<StoreIcon />}
          viewAllTo={desktop ? '/searchStore' : undefined}
        >
          {sellers}
        </Section>
      ),
    },
    ...LATER_GOODS_BANDS.map(({ id, titleKey, icon, goodsOf, viewAllTo }, index) => {
      const home = inTurn(index + 1);
      return {
        id,
        phoneHeight: BAND_HEIGHT,
        band: (
          <GoodsBand
            id={id}
            title={t(titleKey)}
            icon={icon}
            goods={home && goodsOf(home)}
            viewAllTo={desktop ? viewAllTo : undefined}
            variant={variant}
          />
        ),
      };
    }),
  ];

  return (
    <>
      <Section
        id="categories"
        title={t('sections.categories')}
        icon={<GridIcon />}
        viewAllTo={desktop ? '/classification' : undefined}
      >
        {categories}
      </Section>
      <GoodsBand
        id="recommended"
        title={t('sections.recommended')}
        icon={<SparkIcon />}
        goods={data?.recommendGoods}
        viewAllTo={desktop ? '/commodity?type=rec' : undefined}
        variant={variant}
      />
      {desktop ? (
        // The desktop home returns to where the buyer left it: its bands are all built, and laid
        // out and painted when scrolled near.
        <div className={classes.later}>
          {laterBands.map(({ id, band }) => (
            <Fragment key={id}>{band}</Fragment>
          ))}
        </div>
      ) : (
        // A phone builds each band below its first screen only as it is scrolled near: a visitor who
        // reads the banner and leaves costs it nothing more.
        laterBands.map(({ id, phoneHeight, band }) => (
          <NearScreen key={id} height={phoneHeight} ahead={600}>
            {band}
          </NearScreen>
        ))
      )}
    </>
  );
});
