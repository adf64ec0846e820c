import { catalogRoutes, goodsPictures, orderRoutes } from '@caravan/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callEndpoint } from '../../lib/api-client';
import { useToken } from '../../lib/auth';
import { useLanguage } from '../../lib/i18n';
import { queryKeys } from '../../lib/query-keys';
import { useSessionToken, useWindowSession } from '../../lib/window-session';
import { productPath } from '../catalog/goods-grid';
import { PackageIcon } from '../ui/icons';
import type { ChatAbout } from './chat-opener';
import classes from './chat.module.css';

/** Where an order opens: the buyer's order page, unless the reader is the shop (its panel's). */
export const buyerOrderPath = (orderId: string) => `/userInfo/order-detail?id=${encodeURIComponent(orderId)}`;

// The same queries (keys and replies) as the product page and the order page, so a card shown
// beside them costs nothing more.

function useProduct(id: string, enabled: boolean) {
  const lang = useLanguage();
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.goodsDetail(lang, id, token),
    queryFn: ({ signal }) =>
      callEndpoint(catalogRoutes.goodsDetail, { sellerGoodsId: id, skuId: '-1' }, { signal, silent: true }),
    enabled,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

function useOrder(id: string, enabled: boolean) {
  // The reader's order: in the /chat window with a session of its own, that session's.
  const session = useWindowSession();
  const token = useSessionToken();
  return useQuery({
    queryKey: queryKeys.orderInfo(token, id),
    queryFn: async ({ signal }) =>
      (await callEndpoint(orderRoutes.info, { orderId: id }, { signal, silent: true, session })).orderInfo,
    enabled: enabled && token !== null,
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * What a message is about — a product (its picture and name) or an order (its number) — as a small
 * card linking to it. `orderLink` says where an order opens for this reader.
 */
export function ChatContextCard({
  about,
  orderLink = buyerOrderPath,
}: {
  about: ChatAbout;
  orderLink?: (orderId: string) => string;
}) {
  const { t } = useTranslation('chat');
  const isProduct = about.contextType === 1;
  const product = useProduct(about.contextId, isProduct);
  const order = useOrder(about.contextId, !isProduct);

  if (isProduct) {
    const goods = product.data;
    const picture = goods ? goodsPictures(goods)[0] : undefined;
    return (
      <Link
        to={productPath({ id: about.contextId })}
        className={classes.context}
        data-testid="chat-context"
        data-context="product"
      >
        {picture ? (
          <img src={picture} alt="" className={classes.contextPicture} width={40} height={40} />
        ) : (
          <span className={classes.contextPicture} aria-hidden="true" />
        )}
        <span className={classes.contextText}>
          <span className={classes.contextKind}>{t('about.product')}</span>
          <span className={classes.contextName} dir="auto">
            {goods?.name ?? (product.isError ? t('about.unavailable') : '…')}
          </span>
        </span>
      </Link>
    );
  }
  const orderNo = order.data?.orderNo;
  return (
    <Link
      to={orderLink(about.contextId)}
      className={classes.context}
      data-testid="chat-context"
      data-context="order"
    >
      <span className={`${classes.contextPicture} ${classes.contextIcon}`} aria-hidden="true">
        <PackageIcon size={20} />
      </span>
      <span className={classes.contextText}>
        <span className={classes.contextKind}>{t('about.order')}</span>
        <bdi className={classes.contextName} dir={orderNo ? 'ltr' : 'auto'}>
          {orderNo ?? (order.isError ? t('about.unavailable') : '…')}
        </bdi>
      </span>
    </Link>
  );
}
