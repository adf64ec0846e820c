import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SELLER_APPLY_PATH } from '../../lib/user-centre-paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import classes from './no-shop.module.css';

/** Said to an account that has no shop (no sellerId, or the server's AUTH_NOT_A_SELLER). */
export function NoShop() {
  const { t } = useTranslation('seller');
  useDocumentTitle(t('noShop.title'));
  return (
    <section className={classes.notice} data-testid="no-shop">
      <h1 className={classes.noticeTitle}>{t('noShop.title')}</h1>
      <p className={classes.noticeBody}>{t('noShop.body')}</p>
      <div className={classes.noticeActions}>
        <Button component={Link} to={SELLER_APPLY_PATH} data-testid="no-shop-apply">
          {t('entry.becomeSeller')}
        </Button>
        <Button component={Link} to="/index" variant="default">
          {t('panel.store')}
        </Button>
      </div>
    </section>
  );
}
