import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Drawer } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  checkedLines,
  groupBySeller,
  insertItemAt,
  maxPerOrder,
  removeItemAt,
  setAllChecked,
  setItemChecked,
  setItemCount,
  setSellerChecked,
  useCart,
  type CartItem,
} from '../../lib/cart';
import { estimateTotal } from '../../lib/cart-total';
import { errorMessage } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { useLanguage } from '../../lib/i18n';
import { formatPrice } from '../../lib/money';
import { toast } from '../../lib/toast';
import { orderInfoParam, useOrderQuote } from '../orders/orders-api';
import { FreightParts } from '../orders/price-breakdown';
import { CartIcon } from '../ui/icons';
import { CartGroupView } from './cart-group';
import { QuickOrderDialog } from './quick-order-dialog';
import { saveCheckout } from './checkout-lines';
import classes from './cart.module.css';

/** How long the ticks and quantities must rest before the total is asked for again. */
const QUOTE_DELAY_MS = 300;

/** The drawer's width (spec §9); on narrower screens it takes the whole width. */
export const CART_DRAWER_WIDTH = 400;

type CartDrawerProps = { opened: boolean; onClose: () => void };

function EmptyCart({ onClose, onQuickOrder }: { onClose: () => void; onQuickOrder: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <div className={classes.empty} data-testid="cart-empty">
      <CartIcon size={40} />
      <p className={classes.emptyTitle}>{t('drawer.empty')}</p>
      <p className={classes.emptyHint}>{t('drawer.emptyHint')}</p>
      <Button component={Link} to="/index" onClick={onClose} variant="light">
        {t('drawer.startShopping')}
      </Button>
      <Button
        variant="subtle"
        className={classes.quickOrder}
        onClick={onQuickOrder}
        data-testid="quick-order-open"
      >
        {t('quick.open')}
      </Button>
    </div>
  );
}

type CartPanelProps = {
  /** Whether the cart is in view: the server's price is asked for only then. */
  active: boolean;
  /** Called when the buyer leaves the cart (checkout, a product link, start shopping). */
  onLeave: () => void;
  /** Told when a dialog opens over the cart or closes (its Escape is then the dialog's alone). */
  onDialog?: (open: boolean) => void;
};

/**
 * The cart (spec §2, §4): lines by shop with per-shop and global ticks, quantities, delete, the
 * ticked estimate and checkout; in the desktop's drawer and on the mobile site's cart page.
 */
