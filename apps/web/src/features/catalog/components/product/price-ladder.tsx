import { discountedPrice, nextRung, rungIndex, type GoodsVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/i18n';
import { formatCount, formatPrice } from '../../../../lib/money';
import { rungsOf, type LadderTerms } from '../../../../lib/wholesale';
import classes from './price-ladder.module.css';

// An offer's wholesale terms on the product page (issue 53, ADR 037), priced with the contract's
// functions, which the server charges by: the page's price is the order's.

type Terms = LadderTerms & Pick<GoodsVo, 'packSize' | 'samplePrice' | 'sampleLimit'>;

/**
 * The price ladder with the chosen quantity's rung marked and what the next rung would cost, the
 * pack the product sells in and its sample offer; nothing for a one-price product sold singly.
 */
export function PriceLadder({ goods, quantity }: { goods: Terms; quantity: number }) {
  const { t } = useTranslation('catalog');
  const lang = useLanguage();
  const rungs = rungsOf(goods);
  const ratio = goods.discountRatio === null ? null : String(goods.discountRatio);
  const charged = (price: string) => formatPrice(Number(discountedPrice(price, ratio)), lang);
  const laddered = rungs.length > 1;
  if (!laddered && goods.packSize <= 1 && goods.samplePrice === null) return null;
  const at = rungIndex(rungs, quantity);
  const next = nextRung(rungs, quantity);
  const units = t('ladder.units');
  return (
    <section className={classes.ladder} aria-labelledby="price-ladder-title" data-testid="price-ladder">
      {laddered && (
        <>
          <h2 className={classes.title} id="price-ladder-title">
            {t('ladder.title')}
          </h2>
          <ol className={classes.rungs}>
            {rungs.map((rung, i) => {
              const following = rungs[i + 1];
              const range = following
                ? t('ladder.range', {
                    from: formatCount(rung.minQty, lang),
                    to: formatCount(following.minQty - 1, lang),
                    unit: units,
                  })
                : t('ladder.from', { from: formatCount(rung.minQty, lang), unit: units });
              return (
                <li
                  key={rung.minQty}
                  className={classes.rung}
                  data-current={i === at || undefined}
                  aria-current={i === at ? 'true' : undefined}
                  data-testid="price-rung"
                >
                  <span className={classes.range} dir="auto">
                    {range}
                  </span>
                  <strong className={classes.price}>{charged(rung.price)}</strong>
                  {i === at && <span className={classes.current}>{t('ladder.current')}</span>}
                </li>
              );
            })}
          </ol>
          {next && (
            <p className={classes.hint} data-testid="next-rung" aria-live="polite">
              {t('ladder.next', { quantity: formatCount(next.minQty, lang), price: charged(next.price) })}
            </p>
          )}
        </>
      )}
      {goods.packSize > 1 && (
        <p className={classes.note} data-testid="pack-size">
          {t('ladder.pack', { number: formatCount(goods.packSize, lang) })}
        </p>
      )}
      {goods.samplePrice !== null && goods.sampleLimit !== null && (
        <p className={classes.note} data-testid="sample-offer">
          {t('ladder.sample', {
            price: formatPrice(goods.samplePrice, lang),
            number: formatCount(goods.sampleLimit, lang),
          })}
        </p>
      )}
    </section>
  );
}
