import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useAuditList } from '../api/list-audit';
import { AdminTable } from '../../../components/admin-table';
import { AuditFilters, AUDIT_FILTER_NAMES } from './audit-filters';
import { AuditRow } from './audit-row';
import { PageHeader } from '../../../components/page-header';
import { ADMIN_NS } from '../../../../lib/i18n';
import type { AuditFilter } from '../../../../lib/query-keys';
import { pageParam } from '../../../../lib/page-param';

export const AUDIT_COLUMNS = ['expand', 'time', 'actor', 'action', 'target', 'requestId'] as const;

/** The audit log: every operator action, newest first, filtered, each row opening its before/after. */
export function AuditPage() {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(t('nav.audit'));
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const filter: AuditFilter = { pageNum: page };
  for (const name of AUDIT_FILTER_NAMES) {
    const value = params.get(name);
    if (value) filter[name] = value;
  }
  const list = useAuditList(filter);

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
      <AdminTable
        label={t('nav.audit')}
        list={list}
        columns={AUDIT_COLUMNS}
        heading={(column) =>
          column === 'expand' ? (
            <span className="cv-visually-hidden">{t('audit.columns.expand')}</span>
          ) : (
            t(`audit.columns.${column}`)
          )
        }
        renderRow={(entry) => <AuditRow key={entry.id} entry={entry} columns={AUDIT_COLUMNS.length} />}
        empty={t('audit.empty')}
        page={page}
        onPageChange={(next) => {
          const nextParams = new URLSearchParams(params);
          if (next === 1) nextParams.delete('page');
          else nextParams.set('page', String(next));
          setParams(nextParams);
        }}
        tableProps={{ 'data-testid': 'audit-table' }}
      />
    </>
  );
}
