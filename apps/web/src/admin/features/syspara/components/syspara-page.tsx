import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSysparaList } from '../api/list-syspara';
import { PageHeader } from '../../../components/page-header';
import { SysparaList } from './syspara-list';
import { ADMIN_NS } from '../../../../lib/i18n';

/** System parameters: each with its type, default, bounds and description, edited in place. */
export function SysparaPage() {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(t('nav.syspara'));
  const list = useSysparaList('all');

  return (
    <>
      <PageHeader title={t('nav.syspara')} description={t('syspara.intro')} />
      <SysparaList list={list} area="all" testId="syspara-list" />
    </>
  );
}
