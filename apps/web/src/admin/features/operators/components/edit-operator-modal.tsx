import { Switch } from '@mantine/core';
import { adminEndpoints, type OperatorRole, type OperatorVo } from '@caravan/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { useUpdateOperator, type UpdateOperatorInput } from '../api/update-operator';
import { ADMIN_NS } from '../../../../lib/i18n';
import classes from '../../../components/admin-ui.module.css';
import { ReasonModal } from '../../../components/reason-modal';
import { RoleSelect } from './role-select';

type EditOperatorModalProps = { operator: OperatorVo | null; onClose: () => void };

/** Changes another operator's role and/or status; the reason is kept in the audit log. */
export function EditOperatorModal({ operator, onClose }: EditOperatorModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  const update = useUpdateOperator();
  const [role, setRole] = useState<OperatorRole>('customer_service');
  const [isActive, setActive] = useState(true);
  const [isUnchanged, setUnchanged] = useState(false);
  const [editedId, setEditedId] = useState<string | null>(null);

  // Start from the operator's current role and status each time another operator is opened.
  if (operator && operator.id !== editedId) {
    setEditedId(operator.id);
    setRole(operator.role);
    setActive(operator.status === 1);
    setUnchanged(false);
  }

  const handleConfirm = (reason: string) => {
    if (!operator) return;
    const input: UpdateOperatorInput = { id: operator.id, reason };
    if (role !== operator.role) input.role = role;
    if (isActive !== (operator.status === 1)) input.status = isActive ? 1 : 0;
    if (input.role === undefined && input.status === undefined) {
      setUnchanged(true);
      return;
    }
    update.mutate(input, {
      onSuccess: (saved) => {
        toast.success(t('operators.saved', { name: saved.username }));
        handleClose();
      },
    });
  };

  const handleClose = () => {
    setEditedId(null);
    onClose();
  };

  const name = operator?.username ?? '';
  return (
    <ReasonModal
      opened={operator !== null}
      title={t('operators.editTitle', { name })}
      consequence={<p>{t('operators.editConsequence', { name })}</p>}
      confirmLabel={t('common.save')}
      danger={operator?.status === 1 && !isActive}
      pending={update.isPending}
      params={adminEndpoints.updateOperator.params}
      onConfirm={handleConfirm}
      onClose={handleClose}
    >
      <RoleSelect
        value={role}
        onChange={(next) => {
          setRole(next);
          setUnchanged(false);
        }}
        testId="operator-role"
      />
      <Switch
        label={t('operators.activeLabel')}
        description={isActive ? t('operators.activeOn') : t('operators.activeOff')}
        checked={isActive}
        onChange={(event) => {
          setActive(event.currentTarget.checked);
          setUnchanged(false);
        }}
        data-testid="operator-active"
      />
      {isUnchanged && (
        <p className={classes.fieldError} role="alert">
          {t('operators.noChange')}
        </p>
      )}
    </ReasonModal>
  );
}
