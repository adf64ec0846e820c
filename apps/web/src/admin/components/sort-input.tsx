import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../../lib/i18n';

/**
 * Where a console item (a banner, a category, a deposit channel) stands in its list: a whole number,
 * lower first, typed left to right; the hint says so unless the form has its own.
 */
export function SortInput({ description, ...props }: TextInputProps) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <TextInput
      description={description ?? t('categories.fields.sortHint')}
      inputMode="numeric"
      dir="ltr"
      {...props}
    />
  );
}
