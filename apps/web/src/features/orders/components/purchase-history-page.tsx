import { Button } from '@mantine/core';
import type { PurchasedGoodsVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { addToCart } from '../../../components/cart/add-to-cart';
import { productPath } from '../../../components/catalog/goods-grid';
import { subpageClasses } from '../../../components/account/subpage';
import { GoodsThumb } from '../../../components/orders/order-goods';
import { DateTime } from '../../../components/ui/date-time';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, InlineLoader, QueryError } from '../../../components/ui/states';
import { useLanguage } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { optionsText } from '../../../lib/sku-options';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PURCHASED_PAGE_SIZE, usePurchasedGoods } from '../api/get-purchased';
import { orderDetailPath } from '../lib/order-paths';
import pieces from '../../../components/orders/order-pieces.module.css';
import classes from './orders.module.css';

/** Puts one bought line in the cart again, at the listing's price now and its minimum quantity. */
function buyAgain(goods: PurchasedGoodsVo) {
  void addToCart({
    id: goods.sellerGoodsId,
    skuId: goods.skuId === '-1' ? null : goods.skuId,
    name: goods.goodsName,
    checkAttrName: optionsText(goods),
    image: goods.goodsIcon,
    price: goods.sellingPrice,
    buyMin: goods.buyMin,
    seller: { id: goods.sellerId, name: goods.sellerName },
  });
}

function PurchasedLine({ goods }: { goods: PurchasedGoodsVo }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const options = optionsText(goods);
  const onSale = goods.isValid === 1;
  return (
    <li className={pieces.line} data-testid="purchased-goods">
      <GoodsThumb src={goods.goodsIcon} />
      <div className={pieces.lineText}>
        <Link to={productPath({ id: goods.sellerGoodsId })} className={pieces.lineName} dir="auto">
          {goods.goodsName}
        </Link>
        {options && <span dir="auto">{options}</span>}
        <span>
          {t('history.bought', { number: goods.goodsNum })}{' '}
          <span className={pieces.money}>{formatPrice(goods.paidPrice, lang)}</span>
          {' · '}
          <DateTime value={goods.buyTime} />
        </span>
        <span>
          <bdi dir="auto">{goods.sellerName}</bdi>
          {' · '}
          <Link to={orderDetailPath(goods.orderId)}>
            {t('history.order')} <bdi className={pieces.code}>{goods.orderNo}</bdi>
          </Link>
        </span>
      </div>
      <div className={classes.historyActions}>
        {onSale ? (
          <>
            <span className={pieces.money} data-testid="purchased-price">
              {formatPrice(goods.sellingPrice, lang)}
            </span>
            <Button size="xs" onClick={() => buyAgain(goods)} data-testid="buy-again">
              {t('history.buyAgain')}
            </Button>
          </>
        ) : (
          <span className={classes.historyOff} data-testid="purchased-off">
            {t('history.offSale')}
          </span>
        )}
      </div>
    </li>
  );
}

/**
 * /userInfo/purchase-history?page=… (spec §2): the goods the buyer has bought, newest purchase
 * first, 20 to a page, each with what it cost, its order, and "Buy again" while it is on sale.
 */
export function PurchaseHistoryPage() {
  const { t } = useTranslation('orders');
  const { t: tp } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  useDocumentTitle(tp('titles.purchaseHistory'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const goods = usePurchasedGoods(page);

  const show = (next: number) => {
    const copy = new URLSearchParams(params);
    if (next > 1) copy.set('page', String(next));
    else copy.delete('page');
    setParams(copy);
    window.scrollTo({ top: 0 });
  };

  let body;
  if (!goods.data) {
    body = goods.isError ? <QueryError query={goods} title={t('history.loadFailed')} /> : <InlineLoader />;
  } else if (goods.data.pageList.length === 0) {
    body = (
      <EmptyState>
        {t('history.empty')} <Link to="/index">{t('history.emptyAction')}</Link>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className={pieces.lines} aria-busy={goods.isPlaceholderData} data-testid="purchased-list">
          {goods.data.pageList.map((line) => (
            <PurchasedLine key={line.id} goods={line} />
          ))}
        </ul>
        <Pager
          page={page}
          totalItems={goods.data.pageInfo.totalElements}
          pageSize={PURCHASED_PAGE_SIZE}
          onChange={show}
          label={t('history.pages')}
        />
      </>
    );
  }

  return (
    <section
      className={subpageClasses.panel}
      aria-labelledby="purchase-history-title"
      data-testid="page-purchaseHistory"
    >
      <h1 className={subpageClasses.title} id="purchase-history-title">
        {tp('titles.purchaseHistory')}
      </h1>
      {body}
    </section>
  );
}
