import { Badge, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n';
import type { FinanceState } from '../../../../lib/query-keys';
import classes from './finance.module.css';

const STATES = [0, 1, 2] as const satisfies readonly FinanceState[];

/** The list asked for in the address (?state=), pending (0) when it is missing or unknown. */
export function stateParam(params: URLSearchParams): FinanceState {
  return STATES.find((s) => String(s) === params.get('state')) ?? 0;
}

type FinanceStateFilterProps = {
  /** Deposits end credited, withdrawals paid. */
  kind: 'deposits' | 'withdrawals';
  value: FinanceState;
  onChange: (state: FinanceState) => void;
};

/** Pending, done (credited or paid) or rejected: one list at a time, pending first. */
export function FinanceStateFilter({ kind, value, onChange }: FinanceStateFilterProps) {
  const { t } = useTranslation(ADMIN_NS);
  const labels = {
    0: t('finance.state.pending'),
    1: kind === 'deposits' ? t('finance.state.credited') : t('finance.state.paid'),
    2: t('finance.state.rejected'),
  };
  return (
    <div className={classes.stateFilter}>
      <SegmentedControl
        aria-label={t('finance.state.label')}
        data={STATES.map((s) => ({ value: String(s), label: labels[s] }))}
        value={String(value)}
        onChange={(next) => onChange(stateParam(new URLSearchParams({ state: next })))}
        data-testid="finance-state"
      />
    </div>
  );
}

/** A deposit's or withdrawal's state: pending (orange), credited or paid (teal), rejected (red). */
export function FinanceStateBadge({ kind, state }: { kind: 'deposits' | 'withdrawals'; state: number }) {
  const { t } = useTranslation(ADMIN_NS);
  if (state === 1)
    return (
      <Badge color="teal" variant="light">
        {kind === 'deposits' ? t('finance.state.credited') : t('finance.state.paid')}
      </Badge>
    );
  if (state === 2)
    return (
      <Badge color="red" variant="light">
        {t('finance.state.rejected')}
      </Badge>
    );
  return (
    <Badge color="orange" variant="light">
      {t('finance.state.pending')}
    </Badge>
  );
}
