import { Button, Modal, Table } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useOutboxList, type OutboxMessage } from '../api/list-outbox';
import { AdminTable } from '../../../components/admin-table';
import classes from '../../../components/admin-ui.module.css';
import { PageHeader } from '../../../components/page-header';
import { ADMIN_NS } from '../../../../lib/i18n';
import { pageParam } from '../../../../lib/page-param';
import { DateTime } from '../../../components/date-time';

const COLUMNS = ['time', 'to', 'subject', 'open'] as const;

/** The e-mail outbox: messages written here when no SMTP server is set (password-reset codes…). */
export function OutboxPage() {
  const { t } = useTranslation(ADMIN_NS);
  useDocumentTitle(t('nav.outbox'));
  const [params, setParams] = useSearchParams();
  const page = pageParam(params);
  const list = useOutboxList(page);
  const [open, setOpen] = useState<OutboxMessage | null>(null);

  return (
    <>
      <PageHeader title={t('nav.outbox')} description={t('outbox.intro')} />
      <AdminTable
        label={t('nav.outbox')}
        list={list}
        columns={COLUMNS}
        heading={(column) =>
          column === 'open' ? (
            <span className="cv-visually-hidden">{t('outbox.columns.open')}</span>
          ) : (
            t(`outbox.columns.${column}`)
          )
        }
        renderRow={(message) => (
          <Table.Tr key={message.id} data-testid="outbox-row">
            <Table.Td className={classes.nowrap}>
              <DateTime value={message.createdAt} />
            </Table.Td>
            <Table.Td>
              <span dir="ltr">{message.to}</span>
            </Table.Td>
            <Table.Td dir="auto">{message.subject}</Table.Td>
            <Table.Td>
              <Button size="xs" variant="light" onClick={() => setOpen(message)} data-testid="outbox-open">
                {t('outbox.open')}
              </Button>
            </Table.Td>
          </Table.Tr>
        )}
        empty={t('outbox.empty')}
        page={page}
        onPageChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
        tableProps={{ striped: true, highlightOnHover: true, 'data-testid': 'outbox-table' }}
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        // A message without a subject is still a named dialog.
        title={open?.subject || t('outbox.columns.subject')}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
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
