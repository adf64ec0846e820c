import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/states';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAuditList } from '../api/list-audit';
import { AdminPagination } from '../components/admin-pagination';
import classes from '../components/admin-ui.module.css';
import { AuditFilters, AUDIT_FILTER_NAMES } from '../components/audit-filters';
import { AuditRow } from '../components/audit-row';
import { PageHeader } from '../components/page-header';
import { QueryError } from '../components/query-error';
import { TableSkeletonRows } from '../components/table-skeleton';
import { ADMIN_NS } from '../lib/admin-i18n';
import { ADMIN_PAGE_SIZE, type AuditFilter } from '../lib/admin-query-keys';

export const AUDIT_COLUMNS = ['expand', 'time', 'actor', 'action', 'target', 'requestId'] as const;

/** The audit log: every operator action, newest first, filtered, each row opening its before/after. */
export function AuditPage() {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(t('nav.audit'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const filter: AuditFilter = { pageNum: page };
  for (const name of AUDIT_FILTER_NAMES) {
    const value = params.get(name);
    if (value) filter[name] = value;
  }
  const list = useAuditList(filter);
  const rows = list.data?.pageList ?? [];

  const applyFilters = (values: Partial<Record<(typeof AUDIT_FILTER_NAMES)[number], string>>) => {
    const next = new URLSearchParams();
    for (const name of AUDIT_FILTER_NAMES) {
      const value = values[name]?.trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  };

  return (
    <>
      <PageHeader title={t('nav.audit')} description={t('audit.intro')} />
      <AuditFilters key={params.toString()} initial={filter} onApply={applyFilters} />
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <>
          {(list.isPending || rows.length > 0) && (
            <div className={classes.tableWrap} aria-busy={list.isFetching}>
              <Table verticalSpacing="sm" className={classes.table} data-testid="audit-table">
                <Table.Thead>
                  <Table.Tr>
                    {AUDIT_COLUMNS.map((column) => (
                      <Table.Th key={column}>
                        {column === 'expand' ? (
                          <span className="cv-visually-hidden">{t('audit.columns.expand')}</span>
                        ) : (
                          t(`audit.columns.${column}`)
                        )}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.isPending ? (
                    <TableSkeletonRows columns={AUDIT_COLUMNS.length} />
                  ) : (
                    rows.map((entry) => (
                      <AuditRow key={entry.id} entry={entry} columns={AUDIT_COLUMNS.length} />
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </div>
          )}
          {!list.isPending && rows.length === 0 && <EmptyState>{t('audit.empty')}</EmptyState>}
          {list.data && (
            <AdminPagination
              page={page}
              pageSize={ADMIN_PAGE_SIZE}
              total={list.data.pageInfo.totalElements}
              onChange={(next) => {
                const nextParams = new URLSearchParams(params);
                if (next === 1) nextParams.delete('page');
                else nextParams.set('page', String(next));
                setParams(nextParams);
              }}
            />
          )}
        </>
      )}
    </>
  );
}
