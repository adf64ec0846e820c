import { isWalletSyspara } from '@caravan/contract';
import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/states';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSysparaList } from '../../syspara/api/list-syspara';
import classes from '../../../components/admin-ui.module.css';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../components/query-error';
import { SysparaItem } from '../../syspara/components/syspara-item';
import { ADMIN_NS } from '../../../../lib/i18n';

/**
 * The wallet's system parameters (deposit and withdrawal switches, limits, hours, fee, peso rate),
 * edited as on the system parameters page; finance may set these and no others.
 */
export function WalletSettingsPage() {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(t('nav.walletSettings'));
  const list = useSysparaList();
  // Finance is sent only these; a super admin is sent every parameter, the others are elsewhere.
  const items = list.data?.filter((definition) => isWalletSyspara(definition.code)) ?? [];

  return (
    <>
      <PageHeader title={t('nav.walletSettings')} description={t('finance.settings.intro')} />
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.isPending ? (
        <div className={classes.stack} aria-hidden="true">
          {[0, 1, 2, 3].map((n) => (
            <Skeleton key={n} height={120} radius="md" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState>{t('syspara.empty')}</EmptyState>
      ) : (
        <ul className={classes.stack} data-testid="wallet-settings-list">
          {items.map((definition) => (
            <SysparaItem key={definition.code} definition={definition} />
          ))}
        </ul>
      )}
    </>
  );
}
