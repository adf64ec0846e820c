import type { PasswordInputProps } from '@mantine/core';
import { PasswordField } from '../ui/password-field';

/**
 * The password someone has now (to sign in, or to prove it is them before a change): required,
 * offered by the browser's password manager, and no longer than any password the server keeps.
 */
export function CurrentPasswordInput(props: PasswordInputProps) {
  return <PasswordField autoComplete="current-password" maxLength={64} required {...props} />;
}
