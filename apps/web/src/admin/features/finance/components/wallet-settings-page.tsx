import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { PageHeader } from '../../../components/page-header';
import { SysparaList, useSysparaList } from '../../syspara';
import { ADMIN_NS } from '../../../../lib/i18n';

/**
 * The wallet's system parameters (deposit and withdrawal switches, limits, hours, fee, peso rate),
 * edited as on the system parameters page, through finance's own endpoints (walletSettings!…).
 */
export function WalletSettingsPage() {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(t('nav.walletSettings'));
  const list = useSysparaList('wallet');

  return (
    <>
      <PageHeader title={t('nav.walletSettings')} description={t('finance.settings.intro')} />
      <SysparaList list={list} area="wallet" testId="wallet-settings-list" />
    </>
  );
}
