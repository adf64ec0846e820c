import { Select, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSearchParamsUpdate } from '../../../../lib/use-search-params-update';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUserList } from '../api/list-users';
import { AdminTable } from '../../../components/admin-table';
import classes from '../../../components/admin-ui.module.css';
import { SearchForm } from '../../../components/search-form';
import { PageHeader } from '../../../components/page-header';
import { UserStatusBadges } from './status-badges';
import { useOperator } from '../../../lib/operator-context';
import { ADMIN_NS } from '../../../../lib/i18n';
import { canChangeUsers } from '../../../lib/console-areas';
import { pageParam } from '../../../../lib/page-param';
import { DateTime } from '../../../components/date-time';

const COLUMNS = ['username', 'uid', 'email', 'phone', 'status', 'createdAt', 'lastLogin'] as const;
const STATUSES = ['1', '0', '2'] as const;
const STATUS_KEYS = { '1': 'active', '0': 'disabled', '2': 'cancelled' } as const;

/** Users: search by name, UID, e-mail or phone; filter by status; page through; open one. */
export function UsersPage() {
  const { t } = useTranslation(ADMIN_NS);
  const operator = useOperator();
  useDocumentTitle(t('nav.users'));
  const [params, update] = useSearchParamsUpdate();
  const keyword = params.get('q') ?? '';
  const status = STATUSES.find((s) => s === params.get('status')) ?? '';
  const page = pageParam(params);
  const list = useUserList({
    pageNum: page,
    keyword: keyword || undefined,
    status: status === '' ? undefined : Number(status),
  });

  return (
    <>
      <PageHeader
        title={t('nav.users')}
        description={canChangeUsers(operator.role) ? t('users.intro') : t('users.introReadOnly')}
      />
      <div className={classes.filters} role="search">
        <SearchForm
          key={keyword}
          initial={keyword}
          onSearch={(q) => update({ q, page: '' })}
          label={t('users.searchLabel')}
          placeholder={t('users.searchPlaceholder')}
          testId="user-search"
          submitTestId="user-search-submit"
        />
        <Select
          className={classes.filterStatus}
          label={t('users.statusLabel')}
          data={[
            { value: '', label: t('users.status.all') },
            ...STATUSES.map((s) => ({ value: s, label: t(`users.status.${STATUS_KEYS[s]}`) })),
          ]}
          value={status}
          onChange={(value) => update({ status: value ?? '', page: '' })}
          allowDeselect={false}
          data-testid="user-status-filter"
        />
      </div>
      <AdminTable
        label={t('nav.users')}
        list={list}
        columns={COLUMNS}
        heading={(column) => t(`users.columns.${column}`)}
        renderRow={(user) => (
          <Table.Tr key={user.id} data-testid="user-row" data-username={user.username}>
            <Table.Td>
              <Link to={`/admin/users/${user.id}`} className={classes.rowLink} dir="auto">
                {user.username || '--'}
              </Link>
            </Table.Td>
            <Table.Td className={classes.mono}>{user.usercode || '--'}</Table.Td>
            <Table.Td>
              <span dir="ltr">{user.email || '--'}</span>
            </Table.Td>
            <Table.Td>
              <span dir="ltr">{user.phone || '--'}</span>
            </Table.Td>
            <Table.Td>
              <UserStatusBadges user={user} />
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              <DateTime value={user.createdAt} />
            </Table.Td>
            <Table.Td className={classes.nowrap}>
              <DateTime value={user.lastLoginAt} />
            </Table.Td>
          </Table.Tr>
        )}
        empty={t('users.empty')}
        page={page}
        onPageChange={(next) => update({ page: next === 1 ? '' : String(next) })}
        tableProps={{ striped: true, highlightOnHover: true, 'data-testid': 'users-table' }}
      />
    </>
  );
}
