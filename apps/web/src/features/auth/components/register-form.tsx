import { Button, NativeSelect, TextInput } from '@mantine/core';
import { accountEndpoints, REGISTER_TYPES } from '@caravan/contract';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../../components/account/new-password-fields';
import { validationKey, type ValidationKey } from '../../../lib/account-form';
import { ApiError } from '../../../lib/api-error';
import { setToken } from '../../../lib/auth';
import { checkParams, useContractForm, type FieldProblem, type FieldProblems } from '../../../lib/form';
import { useLanguage } from '../../../lib/i18n';
import { STORAGE_KEYS, readStorage } from '../../../lib/storage';
import { useCaptcha } from '../api/get-captcha';
import { safeReturnPath } from '../../../lib/require-login';
import { useRegister } from '../api/register';
import { AREA_CODES, areaCodeLabel, areaCodeOf, defaultRegion } from './area-codes';
import { SlideCaptcha } from './slide-captcha';
import type { CaptchaAnswer, CaptchaCheck } from './slide-puzzle';
import classes from './auth-page.module.css';

export type AccountType = keyof typeof REGISTER_TYPES;
const ACCOUNT_TYPES: readonly AccountType[] = ['phone', 'email', 'username'];
const AGENT_CODE_MAX = 32;
const RegisterParams = accountEndpoints.register.params;

type Field = 'account' | 'password' | 'rePassword' | 'agentCode' | 'agree' | 'captcha';

export type RegisterValues = {
  type: AccountType;
  region: string;
  phone: string;
  email: string;
  username: string;
  password: string;
  rePassword: string;
  agentCode: string;
  agree: boolean;
};

type FormValues = RegisterValues & { captcha: CaptchaAnswer | null };

/** The account name the server gets: `+<area code><number>` for a phone (nothing while empty). */
function accountName(values: RegisterValues): string {
  if (values.type === 'phone') return values.phone && `+${areaCodeOf(values.region)}${values.phone}`;
  return values.type === 'email' ? values.email : values.username;
}

/** What is sent (RegisterParams' input), the slide answer included once there is one. */
function registerParams(values: FormValues) {
  return {
    username: accountName(values),
    password: values.password,
    re_password: values.rePassword,
    type: REGISTER_TYPES[values.type],
    agentCode: values.agentCode,
    agree: values.agree,
    ...values.captcha,
  };
}

/** The form field each of RegisterParams' fields is typed in. */
const FIELD_OF: Partial<Record<string, Field>> = {
  username: 'account',
  re_password: 'rePassword',
  captchaId: 'captcha',
  captchaX: 'captcha',
  captchaTrace: 'captcha',
};

/** The number without its area code has 8 to 14 digits (spec §5): the server only sees it whole. */
function checkPhoneNumber(values: RegisterValues): FieldProblems<Field> {
  const isShort = values.type === 'phone' && values.phone !== '' && !/^\d{8,14}$/.test(values.phone);
  return isShort ? { account: { kind: 'invalid' } } : {};
}

/** The key under `validation` of a field's problem. */
function problemKey(field: string, problem: FieldProblem, type: AccountType): ValidationKey {
  const rules: Record<Field, ValidationKey> = {
    account: type,
    password: 'password',
    rePassword: 'passwordsDifferent',
    agentCode: 'agentCode',
    agree: 'agreement',
    captcha: 'captcha',
  };
  const rule = rules[field as Field] ?? 'required';
  return field === 'captcha' ? rule : validationKey(problem, rule);
}

/**
 * Every rule the server applies to a registration (RegisterParams: the account name by its type,
 * the password twice, the agreement, the slide answer), checked before sending (spec §5).
 */
export function validateRegistration(values: RegisterValues, answer: CaptchaAnswer | null) {
  const formValues = { ...values, captcha: answer };
  const check = checkParams(RegisterParams, registerParams(formValues), { fieldOf: FIELD_OF });
  const problems = { ...checkPhoneNumber(values), ...(check.ok ? {} : check.problems) };
  const errors: Partial<Record<Field, ValidationKey>> = {};
  for (const [field, problem] of Object.entries(problems)) {
    if (problem) errors[field as Field] = problemKey(field, problem, values.type);
  }
  return errors;
}

/** The refusals that are the slider's own: the piece was not in the gap, or the puzzle ran out. */
const CAPTCHA_REFUSALS: ReadonlySet<string> = new Set(['AUTH_CAPTCHA_FAILED', 'AUTH_CAPTCHA_EXPIRED']);

/**
 * What the server has said of the slider answer, from the registration that carries it: checking
 * while it is on its way, passed when it succeeded, failed when the slider was what it refused.
 */
export function captchaCheckOf(registration: {
  isPending: boolean;
  isSuccess: boolean;
  error: unknown;
}): CaptchaCheck {
  if (registration.isPending) return 'checking';
  if (registration.isSuccess) return 'passed';
  const { error } = registration;
  if (error instanceof ApiError && CAPTCHA_REFUSALS.has(error.key)) return 'failed';
  return 'unchecked';
}

const noSpaces = (value: string) => value.replace(/\s+/g, '');

