import { Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { formatAmount } from '../../../../lib/money';
import { toast } from '../../../../lib/toast';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { walletEndpoints, type AdminWithdrawalVo } from '@caravan/contract';
import { useWithdrawalList } from '../api/list-withdrawals';
import { useRejectWithdrawal } from '../api/reject-withdrawal';
import { AdminTable } from '../../../components/admin-table';
import classes from '../../../components/admin-ui.module.css';
import { DateTime } from '../../../components/date-time';
import { CoinNetwork } from './deposit-parts';
import { FinanceStateFilter, stateParam } from './finance-state-filter';
import finance from './finance.module.css';
import { PayWithdrawalModal } from './pay-withdrawal-modal';
import { PageHeader } from '../../../components/page-header';
import { RowAction } from '../../../components/row-action';
import { ReasonModal } from '../../../components/reason-modal';
import { pageParam } from '../../../../lib/page-param';

const COLUMNS = ['user', 'orderNo', 'amount', 'fee', 'net', 'network', 'to', 'created', 'actions'] as const;

/** Withdrawals by state (pending first): pay one with its payout's transaction id, or reject it. */
export function WithdrawalsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  useDocumentTitle(t('nav.withdrawals'));
  const [params, update] = useSearchParamsUpdate();
  const state = stateParam(params);
  const page = pageParam(params);
  const list = useWithdrawalList({ pageNum: page, state });
  const [paying, setPaying] = useState<AdminWithdrawalVo | null>(null);
  const [rejecting, setRejecting] = useState<AdminWithdrawalVo | null>(null);
  const reject = useRejectWithdrawal();

  const handleReject = (reason: string) => {
    if (!rejecting) return;
    const orderNo = rejecting.order_no;
    reject.mutate(
      { id: rejecting.id, reason },
      {
        onSuccess: () => {
          toast.success(t('finance.withdrawals.rejected', { orderNo }));
          setRejecting(null);
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={t('nav.withdrawals')} description={t('finance.withdrawals.intro')} />
      <FinanceStateFilter
        kind="withdrawals"
        value={state}
        onChange={(next) => update({ state: next === 0 ? '' : String(next), page: '' })}
      />
      <AdminTable
        label={t('nav.withdrawals')}
        list={list}
        columns={COLUMNS}
        heading={(column) =>
          // "User", as the deposits list heads the same column.
          column === 'user' ? t('finance.deposits.columns.user') : t(`finance.withdrawals.columns.${column}`)
        }
        renderRow={(withdrawal) => (
          <Table.Tr key={withdrawal.id} data-testid="withdrawal-row" data-order-no={withdrawal.order_no}>
            <Table.Td>
              {/* The owner as the deposits list shows one: the name, linked, and the UID. */}
              <span className={finance.stack}>
                <Link
                  to={`/admin/users/${withdrawal.userId}`}
                  className={classes.rowLink}
                  dir="auto"
                  data-testid="withdrawal-user"
                >
                  {withdrawal.username || '--'}
                </Link>
                <span className={finance.sub}>{withdrawal.usercode}</span>
              </span>
            </Table.Td>
            <Table.Td className={classes.mono}>
              <span dir="ltr">{withdrawal.order_no}</span>
            </Table.Td>
            <Table.Td>
              <CoinFigure withdrawal={withdrawal} figure="amount" />
            </Table.Td>
            <Table.Td>
              <CoinFigure withdrawal={withdrawal} figure="fee" />
            </Table.Td>
            <Table.Td>
              <CoinFigure withdrawal={withdrawal} figure="volume" strong />
              {withdrawal.payout_amount && (
                <span
                  className={`${finance.sub} ${classes.nowrap}`}
                  dir="ltr"
                  data-testid="withdrawal-payout"
                >
                  {withdrawal.payout_amount} {withdrawal.payout_currency}
                </span>
              )}
              {withdrawal.rate && (
                <span className={`${finance.sub} ${classes.nowrap}`} dir="ltr" data-testid="withdrawal-rate">
                  {t('finance.withdrawals.rate', { coin: withdrawal.coin, rate: withdrawal.rate })}
                </span>
              )}
            </Table.Td>
            <Table.Td>
              {withdrawal.coin_blockchain === 'bank' ? (
                t('finance.method.bank')
              ) : (
                <CoinNetwork coin={withdrawal.coin} coinBlockchain={withdrawal.coin_blockchain} />
              )}
            </Table.Td>
            <Table.Td>
              <span
                className={finance.hash}
                dir={withdrawal.coin_blockchain === 'bank' ? 'auto' : 'ltr'}
                title={withdrawal.to}
              >
                {withdrawal.to || '--'}
              </span>
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              <DateTime value={withdrawal.create_time} />
            </Table.Td>
            <Table.Td>
              <WithdrawalOutcome
                withdrawal={withdrawal}
                onPay={() => setPaying(withdrawal)}
                onReject={() => setRejecting(withdrawal)}
              />
            </Table.Td>
          </Table.Tr>
        )}
        empty={state === 0 ? t('finance.withdrawals.emptyPending') : t('finance.withdrawals.empty')}
        page={page}
        onPageChange={(next) => update({ page: next === 1 ? '' : String(next) })}
        tableProps={{ highlightOnHover: true, 'data-testid': 'withdrawals-table' }}
      />
      <PayWithdrawalModal withdrawal={paying} onClose={() => setPaying(null)} />
      <ReasonModal
        opened={rejecting !== null}
        title={t('finance.withdrawals.rejectTitle', { orderNo: rejecting?.order_no ?? '' })}
        consequence={
          <p>
            {t('finance.withdrawals.rejectConsequence', {
              amount: rejecting ? formatAmount(rejecting.amount, lang) : '',
            })}
          </p>
        }
        confirmLabel={t('finance.withdrawals.reject')}
        danger
        pending={reject.isPending}
        params={walletEndpoints.admin.rejectWithdrawal.params}
        onConfirm={handleReject}
        onClose={() => setRejecting(null)}
      />
    </>
  );
}

type CoinFigureProps = {
  withdrawal: AdminWithdrawalVo;
  /** Which figure: the amount asked, the fee, or what is sent (its coin counterpart is `coin_…`). */
  figure: 'amount' | 'fee' | 'volume';
  strong?: boolean;
};

/** A USDT figure (what the ledger holds) and, for BTC and ETH, the coin figure fixed at the rate. */
function CoinFigure({ withdrawal, figure, strong = false }: CoinFigureProps) {
  const lang = useLanguage();
  const coinValue = `coin_${figure}` as const;
  const coin = withdrawal[coinValue];
  const Usdt = strong ? 'strong' : 'span';
  return (
    <span className={finance.stack}>
      <Usdt className={finance.amount} dir="ltr">
        {formatAmount(withdrawal[figure], lang)}
      </Usdt>
      {coin !== null && (
        <span
          className={`${finance.sub} ${classes.nowrap}`}
          dir="ltr"
          data-testid={`withdrawal-${coinValue}`}
        >
          {coin} {withdrawal.coin}
        </span>
      )}
    </span>
  );
}

type WithdrawalOutcomeProps = { withdrawal: AdminWithdrawalVo; onPay: () => void; onReject: () => void };

/** Pending: Pay and Reject. Decided: who decided, with the payout's id or the reason. */
function WithdrawalOutcome({ withdrawal, onPay, onReject }: WithdrawalOutcomeProps) {
  const { t } = useTranslation(ADMIN_NS);
  const orderNo = withdrawal.order_no;
  if (withdrawal.state === 0)
    return (
      <span className={finance.actions}>
        <RowAction
          label={t('finance.withdrawals.pay')}
          subject={orderNo}
          onClick={onPay}
          testId="withdrawal-pay"
        />
        <RowAction
          color="red"
          variant="light"
          label={t('finance.withdrawals.reject')}
          subject={orderNo}
          onClick={onReject}
          testId="withdrawal-reject"
        />
      </span>
    );
  return (
    <span className={finance.stack}>
      {withdrawal.state === 1 ? (
        <span className={finance.hash} dir="ltr" title={withdrawal.tx ?? undefined}>
          {withdrawal.tx || '--'}
        </span>
      ) : (
        <span dir="auto">{withdrawal.reason || '--'}</span>
      )}
      {withdrawal.decidedBy && (
        <span className={finance.sub}>{t('finance.decidedBy', { name: withdrawal.decidedBy })}</span>
      )}
    </span>
  );
}
