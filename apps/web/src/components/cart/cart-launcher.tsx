import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useToken } from '../../lib/auth';
import { useCart } from '../../lib/cart';
import { CartIcon } from '../ui/icons';
import { CartDrawer } from './cart-drawer';
import classes from './cart.module.css';

/** The pages that show the floating cart button (spec §2), for a logged-in buyer only. */
export const CART_BUTTON_PATHS: readonly string[] = [
  '/index',
  '/classification',
  '/commodity',
  '/information',
  '/productDetails',
  '/store',
  '/discounted',
  '/userInfo/dashboard',
];

/** The floating cart button with its line count, and the drawer it opens. */
export function CartLauncher() {
  const { t } = useTranslation('cart');
  const token = useToken();
  const { pathname } = useLocation();
  const { items } = useCart();
  const [opened, setOpened] = useState(false);

  if (token === null || !CART_BUTTON_PATHS.includes(pathname)) return null;
  const count = items.length;
  return (
    <>
      <button
        type="button"
        className={classes.launcher}
        onClick={() => setOpened(true)}
        aria-label={t('button.label', { number: count })}
        aria-haspopup="dialog"
        aria-expanded={opened}
        data-testid="cart-button"
      >
        <CartIcon size={24} />
        {count > 0 && (
          <span className={classes.badge} aria-hidden="true" data-testid="cart-count">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </button>
      <CartDrawer opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
