import { Button, Table } from '@mantine/core';
import type { AdminDepositVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useDepositList } from '../api/list-deposits';
import { AdminTable } from '../../../components/admin-table';
import classes from '../../../components/admin-ui.module.css';
import { DateTime } from '../../../components/date-time';
import { CoinNetwork, DepositMethod, DepositUsdt, DuplicateFlags } from './deposit-parts';
import { DepositReviewDrawer } from './deposit-review-drawer';
import { FinanceStateFilter, stateParam } from './finance-state-filter';
import finance from './finance.module.css';
import { PageHeader } from '../../../components/page-header';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { plainAmount } from '../../../../lib/amount-text';
import { pageParam } from '../../../../lib/page-param';

// A deposit reusing another's certificate or hash is flagged under its order number, where the eye
// goes first; the coin and network sit under the amount, so the actions fit without scrolling.
const COLUMNS = ['user', 'orderNo', 'amount', 'usdt', 'method', 'tx', 'created', 'actions'] as const;

/** Deposits by state (pending first): the buyer, amounts, method, flags; each opened for review. */
export function DepositsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  useDocumentTitle(t('nav.deposits'));
  const [params, update] = useSearchParamsUpdate();
  const state = stateParam(params);
  const page = pageParam(params);
  const list = useDepositList({ pageNum: page, state });
  const [reviewing, setReviewing] = useState<AdminDepositVo | null>(null);

  return (
    <>
      <PageHeader title={t('nav.deposits')} description={t('finance.deposits.intro')} />
      <FinanceStateFilter
        kind="deposits"
        value={state}
        onChange={(next) => update({ state: next === 0 ? '' : String(next), page: '' })}
      />
      <AdminTable
        label={t('nav.deposits')}
        list={list}
        columns={COLUMNS}
        heading={(column) => t(`finance.deposits.columns.${column}`)}
        renderRow={(deposit) => (
          <Table.Tr
            key={deposit.id}
            data-testid="deposit-row"
            data-order-no={deposit.order_no}
            data-flagged={deposit.duplicates.length > 0 || undefined}
          >
            <Table.Td>
              <span className={finance.stack}>
                <Link to={`/admin/users/${deposit.userId}`} className={classes.rowLink} dir="auto">
                  {deposit.username || '--'}
                </Link>
                <span className={finance.sub}>{deposit.usercode}</span>
              </span>
            </Table.Td>
            <Table.Td>
              <span className={finance.stack}>
                <span className={classes.mono} dir="ltr">
                  {deposit.order_no}
                </span>
                <DuplicateFlags duplicates={deposit.duplicates} />
              </span>
            </Table.Td>
            <Table.Td>
              <span className={finance.stack}>
                <span className={finance.amount} dir="ltr">
                  {plainAmount(deposit.amount, lang)} {deposit.coin}
                </span>
                <CoinNetwork coin={deposit.coin} coinBlockchain={deposit.coin_blockchain} networkOnly />
              </span>
            </Table.Td>
            <Table.Td>
              <DepositUsdt deposit={deposit} />
            </Table.Td>
            <Table.Td>
              <DepositMethod deposit={deposit} />
            </Table.Td>
            <Table.Td>
              {deposit.tx ? (
                <span className={finance.hash} dir="ltr" title={deposit.tx}>
                  {deposit.tx}
                </span>
              ) : (
                '--'
              )}
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              <DateTime value={deposit.create_time} />
            </Table.Td>
            <Table.Td>
              <Button
                size="compact-sm"
                variant={deposit.state === 0 ? 'filled' : 'light'}
                onClick={() => setReviewing(deposit)}
                aria-label={t('finance.deposits.reviewNamed', { orderNo: deposit.order_no })}
                data-testid="deposit-review"
              >
                {deposit.state === 0 ? t('finance.deposits.review') : t('finance.deposits.view')}
              </Button>
            </Table.Td>
          </Table.Tr>
        )}
        empty={state === 0 ? t('finance.deposits.emptyPending') : t('finance.deposits.empty')}
        page={page}
        onPageChange={(next) => update({ page: next === 1 ? '' : String(next) })}
        tableProps={{ highlightOnHover: true, 'data-testid': 'deposits-table' }}
      />
      <DepositReviewDrawer deposit={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}
