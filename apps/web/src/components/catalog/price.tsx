import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/i18n';
import { formatPrice } from '../../lib/money';
import classes from './price.module.css';

type PriceProps = { sellingPrice: number; discountPrice: number | null };

/** The price a buyer pays: the discount price when one is active, with the regular price struck. */
export function Price({ sellingPrice, discountPrice }: PriceProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const onSale = discountPrice !== null && discountPrice < sellingPrice;
  const current = onSale ? discountPrice : sellingPrice;
  return (
    <div className={classes.row}>
      <span className={`${classes.price} ${onSale ? classes.sale : ''}`} data-testid="price">
        <span className="cv-visually-hidden">
          {t('goods.price', { price: `${formatPrice(current, lang)} USDT` })}
        </span>
        <span aria-hidden="true">{formatPrice(current, lang)}</span>
      </span>
      {onSale && (
        <s className={classes.was}>
          <span className="cv-visually-hidden">
            {t('goods.originalPrice', { price: formatPrice(sellingPrice, lang) })}
          </span>
          <span aria-hidden="true">{formatPrice(sellingPrice, lang)}</span>
        </s>
      )}
    </div>
  );
}
