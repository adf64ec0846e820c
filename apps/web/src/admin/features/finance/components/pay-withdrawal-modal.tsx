import { Modal, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../../lib/date';
import { useContractForm } from '../../../../lib/form';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { formatAmount } from '../../../../lib/money';
import { walletEndpoints, type AdminWithdrawalVo } from '@caravan/contract';
import { usePayWithdrawal } from '../api/pay-withdrawal';
import classes from '../../../components/admin-ui.module.css';
import finance from './finance.module.css';
import { useSaveAndClose } from '../../../components/form-modal';
import { ModalActions } from '../../../components/modal-actions';

/** The server keeps at most this many characters of a payout's transaction id. */
const TX_MAX_LENGTH = 128;

type PayWithdrawalModalProps = { withdrawal: AdminWithdrawalVo | null; onClose: () => void };

/** Marks a withdrawal paid once the money has gone out: the payout's transaction id is required. */
export function PayWithdrawalModal({ withdrawal, onClose }: PayWithdrawalModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Modal
      opened={withdrawal !== null}
      onClose={onClose}
      title={withdrawal ? t('finance.withdrawals.payTitle', { orderNo: withdrawal.order_no }) : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {withdrawal && <PayForm withdrawal={withdrawal} onClose={onClose} />}
    </Modal>
  );
}

function PayForm({ withdrawal, onClose }: { withdrawal: AdminWithdrawalVo; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const pay = usePayWithdrawal();
  const orderNo = withdrawal.order_no;
  // The payout's transaction id is required (AdminWithdrawalPayParams).
  const form = useContractForm({
    schema: walletEndpoints.admin.payWithdrawal.params,
    initialValues: { id: withdrawal.id, tx: '' },
    message: () => t('finance.withdrawals.txRequired'),
  });

  const submit = useSaveAndClose(pay, { saved: () => t('finance.withdrawals.paid', { orderNo }), onClose });

  return (
    <form className={classes.modalForm} onSubmit={form.onSubmit(submit)} noValidate data-testid="pay-form">
      <div className={classes.consequence}>
        {withdrawal.coin_volume && withdrawal.rate ? (
          <>
            {/* BTC and ETH: the coin amount fixed when the buyer asked is what goes out. */}
            <p data-testid="pay-coin">
              {t('finance.withdrawals.payConsequenceCoin', {
                amount: isolateLtr(`${withdrawal.coin_volume} ${withdrawal.coin}`),
              })}
            </p>
            <p className={finance.sub}>
              {t('finance.withdrawals.payRateNote', {
                rate: isolateLtr(
                  t('finance.withdrawals.rate', { coin: withdrawal.coin, rate: withdrawal.rate }),
                ),
                net: isolateLtr(`${formatAmount(withdrawal.volume, lang)} USDT`),
              })}
            </p>
          </>
        ) : (
          <p>{t('finance.withdrawals.payConsequence', { net: formatAmount(withdrawal.volume, lang) })}</p>
        )}
        <p className={finance.fullHash} dir={withdrawal.coin_blockchain === 'bank' ? 'auto' : 'ltr'}>
          {withdrawal.to}
        </p>
      </div>
      <TextInput
        label={t('finance.withdrawals.txLabel')}
        description={t('finance.withdrawals.txHint')}
        {...form.getInputProps('tx')}
        maxLength={TX_MAX_LENGTH}
        required
        dir="ltr"
        autoComplete="off"
        data-autofocus
        data-testid="pay-tx"
      />
      <ModalActions
        onCancel={onClose}
        pending={pay.isPending}
        cancelDisabled={pay.isPending}
        submitLabel={t('finance.withdrawals.pay')}
        submitColor="teal"
        submitTestId="pay-confirm"
      />
    </form>
  );
}
