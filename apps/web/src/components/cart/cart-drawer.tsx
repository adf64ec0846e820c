import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  checkedLines,
  estimateTotal,
  groupBySeller,
  maxPerOrder,
  removeItemAt,
  setAllChecked,
  setItemChecked,
  setItemCount,
  setSellerChecked,
  useCart,
} from '../../lib/cart';
import { useLanguage } from '../../lib/i18n';
import { formatPrice } from '../../lib/money';
import { toast } from '../../lib/toast';
import { CartIcon } from '../ui/icons';
import { CartGroupView } from './cart-group';
import { saveCheckout } from './checkout-lines';
import classes from './cart.module.css';

/** The drawer's width (spec §9); on narrower screens it takes the whole width. */
export const CART_DRAWER_WIDTH = 400;

type CartDrawerProps = { opened: boolean; onClose: () => void };

function EmptyCart({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('cart');
  return (
    <div className={classes.empty} data-testid="cart-empty">
      <CartIcon size={40} />
      <p className={classes.emptyTitle}>{t('drawer.empty')}</p>
      <p className={classes.emptyHint}>{t('drawer.emptyHint')}</p>
      <Button component={Link} to="/index" onClick={onClose} variant="light">
        {t('drawer.startShopping')}
      </Button>
    </div>
  );
}

/**
 * The cart (spec §2, §4): lines by shop with per-shop and global ticks, quantities, delete, the
 * ticked estimate and checkout. Mantine keeps it at the inline end (left in right-to-left
 * languages), traps focus, closes on Escape and locks the page's scroll while open.
 */
export function CartDrawer({ opened, onClose }: CartDrawerProps) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const navigate = useNavigate();
  const { usercode, items, update } = useCart();
  const maxBuy = maxPerOrder();
  const groups = groupBySeller(items);
  const ticked = checkedLines(items, maxBuy);
  const total = estimateTotal(ticked);
  const allTicked = items.length > 0 && ticked.length === items.length;

  const handleCheckout = () => {
    if (!usercode || ticked.length === 0 || total <= 0) {
      toast.warning(t('drawer.unSelectedProduct'));
      return;
    }
    saveCheckout({ usercode, source: 'cart', lines: ticked });
    onClose();
    void navigate('/settlement');
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
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
      {items.length === 0 ? (
        <EmptyCart onClose={onClose} />
      ) : (
        <>
          <div className={classes.toolbar}>
            <Checkbox
              label={t('drawer.selectAll')}
              checked={allTicked}
              indeterminate={ticked.length > 0 && !allTicked}
              onChange={() => update((list) => setAllChecked(list, !allTicked))}
              data-testid="cart-check-all"
            />
          </div>
          <div className={classes.groups}>
            {groups.map((group) => (
              <CartGroupView
                key={group.sellerId}
                group={group}
                maxBuy={maxBuy}
                onCheckShop={(sellerId, checked) =>
                  update((list) => setSellerChecked(list, sellerId, checked))
                }
                onCheck={(index, checked) => update((list) => setItemChecked(list, index, checked))}
                onCount={(index, count) => update((list) => setItemCount(list, index, count, maxBuy))}
                onRemove={(index) => update((list) => removeItemAt(list, index))}
                onLeave={onClose}
              />
            ))}
          </div>
          <footer className={classes.footer}>
            <div className={classes.total}>
              <span>{t('drawer.total', { number: ticked.length })}</span>
              <strong data-testid="cart-total">{formatPrice(total, lang)}</strong>
            </div>
            <p className={classes.totalHint}>{t('drawer.totalHint')}</p>
            <Button fullWidth size="md" onClick={handleCheckout} data-testid="cart-checkout">
              {t('drawer.checkout')}
            </Button>
          </footer>
        </>
      )}
    </Drawer>
  );
}
