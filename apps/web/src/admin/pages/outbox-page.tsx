import { Button, Modal, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/states';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOutboxList, type OutboxMessage } from '../api/list-outbox';
import { AdminPagination } from '../components/admin-pagination';
import classes from '../components/admin-ui.module.css';
import { PageHeader } from '../components/page-header';
import { QueryError } from '../components/query-error';
import { TableSkeletonRows } from '../components/table-skeleton';
import { ADMIN_NS } from '../lib/admin-i18n';
import { ADMIN_PAGE_SIZE } from '../lib/admin-query-keys';
import { DateTime } from '../components/date-time';

const COLUMNS = ['time', 'to', 'subject', 'open'] as const;

/** The e-mail outbox: messages written here when no SMTP server is set (password-reset codes…). */
export function OutboxPage() {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(t('nav.outbox'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useOutboxList(page);
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const rows = list.data?.pageList ?? [];

  return (
    <>
      <PageHeader title={t('nav.outbox')} description={t('outbox.intro')} />
      {list.isError ? (
        <QueryError error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <>
          {(list.isPending || rows.length > 0) && (
            <div className={classes.tableWrap} aria-busy={list.isFetching}>
              <Table
                striped
                highlightOnHover
                verticalSpacing="sm"
                className={classes.table}
                data-testid="outbox-table"
              >
                <Table.Thead>
                  <Table.Tr>
                    {COLUMNS.map((column) => (
                      <Table.Th key={column}>
                        {column === 'open' ? (
                          <span className="cv-visually-hidden">{t('outbox.columns.open')}</span>
                        ) : (
                          t(`outbox.columns.${column}`)
                        )}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.isPending ? (
                    <TableSkeletonRows columns={COLUMNS.length} />
                  ) : (
                    rows.map((message) => (
                      <Table.Tr key={message.id} data-testid="outbox-row">
                        <Table.Td className={classes.nowrap}>
                          <DateTime value={message.createdAt} />
                        </Table.Td>
                        <Table.Td>
                          <span dir="ltr">{message.to}</span>
                        </Table.Td>
                        <Table.Td dir="auto">{message.subject}</Table.Td>
                        <Table.Td>
                          <Button
                            size="xs"
                            variant="light"
                            onClick={() => setOpen(message)}
                            data-testid="outbox-open"
                          >
                            {t('outbox.open')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </div>
          )}
          {!list.isPending && rows.length === 0 && <EmptyState>{t('outbox.empty')}</EmptyState>}
          {list.data && (
            <AdminPagination
              page={page}
              pageSize={ADMIN_PAGE_SIZE}
              total={list.data.pageInfo.totalElements}
              onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
            />
          )}
        </>
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open?.subject ?? ''}
        size="lg"
        centered
        data-testid="outbox-message"
      >
        {open && (
          <div className={classes.modalForm}>
            <dl className={classes.facts}>
              <div className={classes.fact}>
                <dt>{t('outbox.columns.to')}</dt>
                <dd>
                  <span dir="ltr">{open.to}</span>
                </dd>
              </div>
              <div className={classes.fact}>
                <dt>{t('outbox.columns.time')}</dt>
                <dd>
                  <DateTime value={open.createdAt} />
                </dd>
              </div>
            </dl>
            <pre className={classes.mailText} dir="auto" data-testid="outbox-text">
              {open.text}
            </pre>
          </div>
        )}
      </Modal>
    </>
  );
}
