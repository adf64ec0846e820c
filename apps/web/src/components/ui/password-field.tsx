import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's password field, marked invalid while it shows an error: it links its error to its input
 * as every field does, but unlike the others leaves `aria-invalid` off, so a screen reader did not
 * say the field was wrong.
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput aria-invalid={Boolean(props.error)} {...props} />;
}
