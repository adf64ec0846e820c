import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { orderEndpoints } from '@caravan/contract';
import { Modal } from '@mantine/core';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLanguage } from '../../lib/i18n';
import { isolateLtr } from '../../lib/date';
import { formatPrice } from '../../lib/money';
import { toast } from '../../lib/toast';
import { fundPasswordPath } from '../../lib/user-centre-paths';
import { useBalance } from '../../lib/wallet-balance';
import { FundPasswordPayment } from '../account/fund-password-payment';
import { usePayOrders } from './orders-api';
import { grandTotal, PriceBreakdown, type ShopCharges } from './price-breakdown';
import classes from './pay-orders-modal.module.css';
import { InlineLoader } from '../ui/states';

type PayOrdersModalProps = {
  orderIds: string[];
  /** Each order's goods, freight, tax and total, as the server computed them. */
  shops: readonly ShopCharges[];
  opened: boolean;
  onClose(): void;
  onPaid(): void;
};

function PayOrdersForm({ orderIds, shops, onClose, onPaid }: Omit<PayOrdersModalProps, 'opened'>) {
  const { t } = useTranslation('cart');
  const total = grandTotal(shops);
  const lang = useLanguage();
  const location = useLocation();
  const balance = useBalance();
  const pay = usePayOrders();
  return (
    <FundPasswordPayment
      schema={orderEndpoints.pay.params}
      toParams={(safeword) => ({ orderId: orderIds.join(','), safeword })}
      texts={{
        needFundPassword: t('pay.needFundPassword'),
        setFundPassword: t('pay.setFundPassword'),
        insufficient: t('pay.insufficient'),
        deposit: t('pay.deposit'),
        fundPassword: t('pay.fundPassword'),
        fundPasswordInvalid: t('pay.fundPasswordInvalid'),
        later: t('pay.later'),
        submit: t('pay.submit', { amount: isolateLtr(formatPrice(total, lang)) }),
      }}
      short={balance.data !== undefined && new Decimal(balance.data.money).lt(total)}
      fundPasswordTo={fundPasswordPath(`${location.pathname}${location.search}`)}
      pay={(safeword, { onError }) =>
        pay.mutate(
          { orderIds, safeword },
          {
            onSuccess: () => {
              toast.success(t('pay.paid'));
              onPaid();
            },
            onError,
          },
        )
      }
      pending={pay.isPending}
      onClose={onClose}
      testId="pay"
    >
      <PriceBreakdown shops={shops} />
      <dl className={classes.figures}>
        {orderIds.length > 1 && (
          <div>
            <dt>{t('pay.orders')}</dt>
            <dd>{orderIds.length}</dd>
          </div>
        )}
        <div>
          <dt>{t('pay.balance')}</dt>
          <dd data-testid="pay-balance">
            {balance.data ? formatPrice(balance.data.money, lang) : <InlineLoader size="xs" />}
          </dd>
        </div>
      </dl>
    </FundPasswordPayment>
  );
}

/**
 * Pays one or more unpaid orders from the wallet balance after the fund password (order!pay).
 * Without a fund password, or with too little balance, it says so and links to where that is fixed.
 */
export function PayOrdersModal({ opened, onClose, ...rest }: PayOrdersModalProps) {
  const { t } = useTranslation('cart');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('pay.title')}
      centered
      closeButtonProps={{ 'aria-label': t('pay.close') }}
    >
      <PayOrdersForm onClose={onClose} {...rest} />
    </Modal>
  );
}
