import type { GoodsVo } from '@caravan/contract';
import { GoodsCard, GoodsCardSkeleton } from './goods-card';
import classes from './goods-grid.module.css';

type GoodsGridProps = {
  goods: GoodsVo[];
  linkTo: (goods: GoodsVo) => string;
  /** The mobile site's two-column grid. */
  compact?: boolean;
};

/** The cards whose pictures load at once: a first screen's row on the desktop, two on a phone. */
export const EAGER_CARDS = 4;

export function GoodsGrid({ goods, linkTo, compact = false }: GoodsGridProps) {
  return (
    <ul className={`${classes.grid} ${compact ? classes.compact : ''}`}>
      {goods.map((item, index) => (
        <li key={item.id}>
          <GoodsCard goods={item} to={linkTo(item)} eager={index < EAGER_CARDS} />
        </li>
      ))}
    </ul>
  );
}

export function GoodsGridSkeleton({ count = 6, compact = false }: { count?: number; compact?: boolean }) {
  return (
    <div className={`${classes.grid} ${compact ? classes.compact : ''}`}>
      {Array.from({ length: count }, (_, index) => (
        <GoodsCardSkeleton key={index} />
      ))}
    </div>
  );
}

/**
 * Where a product opens on the desktop site and on the mobile site (spec §1 mobile targets); the
 * mobile path is inside the mobile site's router, whose base is /wap.
 */
export const productPath = (goods: Pick<GoodsVo, 'id'>) =>
  `/productDetails?id=${encodeURIComponent(goods.id)}`;
export const wapProductPath = (goods: Pick<GoodsVo, 'id'>) =>
  `/commodity-details?sellerGoodsId=${encodeURIComponent(goods.id)}`;
