import { Button, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "Send code", then "Resend in 42 s" while the server would refuse another e-mail. */
export function SendCodeButton({
  seconds,
  loading,
  onClick,
  testId,
}: {
  /** From `useResendWait`: seconds left before another code may be sent. */
  seconds: number;
  loading: boolean;
  onClick: () => void;
  testId: string;
}) {
  const { t } = useTranslation('account');
  const waiting = seconds > 0;
  return (
    <Button variant="light" onClick={onClick} loading={loading} disabled={waiting} data-testid={testId}>
      {waiting ? t('forgot.resendIn', { seconds }) : t('forgot.sendCode')}
    </Button>
  );
}

/** The six-digit code from the e-mail; anything but digits is dropped as it is typed. */
export function EmailCodeInput({
  value,
  onChange,
  error,
  testId,
}: {
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
  testId?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <TextInput
      label={t('fields.code')}
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
      maxLength={6}
      error={error}
      required
      data-testid={testId}
    />
  );
}