export function CartPanel({ active, onLeave, onDialog }: CartPanelProps) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const navigate = useNavigate();
  const { usercode, items, update } = useCart();
  const maxBuy = maxPerOrder();
  const groups = groupBySeller(items);
  const ticked = checkedLines(items, maxBuy);
  const estimate = estimateTotal(ticked);
  const allTicked = items.length > 0 && ticked.length === items.length;
  // The server's price of the ticked lines (freight and tax included), asked again a moment after
  // the buyer stops changing ticks and quantities; until it answers, the figures shown are the
  // previous lines' and say so (dimmed, aria-busy).
  const lines = ticked.map((line) => ({ sellerGoodsId: line.id, skuId: line.skuId, quantity: line.count }));
  const [quoted] = useDebouncedValue(lines, QUOTE_DELAY_MS);
  const quote = useOrderQuote(active ? quoted : []);
  const settling = quote.isFetching || orderInfoParam(lines) !== orderInfoParam(quoted);
  const charges = new Map(quote.data?.shopList.map((shop) => [shop.sellerId, shop]));
  const refusal = quote.error instanceof ApiError ? errorMessage(quote.error) : null;
  // The line deleted last, and where it was, until it is put back or another one goes: deleting
  // asks nothing, so it can be undone.
  const [removed, setRemoved] = useState<{ item: CartItem; index: number } | null>(null);
  const [quickOrder, setQuickOrderOpen] = useState(false);
  const setQuickOrder = (open: boolean) => {
    setQuickOrderOpen(open);
    onDialog?.(open);
  };
  const undoButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // The deleted line's button is gone: focus goes to what undoes it.
    if (removed) undoButton.current?.focus();
  }, [removed]);

  const handleRemove = (index: number) => {
    const item = items[index];
    if (!item) return;
    update((list) => removeItemAt(list, index));
    setRemoved({ item, index });
  };
  const handleUndo = () => {
    if (!removed) return;
    update((list) => insertItemAt(list, removed.index, removed.item));
    setRemoved(null);
  };

  const handleCheckout = () => {
    if (!usercode || ticked.length === 0 || estimate <= 0) {
      toast.warning(t('drawer.unSelectedProduct'));
      return;
    }
    saveCheckout({ usercode, source: 'cart', lines: ticked });
    onLeave();
    void navigate('/settlement');
  };

  return (
    <>
      <QuickOrderDialog opened={quickOrder} onClose={() => setQuickOrder(false)} />
      {removed && (
        <div className={classes.undo} role="status" data-testid="cart-undo">
          <span dir="auto">{t('drawer.removed', { name: removed.item.name })}</span>
          <Button
            ref={undoButton}
            variant="subtle"
            size="compact-sm"
            onClick={handleUndo}
            data-testid="cart-undo-button"
          >
            {t('drawer.undo')}
          </Button>
        </div>
      )}
      {items.length === 0 ? (
        <EmptyCart onClose={onLeave} onQuickOrder={() => setQuickOrder(true)} />
      ) : (
        <>
          <div className={classes.toolbar}>
            <Checkbox
              label={t('drawer.selectAll')}
              classNames={{ body: classes.tickBody, label: classes.tickLabel }}
              checked={allTicked}
              indeterminate={ticked.length > 0 && !allTicked}
              onChange={() => update((list) => setAllChecked(list, !allTicked))}
              data-testid="cart-check-all"
            />
            <Button
              variant="subtle"
              size="compact-sm"
              className={classes.quickOrder}
              onClick={() => setQuickOrder(true)}
              data-testid="quick-order-open"
            >
              {t('quick.open')}
            </Button>
          </div>
          <div className={classes.groups}>
            {groups.map((group) => (
              <CartGroupView
                key={group.sellerId}
                group={group}
                charges={charges.get(group.sellerId)}
                maxBuy={maxBuy}
                onCheckShop={(sellerId, checked) =>
                  update((list) => setSellerChecked(list, sellerId, checked))
                }
                onCheck={(index, checked) => update((list) => setItemChecked(list, index, checked))}
                onCount={(index, count) => update((list) => setItemCount(list, index, count, maxBuy))}
                onRemove={handleRemove}
                onLeave={onLeave}
              />
            ))}
          </div>
          <footer className={classes.footer}>
            {ticked.length > 0 && quote.data && !refusal ? (
              <dl className={classes.charges} aria-busy={settling} data-testid="cart-charges">
                <div>
                  <dt>{t('breakdown.goods')}</dt>
                  <dd>{formatPrice(quote.data.prizeReal, lang)}</dd>
                </div>
                <div>
                  <dt>{t('breakdown.freight')}</dt>
                  <dd>
                    {quote.data.fees > 0 ? formatPrice(quote.data.fees, lang) : t('breakdown.freeFreight')}
                  </dd>
                </div>
                <FreightParts charges={quote.data} />
                <div>
                  <dt>{t('breakdown.tax')}</dt>
                  <dd>{formatPrice(quote.data.tax, lang)}</dd>
                </div>
              </dl>
            ) : null}
            <div className={classes.total}>
              <span>{t('drawer.total', { number: ticked.length })}</span>
              <strong aria-busy={ticked.length > 0 && settling} data-testid="cart-total">
                {ticked.length === 0
                  ? formatPrice(0, lang)
                  : quote.data && !refusal
                    ? formatPrice(quote.data.totalAmount, lang)
                    : formatPrice(estimate, lang)}
              </strong>
            </div>
            {refusal ? (
              <p className={classes.refusal} role="alert" data-testid="cart-quote-error">
                {refusal}
              </p>
            ) : ticked.length > 0 && !quote.data ? (
              <p className={classes.totalHint} role="status">
                {t('breakdown.calculating')}
              </p>
            ) : null}
            <Button fullWidth size="md" onClick={handleCheckout} data-testid="cart-checkout">
              {t('drawer.checkout')}
            </Button>
          </footer>
        </>
      )}
    </>
  );
}

/**
 * The desktop's cart drawer: Mantine keeps it at the inline end (left in right-to-left languages),
 * traps focus, closes on Escape and locks the page's scroll while open.
 */
export function CartDrawer({ opened, onClose }: CartDrawerProps) {
  const { t } = useTranslation('cart');
  // Every open Mantine dialog hears Escape on the window: while the quick order is open over the
  // drawer, Escape closes it alone.
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      closeOnEscape={!dialogOpen}
      position="right"
      size={CART_DRAWER_WIDTH}
      title={
        <span className={classes.drawerTitle}>
          <CartIcon size={20} />
          {t('drawer.title')}
        </span>
      }
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
      classNames={{ content: classes.drawer, body: classes.drawerBody }}
      data-testid="cart-drawer"
    >
      <CartPanel active={opened} onLeave={onClose} onDialog={setDialogOpen} />
    </Drawer>
  );
}
