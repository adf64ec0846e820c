import { firstAllowed, isWapPath } from '@caravan/contract';
import { Button } from '@mantine/core';
import type { GoodsVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FavouriteButton } from '../../../../components/engagement/favourite-button';
import { CartIcon, ReturnIcon, TruckIcon } from '../../../../components/ui/icons';
import { maxPerOrder } from '../../../../lib/cart';
import { formatDateTime, isolateLtr } from '../../../../lib/date';
import { useLanguage } from '../../../../lib/i18n';
import { discountPercent, formatCount, formatPlainNumber, formatPrice } from '../../../../lib/money';
import { useRequireLogin } from '../../../../lib/require-login';
import { EyeIcon } from './detail-icons';
import { startOrder } from './order-intent';
import { cartTermsOf, unitPriceFor } from '../../../../lib/wholesale';
import { PriceLadder } from './price-ladder';
import { QuantityField } from './purchase-quantity';
import { SkuPicker } from './sku-picker';
import { SkuSheet, SkuSummary } from './sku-sheet';
import { availableStock, initialSelection, selectedSku, toggleValue, type Selection } from './sku-selection';
import classes from './purchase-panel.module.css';

type PurchasePanelProps = {
  goods: GoodsVo;
  /** Told the chosen SKU's own picture (null when none), for the gallery to show. */
  onSkuPicture?: (url: string | null) => void;
};

type OrderKind = 'cart' | 'buy';

/**
 * Name, prices, figures, SKU choice, quantity and the order buttons. Choosing a SKU updates the
 * stock, the quantity's limits and the picture. On the mobile site a product with SKUs is chosen in
 * a sheet: the order buttons (and the one-line summary on the page) open it, and its confirm button
 * does what was tapped.
 */
