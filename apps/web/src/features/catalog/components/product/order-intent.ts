import { i18next } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';

/** What the buyer asked for on the product page: the listing, the SKU (null without SKUs), how many. */
export type OrderIntent = {
  kind: 'cart' | 'buy';
  sellerGoodsId: string;
  skuId: string | null;
  quantity: number;
};

/**
 * The single hand-off from the product page to ordering. The cart and checkout arrive with the
 * orders issue, which replaces this body (add to the cart / go to /settlement); until then the buyer
 * is told plainly that ordering opens soon. Callers have already checked login, SKU and quantity.
 */
export function startOrder(intent: OrderIntent): void {
  toast.info(i18next.t(intent.kind === 'cart' ? 'order.cartSoon' : 'order.buySoon', { ns: 'catalog' }));
}
