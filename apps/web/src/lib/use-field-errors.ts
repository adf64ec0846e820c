import { useTranslation } from 'react-i18next';
import type { FieldErrors } from './account-validation';

/**
 * The message shown beside a field of an account form: its error from `errors`, in the account
 * namespace, once `shown` says so for that field (usually: once the form has been submitted).
 */
export function useFieldErrors<F extends string>(
  errors: FieldErrors<F>,
  shown: boolean | ((field: F) => boolean),
) {
  const { t } = useTranslation('account');
  return (field: F): string | undefined => {
    const key = (typeof shown === 'function' ? shown(field) : shown) ? errors[field] : undefined;
    return key ? t(`validation.${key}`) : undefined;
  };
}
