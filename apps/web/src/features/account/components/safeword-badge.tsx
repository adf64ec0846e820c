import type { SafewordStatusVo } from '@caravan/contract';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import classes from './account.module.css';

type Status = z.infer<typeof SafewordStatusVo>;

/** Set / not set / locked for today, as a small label. */
export function SafewordBadge({ status }: { status: Status | undefined }) {
  const { t } = useTranslation('account');
  if (!status) return null;
  if (status.locked) {
    return (
      <span className={classes.badge} data-tone="danger" data-testid="safeword-status">
        {t('fundPassword.statusLocked')}
      </span>
    );
  }
  return (
    <span
      className={classes.badge}
      data-tone={status.safeword === 1 ? 'ok' : 'warn'}
      data-testid="safeword-status"
    >
      {status.safeword === 1 ? t('fundPassword.statusSet') : t('fundPassword.statusNotSet')}
    </span>
  );
}
