import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { CartPanel } from '../../../components/cart/cart-drawer';
import { CartIcon } from '../../../components/ui/icons';
import { useToken } from '../../../lib/auth';
import { useDocumentTitle } from '../../../lib/use-document-title';
import classes from './wap.module.css';

/** /wap/cart: the cart as a page of its own (the desktop opens it in a drawer). */
export function WapCartPage() {
  const { t } = useTranslation('cart');
  const token = useToken();
  useDocumentTitle(t('drawer.title'));
  return (
    <div className={classes.page} data-testid="wap-cart-page">
      <h1 className={classes.title}>{t('drawer.title')}</h1>
      {token ? (
        <div className={classes.cart}>
          <CartPanel active onLeave={() => undefined} />
        </div>
      ) : (
        <div className={classes.card} data-testid="wap-cart-login">
          <CartIcon size={40} />
          <p>{t('wap.loginToSee')}</p>
          <Button component={Link} to="/login" fullWidth>
            {t('wap.login')}
          </Button>
        </div>
      )}
    </div>
  );
}
