import { Button, Modal, PasswordInput, TextInput } from '@mantine/core';
import type { OperatorRole } from '@caravan/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import { useCreateOperator } from '../api/create-operator';
import { ADMIN_NS } from '../../../../lib/i18n';
import classes from '../../../components/admin-ui.module.css';
import { RoleSelect } from './role-select';

type CreateOperatorModalProps = { opened: boolean; onClose: () => void };

/** A new operator account: user name, first password, role. */
export function CreateOperatorModal({ opened, onClose }: CreateOperatorModalProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Modal opened={opened} onClose={onClose} title={t('operators.createTitle')} centered>
      {opened && <CreateOperatorForm onClose={onClose} />}
    </Modal>
  );
}

function CreateOperatorForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const create = useCreateOperator();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<OperatorRole>('customer_service');
  const [isIncomplete, setIncomplete] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) {
      setIncomplete(true);
      return;
    }
    create.mutate(
      { username: username.trim(), password, role },
      {
        onSuccess: (created) => {
          toast.success(t('operators.created', { name: created.username }));
          onClose();
        },
      },
    );
  };

  return (
    <form className={classes.modalForm} onSubmit={handleSubmit} noValidate data-testid="create-operator-form">
      <TextInput
        label={t('operators.username')}
        value={username}
        onChange={(event) => setUsername(event.currentTarget.value)}
        maxLength={32}
        autoComplete="off"
        required
        data-autofocus
        error={isIncomplete && !username.trim() ? t('operators.usernameRequired') : undefined}
      />
      <PasswordInput
        label={t('operators.password')}
        description={t('operators.passwordHint')}
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        maxLength={64}
        autoComplete="new-password"
        required
        error={isIncomplete && !password ? t('operators.passwordRequired') : undefined}
      />
      <RoleSelect value={role} onChange={setRole} />
      <div className={classes.modalActions}>
        <Button variant="default" onClick={onClose} disabled={create.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('operators.createSubmit')}
        </Button>
      </div>
    </form>
  );
}
