import { Select } from '@mantine/core';
import { OPERATOR_ROLES, type OperatorRole } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../../../lib/i18n';

type RoleSelectProps = { value: OperatorRole; onChange: (role: OperatorRole) => void; testId?: string };

/** Picks one of the operator roles, each with what it may do. */
export function RoleSelect({ value, onChange, testId }: RoleSelectProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Select
      label={t('operators.role')}
      description={t(`roleDescriptions.${value}`)}
      data={OPERATOR_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      value={value}
      onChange={(next) => {
        const role = OPERATOR_ROLES.find((r) => r === next);
        if (role) onChange(role);
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true, zIndex: 1100 }}
      data-testid={testId}
    />
  );
}
