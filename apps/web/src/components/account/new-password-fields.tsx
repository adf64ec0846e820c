import { useTranslation } from 'react-i18next';
import { PasswordField } from '../ui/password-field';

type NewPasswordField = 'password' | 'rePassword';

type NewPasswordFieldsProps = {
  password: string;
  rePassword: string;
  onPasswordChange: (value: string) => void;
  onRePasswordChange: (value: string) => void;
  errorFor: (field: NewPasswordField) => string | undefined;
  /** Labels the pair as replacing a password ("New password") rather than choosing the first one. */
  replacing?: boolean;
};

/** A new password, with the rule under it, and the same password again to confirm it. */
export function NewPasswordFields({
  password,
  rePassword,
  onPasswordChange,
  onRePasswordChange,
  errorFor,
  replacing = false,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <PasswordField
        label={t(replacing ? 'fields.newPassword' : 'fields.password')}
        description={t('register.passwordHint')}
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
        maxLength={12}
        error={errorFor('password')}
        required
      />
      <PasswordField
        label={t(replacing ? 'fields.confirmNewPassword' : 'fields.confirmPassword')}
        autoComplete="new-password"
        value={rePassword}
        onChange={(event) => onRePasswordChange(event.currentTarget.value)}
        maxLength={12}
        error={errorFor('rePassword')}
        required
      />
    </>
  );
}
