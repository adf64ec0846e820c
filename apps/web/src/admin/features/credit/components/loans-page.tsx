import { Button, SegmentedControl, Table } from '@mantine/core';
import type { AdminCreditVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolateLtr } from '../../../../lib/date';
import { ADMIN_NS, useLanguage } from '../../../../lib/i18n';
import { formatAmount, formatRate, formatYearlyRate } from '../../../../lib/money';
import type { CreditFilter } from '../../../../lib/query-keys';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import { AdminTable } from '../../../components/admin-table';
import ui from '../../../components/admin-ui.module.css';
import { DateTime } from '../../../components/date-time';
import { PageHeader } from '../../../components/page-header';
import { pageParam } from '../../../../lib/page-param';
import { useCredits } from '../api/credits';
import classes from './credit.module.css';
import { LoanReviewDrawer } from './loan-review-drawer';
import { LoanStateBadge, LOAN_STATES } from './loan-state';

type State = CreditFilter['status'];

/** The list asked for in the address (?status=), waiting (1) when it is missing or unknown. */
function statusParam(params: URLSearchParams): State {
  return LOAN_STATES.find((s) => String(s.status) === params.get('status'))?.status ?? 1;
}

const COLUMNS = ['applicant', 'amount', 'term', 'rate', 'submitted', 'state', 'actions'] as const;

/** Loans by state (waiting first, oldest first): each opened for review with its photos and history. */
export function LoansPage() {
  const { t } = useTranslation(ADMIN_NS);
  const lang = useLanguage();
  useDocumentTitle(t('nav.loans'));
  const [params, update] = useSearchParamsUpdate();
  const status = statusParam(params);
  const page = pageParam(params);
  const list = useCredits({ pageNum: page, status });
  const [reviewing, setReviewing] = useState<AdminCreditVo | null>(null);

  return (
    <>
      <PageHeader title={t('nav.loans')} description={t('loans.intro')} />
      <div className={ui.scrollControl}>
        <SegmentedControl
          aria-label={t('loans.state.label')}
          data={LOAN_STATES.map((s) => ({ value: String(s.status), label: t(`loans.state.${s.key}`) }))}
          value={String(status)}
          onChange={(next) => update({ status: next === '1' ? '' : next, page: '' })}
          data-testid="loan-state"
        />
      </div>
      <AdminTable
        label={t('nav.loans')}
        list={list}
        columns={COLUMNS}
        heading={(column) => t(`loans.columns.${column}`)}
        renderRow={(loan) => (
          <Table.Tr key={loan.id} data-testid="loan-row">
            <Table.Td>
              <span className={ui.cellStack}>
                <Link to={`/admin/users/${loan.userId}`} className={ui.rowLink} dir="auto">
                  {loan.username || '--'}
                </Link>
                <span className={ui.cellSub} dir="auto">
                  {loan.realName}
                </span>
              </span>
            </Table.Td>
            <Table.Td className={classes.amount}>{formatAmount(loan.applyAmount, lang)}</Table.Td>
            <Table.Td className={ui.nowrap}>{t('loans.days', { count: loan.creditPeriod })}</Table.Td>
            <Table.Td className={classes.amount}>
              <span>
                {t('loans.perDayAndYear', {
                  rate: isolateLtr(formatRate(loan.creditRate, lang)),
                  yearly: isolateLtr(formatYearlyRate(loan.creditRate, lang)),
                })}
              </span>
            </Table.Td>
            <Table.Td className={ui.nowrap}>
              <DateTime value={loan.customerSubmitTime} />
            </Table.Td>
            <Table.Td>
              <LoanStateBadge status={loan.status} />
            </Table.Td>
            <Table.Td>
              <Button
                size="compact-sm"
                variant={loan.status === 1 ? 'filled' : 'light'}
                onClick={() => setReviewing(loan)}
                aria-label={t('loans.reviewNamed', { name: loan.realName })}
                data-testid="loan-open"
              >
                {loan.status === 1 ? t('loans.review') : t('loans.view')}
              </Button>
            </Table.Td>
          </Table.Tr>
        )}
        empty={status === 1 ? t('loans.emptyPending') : t('loans.empty')}
        page={page}
        onPageChange={(next) => update({ page: next === 1 ? '' : String(next) })}
        tableProps={{ highlightOnHover: true, 'data-testid': 'loans-table' }}
      />
      <LoanReviewDrawer loan={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}
