import { Badge, Button, Table } from '@mantine/core';
import type { OperatorVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useOperatorList } from '../api/list-operators';
import { AdminTable } from '../../../components/admin-table';
import classes from '../../../components/admin-ui.module.css';
import { CreateOperatorModal } from './create-operator-modal';
import { EditOperatorModal } from './edit-operator-modal';
import { PageHeader } from '../../../components/page-header';
import { OperatorStatusBadge } from '../../users';
import { useOperator } from '../../../lib/operator-context';
import { ADMIN_NS } from '../../../../lib/i18n';
import { pageParam } from '../../../../lib/page-param';
import { DateTime } from '../../../components/date-time';

const COLUMNS = ['username', 'role', 'status', 'createdAt', 'actions'] as const;

/** Operators and roles (super admin): list, create, change role or status with a reason. */
export function OperatorsPage() {
  const { t } = useTranslation(ADMIN_NS);
  const me = useOperator();
  useDocumentTitle(t('nav.operators'));
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const list = useOperatorList(page);
  const [isCreating, setCreating] = useState(false);
  const [editing, setEditing] = useState<OperatorVo | null>(null);

  return (
    <>
      <PageHeader
        title={t('nav.operators')}
        description={t('operators.intro')}
        actions={
          <Button onClick={() => setCreating(true)} data-testid="operator-create">
            {t('operators.create')}
          </Button>
        }
      />
      <AdminTable
        label={t('nav.operators')}
        list={list}
        columns={COLUMNS}
        heading={(column) => t(`operators.columns.${column}`)}
        renderRow={(operator) => {
          const isSelf = operator.id === me.id;
          return (
            <Table.Tr key={operator.id} data-testid="operator-row" data-username={operator.username}>
              <Table.Td>
                <span className={classes.badges}>
                  <span dir="auto">{operator.username}</span>
                  {isSelf && (
                    <Badge size="sm" variant="outline" radius="sm">
                      {t('operators.you')}
                    </Badge>
                  )}
                </span>
              </Table.Td>
              <Table.Td>{t(`roles.${operator.role}`)}</Table.Td>
              <Table.Td>
                <OperatorStatusBadge status={operator.status} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <DateTime value={operator.createdAt} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  disabled={isSelf}
                  title={isSelf ? t('operators.selfNote') : undefined}
                  onClick={() => setEditing(operator)}
                  data-testid="operator-edit"
                >
                  {t('operators.edit')}
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        }}
        empty={t('operators.empty')}
        page={page}
        onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        tableProps={{ striped: true, 'data-testid': 'operators-table' }}
      >
        <p className={classes.note}>{t('operators.selfNote')}</p>
      </AdminTable>
      <CreateOperatorModal opened={isCreating} onClose={() => setCreating(false)} />
      <EditOperatorModal operator={editing} onClose={() => setEditing(null)} />
    </>
  );
}
