import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n';

const STATES = [1, 2, 3] as const;
/** Each application state's message key under `sellers.state`. */
export const STATE_KEYS = { 1: 'pending', 2: 'approved', 3: 'rejected' } as const;
const STATE_COLORS = { 1: 'orange', 2: 'teal', 3: 'red' } as const;

/** An application's state: waiting (orange), approved (teal) or rejected (red). */
export function ApplicationStateBadge({ status }: { status: number }) {
  const { t } = useTranslation(ADMIN_NS);
  const state = STATES.find((s) => s === status) ?? 1;
  return (
    <Badge color={STATE_COLORS[state]} variant="light">
      {t(`sellers.state.${STATE_KEYS[state]}`)}
    </Badge>
  );
}
