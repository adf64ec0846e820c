import { ACCOUNT_RULES } from '@caravan/contract';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from './form';

// The account forms (log-in, registration, passwords, fund password, e-mail) are checked with
// their endpoints' params schemas, whose rules are the server's (ACCOUNT_RULES, spec §5); these
// name each field's message under `validation` in the account namespace.

/** A key under `validation` in the account namespace. */
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

/** An empty field is "required"; anything else wrong with it reads as its rule (`rule`). */
export function validationKey(problem: FieldProblem, rule: ValidationKey): ValidationKey {
  return problem.kind === 'required' ? 'required' : rule;
}

/**
 * The `message` of an account form's useContractForm: for each form field, the key of its rule
 * (`{ password: 'password', rePassword: 'passwordsDifferent' }`).
 */
export function useAccountMessage(rules: Partial<Record<string, ValidationKey>>) {
  const { t } = useTranslation('account');
  return (field: string, problem: FieldProblem): string | undefined => {
    const rule = rules[field];
    return rule ? t(`validation.${validationKey(problem, rule)}`) : undefined;
  };
}

/**
 * A mailed code as typed: 6 digits. The server takes any short text and only finds a wrong code by
 * looking it up (and counting the try), so this check is the form's own.
 */
export function codeProblem(code: string): FieldProblem | undefined {
  return code && !ACCOUNT_RULES.verifyCode.test(code) ? { kind: 'invalid' } : undefined;
}
