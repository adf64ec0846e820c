import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { ACCOUNT_RULES, orderEndpoints } from '@caravan/contract';
import { Button, Modal } from '@mantine/core';
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { useCurrentUser } from '../../lib/current-user';
import { useContractForm } from '../../lib/form';
import { useLanguage } from '../../lib/i18n';
import { isolateLtr } from '../../lib/date';
import { formatPrice } from '../../lib/money';
import { toast } from '../../lib/toast';
import { DEPOSIT_PATH, FUND_PASSWORD_PATH } from '../../lib/user-centre-paths';
import { useBalance } from '../../lib/wallet-balance';
import { SafewordInput } from '../account/safeword-input';
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
  const user = useCurrentUser();
  const balance = useBalance();
  const pay = usePayOrders();
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const form = useContractForm({
    schema: orderEndpoints.pay.params,
    initialValues: { safeword: '' },
    toParams: ({ safeword }) => ({ orderId: orderIds.join(','), safeword }),
    // The server only compares the fund password (and counts a miss); a mistyped one is caught here.
    check: ({ safeword }) => (ACCOUNT_RULES.safeword.test(safeword) ? {} : { safeword: { kind: 'invalid' } }),
    message: () => t('pay.fundPasswordInvalid'),
  });

  const noFundPassword = user.data?.safeword === 0 || refusal?.code === '999';
  const short =
    refusal?.key === 'WALLET_INSUFFICIENT_BALANCE' ||
    (balance.data !== undefined && new Decimal(balance.data.money).lt(total));
  const locked = refusal?.key === 'AUTH_SAFEWORD_LOCKED';

  const handleSubmit = form.onSubmit(({ safeword }) => {
    if (pay.isPending) return;
    setRefusal(null);
    pay.mutate(
      { orderIds, safeword },
      {
        onSuccess: () => {
          toast.success(t('pay.paid'));
          onPaid();
        },
        onError: (error) => {
          form.reset();
          setRefusal(error instanceof ApiError ? error : new ApiError('NETWORK', 'CLIENT_NETWORK', ''));
        },
      },
    );
  });

  let body;
  if (noFundPassword) {
    body = (
      <>
        <p className={classes.notice} role="alert" data-testid="pay-needs-fund-password">
          {t('pay.needFundPassword')}
        </p>
        <div className={classes.actions}>
          <Button
            component={Link}
            to={FUND_PASSWORD_PATH}
            onClick={onClose}
            data-testid="pay-set-fund-password"
          >
            {t('pay.setFundPassword')}
          </Button>
        </div>
      </>
    );
  } else if (short) {
    body = (
      <>
        <p className={classes.notice} role="alert" data-testid="pay-insufficient">
          {t('pay.insufficient')}
        </p>
        <div className={classes.actions}>
          <Button component={Link} to={DEPOSIT_PATH} onClick={onClose} data-testid="pay-deposit">
            {t('pay.deposit')}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <SafewordInput
          label={t('pay.fundPassword')}
          value={form.values.safeword}
          onChange={(value) => form.setFieldValue('safeword', value)}
          error={form.errorOf('safeword')}
        />
        {refusal && (
          <p className={classes.refusal} role="alert" data-testid="pay-refusal">
            {errorMessage(refusal)}
          </p>
        )}
        <div className={classes.actions}>
          <Button variant="default" onClick={onClose} disabled={pay.isPending}>
            {t('pay.later')}
          </Button>
          <Button type="submit" loading={pay.isPending} disabled={locked} data-testid="pay-submit">
            {t('pay.submit', { amount: isolateLtr(formatPrice(total, lang)) })}
          </Button>
        </div>
      </>
    );
  }

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="pay-orders-form">
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
      {body}
    </form>
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
