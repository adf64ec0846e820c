import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/states';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSysparaList } from '../api/list-syspara';
import classes from '../../../components/admin-ui.module.css';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { SysparaItem } from './syspara-item';
import { ADMIN_NS } from '../../../../lib/i18n';

/** System parameters: each with its type, default, bounds and description, edited in place. */
export function SysparaPage() {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(t('nav.syspara'));
  const list = useSysparaList();

  return (
    <>
      <PageHeader title={t('nav.syspara')} description={t('syspara.intro')} />
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.isPending ? (
        <div className={classes.stack} aria-hidden="true">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} height={120} radius="md" />
          ))}
        </div>
      ) : list.data.length === 0 ? (
        <EmptyState>{t('syspara.empty')}</EmptyState>
      ) : (
        <ul className={classes.stack} data-testid="syspara-list">
          {list.data.map((definition) => (
            <SysparaItem key={definition.code} definition={definition} />
          ))}
        </ul>
      )}
    </>
  );
}
