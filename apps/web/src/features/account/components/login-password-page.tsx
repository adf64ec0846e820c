import { Button, PasswordInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  checkConfirmation,
  checkPassword,
  checkRequired,
  collectErrors,
  isValid,
} from '../../../lib/account-validation';
import { signOutLocally } from '../../../lib/sign-out';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { SetupSubpage } from './setup-subpage';
import classes from './account.module.css';

type Field = 'oldPassword' | 'password' | 'confirm';

/** /userInfo/setup/login-password: old, new, confirm; success ends every session, this one too. */
export function LoginPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const change = useChangePassword();

  const errors = collectErrors<Field>({
    oldPassword: checkRequired(oldPassword),
    password: checkPassword(password),
    confirm: checkConfirmation(confirm, password, 'password'),
  });
  const errorFor = (field: Field) => {
    const key = submitted ? errors[field] : undefined;
    return key ? t(`validation.${key}`) : undefined;
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid(errors)) return;
    change.mutate(
      { old_password: oldPassword, password, comfirm_password: confirm },
      {
        onSuccess: () => {
          // The server has ended every session: leave for the login page, then forget this one.
          navigate('/login?notice=passwordChanged', { replace: true });
          signOutLocally();
          toast.success(t('loginPassword.changed'));
        },
      },
    );
  };

  return (
    <SetupSubpage titleKey="loginPassword" lead={t('loginPassword.lead')} testId="page-login-password">
      <form className={classes.form} onSubmit={handleSubmit} noValidate>
        <PasswordInput
          label={t('fields.oldPassword')}
          autoComplete="current-password"
          value={oldPassword}
          onChange={(event) => setOldPassword(event.currentTarget.value)}
          maxLength={64}
          error={errorFor('oldPassword')}
          required
        />
        <PasswordInput
          label={t('fields.newPassword')}
          description={t('register.passwordHint')}
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          maxLength={12}
          error={errorFor('password')}
          required
        />
        <PasswordInput
          label={t('fields.confirmNewPassword')}
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
          maxLength={12}
          error={errorFor('confirm')}
          required
        />
        <div className={classes.formActions}>
          <Button type="submit" loading={change.isPending}>
            {t('loginPassword.submit')}
          </Button>
        </div>
      </form>
    </SetupSubpage>
  );
}
