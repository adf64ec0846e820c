import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState, QueryError } from '../../../../components/ui/states';
import { ADMIN_NS } from '../../../../lib/i18n';
import classes from '../../../components/admin-ui.module.css';
import type { SysparaArea, useSysparaList } from '../api/list-syspara';
import { SysparaItem } from './syspara-item';

/** The system parameters `list` holds, each edited in place through the area's endpoint. */
export function SysparaList({
  list,
  area,
  testId,
}: {
  list: ReturnType<typeof useSysparaList>;
  area: SysparaArea;
  testId: string;
}) {
  const { t } = useTranslation(ADMIN_NS);
  if (list.isError) return <QueryError query={list} />;
  if (list.isPending)
    return (
      <div className={classes.stack} aria-hidden="true">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} height={120} radius="md" />
        ))}
      </div>
    );
  const items = list.data;
  if (items.length === 0) return <EmptyState>{t('syspara.empty')}</EmptyState>;
  return (
    <ul className={classes.stack} data-testid={testId}>
      {items.map((definition) => (
        <SysparaItem key={definition.code} definition={definition} area={area} />
      ))}
    </ul>
  );
}
