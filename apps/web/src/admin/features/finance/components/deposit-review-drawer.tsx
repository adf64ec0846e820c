import { Button } from '@mantine/core';
import { walletEndpoints, type AdminDepositVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { toast } from '../../../../lib/toast';
import { useConfirmDeposit } from '../api/confirm-deposit';
import { useCoinRates } from '../api/list-coin-rates';
import { useRejectDeposit } from '../api/reject-deposit';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { plainAmount } from '../../../../lib/amount-text';
import { DateTime } from '../../../components/date-time';
import { ReasonModal } from '../../../components/reason-modal';
import { PrivateImageViewer } from '../../../../components/ui/private-image';
import { CoinNetwork, DepositMethod, DepositUsdt, DuplicateWarning } from './deposit-parts';
import { FinanceStateBadge } from './finance-state-filter';
import classes from './finance.module.css';
import { Fact, SideDrawer } from '../../../components/side-drawer';

type DepositReviewDrawerProps = { deposit: AdminDepositVo | null; onClose: () => void };

/**
 * One deposit under review: the buyer, the amounts, the certificate (opened larger on a click),
 * any other deposit that reused it, and — while pending — Confirm or Reject.
 */
export function DepositReviewDrawer({ deposit, onClose }: DepositReviewDrawerProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <SideDrawer
      opened={deposit !== null}
      onClose={onClose}
      width={520}
      title={deposit ? t('finance.deposits.reviewTitle', { orderNo: deposit.order_no }) : ''}
    >
      {deposit && <DepositReview key={deposit.id} deposit={deposit} onClose={onClose} />}
    </SideDrawer>
  );
}

