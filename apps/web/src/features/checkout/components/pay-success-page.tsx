import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CheckIcon } from '../../../components/ui/icons';
import { useLanguage } from '../../../lib/i18n';
import { formatPrice } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MY_ORDERS_PATH } from '../../../lib/user-centre-paths';
import classes from './checkout.module.css';

/** /paySuccess?orders=<ids>&amount=<total>: what was paid and where to go next. */
export function PaySuccessPage() {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const [params] = useSearchParams();
  const title = t('titles.paySuccess', { ns: 'pages' });
  useDocumentTitle(title);
  const orders = (params.get('orders') ?? '').split(',').filter(Boolean);
  const amount = Number(params.get('amount'));
  const hasAmount = params.get('amount') !== null && Number.isFinite(amount) && amount > 0;

  return (
    <div className={`cv-container ${classes.page}`}>
      <div className={classes.centred} data-testid="page-paySuccess">
        <span className={classes.icon}>
          <CheckIcon size={32} />
        </span>
        <h1>{title}</h1>
        <p>{t('success.lead')}</p>
        <dl className={classes.sum} data-testid="pay-success-figures">
          {hasAmount && (
            <div>
              <dt>{t('success.amount')}</dt>
              <dd>{formatPrice(amount, lang)}</dd>
            </div>
          )}
          {orders.length > 0 && (
            <div>
              <dt>{t('success.orders')}</dt>
              <dd>{orders.length}</dd>
            </div>
          )}
        </dl>
        <div className={classes.row}>
          <Button component={Link} to={MY_ORDERS_PATH}>
            {t('success.viewOrders')}
          </Button>
          <Button component={Link} to="/index" variant="default">
            {t('success.continue')}
          </Button>
        </div>
      </div>
    </div>
  );
}
