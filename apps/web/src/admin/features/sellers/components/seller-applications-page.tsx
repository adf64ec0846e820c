import { Button, SegmentedControl, Table } from '@mantine/core';
import type { AdminSellerApplicationVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_NS } from '../../../../lib/i18n';
import type { SellerApplicationFilter } from '../../../../lib/query-keys';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import { AdminTable } from '../../../components/admin-table';
import ui from '../../../components/admin-ui.module.css';
import { DateTime } from '../../../components/date-time';
import { PageHeader } from '../../../components/page-header';
import { pageParam } from '../../../../lib/page-param';
import { useSellerApplications } from '../api/seller-applications';
import { ApplicationStateBadge, STATE_KEYS } from './application-state-badge';
import { SellerApplicationDrawer } from './seller-application-drawer';

type State = SellerApplicationFilter['status'];
const STATES = [1, 2, 3] as const satisfies readonly State[];

/** The list asked for in the address (?status=), waiting (1) when it is missing or unknown. */
function statusParam(params: URLSearchParams): State {
  return STATES.find((s) => String(s) === params.get('status')) ?? 1;
}

const COLUMNS = ['store', 'applicant', 'nationality', 'submitted', 'state', 'actions'] as const;

/** Shop applications by state (waiting first, oldest first): each opened for review with its photos. */
export function SellerApplicationsPage() {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(t('nav.sellers'));
  const [params, update] = useSearchParamsUpdate();
  const status = statusParam(params);
  const page = pageParam(params);
  const list = useSellerApplications({ pageNum: page, status });
  const [reviewing, setReviewing] = useState<AdminSellerApplicationVo | null>(null);

  return (
    <>
      <PageHeader title={t('nav.sellers')} description={t('sellers.intro')} />
      <div className={ui.scrollControl}>
        <SegmentedControl
          aria-label={t('sellers.state.label')}
          data={STATES.map((s) => ({ value: String(s), label: t(`sellers.state.${STATE_KEYS[s]}`) }))}
          value={String(status)}
          onChange={(next) => update({ status: next === '1' ? '' : next, page: '' })}
          data-testid="seller-application-state"
        />
      </div>
      <AdminTable
        label={t('nav.sellers')}
        list={list}
        columns={COLUMNS}
        heading={(column) => t(`sellers.columns.${column}`)}
        renderRow={(application) => (
          <Table.Tr key={application.id} data-testid="seller-application-row">
            <Table.Td>
              <span className={ui.cellStack}>
                <span dir="auto">{application.storeName}</span>
                <span className={ui.cellSub} dir="auto">
                  {application.contact}
                </span>
              </span>
            </Table.Td>
            <Table.Td>
              <span className={ui.cellStack}>
                <Link to={`/admin/users/${application.userId}`} className={ui.rowLink} dir="auto">
                  {application.username || '--'}
                </Link>
                <span className={ui.cellSub} dir="auto">
                  {application.name}
                </span>
              </span>
            </Table.Td>
            <Table.Td>
              <span dir="auto">{application.nationality || '--'}</span>
            </Table.Td>
            <Table.Td className={ui.nowrap}>
              <DateTime value={application.applyTime} />
            </Table.Td>
            <Table.Td>
              <ApplicationStateBadge status={application.status} />
            </Table.Td>
            <Table.Td>
              <Button
                size="compact-sm"
                variant={application.status === 1 ? 'filled' : 'light'}
                onClick={() => setReviewing(application)}
                aria-label={t('sellers.reviewNamed', { store: application.storeName })}
                data-testid="seller-application-open"
              >
                {application.status === 1 ? t('sellers.review') : t('sellers.view')}
              </Button>
            </Table.Td>
          </Table.Tr>
        )}
        empty={status === 1 ? t('sellers.emptyPending') : t('sellers.empty')}
        page={page}
        onPageChange={(next) => update({ page: next === 1 ? '' : String(next) })}
        tableProps={{ highlightOnHover: true, 'data-testid': 'seller-applications-table' }}
      />
      <SellerApplicationDrawer application={reviewing} onClose={() => setReviewing(null)} />
    </>
  );
}
