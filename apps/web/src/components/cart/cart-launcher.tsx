import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';
import { useToken } from '../../lib/auth';
import { useCart } from '../../lib/cart';
import { CartIcon } from '../ui/icons';
import classes from './cart.module.css';

// The drawer (its lines, totals, and Mantine's Drawer and Checkbox) is fetched when a buyer first
// opens it, not with every storefront page (issue 23, P8); pointing at or focusing the button
// starts the fetch, so it is usually there by the click.
const loadDrawer = () => import('./cart-drawer');
const CartDrawer = lazyPage(loadDrawer, 'CartDrawer');
const prefetchDrawer = () => {
  // Only a head start: if it fails, the click's own load tries again.
  loadDrawer().catch(() => undefined);
};

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
  // Mounted on the first open and kept, so it can play its closing transition.
  const [wanted, setWanted] = useState(false);

  if (token === null || !CART_BUTTON_PATHS.includes(pathname)) return null;
  const count = items.length;
  return (
    <>
      <button
        type="button"
        className={classes.launcher}
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
        onPointerEnter={prefetchDrawer}
        onFocus={prefetchDrawer}
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
      {wanted && (
        <Suspense fallback={null}>
          <LoadedDrawer opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}

/**
 * The fetched drawer, drawn closed first: Mantine gives focus back on close to what had it when the
 * drawer opened, which it notes when it sees `opened` turn true, not when a drawer mounts open.
 */
function LoadedDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [drawn, setDrawn] = useState(false);
  // One more render, once per page: the opening Mantine must see.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- that render is the point
  useEffect(() => setDrawn(true), []);
  return <CartDrawer opened={opened && drawn} onClose={onClose} />;
}
