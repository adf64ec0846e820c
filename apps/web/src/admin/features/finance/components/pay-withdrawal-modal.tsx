import { Button, Modal, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isolateLtr } from '../../../../lib/date';
import { useContractForm } from '../../../../lib/form';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { formatAmount } from '../../../../lib/money';
import { walletEndpoints, type AdminWithdrawalBankVo, type AdminWithdrawalVo } from '@caravan/contract';
import { usePayWithdrawal } from '../api/pay-withdrawal';
import { useRevealWithdrawalBank } from '../api/reveal-withdrawal-bank';
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
        {withdrawal.coin_blockchain === 'bank' ? (
          <BankPayout withdrawal={withdrawal} />
        ) : withdrawal.coin_volume && withdrawal.rate ? (
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
        {withdrawal.coin_blockchain !== 'bank' && (
          <p className={finance.fullHash} dir="ltr">
            {withdrawal.to}
          </p>
        )}
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

/**
 * A bank withdrawal: what to send in which currency (fixed when the buyer asked), and what the
 * transfer needs (holder, account number or IBAN, SWIFT/BIC, bank, country), shown only when the
 * operator asks: each showing is written to the audit log.
 */
function BankPayout({ withdrawal }: { withdrawal: AdminWithdrawalVo }) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const reveal = useRevealWithdrawalBank();
  const net = isolateLtr(`${formatAmount(withdrawal.volume, lang)} USDT`);
  const currency = withdrawal.payout_currency;
  const inCurrency =
    currency && withdrawal.payout_amount ? isolateLtr(`${withdrawal.payout_amount} ${currency}`) : null;
  return (
    <>
      <p data-testid="pay-bank-amount">
        {t('finance.withdrawals.payConsequenceCoin', { amount: inCurrency ?? net })}
      </p>
      {inCurrency && withdrawal.payout_rate && currency && (
        <p className={finance.sub}>
          {t('finance.withdrawals.payPriceNote', {
            rate: isolateLtr(`1 USDT = ${withdrawal.payout_rate} ${currency}`),
            net,
          })}
        </p>
      )}
      {currency && !inCurrency && (
        <p className={finance.sub}>{t('finance.withdrawals.payNoPrice', { currency, net })}</p>
      )}
      {reveal.data ? (
        <BankDetails details={reveal.data} />
      ) : (
        <>
          <p className={finance.fullHash} dir="auto">
            {withdrawal.to}
          </p>
          <Button
            variant="light"
            onClick={() => reveal.mutate({ id: withdrawal.id })}
            loading={reveal.isPending}
            data-testid="pay-reveal-bank"
          >
            {t('finance.withdrawals.revealBank')}
          </Button>
          <p className={finance.hint}>{t('finance.withdrawals.revealHint')}</p>
        </>
      )}
    </>
  );
}

/** The revealed account, each value as the bank needs it typed (left to right). */
function BankDetails({ details }: { details: AdminWithdrawalBankVo }) {
  const { t } = useTranslation(ADMIN_NS);
  type Fact =
    | 'holder'
    | 'iban'
    | 'account'
    | 'swift'
    | 'routing'
    | 'bankName'
    | 'bankAddress'
    | 'country'
    | 'holderAddress';
  const rows: [Fact, string | null, 'ltr' | 'auto'][] = [
    ['holder', details.holder, 'auto'],
    [details.iban ? 'iban' : 'account', details.accountNumber, 'ltr'],
    ['swift', details.swiftCode, 'ltr'],
    ['routing', details.routingNum, 'ltr'],
    ['bankName', details.bankName, 'auto'],
    ['bankAddress', details.bankAddress, 'auto'],
    ['country', details.countryName, 'auto'],
    ['holderAddress', details.accountAddress, 'auto'],
  ];
  return (
    <>
      <dl className={finance.reviewFacts} data-testid="pay-bank-details">
        {rows
          .filter(([, value]) => value)
          .map(([name, value, dir]) => (
            <div key={name}>
              <dt>{t(`finance.withdrawals.bank.${name}`)}</dt>
              <dd
                dir={dir}
                className={dir === 'ltr' ? classes.mono : undefined}
                data-testid={`pay-bank-${name}`}
              >
                {value}
              </dd>
            </div>
          ))}
      </dl>
      {details.accountNumber === null && (
        <p className={finance.warning}>
          {t('finance.withdrawals.accountLegacy', { last4: details.cardLast4 ?? '' })}
        </p>
      )}
    </>
  );
}
