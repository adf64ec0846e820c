import { ActionIcon, Table } from '@mantine/core';
import { type AuditEntryVo, canUse } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../../../components/ui/icons';
import { ADMIN_NS } from '../../../../lib/i18n';
import { auditActionKey, auditTargetKey } from '../lib/audit-actions';
import { useOperator } from '../../../lib/operator-context';
import classes from '../../../components/admin-ui.module.css';
import { DateTime } from '../../../components/date-time';

/** Pretty JSON for a snapshot; a snapshot stored as a JSON string is parsed first. */
export function prettySnapshot(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2);
}

type AuditRowProps = { entry: AuditEntryVo; columns: number };

/** One audit entry, and under it (when opened) the record before and after the action. */
export function AuditRow({ entry, columns }: AuditRowProps) {
  const { t } = useTranslation(ADMIN_NS);
  const operator = useOperator();
  const [isOpen, setOpen] = useState(false);
  const isUserTarget = entry.targetType === 'user' && entry.targetId !== '' && canUse(operator.role, 'users');
  const detailId = `audit-${entry.id}`;
  return (
    <>
      <Table.Tr
        data-testid="audit-row"
        data-action={entry.action}
        className={isOpen ? classes.rowOpen : undefined}
      >
        <Table.Td>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => setOpen((open) => !open)}
            aria-expanded={isOpen}
            aria-controls={detailId}
            aria-label={isOpen ? t('audit.collapse') : t('audit.expand')}
            data-testid="audit-expand"
          >
            <ChevronDownIcon size={18} className={isOpen ? classes.chevronOpen : classes.chevron} />
          </ActionIcon>
        </Table.Td>
        <Table.Td className={classes.nowrap}>
          <DateTime value={entry.createdAt} />
        </Table.Td>
        <Table.Td dir="auto" data-testid="audit-actor">
          {entry.actorName || entry.actorId}
        </Table.Td>
        <Table.Td>
          <span className={classes.target}>
            <span>{t(auditActionKey(entry.action), { defaultValue: entry.action })}</span>
            <code className={classes.code}>{entry.action}</code>
          </span>
        </Table.Td>
        <Table.Td>
          <span className={classes.target}>
            <span className={classes.muted}>
              {entry.targetType
                ? t(auditTargetKey(entry.targetType), { defaultValue: entry.targetType })
                : '--'}
            </span>
            {isUserTarget ? (
              <Link
                to={`/admin/users/${entry.targetId}`}
                className={`${classes.mono} ${classes.rowLink}`}
                dir="ltr"
              >
                {entry.targetId}
              </Link>
            ) : (
              <span className={classes.mono} dir="ltr">
                {entry.targetId || '--'}
              </span>
            )}
          </span>
        </Table.Td>
        <Table.Td className={classes.mono}>
          <span dir="ltr">{entry.requestId || '--'}</span>
        </Table.Td>
      </Table.Tr>
      {isOpen && (
        <Table.Tr id={detailId} className={classes.detailRow}>
          <Table.Td colSpan={columns}>
            <div className={classes.diff} data-testid="audit-diff">
              <Snapshot title={t('audit.before')} value={entry.before} />
              <Snapshot title={t('audit.after')} value={entry.after} />
            </div>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

function Snapshot({ title, value }: { title: string; value: unknown }) {
  const { t } = useTranslation(ADMIN_NS);
  const text = prettySnapshot(value);
  return (
    <section className={classes.snapshot}>
      <h3 className={classes.snapshotTitle}>{title}</h3>
      {text === null ? (
        <p className={classes.muted}>{t('audit.nothing')}</p>
      ) : (
        <pre className={classes.json} dir="ltr">
          {text}
        </pre>
      )}
    </section>
  );
}
