import { ACCOUNT_RULES } from '@caravan/contract';

/**
 * Field checks for the account forms, with the rules the server applies (ACCOUNT_RULES), so a
 * mistake is shown beside the field before anything is sent. Each returns a key under
 * `validation` in the account namespace, or null when the value is fine.
 */
export type ValidationKey =
  | 'required'
  | 'password'
  | 'passwordsDifferent'
  | 'safeword'
  | 'safewordsDifferent'
  | 'username'
  | 'phone'
  | 'email'
  | 'code'
  | 'agentCode'
  | 'agreement'
  | 'captcha'
  | 'reason';

export type FieldErrors<F extends string> = Partial<Record<F, ValidationKey>>;

export function checkPassword(value: string): ValidationKey | null {
  if (!value) return 'required';
  return ACCOUNT_RULES.password.test(value) ? null : 'password';
}

export function checkConfirmation(
  value: string,
  original: string,
  kind: 'password' | 'safeword',
): ValidationKey | null {
  if (!value) return 'required';
  if (value === original) return null;
  return kind === 'password' ? 'passwordsDifferent' : 'safewordsDifferent';
}

/** A new password and its confirmation, as the `password` and `rePassword` fields of a form. */
export function checkNewPassword(password: string, rePassword: string) {
  return {
    password: checkPassword(password),
    rePassword: checkConfirmation(rePassword, password, 'password'),
  };
}

export function checkSafeword(value: string): ValidationKey | null {
  if (!value) return 'required';
  return ACCOUNT_RULES.safeword.test(value) ? null : 'safeword';
}

export function checkUsername(value: string): ValidationKey | null {
  if (!value) return 'required';
  return ACCOUNT_RULES.username.test(value) ? null : 'username';
}

/** A phone as its area code and number: the number has at least 8 digits (spec §5). */
export function checkPhone(areaCode: string, number: string): ValidationKey | null {
  if (!number) return 'required';
  const isNumberValid = /^\d{8,14}$/.test(number);
  return isNumberValid && ACCOUNT_RULES.phone.test(`+${areaCode}${number}`) ? null : 'phone';
}

export function checkEmail(value: string): ValidationKey | null {
  if (!value) return 'required';
  return value.length <= ACCOUNT_RULES.emailMax && ACCOUNT_RULES.email.test(value) ? null : 'email';
}

export function checkCode(value: string): ValidationKey | null {
  if (!value) return 'required';
  return ACCOUNT_RULES.verifyCode.test(value) ? null : 'code';
}

export function checkRequired(value: string): ValidationKey | null {
  return value.trim() ? null : 'required';
}

/** True when no field has an error. */
export function isValid<F extends string>(errors: FieldErrors<F>): boolean {
  return Object.values(errors).every((error) => !error);
}

/** Drops the fields without an error, so the result reads as "what is wrong". */
export function collectErrors<F extends string>(checks: Record<F, ValidationKey | null>): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const field of Object.keys(checks) as F[]) {
    const error = checks[field];
    if (error) errors[field] = error;
  }
  return errors;
}
