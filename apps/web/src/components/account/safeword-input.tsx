import { PasswordField } from '../ui/password-field';

type SafewordInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete?: string;
};

/** A fund password field: 6 digits, hidden, numeric keyboard on phones. */
export function SafewordInput({ label, value, onChange, error, autoComplete = 'off' }: SafewordInputProps) {
  return (
    <PasswordField
      label={label}
      inputMode="numeric"
      autoComplete={autoComplete}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
      maxLength={6}
      error={error}
      required
    />
  );
}
