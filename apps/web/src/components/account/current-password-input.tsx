import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * The password someone has now (to sign in, or to prove it is them before a change): required,
 * offered by the browser's password manager, and no longer than any password the server keeps.
 */
export function CurrentPasswordInput(props: PasswordInputProps) {
  return <PasswordInput autoComplete="current-password" maxLength={64} required {...props} />;
}