function DepositReview({ deposit, onClose }: { deposit: AdminDepositVo; onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  const [dialog, setDialog] = useState<'confirm' | 'reject' | null>(null);
  const confirm = useConfirmDeposit();
  const reject = useRejectDeposit();
  const orderNo = deposit.order_no;
  const user = deposit.username || deposit.usercode;
  const isPending = deposit.state === 0;

  const handleConfirm = () =>
    confirm.mutate(deposit.id, {
      onSuccess: () => {
        toast.success(t('finance.deposits.confirmed', { orderNo }));
        setDialog(null);
        onClose();
      },
    });
  const handleReject = (reason: string) =>
    reject.mutate(
      { id: deposit.id, reason },
      {
        onSuccess: () => {
          toast.success(t('finance.deposits.rejected', { orderNo }));
          setDialog(null);
          onClose();
        },
      },
    );

  return (
    <div className={classes.review} data-testid="deposit-review-panel">
      <DuplicateWarning duplicates={deposit.duplicates} />
      <dl className={classes.reviewFacts}>
        <Fact label={t('finance.deposits.fields.user')}>
          <Link to={`/admin/users/${deposit.userId}`} dir="auto">
            {deposit.username || '--'}
          </Link>
          <span className={classes.sub}>
            {' · '}
            {t('users.columns.uid')} {deposit.usercode}
          </span>
        </Fact>
        <Fact label={t('finance.deposits.fields.state')}>
          <FinanceStateBadge kind="deposits" state={deposit.state} />
        </Fact>
        <Fact label={t('finance.deposits.fields.amount')}>
          <span className={classes.amount} dir="ltr">
            {plainAmount(deposit.amount, lang)} {deposit.coin}
          </span>
        </Fact>
        <Fact label={t('finance.deposits.fields.usdt')}>
          <DepositUsdt deposit={deposit} />
        </Fact>
        <Fact label={t('finance.deposits.fields.coin')}>
          <CoinNetwork coin={deposit.coin} coinBlockchain={deposit.coin_blockchain} />
        </Fact>
        <Fact label={t('finance.deposits.fields.method')}>
          <DepositMethod deposit={deposit} />
        </Fact>
        {deposit.rate && (
          <Fact label={t('finance.deposits.fields.rate')}>
            <span dir="ltr">
              1 {deposit.coin} = {deposit.rate} USDT
            </span>
          </Fact>
        )}
        <Fact label={t('finance.deposits.fields.created')}>
          <DateTime value={deposit.create_time} />
        </Fact>
        {deposit.from && (
          <Fact label={t('finance.deposits.fields.from')} wide>
            <span className={classes.fullHash} dir="ltr">
              {deposit.from}
            </span>
          </Fact>
        )}
        {deposit.channel_address && (
          <Fact label={t('finance.deposits.fields.channelAddress')} wide>
            <span className={classes.fullHash} dir="ltr">
              {deposit.channel_address}
            </span>
          </Fact>
        )}
        <Fact label={t('finance.deposits.fields.tx')} wide>
          <span className={classes.fullHash} dir="ltr">
            {deposit.tx || '--'}
          </span>
        </Fact>
        {!isPending && (
          <>
            <Fact label={t('finance.deposits.fields.decidedBy')}>
              <span dir="auto">{deposit.decidedBy || '--'}</span>
            </Fact>
            <Fact label={t('finance.deposits.fields.decided')}>
              <DateTime value={deposit.decideTime} />
            </Fact>
          </>
        )}
        {deposit.reason && (
          <Fact label={t('finance.deposits.fields.reason')} wide>
            <span dir="auto">{deposit.reason}</span>
          </Fact>
        )}
      </dl>
      <section>
        <h3 className={classes.sectionTitle}>{t('finance.deposits.certificate')}</h3>
        <PrivateImageViewer
          src={deposit.img}
          scope="admin"
          alt={t('finance.deposits.certificateAlt', { orderNo })}
          failedText={t('finance.deposits.certificateFailed')}
          openLabel={t('finance.deposits.certificateOpen')}
          buttonClassName={classes.certificateButton}
          className={classes.certificate}
          largeClassName={classes.certificateLarge}
          height={220}
          testId="certificate-open"
        />
      </section>
      {isPending && (
        <div className={classes.reviewActions}>
          <Button onClick={() => setDialog('confirm')} data-testid="deposit-confirm">
            {t('finance.deposits.confirm')}
          </Button>
          <Button
            color="red"
            variant="light"
            onClick={() => setDialog('reject')}
            data-testid="deposit-reject"
          >
            {t('finance.deposits.reject')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        opened={dialog === 'confirm'}
        title={t('finance.deposits.confirmTitle')}
        confirmLabel={t('finance.deposits.confirm')}
        loading={confirm.isPending}
        onConfirm={handleConfirm}
        onClose={() => setDialog(null)}
      >
        <p>{t('finance.deposits.confirmBody', { user, orderNo })}</p>
        {/* Figures stay left to right on their own line, so an Arabic sentence cannot reorder them. */}
        <p className={classes.confirmAmount}>
          <bdi dir="ltr" data-testid="deposit-confirm-amount">
            {plainAmount(deposit.amount, lang)} {deposit.coin}
          </bdi>
        </p>
        <RateNote coin={deposit.coin} />
        <p>{t('finance.deposits.confirmOnce')}</p>
      </ConfirmDialog>
      <ReasonModal
        opened={dialog === 'reject'}
        title={t('finance.deposits.rejectTitle', { orderNo })}
        consequence={<p>{t('finance.deposits.rejectConsequence', { user })}</p>}
        confirmLabel={t('finance.deposits.reject')}
        danger
        pending={reject.isPending}
        params={walletEndpoints.admin.rejectDeposit.params}
        onConfirm={handleReject}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}

/** How the deposit will be valued: one to one for USDT, else the coin's rate now (or that none is set). */
function RateNote({ coin }: { coin: string }) {
  const { t } = useTranslation(ADMIN_NS);
  return coin === 'USDT' ? <p>{t('finance.deposits.confirmUsdt')}</p> : <CoinRateNote coin={coin} />;
}

function CoinRateNote({ coin }: { coin: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const rates = useCoinRates();
  if (!rates.data) return null;
  const rate = rates.data.find((r) => r.coin === coin)?.rate;
  return rate ? (
    <p>
      {t('finance.deposits.confirmRate')}{' '}
      <bdi dir="ltr" data-testid="deposit-confirm-rate">
        1 {coin} = {rate} USDT
      </bdi>
    </p>
  ) : (
    <p className={classes.warning}>{t('finance.deposits.confirmNoRate', { coin })}</p>
  );
}
