import { Button, Modal } from '@mantine/core';
import { ACCOUNT_RULES, orderEndpoints, type SellerOrderVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SafewordInput } from '../../../../components/account/safeword-input';
import { errorMessage } from '../../../../lib/api-client';
import { ApiError } from '../../../../lib/api-error';
import { useCurrentUser } from '../../../../lib/current-user';
import { useContractForm } from '../../../../lib/form';
import { useLanguage } from '../../../../lib/i18n';
import { formatPrice } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { useBalance } from '../../../../lib/wallet-balance';
import { usePushOrder } from '../api/push-order';
import { DEPOSIT_PATH, fundPasswordPath } from '../../../../lib/user-centre-paths';
import classes from './push-order-dialog.module.css';

type PushOrderDialogProps = { order: SellerOrderVo | null; onClose: () => void };

/**
 * Asks before the shop purchases an order for shipping: what it costs, what the wallet holds, the
 * fund password (as every payment out of a wallet; without one set, the way to set it), and — when
 * the wallet is short, before or after trying — the way to deposit.
 */
export function PushOrderDialog({ order, onClose }: PushOrderDialogProps) {
  const { t } = useTranslation('seller');
  return (
    <Modal
      opened={order !== null}
      onClose={onClose}
      title={order ? t('push.title', { orderNo: order.orderNo }) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('actions.dismiss', { ns: 'common' }) }}
    >
      {/* Mounted only while open, so each opening starts without the last attempt's error. */}
      {order && <PushOrderForm order={order} onClose={onClose} />}
    </Modal>
  );
}

function PushOrderForm({ order, onClose }: { order: SellerOrderVo; onClose: () => void }) {
  const { t } = useTranslation('seller');
  const lang = useLanguage();
  const balance = useBalance();
  const user = useCurrentUser();
  const location = useLocation();
  const push = usePushOrder();
  const form = useContractForm({
    schema: orderEndpoints.seller.purchase.params,
    initialValues: { safeword: '' },
    toParams: ({ safeword }) => ({ orderId: order.id, safeword }),
    check: ({ safeword }) => (ACCOUNT_RULES.safeword.test(safeword) ? {} : { safeword: { kind: 'invalid' } }),
    message: () => t('push.fundPasswordInvalid'),
  });
  const money = balance.data?.money;
  // Both amounts come from the server at 2 dp, so comparing them is exact enough to warn early;
  // the server decides.
  const isShort = money !== undefined && money < order.purchaseAmount;
  const error = push.error instanceof ApiError ? push.error : null;
  const isInsufficient = error?.key === 'WALLET_INSUFFICIENT_BALANCE';
  const noFundPassword = user.data?.safeword === 0 || error?.code === '999';

  const handleConfirm = form.onSubmit(({ safeword }) => {
    if (push.isPending) return;
    push.mutate(
      { orderId: order.id, safeword },
      {
        onSuccess: () => {
          toast.success(t('push.done', { orderNo: order.orderNo }));
          onClose();
        },
        onError: () => form.setFieldValue('safeword', ''),
      },
    );
  });

  return (
    <form className={classes.dialog} onSubmit={handleConfirm} noValidate data-testid="push-dialog">
      <p>{t('push.explain')}</p>
      <dl className={classes.figures}>
        <div>
          <dt>{t('push.cost')}</dt>
          <dd className={classes.cost} data-testid="push-cost">
            {formatPrice(order.purchaseAmount, lang)}
          </dd>
        </div>
        <div>
          <dt>{t('push.balance')}</dt>
          <dd data-testid="push-balance">
            {money === undefined ? (balance.isError ? '--' : '…') : formatPrice(money, lang)}
          </dd>
        </div>
        <div>
          <dt>{t('push.margin')}</dt>
          <dd className={classes.profit}>{formatPrice(order.profit, lang)}</dd>
        </div>
      </dl>
      {(isShort || isInsufficient) && (
        <p className={classes.alert} role="alert" data-testid="push-short">
          {isInsufficient ? errorMessage(error) : t('push.short')}{' '}
          <Link to={DEPOSIT_PATH} data-testid="push-deposit">
            {t('push.deposit')}
          </Link>
        </p>
      )}
      {noFundPassword ? (
        <>
          <p className={classes.alert} role="alert" data-testid="push-needs-fund-password">
            {t('push.needFundPassword')}
          </p>
          <div className={classes.dialogActions}>
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button
              component={Link}
              to={fundPasswordPath(`${location.pathname}${location.search}`)}
              onClick={onClose}
              data-testid="push-set-fund-password"
            >
              {t('push.setFundPassword')}
            </Button>
          </div>
        </>
      ) : (
        <>
          <SafewordInput
            label={t('push.fundPassword')}
            value={form.values.safeword}
            onChange={(value) => form.setFieldValue('safeword', value)}
            error={form.errorOf('safeword')}
          />
          {error && !isInsufficient && (
            <p className={classes.alert} role="alert" data-testid="push-error">
              {errorMessage(error)}
            </p>
          )}
          <div className={classes.dialogActions}>
            <Button variant="default" onClick={onClose} disabled={push.isPending}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" loading={push.isPending} data-testid="push-confirm">
              {t('push.confirm')}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
