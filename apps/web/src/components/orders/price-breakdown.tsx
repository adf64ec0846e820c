import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../lib/date';
import { useLanguage } from '../../lib/i18n';
import { formatPlainNumber, formatPrice } from '../../lib/money';
import classes from './price-breakdown.module.css';

/** One shop's order as the server priced it (order!quote, order!submit, or an order read back). */
export type ShopCharges = {
  sellerName: string;
  /** The goods at their listed prices, when a discount lowers them. */
  prizeOriginal?: number;
  prizeReal: number;
  fees: number;
  /** The freight's parts (order!quote gives them; a placed order's reply has the sum only). */
  shippingFee?: number;
  longDistanceFreight?: number;
  deliveryFee?: number;
  /** What the lines shipped at a charge weigh, in kg. */
  weightKg?: number;
  tax: number;
  /** What coupons take off the goods (issue 54). */
  discount?: number;
  totalAmount: number;
};

/**
 * Rows for a figure list (inside its <dl>) that spell out a freight as spec §3 defines it: the
 * shipping fee, long-distance freight by weight and the delivery fee. Nothing for free freight or
 * when only the sum is known.
 */
export function FreightParts({
  charges,
}: {
  charges: Omit<ShopCharges, 'sellerName' | 'prizeReal' | 'tax' | 'totalAmount' | 'discount'>;
}) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const { fees, shippingFee, longDistanceFreight, deliveryFee, weightKg } = charges;
  if (
    fees <= 0 ||
    shippingFee === undefined ||
    longDistanceFreight === undefined ||
    deliveryFee === undefined
  )
    return null;
  const parts: [string, string, number][] = [
    ['shipping', t('breakdown.shippingFee'), shippingFee],
    [
      'long-distance',
      t('breakdown.longDistance', { weight: isolateLtr(formatPlainNumber(weightKg ?? 0, lang)) }),
      longDistanceFreight,
    ],
    ['delivery', t('breakdown.deliveryFee'), deliveryFee],
  ];
  return (
    <>
      {parts.map(([key, label, value]) => (
        <div key={key} className={classes.part} data-testid={`freight-${key}`}>
          <dt>{label}</dt>
          <dd>{formatPrice(value, lang)}</dd>
        </div>
      ))}
    </>
  );
}

/** The sum of the shops' totals: what paying all of them costs. */
export function grandTotal(shops: readonly Pick<ShopCharges, 'totalAmount'>[]): number {
  return shops.reduce((sum, shop) => sum.plus(shop.totalAmount), new Decimal(0)).toNumber();
}

function Figures({ shop, showTotal }: { shop: ShopCharges; showTotal: boolean }) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const discounted = shop.prizeOriginal !== undefined && shop.prizeOriginal > shop.prizeReal;
  return (
    <dl className={classes.figures}>
      <div>
        <dt>{t('breakdown.goods')}</dt>
        <dd>
          {discounted && <s className={classes.original}>{formatPrice(shop.prizeOriginal ?? 0, lang)}</s>}
          <span data-testid="breakdown-goods">{formatPrice(shop.prizeReal, lang)}</span>
        </dd>
      </div>
      <div>
        <dt>{t('breakdown.freight')}</dt>
        <dd data-testid="breakdown-freight">
          {shop.fees > 0 ? formatPrice(shop.fees, lang) : t('breakdown.freeFreight')}
        </dd>
      </div>
      <FreightParts charges={shop} />
      <div>
        <dt>{t('breakdown.tax')}</dt>
        <dd data-testid="breakdown-tax">{formatPrice(shop.tax, lang)}</dd>
      </div>
      {shop.discount !== undefined && shop.discount > 0 && (
        <div className={classes.saving}>
          <dt>{t('breakdown.coupons')}</dt>
          <dd data-testid="breakdown-coupons">{isolateLtr(`−${formatPrice(shop.discount, lang)}`)}</dd>
        </div>
      )}
      {showTotal && (
        <div className={classes.shopTotal}>
          <dt>{t('breakdown.shopTotal')}</dt>
          <dd data-testid="breakdown-shop-total">{formatPrice(shop.totalAmount, lang)}</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The whole price before the buyer commits (spec §1 order fields): per shop the goods, freight
 * (shipping fee, long-distance freight and delivery fee) and tax, then the grand total.
 */
export function PriceBreakdown({ shops }: { shops: readonly ShopCharges[] }) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const several = shops.length > 1;
  return (
    <div className={classes.breakdown} data-testid="price-breakdown">
      {shops.map((shop, i) => (
        <section key={`${shop.sellerName}-${i}`} className={classes.shop} data-testid="breakdown-shop">
          {several && (
            <h3 className={classes.shopName} dir="auto">
              {shop.sellerName}
            </h3>
          )}
          <Figures shop={shop} showTotal={several} />
        </section>
      ))}
      <div className={classes.total}>
        <span>{t('breakdown.total')}</span>
        <strong data-testid="breakdown-total">{formatPrice(grandTotal(shops), lang)}</strong>
      </div>
    </div>
  );
}

/** One line under a shop in the cart: its freight, tax and total for the ticked products. */
export function ShopChargesLine({ shop }: { shop: ShopCharges }) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  return (
    <p className={classes.line} data-testid="cart-shop-charges">
      {/* Each amount isolated, so a right-to-left sentence keeps "$" before its figures. */}
      {t('breakdown.line', {
        freight: shop.fees > 0 ? isolateLtr(formatPrice(shop.fees, lang)) : t('breakdown.freeFreight'),
        tax: isolateLtr(formatPrice(shop.tax, lang)),
        total: isolateLtr(formatPrice(shop.totalAmount, lang)),
      })}
    </p>
  );
}
