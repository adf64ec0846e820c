import { Button, PasswordInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NewPasswordFields, useNewPassword } from '../../../components/account/new-password-fields';
import { checkNewPassword, checkRequired, collectErrors, isValid } from '../../../lib/account-validation';
import { signOutLocally } from '../../../lib/sign-out';
import { toast } from '../../../lib/toast';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { useChangePassword } from '../api/change-password';
import { SetupSubpage } from './setup-subpage';
import classes from './account.module.css';

type Field = 'oldPassword' | 'password' | 'rePassword';

/** /userInfo/setup/login-password: old, new, confirm; success ends every session, this one too. */
export function LoginPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [oldPassword, setOldPassword] = useState('');
  const newPassword = useNewPassword();
  const { password, rePassword } = newPassword;
  const [submitted, setSubmitted] = useState(false);
  const change = useChangePassword();

  const errors = collectErrors<Field>({
    oldPassword: checkRequired(oldPassword),
    ...checkNewPassword(password, rePassword),
  });
  const errorFor = useFieldErrors(errors, submitted);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid(errors)) return;
    change.mutate(
      { old_password: oldPassword, password, comfirm_password: rePassword },
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
        <NewPasswordFields {...newPassword} errorFor={errorFor} replacing />
        <div className={classes.formActions}>
          <Button type="submit" loading={change.isPending}>
            {t('loginPassword.submit')}
          </Button>
        </div>
      </form>
    </SetupSubpage>
  );
}
