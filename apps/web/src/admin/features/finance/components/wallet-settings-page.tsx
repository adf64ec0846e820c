import { isWalletSyspara } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSysparaList } from '../../syspara/api/list-syspara';
import { PageHeader } from '../../../components/page-header';
import { SysparaList } from '../../syspara/components/syspara-list';
import { ADMIN_NS } from '../../../../lib/i18n';

/**
 * The wallet's system parameters (deposit and withdrawal switches, limits, hours, fee, peso rate),
 * edited as on the system parameters page; finance may set these and no others.
 */
export function WalletSettingsPage() {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(t('nav.walletSettings'));
  const list = useSysparaList();

  return (
    <>
      <PageHeader title={t('nav.walletSettings')} description={t('finance.settings.intro')} />
      {/* Finance is sent only these; a super admin is sent every parameter, the others are elsewhere. */}
      <SysparaList list={list} only={isWalletSyspara} testId="wallet-settings-list" />
    </>
  );
}