export function PurchasePanel({ goods, onSkuPicture }: PurchasePanelProps) {
  const { t } = useTranslation('catalog');
  const lang = useLanguage();
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  const choices = goods.canSelectAttributes?.skus.length ? goods.canSelectAttributes : null;
  const [selection, setSelection] = useState<Selection>(() => (choices ? initialSelection(choices) : {}));
  const [missing, setMissing] = useState<string[]>([]);
  // The offer's minimum, in whole packs (ADR 037).
  const minimum = firstAllowed({ moq: Math.max(goods.buyMin, goods.moq), packSize: goods.packSize });
  const [quantity, setQuantity] = useState(minimum);
  // On the mobile site SKUs are chosen in a sheet: whether it is open, and the order button that
  // opened it (null: the summary line).
  const inSheet = choices !== null && isWapPath(window.location.pathname);
  const [sheetOpened, setSheetOpened] = useState(false);
  const [sheetKind, setSheetKind] = useState<OrderKind | null>(null);

  const sku = choices ? selectedSku(choices, selection) : undefined;
  const stock = choices ? (sku ? sku.stock : availableStock(choices, selection)) : null;
  const maximum = Math.min(maxPerOrder(), sku ? sku.stock : Number.POSITIVE_INFINITY);
  const soldOut = stock !== null && stock < minimum;
  // With the sheet, the bar's buttons stay usable while any SKU can be had, to change the choice.
  const nothingToBuy = choices ? availableStock(choices, {}) < minimum : soldOut;
  const shownQuantity = Math.min(Math.max(quantity, minimum), Math.max(minimum, maximum));

  // Sku.price is the platform's wholesale price for that SKU (null: the good's systemPrice), not
  // what the buyer pays, so the buyer's price is the listing's as the server gives it.
  // Each unit costs its quantity's rung of the ladder, less a running discount (ADR 037).
  const onSale = goods.discountPrice !== null && goods.discountPrice < goods.sellingPrice;
  const listed = unitPriceFor({ ...goods, discountRatio: null }, shownQuantity);
  const price = unitPriceFor(goods, shownQuantity);
  const percent = onSale ? discountPercent(goods.sellingPrice, goods.discountPrice) : null;

  const handleToggle = (attrName: string, value: string) => {
    if (!choices) return;
    const next = toggleValue(choices, selection, attrName, value);
    setSelection(next);
    setMissing((names) => names.filter((name) => name !== attrName));
    onSkuPicture?.(selectedSku(choices, next)?.imgUrl ?? null);
  };

  const unchosen = (choices?.attributes ?? [])
    .map((a) => a.attrName)
    .filter((name) => selection[name] === undefined);

  const openSheet = (kind: OrderKind | null) => {
    setMissing([]);
    setSheetKind(kind);
    setSheetOpened(true);
  };

  const order = (kind: OrderKind) => {
    if (unchosen.length > 0) {
      setMissing(unchosen);
      return;
    }
    setSheetOpened(false);
    const checkAttrName = (choices?.attributes ?? [])
      .map((a) => `${a.attrName}: ${selection[a.attrName] ?? ''}`)
      .join(' / ');
    requireLogin(() =>
      startOrder(
        {
          kind,
          sellerGoodsId: goods.id,
          skuId: sku?.skuId ?? null,
          quantity: shownQuantity,
          name: goods.name,
          image: sku?.imgUrl ?? goods.imgUrl1,
          price,
          buyMin: minimum,
          seller: { id: goods.seller?.id ?? goods.sellerId, name: goods.seller?.name ?? '' },
          checkAttrName,
          ...cartTermsOf(goods),
        },
        (to) => void navigate(to),
      ),
    );
  };

  const handleOrder = (kind: OrderKind) => (inSheet ? openSheet(kind) : order(kind));

  const quantityField = (size: 'md' | 'lg') => (
    <QuantityField
      id="product-quantity"
      value={shownQuantity}
      min={minimum}
      max={maximum}
      onChange={setQuantity}
      stock={stock}
      soldOut={soldOut}
      size={size}
      step={goods.packSize}
    />
  );
  const picker = choices && (
    <SkuPicker choices={choices} selection={selection} onToggle={handleToggle} missing={missing} />
  );

  return (
    <div className={classes.panel}>
      <h1 className={classes.name} dir="auto">
        {goods.name}
      </h1>
      <ul className={classes.figures}>
        <li>{t('figures.sold', { number: formatCount(goods.soldNum, lang) })}</li>
        <li>
          <EyeIcon size={16} />
          {t('figures.views', { number: formatCount(goods.viewsNum, lang) })}
        </li>
      </ul>

      <div className={classes.priceBox} data-testid="price-box">
        <div className={classes.priceRow}>
          <span className={classes.priceLabel}>{t('price.retail')}</span>
          <strong className={`${classes.price} ${onSale ? classes.sale : ''}`} data-testid="detail-price">
            {formatPrice(price, lang)}
          </strong>
          {goods.unit && (
            <span className={classes.unit} dir="auto">
              / {goods.unit}
            </span>
          )}
          {percent !== null && (
            <span className={classes.off} dir="ltr">
              {t('goods.off', { ns: 'common', percent })}
            </span>
          )}
        </div>
        {onSale && (
          <div className={classes.priceRow}>
            <span className={classes.priceLabel}>{t('price.original')}</span>
            <s className={classes.was} data-testid="original-price">
              {formatPrice(listed, lang)}
            </s>
            {goods.discountEndTime !== null && goods.discountEndTime > 0 && (
              <span className={classes.ends}>
                {t('price.offerEnds', { date: isolateLtr(formatDateTime(goods.discountEndTime)) })}
              </span>
            )}
          </div>
        )}
      </div>

      <PriceLadder goods={goods} quantity={shownQuantity} />

      <ul className={classes.tips}>
        <li>
          <TruckIcon size={18} />
          <span>
            {/* Freight is by weight, once per shop order (ADR 034): the checkout prices it. */}
            <span data-testid="freight-tip">
              {goods.freightType === 1
                ? t('freight.free')
                : goods.weightKg > 0
                  ? t('freight.byWeight', { weight: isolateLtr(formatPlainNumber(goods.weightKg, lang)) })
                  : t('freight.atCheckout')}
            </span>
            {' · '}
            {t('freight.ships')}
          </span>
        </li>
        <li>
          <ReturnIcon size={18} />
          <span>{t('freight.returns')}</span>
        </li>
      </ul>

      {inSheet ? (
        <SkuSummary
          choice={sku ? (choices?.attributes ?? []).map((a) => selection[a.attrName]).join(' / ') : null}
          unchosen={unchosen}
          quantity={shownQuantity}
          onOpen={() => openSheet(null)}
        />
      ) : (
        <>
          {picker}
          {quantityField('md')}
        </>
      )}

      <div className={classes.actions}>
        {/* On a phone the two buttons stay in reach at the bottom of the screen (the page keeps
            room for them under its end: global.css's data-sticky-bar). */}
        <div className={classes.buyBar} data-testid="buy-bar" data-sticky-bar="">
          <Button
            size="md"
            variant="light"
            leftSection={<CartIcon size={18} />}
            onClick={() => handleOrder('cart')}
            disabled={inSheet ? nothingToBuy : soldOut}
            data-testid="add-to-cart"
          >
            {t('order.addToCart')}
          </Button>
          <Button
            size="md"
            onClick={() => handleOrder('buy')}
            disabled={inSheet ? nothingToBuy : soldOut}
            data-testid="buy-now"
          >
            {t('order.buyNow')}
          </Button>
        </div>
        <FavouriteButton sellerGoodsId={goods.id} kept={goods.isKeep === 1} />
      </div>

      {inSheet && (
        <SkuSheet
          opened={sheetOpened}
          onClose={() => setSheetOpened(false)}
          image={sku?.imgUrl ?? goods.imgUrl1}
          price={formatPrice(price, lang)}
          onSale={onSale}
          actions={
            sheetKind ? (
              <Button size="md" onClick={() => order(sheetKind)} disabled={soldOut} data-testid="sku-confirm">
                {t('sku.confirm')}
              </Button>
            ) : (
              <>
                <Button size="md" variant="light" onClick={() => order('cart')} disabled={soldOut}>
                  {t('order.addToCart')}
                </Button>
                <Button size="md" onClick={() => order('buy')} disabled={soldOut}>
                  {t('order.buyNow')}
                </Button>
              </>
            )
          }
        >
          {picker}
          {quantityField('lg')}
        </SkuSheet>
      )}
    </div>
  );
}