/** /register: phone, e-mail or user name, a password twice, invitation code, agreement, slide check. */
/** Where a new account lands: the user centre, welcomed (the dashboard reads `welcome`). */
export const WELCOME_PATH = '/userInfo/dashboard?welcome=1';

export function RegisterForm() {
  const { t } = useTranslation('account');
  const lang = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const form = useContractForm({
    schema: RegisterParams,
    initialValues: {
      type: 'phone' as AccountType,
      region: defaultRegion(lang),
      phone: '',
      email: '',
      username: '',
      password: '',
      rePassword: '',
      agentCode: readStorage(STORAGE_KEYS.agentCode) ?? '',
      agree: false,
      captcha: null as CaptchaAnswer | null,
    },
    toParams: registerParams,
    fieldOf: FIELD_OF,
    check: checkPhoneNumber,
    message: (field, problem, { type }) => t(`validation.${problemKey(field, problem, type)}`),
  });
  const values = form.values;
  const captcha = useCaptcha();
  const registration = useRegister();

  const errorFor = form.errorOf;
  const set = form.setFieldValue;

  const newCaptcha = () => {
    set('captcha', null);
    void captcha.refetch();
  };

  const handleSubmit = form.onSubmit((input) =>
    registration.mutate(input, {
      onSuccess: (reply) => {
        setToken(reply.token);
        // Back to what the buyer was doing (a product they wanted to add), else the dashboard at its
        // top with a welcome and the next step: the fund password.
        navigate(safeReturnPath(searchParams.get('redirect'), WELCOME_PATH), { replace: true });
      },
      // A challenge answers once: whatever went wrong, the next try needs a new puzzle.
      onError: newCaptcha,
    }),
  );

  return (
    <form className={classes.form} onSubmit={handleSubmit} noValidate data-testid="register-form">
      <div className={classes.tabs} role="tablist" aria-label={t('register.accountType')}>
        {ACCOUNT_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            id={`register-tab-${type}`}
            aria-selected={values.type === type}
            aria-controls="register-account"
            className={classes.tab}
            onClick={() => set('type', type)}
          >
            {t(`register.types.${type}`)}
          </button>
        ))}
      </div>
      <div id="register-account" role="tabpanel" aria-labelledby={`register-tab-${values.type}`}>
        {values.type === 'phone' && (
          <div className={classes.phoneRow}>
            <NativeSelect
              label={t('register.areaCode')}
              value={values.region}
              onChange={(event) => set('region', event.currentTarget.value)}
              data={AREA_CODES.map(({ region, code }) => ({
                value: region,
                label: areaCodeLabel(region, code, lang),
              }))}
            />
            <TextInput
              label={t('register.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={values.phone}
              onChange={(event) => set('phone', event.currentTarget.value.replace(/\D/g, ''))}
              maxLength={15}
              error={errorFor('account')}
              required
            />
          </div>
        )}
        {values.type === 'email' && (
          <TextInput
            label={t('register.email')}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => set('email', noSpaces(event.currentTarget.value))}
            maxLength={64}
            error={errorFor('account')}
            required
          />
        )}
        {values.type === 'username' && (
          <TextInput
            label={t('register.username')}
            description={t('register.usernameHint')}
            autoComplete="username"
            value={values.username}
            onChange={(event) => set('username', noSpaces(event.currentTarget.value))}
            maxLength={24}
            error={errorFor('account')}
            required
          />
        )}
        {values.type !== 'email' && (
          <p className={classes.hint} role="note" data-testid="register-no-recovery">
            {t('register.noRecovery')}
          </p>
        )}
      </div>
      <NewPasswordFields
        password={values.password}
        rePassword={values.rePassword}
        onPasswordChange={(value) => set('password', value)}
        onRePasswordChange={(value) => set('rePassword', value)}
        errorFor={errorFor}
      />
      <TextInput
        label={t('register.agentCode')}
        value={values.agentCode}
        onChange={(event) => set('agentCode', noSpaces(event.currentTarget.value))}
        maxLength={AGENT_CODE_MAX}
        error={errorFor('agentCode')}
      />
      <SlideCaptcha
        captcha={captcha.data}
        isLoading={captcha.isFetching}
        isError={captcha.isError}
        answered={values.captcha !== null}
        check={captchaCheckOf(registration)}
        error={errorFor('captcha')}
        onAnswer={(answer) => {
          // A new drag starts a new answer: the last one's verdict is no longer what the slider shows.
          if (registration.isError) registration.reset();
          set('captcha', answer);
        }}
        onRefresh={newCaptcha}
      />
      <div>
        <label className={classes.agree}>
          <input
            type="checkbox"
            checked={values.agree}
            onChange={(event) => set('agree', event.currentTarget.checked)}
            aria-invalid={errorFor('agree') ? true : undefined}
          />
          <span>
            <Trans
              t={t}
              i18nKey="register.agree"
              components={{
                terms: <Link to="/information?topic=buyerRules" target="_blank" />,
                privacy: <Link to="/information?topic=privacy" target="_blank" />,
              }}
            />
          </span>
        </label>
        {errorFor('agree') && (
          <p className={classes.fieldError} role="alert">
            {errorFor('agree')}
          </p>
        )}
      </div>
      <Button type="submit" size="md" loading={registration.isPending} fullWidth>
        {t('register.submit')}
      </Button>
    </form>
  );
}
