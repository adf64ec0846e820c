import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { StoreIcon } from '../../../components/ui/icons';
import { groupBySeller, type CartItem } from '../../../lib/cart';
import { useLanguage } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import classes from './checkout.module.css';

const lineEstimate = (line: CartItem) =>
  new Decimal(line.price).times(line.count).toDecimalPlaces(2, Decimal.ROUND_DOWN).toNumber();

/** The lines to buy, per shop (one order each), with their estimated prices. */
export function CheckoutItems({ lines }: { lines: readonly CartItem[] }) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  return (
    <section className={classes.card} aria-labelledby="checkout-items-title" data-testid="checkout-items">
      <h2 className={classes.cardTitle} id="checkout-items-title">
        {t('settlement.itemsTitle')}
      </h2>
      {groupBySeller(lines).map((group) => (
        <div key={group.sellerId} className={classes.shop} data-testid="checkout-shop">
          <h3 className={classes.shopName} dir="auto">
            <StoreIcon size={16} />
            {group.title || t('drawer.unnamedShop')}
          </h3>
          <ul className={classes.lines}>
            {group.list.map((line) => (
              <li key={line.Identifier} className={classes.line} data-testid="checkout-line">
                {line.image ? (
                  <img className={classes.thumb} src={line.image} alt="" width={72} height={72} />
                ) : (
                  <span className={classes.thumb} />
                )}
                <div>
                  <p className={classes.lineName} dir="auto">
                    {line.name}
                  </p>
                  {line.checkAttrName && (
                    <p className={classes.lineMeta} dir="auto">
                      {line.checkAttrName}
                    </p>
                  )}
                  <p className={classes.lineMeta}>
                    {t('settlement.unitPrice', { price: formatPrice(line.price, lang), number: line.count })}
                  </p>
                </div>
                <span className={classes.lineTotal}>{formatPrice(lineEstimate(line), lang)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
