import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import type { GoodsFilter } from '../api/get-goods-list';
import { GoodsResults } from './goods-results';
import classes from './list-page.module.css';

type ListKind = { filter: GoodsFilter; title: string };

function useCommodityKind(): ListKind {
  const { t } = useTranslation(['common', 'home', 'pages']);
  const type = useSearchParams()[0].get('type');
  if (type === 'new') return { filter: { isNew: 2 }, title: t('common:nav.newArrivals') };
  if (type === 'hot') return { filter: { isHot: 2 }, title: t('common:nav.hotPicks') };
  if (type === 'rec') return { filter: { isRec: 1 }, title: t('home:sections.recommended') };
  return { filter: {}, title: t('pages:titles.commodity') };
}

function ListFrame({ kind }: { kind: ListKind }) {
  useDocumentTitle(kind.title);
  return (
    <div className={`cv-container ${classes.page}`}>
      <div className={classes.head}>
        <h1 className={classes.title}>{kind.title}</h1>
      </div>
      <GoodsResults filter={kind.filter} />
    </div>
  );
}

/** /commodity: all goods, or new arrivals (?type=new), hot picks (?type=hot), recommended (?type=rec). */
export function CommodityPage() {
  return <ListFrame kind={useCommodityKind()} />;
}

/** /discounted: goods whose discount window is open now. */
export function DiscountedPage() {
  const { t } = useTranslation('pages');
  return <ListFrame kind={{ filter: { discount: 1 }, title: t('titles.discounted') }} />;
}
