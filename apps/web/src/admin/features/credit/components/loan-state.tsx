import { Badge } from '@mantine/core';
import { CREDIT_STATUS, type CreditStatus } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n';

/** The loan states in the order finance works through them, with their key and colour. */
export const LOAN_STATES = [
  { status: CREDIT_STATUS.applying, key: 'applying', color: 'orange' },
  { status: CREDIT_STATUS.loaned, key: 'loaned', color: 'teal' },
  { status: CREDIT_STATUS.overdue, key: 'overdue', color: 'red' },
  { status: CREDIT_STATUS.repaid, key: 'repaid', color: 'gray' },
  { status: CREDIT_STATUS.failed, key: 'failed', color: 'dark' },
] as const satisfies readonly { status: CreditStatus; key: string; color: string }[];

/** A loan's state as a badge. */
export function LoanStateBadge({ status }: { status: number }) {
  const { t } = useTranslation(ADMIN_NS);
  const state = LOAN_STATES.find((s) => s.status === status) ?? LOAN_STATES[0];
  return (
    <Badge color={state.color} variant="light">
      {t(`loans.state.${state.key}`)}
    </Badge>
  );
}
