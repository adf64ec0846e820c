import { Badge } from '@mantine/core';
import type { AdminUserVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n';
import { isLockedNow } from '../lib/server-time';
import classes from '../../../components/admin-ui.module.css';

const USER_STATUS = {
  1: { key: 'active', color: 'teal' },
  0: { key: 'disabled', color: 'red' },
  2: { key: 'cancelled', color: 'gray' },
} as const;

/** A user's status (active, disabled, cancelled) and, while it runs, the login lockout. */
export function UserStatusBadges({ user }: { user: Pick<AdminUserVo, 'status' | 'lockedUntil'> }) {
  const { t } = useTranslation(ADMIN_NS);
  const status = USER_STATUS[user.status as keyof typeof USER_STATUS] ?? USER_STATUS[0];
  return (
    <span className={classes.badges}>
      <Badge color={status.color} variant="light" data-testid="user-status" data-status={user.status}>
        {t(`users.status.${status.key}`)}
      </Badge>
      {isLockedNow(user.lockedUntil) && (
        <Badge color="orange" variant="light" data-testid="user-locked">
          {t('users.locked')}
        </Badge>
      )}
    </span>
  );
}

/** An operator account's status: active (1) or disabled (0). */
export function OperatorStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation(ADMIN_NS);
  return status === 1 ? (
    <Badge color="teal" variant="light">
      {t('operators.status.active')}
    </Badge>
  ) : (
    <Badge color="red" variant="light">
      {t('operators.status.disabled')}
    </Badge>
  );
}
