import { Button } from '@mantine/core';
import { accountEndpoints } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CurrentPasswordInput } from '../../../components/account/current-password-input';
import { NewPasswordFields } from '../../../components/account/new-password-fields';
import { useAccountMessage } from '../../../lib/account-form';
import { useContractForm } from '../../../lib/form';
import { signOutLocally } from '../../../lib/sign-out';
import { toast } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { SetupSubpage } from '../../../components/account/subpage';
import classes from './account.module.css';

/** /userInfo/setup/login-password: old, new, confirm; success ends every session, this one too. */
export function LoginPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const message = useAccountMessage({
    oldPassword: 'required',
    password: 'password',
    rePassword: 'passwordsDifferent',
  });
  const form = useContractForm({
    schema: accountEndpoints.changePassword.params,
    initialValues: { oldPassword: '', password: '', rePassword: '' },
    toParams: (values) => ({
      old_password: values.oldPassword,
      password: values.password,
      comfirm_password: values.rePassword,
    }),
    fieldOf: { old_password: 'oldPassword', comfirm_password: 'rePassword' },
    message,
  });
  const change = useChangePassword();

  const handleSubmit = form.onSubmit((input) =>
    change.mutate(input, {
      onSuccess: () => {
        // The server has ended every session: leave for the login page, then forget this one.
        navigate('/login?notice=passwordChanged', { replace: true });
        signOutLocally();
        toast.success(t('loginPassword.changed'));
      },
    }),
  );

  return (
    <SetupSubpage titleKey="loginPassword" lead={t('loginPassword.lead')} testId="page-login-password">
      <form className={classes.form} onSubmit={handleSubmit} noValidate>
        <CurrentPasswordInput label={t('fields.oldPassword')} {...form.getInputProps('oldPassword')} />
        <NewPasswordFields
          password={form.values.password}
          rePassword={form.values.rePassword}
          onPasswordChange={(value) => form.setFieldValue('password', value)}
          onRePasswordChange={(value) => form.setFieldValue('rePassword', value)}
          errorFor={form.errorOf}
          replacing
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
