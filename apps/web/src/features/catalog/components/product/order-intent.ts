import { addToCart, buyNow } from '../../../../components/cart/add-to-cart';
import type { NewCartLine } from '../../../../lib/cart';

/**
 * What the buyer asked for on the product page: the listing, the SKU (null without SKUs), how many,
 * and what the cart shows of it (name, picture, price now, minimum, shop, chosen options).
 */
export type OrderIntent = {
  kind: 'cart' | 'buy';
  sellerGoodsId: string;
  skuId: string | null;
  quantity: number;
  name: string;
  image: string | null;
  price: number;
  buyMin: number;
  seller: { id: string; name: string };
  /** The chosen options as text ("Colour: Red / Size: M"); empty without SKUs. */
  checkAttrName: string;
  /** The ladder as unit prices now, and the pack (ADR 037): the cart prices a count by them. */
  tiers?: { minQty: number; price: number }[];
  packSize?: number;
};

/**
 * The single hand-off from the product page to ordering: 'cart' adds the line to the local cart,
 * 'buy' takes that one line straight to /settlement. Callers have already checked login, SKU and
 * quantity.
 */
export function startOrder(intent: OrderIntent, navigate: (to: string) => void): void {
  const { kind, sellerGoodsId, quantity, ...shown } = intent;
  const line: NewCartLine = { ...shown, id: sellerGoodsId, count: quantity };
  if (kind === 'cart') void addToCart(line);
  else void buyNow(line, navigate);
}
