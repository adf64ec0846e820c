import type { OrderGoodsVo, OrderMainVo } from '@caravan/contract';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { MaybeLink } from '../ui/maybe-link';
import { useLanguage } from '../../lib/i18n';
import { formatPrice } from '../../lib/money';
import { optionsText } from '../../lib/sku-options';
import classes from './order-pieces.module.css';

type GoodsThumbProps = { src: string | null; size?: 'md' | 'sm' };

/** A goods picture (a grey square when it has none): `md` in cards and lines, `sm` in a table row. */
export function GoodsThumb({ src, size = 'md' }: GoodsThumbProps) {
  const pixels = size === 'md' ? 64 : 40;
  return src ? (
    <img
      src={src}
      alt=""
      className={classes.thumb}
      data-size={size}
      loading="lazy"
      width={pixels}
      height={pixels}
    />
  ) : (
    <span className={classes.thumb} data-size={size} aria-hidden="true" />
  );
}

type OrderGoodsSummaryProps = {
  order: Pick<OrderMainVo, 'goodsIcon' | 'goodsName' | 'goodsCount'>;
  size?: 'md' | 'sm';
};

/** A listed order's first goods and how many items it has: the picture, then name and count. */
export function OrderGoodsSummary({ order, size = 'md' }: OrderGoodsSummaryProps) {
  const { t } = useTranslation('orders');
  return (
    <>
      <GoodsThumb src={order.goodsIcon} size={size} />
      <span className={classes.summaryText}>
        <span className={classes.summaryName} dir="auto" title={order.goodsName}>
          {order.goodsName}
        </span>
        <span>{t('card.goodsCount', { number: order.goodsCount })}</span>
      </span>
    </>
  );
}

/** "Wholesale $8.00 · Margin $4.50". */
function LineFigures({ figures }: { figures: readonly LineFigure[] }) {
  const lang = useLanguage();
  return (
    <span>
      {figures.map((figure, index) => (
        <Fragment key={figure.label}>
          {index > 0 && ' · '}
          {figure.label} <span className={classes.money}>{formatPrice(figure.value, lang)}</span>
        </Fragment>
      ))}
    </span>
  );
}

type OrderGoodsLinesProps = {
  lines: readonly OrderGoodsVo[];
  /** Where a line's name leads (the storefront's product page); plain text when not given. */
  linkTo?: (line: OrderGoodsVo) => string;
  /** Figures a screen adds under a line: the seller's and the console's wholesale price and margin. */
  extra?: (line: OrderGoodsVo) => readonly LineFigure[];
};

/** A labelled amount under a line. */
export type LineFigure = { label: string; value: number };

/**
 * The order's lines: picture, name (in the request's language), options, unit price × quantity
 * (a discounted one after its list price, struck through, as the amounts take the discount off the
 * goods at list price), and the line's amount.
 */
export function OrderGoodsLines({ lines, linkTo, extra }: OrderGoodsLinesProps) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  return (
    <ul className={classes.lines} data-testid="order-goods">
      {lines.map((line) => {
        const options = optionsText(line);
        return (
          <li key={line.id} className={classes.line} data-testid="order-line">
            <GoodsThumb src={line.goodsIcon} />
            <div className={classes.lineText}>
              <MaybeLink to={linkTo?.(line)} className={classes.lineName} dir="auto">
                {line.goodsName}
              </MaybeLink>
              {line.isSample === 1 && (
                <span className={classes.badges}>
                  <span className={classes.badge} data-tone="go" data-testid="order-line-sample">
                    {t('goods.sample')}
                  </span>
                </span>
              )}
              {options && <span dir="auto">{options}</span>}
              <span>
                {t('goods.unitPrice')}{' '}
                {line.listPrice > line.sellingPrice && (
                  <>
                    <del className={classes.listPrice} data-testid="order-line-list-price">
                      <span className="cv-visually-hidden">{t('goods.listPrice')} </span>
                      {formatPrice(line.listPrice, lang)}
                    </del>{' '}
                  </>
                )}
                <span className={classes.money} data-testid="order-line-price">
                  {formatPrice(line.sellingPrice, lang)}
                </span>
                {' × '}
                <bdi>{line.goodsNum}</bdi>
              </span>
              {extra && <LineFigures figures={extra(line)} />}
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
