import type { OrderGoodsVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { productPath } from '../../../components/catalog/goods-grid';
import { useLanguage } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { optionsText } from '../../../lib/sku-options';
import classes from './order-detail.module.css';

/** The order's lines: picture, name (to the product), options, unit price, quantity, amount. */
export function OrderGoodsLines({ lines }: { lines: readonly OrderGoodsVo[] }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  return (
    <ul className={classes.lines} data-testid="order-goods">
      {lines.map((line) => {
        const options = optionsText(line);
        return (
          <li key={line.id} className={classes.line} data-testid="order-line">
            {line.goodsIcon ? (
              <img
                src={line.goodsIcon}
                alt=""
                className={classes.thumb}
                loading="lazy"
                width={64}
                height={64}
              />
            ) : (
              <span className={classes.thumb} aria-hidden="true" />
            )}
            <div className={classes.lineText}>
              <Link to={productPath({ id: line.goodsId })} className={classes.lineName} dir="auto">
                {line.goodsName}
              </Link>
              {options && <span dir="auto">{options}</span>}
              <span>
                {t('goods.unitPrice')}{' '}
                <span className={classes.money}>{formatPrice(line.sellingPrice, lang)}</span>
                {' × '}
                <bdi>{line.goodsNum}</bdi>
              </span>
            </div>
            <div className={classes.lineAmount}>
              <span className="cv-visually-hidden">{t('goods.amount')} </span>
              <span className={classes.money}>{formatPrice(line.goodsReal, lang)}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
