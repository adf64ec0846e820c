import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { creditEndpoints } from '@caravan/contract';
import { Modal, Skeleton } from '@mantine/core';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { FundPasswordPayment } from '../../../components/account/fund-password-payment';
import { QueryError } from '../../../components/ui/states';
import { isolateLtr } from '../../../lib/date';
import { useLanguage } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { FUND_PASSWORD_PATH } from '../../../lib/user-centre-paths';
import { useRepayLoan, useRepayQuote } from '../api/repay-loan';
import { formatUsdt } from '../lib/loan-format';
import { Figure, Usdt } from './figures';
import classes from './credit.module.css';

type RepayDialogProps = { creditId: string; opened: boolean; onClose: () => void };

/** The repayment once its figures are in: the fund password, or what must be done first. */
function RepayForm({ creditId, onClose }: Omit<RepayDialogProps, 'opened'>) {
  const { t } = useTranslation('credit');
  const lang = useLanguage();
  const quote = useRepayQuote(creditId);
  const repay = useRepayLoan();

  if (quote.isError) return <QueryError query={quote} title={t('repay.loadFailed')} />;
  if (!quote.data) return <Skeleton height={180} data-testid="repay-skeleton" />;
  const figures = quote.data;

  return (
    <FundPasswordPayment
      schema={creditEndpoints.pay.params}
      toParams={(safeword) => ({ creditId, safeword })}
      texts={{
        needFundPassword: t('repay.needFundPassword'),
        setFundPassword: t('repay.setFundPassword'),
        insufficient: t('repay.insufficient'),
        deposit: t('repay.deposit'),
        fundPassword: t('repay.fundPassword'),
        fundPasswordInvalid: t('repay.fundPasswordInvalid'),
        later: t('repay.later'),
        submit: t('repay.submit', { amount: isolateLtr(formatUsdt(figures.estimatePayment, lang)) }),
      }}
      short={new Decimal(figures.accountAmount).lt(figures.estimatePayment)}
      fundPasswordTo={FUND_PASSWORD_PATH}
      pay={(safeword, { onError }) =>
        repay.mutate(
          { creditId, safeword },
          {
            onSuccess: () => {
              toast.success(t('repay.done'));
              onClose();
            },
            onError,
          },
        )
      }
      pending={repay.isPending}
      onClose={onClose}
      testId="repay"
    >
      <dl className={classes.disclosure}>
        <Figure label={t('repay.amount')}>
          <Usdt amount={figures.applyAmount} />
        </Figure>
        <Figure label={t('repay.days')}>{figures.alreadyCreditDays}</Figure>
        <Figure label={t('repay.interest')}>
          <Usdt amount={figures.interest} />
        </Figure>
        {figures.overdueInterest > 0 && (
          <Figure label={t('repay.overdueInterest')}>
            <Usdt amount={figures.overdueInterest} />
          </Figure>
        )}
        <Figure label={t('repay.total')} testId="repay-total" className={classes.total}>
          <Usdt amount={figures.estimatePayment} />
        </Figure>
        <Figure label={t('repay.balance')} testId="repay-balance">
          <Usdt amount={figures.accountAmount} />
        </Figure>
      </dl>
    </FundPasswordPayment>
  );
}

/**
 * Repays the loan in full from the wallet (credit!beforepay, then credit!pay with the fund
 * password). Without a fund password, or with too little balance, it says so and links to where
 * that is fixed, as paying for orders does.
 */
export function RepayDialog({ creditId, opened, onClose }: RepayDialogProps) {
  const { t } = useTranslation('credit');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('repay.title')}
      centered
      closeButtonProps={{ 'aria-label': t('repay.close') }}
    >
      {opened && <RepayForm creditId={creditId} onClose={onClose} />}
    </Modal>
  );
}
