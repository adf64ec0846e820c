import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/ui/states';
import { useLanguage } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { optionsText } from '../../../lib/sku-options';
import { useSellerOrderGoods } from '../api/get-seller-order-goods';
import classes from './seller-order-detail.module.css';

/** The order's lines: what the buyer pays for each, what it costs wholesale, and the margin. */
export function SellerOrderLines({ orderId }: { orderId: string }) {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const lines = useSellerOrderGoods(orderId);
  if (lines.isError) return <ListError list={lines} title={t('detail.linesFailed')} />;
  if (!lines.data) return <Skeleton height={48} radius="sm" />;
  return (
    <ul className={classes.lines} data-testid="seller-order-lines">
      {lines.data.map((line) => {
        const options = optionsText(line);
        return (
          <li key={line.id} className={classes.line} data-testid="seller-order-line">
            {line.goodsIcon ? (
              <img
                src={line.goodsIcon}
                alt=""
                className={classes.thumb}
                loading="lazy"
                width={48}
                height={48}
              />
            ) : (
              <span className={classes.thumb} aria-hidden="true" />
            )}
            <span className={classes.lineText}>
              <span className={classes.lineName} dir="auto">
                {line.goodsName}
              </span>
              {options && (
                <span className={classes.muted} dir="auto">
                  {options}
                </span>
              )}
              <span>
                {t('detail.linePrice')} <bdi>{formatPrice(line.sellingPrice, lang)}</bdi> ×{' '}
                <bdi>{line.goodsNum}</bdi>
              </span>
              <span className={classes.muted}>
                {t('detail.lineWholesale')} <bdi>{formatPrice(line.systemPrice, lang)}</bdi>
                {' · '}
                {t('fields.profit')} <bdi>{formatPrice(line.profit, lang)}</bdi>
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
