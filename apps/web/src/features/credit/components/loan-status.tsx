import { CREDIT_STATUS } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import classes from './credit.module.css';

type StatusName = keyof typeof CREDIT_STATUS;

const NAMES = new Map<number, StatusName>(
  Object.entries(CREDIT_STATUS).map(([name, code]) => [code, name as StatusName]),
);

const TONES: Record<StatusName, 'wait' | 'info' | 'bad' | 'good'> = {
  applying: 'wait',
  loaned: 'info',
  failed: 'bad',
  repaid: 'good',
  overdue: 'bad',
};

/** A loan's state (spec §4: under review, loaned, failed, repaid, overdue) as a coloured label. */
export function LoanStatus({ status }: { status: number }) {
  const { t } = useTranslation('credit');
  const name = NAMES.get(status) ?? 'applying';
  return (
    <span className={classes.pill} data-tone={TONES[name]} data-testid="loan-status">
      {t(`status.${name}`)}
    </span>
  );
}
