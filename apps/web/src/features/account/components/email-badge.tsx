import type { VerifTargetVo } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import classes from './account.module.css';

/** Verified / not verified / none (no password recovery), as a small label. */
export function EmailBadge({ target }: { target: VerifTargetVo | undefined }) {
  const { t } = useTranslation('account');
  if (!target) return null;
  const state = target.type !== 2 ? 'none' : target.verified ? 'verified' : 'unverified';
  const tone = { none: 'danger', unverified: 'warn', verified: 'ok' }[state];
  return (
    <span className={classes.badge} data-tone={tone} data-testid="email-badge" data-state={state}>
      {t(`email.badge.${state}`)}
    </span>
  );
}
