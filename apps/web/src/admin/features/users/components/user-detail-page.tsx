import { Button, Skeleton } from '@mantine/core';
import { type AdminUserVo, canUse } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ChevronBackIcon } from '../../../../components/ui/icons';
import { formatDateTime } from '../../../../lib/date';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUser } from '../api/get-user';
import classes from '../../../components/admin-ui.module.css';
import { DateTime } from '../../../components/date-time';
import { LockUserModal } from './lock-user-modal';
import { PageHeader } from '../../../components/page-header';
import { QueryError } from '../../../../components/ui/states';
import { UserStatusBadges } from './status-badges';
import { UserActionModal, type UserAction } from './user-action-modal';
import { useOperator } from '../../../lib/operator-context';
import { ADMIN_NS, type KeyPart } from '../../../../lib/i18n';
import { canChangeUsers } from '../../../lib/console-areas';
import { isLockedNow } from '../lib/server-time';

type Field = { key: KeyPart<'admin', 'users.fields.'>; value: string; ltr?: boolean };

function fieldsOf(user: AdminUserVo, notSeller: string): Field[] {
  return [
    { key: 'id', value: user.id, ltr: true },
    { key: 'usercode', value: user.usercode || '--', ltr: true },
    { key: 'email', value: user.email || '--', ltr: true },
    { key: 'phone', value: user.phone || '--', ltr: true },
    { key: 'shop', value: user.sellerId ? user.shopName || user.sellerId : notSeller },
    { key: 'createdAt', value: formatDateTime(user.createdAt), ltr: true },
    { key: 'lastLoginAt', value: formatDateTime(user.lastLoginAt), ltr: true },
    { key: 'lastLoginIp', value: user.lastLoginIp || '--', ltr: true },
    { key: 'lockedUntil', value: formatDateTime(user.lockedUntil), ltr: true },
    { key: 'disabledReason', value: user.disabledReason || '--' },
  ];
}

/**
 * Which changes make sense for a user now: a cancelled account cannot be changed at all; an active
 * one can be locked for a while unless a lock is already running, which can be unlocked instead.
 */
export function availableUserActions(user: Pick<AdminUserVo, 'status' | 'lockedUntil'>): UserAction[] {
  if (user.status === 2) return [];
  const actions: UserAction[] = [user.status === 1 ? 'disable' : 'enable'];
  if (isLockedNow(user.lockedUntil)) actions.push('unlock');
  else if (user.status === 1) actions.push('lock');
  return actions;
}

/** A button's look: light red for disable, light orange (the lock badge's colour) for lock. */
const BUTTON_LOOK: Partial<Record<UserAction, { color: string; variant: string }>> = {
  disable: { color: 'red', variant: 'light' },
  lock: { color: 'orange', variant: 'light' },
};

/** One user: account facts, status, and (for roles that may) disable, enable, lock or unlock. */
export function UserDetailPage() {
  const { t } = useTranslation(ADMIN_NS);
  const { id = '' } = useParams();
  const operator = useOperator();
  const user = useUser(id);
  const [action, setAction] = useState<UserAction | null>(null);
  useDocumentTitle(user.data ? user.data.username : t('nav.users'));

  const back = (
    <Link to="/admin/users" className={classes.backLink}>
      <ChevronBackIcon size={16} />
      {t('users.back')}
    </Link>
  );

  if (user.isError) {
    return (
      <>
        {back}
        <QueryError query={user} />
      </>
    );
  }
  if (user.isPending) {
    return (
      <>
        {back}
        <Skeleton height={32} width="40%" my="md" />
        <Skeleton height={260} radius="md" />
      </>
    );
  }

  const data = user.data;
  const canChange = canChangeUsers(operator.role);
  const actions = availableUserActions(data);
  return (
    <>
      {back}
      <PageHeader
        title={data.username}
        actions={
          canChange && actions.length > 0 ? (
            <div className={classes.buttonRow}>
              {actions.map((name) => (
                <Button
                  key={name}
                  color={BUTTON_LOOK[name]?.color}
                  variant={BUTTON_LOOK[name]?.variant ?? 'filled'}
                  onClick={() => setAction(name)}
                  data-testid={`user-${name}`}
                >
                  {t(`userAction.${name}.button`)}
                </Button>
              ))}
            </div>
          ) : undefined
        }
      />
      <section className={classes.card} data-testid="user-detail">
        <div className={classes.cardHead}>
          <UserStatusBadges user={data} />
          {isLockedNow(data.lockedUntil) && (
            <span className={classes.lockEnds} data-testid="user-lock-ends">
              {t('users.lockEnds')} <DateTime value={data.lockedUntil} />
            </span>
          )}
        </div>
        <dl className={classes.facts}>
          {fieldsOf(data, t('users.notSeller')).map((field) => (
            <div key={field.key} className={classes.fact}>
              <dt>{t(`users.fields.${field.key}`)}</dt>
              <dd>
                <span dir={field.ltr ? 'ltr' : 'auto'}>{field.value}</span>
              </dd>
            </div>
          ))}
        </dl>
      </section>
      {canUse(operator.role, 'audit') && (
        <p className={classes.note}>
          <Link to={`/admin/audit?targetId=${encodeURIComponent(data.id)}`} className={classes.rowLink}>
            {t('users.history')}
          </Link>
        </p>
      )}
      {!canChange && <p className={classes.note}>{t('users.readOnlyNote')}</p>}
      {canChange && data.status === 2 && <p className={classes.note}>{t('users.cancelledNote')}</p>}
      <UserActionModal
        user={data}
        action={action === 'lock' ? null : action}
        onClose={() => setAction(null)}
      />
      <LockUserModal user={data} opened={action === 'lock'} onClose={() => setAction(null)} />
    </>
  );
}
