import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { formatAmount } from '../../../../lib/money';
import { optionsText } from '../../../../lib/sku-options';
import { useOrderGoods } from '../api/list-order-goods';
import { QueryError } from '../../../components/query-error';
import orders from './orders.module.css';

/** The order's lines: picture, name, options, price and quantity, and what each costs wholesale. */
export function OrderLines({ orderId }: { orderId: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const lines = useOrderGoods(orderId);
  if (lines.isError)
    return (
      <QueryError error={lines.error} onRetry={() => void lines.refetch()} retrying={lines.isFetching} />
    );
  if (!lines.data) return <Skeleton height={56} radius="sm" />;
  return (
    <ul className={orders.lines} data-testid="order-lines">
      {lines.data.map((line) => {
        const options = optionsText(line);
        return (
          <li key={line.id} className={orders.line} data-testid="order-line">
            {line.goodsIcon ? (
              <img
                src={line.goodsIcon}
                alt=""
                className={orders.thumb}
                loading="lazy"
                width={40}
                height={40}
              />
            ) : (
              <span className={orders.thumb} aria-hidden="true" />
            )}
            <span className={orders.lineText}>
              <span className={orders.lineName} dir="auto">
                {line.goodsName}
              </span>
              {options && <span dir="auto">{options}</span>}
              <span className={orders.sub}>
                {t('orders.line.price')}{' '}
                <bdi dir="ltr">
                  {formatAmount(line.sellingPrice, lang)} × {line.goodsNum}
                </bdi>
                {' · '}
                {t('orders.line.wholesale')} <bdi dir="ltr">{formatAmount(line.systemPrice, lang)}</bdi>
              </span>
            </span>
            <span className={orders.lineAmount} dir="ltr">
              {formatAmount(line.goodsReal, lang)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
