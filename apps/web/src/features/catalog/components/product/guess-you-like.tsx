import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsGrid, GoodsGridSkeleton, productPath } from '../../../../components/catalog/goods-grid';
import { useGuessYouLike } from '../../api/get-recommendations';
import classes from './product-page.module.css';

/** "Guess you like" under the product; hidden when there is nothing to suggest or it fails. */
export function GuessYouLike({ sellerId, currentId }: { sellerId: string; currentId: string }) {
  const { t } = useTranslation('catalog');
  const list = useGuessYouLike(sellerId, currentId);
  // The cards are drawn in a transition, in slices, after the reply lands: a reply's arrival
  // renders at once and whole, a long task on a phone for a dozen cards below the screen.
  const goods = useDeferredValue(list.data);
  if (list.isError || (goods && goods.length === 0)) return null;
  return (
    <section className={classes.block} aria-labelledby="guess-title" data-testid="guess-you-like">
      <h2 className={classes.blockTitle} id="guess-title">
        {t('guess.title')}
      </h2>
      {goods ? (
        <GoodsGrid goods={goods.slice(0, 12)} linkTo={productPath} />
      ) : (
        <GoodsGridSkeleton count={6} />
      )}
    </section>
  );
}
