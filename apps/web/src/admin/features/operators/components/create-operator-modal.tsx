import { Modal, TextInput } from '@mantine/core';
import { adminEndpoints, type OperatorRole } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { maxLengthOf, useContractForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useCreateOperator } from '../api/create-operator';
import { ADMIN_NS } from '../../../../lib/i18n';
import classes from '../../../components/admin-ui.module.css';
import { RoleSelect } from './role-select';
import { ModalActions } from '../../../components/modal-actions';
import { PasswordField } from '../../../../components/ui/password-field';

type CreateOperatorModalProps = { opened: boolean; onClose: () => void };

/** A new operator account: user name, first password, role. */
export function CreateOperatorModal({ opened, onClose }: CreateOperatorModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('operators.createTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && <CreateOperatorForm onClose={onClose} />}
    </Modal>
  );
}

function CreateOperatorForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const create = useCreateOperator();
  // The account rules for the name and the password are the contract's (OperatorCreateParams); a
  // broken one reads as the server's own message.
  const form = useContractForm({
    schema: adminEndpoints.createOperator.params,
    initialValues: { username: '', password: '', role: 'customer_service' as OperatorRole },
    message: (field, problem) => {
      if (problem.kind !== 'required') return undefined;
      return field === 'username' ? t('operators.usernameRequired') : t('operators.passwordRequired');
    },
  });

  const handleSubmit = form.onSubmit((input) =>
    create.mutate(input, {
      onSuccess: (created) => {
        toast.success(t('operators.created', { name: created.username }));
        onClose();
      },
    }),
  );

  return (
    <form className={classes.modalForm} onSubmit={handleSubmit} noValidate data-testid="create-operator-form">
      <TextInput
        label={t('operators.username')}
        {...form.getInputProps('username')}
        maxLength={maxLengthOf(adminEndpoints.createOperator.params, 'username')}
        autoComplete="off"
        required
        data-autofocus
      />
      <PasswordField
        label={t('operators.password')}
        description={t('operators.passwordHint')}
        {...form.getInputProps('password')}
        maxLength={maxLengthOf(adminEndpoints.createOperator.params, 'password')}
        autoComplete="new-password"
        required
      />
      <RoleSelect value={form.values.role} onChange={(role) => form.setFieldValue('role', role)} />
      <ModalActions
        onCancel={onClose}
        pending={create.isPending}
        cancelDisabled={create.isPending}
        submitLabel={t('operators.createSubmit')}
      />
    </form>
  );
}
