import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { ruleErrorOf, type ErrorCode } from '@caravan/contract';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { translateError } from './error-messages';
import { currentLanguage } from './i18n';

// One way to write a form: its values are checked with the contract's params schema of the
// endpoint it calls (the schema the server parses that endpoint with), each zod issue becomes a
// message beside its field, and what is submitted is the schema's parsed output (trimmed,
// normalised), so what is sent is exactly what the server accepts.

/** What is wrong with a field, as the person filling the form reads it. */
export type ProblemKind =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'tooSmall'
  | 'tooLarge'
  | 'invalid'
  /** A rule of the contract's (paramRules), with the error the server answers when it names one. */
  | 'rule';

export type FieldProblem = {
  kind: ProblemKind;
  /** tooShort / tooSmall: the least length or value the schema takes. */
  min?: number;
  /** tooLong / tooLarge: the most the schema takes. */
  max?: number;
  /** `rule`: the server's error for it (AUTH_PASSWORD_INVALID, …), if not COMMON_PARAM_INVALID. */
  error?: ErrorCode;
  /** `rule`: the parameters of that error's message (WALLET_AMOUNT_INVALID: `decimals`). */
  errorParams?: Record<string, string | number>;
};

/** Problems by form field: each field's first. */
export type FieldProblems<F extends string = string> = Partial<Record<F, FieldProblem>>;

export type ParamsCheck<Out, F extends string = string> =
  { ok: true; params: Out } | { ok: false; problems: FieldProblems<F> };

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** What a zod issue means for its field, given the value the field held. */
export function problemOf(issue: z.core.$ZodIssue, value: unknown): FieldProblem {
  if (isBlank(value)) return { kind: 'required' };
  if (issue.code === 'custom') {
    const error = ruleErrorOf(issue);
    if (!error) return { kind: 'rule' };
    return Object.keys(error.params).length > 0
      ? { kind: 'rule', error: error.code, errorParams: error.params }
      : { kind: 'rule', error: error.code };
  }
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    return issue.origin === 'string' ? { kind: 'tooLong', max } : { kind: 'tooLarge', max };
  }
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    return issue.origin === 'string' ? { kind: 'tooShort', min } : { kind: 'tooSmall', min };
  }
  return { kind: 'invalid' };
}

/**
 * Which form field a params field is typed in: a map of the names that differ (`re_password` →
 * `rePassword`), or a function of the values (the account name is whichever field its type shows);
 * undefined for a params field no form field shows (its problem is then not shown).
 */
export type FieldOf<Values> =
  Partial<Record<string, string>> | ((name: string, values: Values) => string | undefined);

function formFieldOf<Values>(fieldOf: FieldOf<Values> | undefined, name: string, values: Values) {
  if (!fieldOf) return name;
  return typeof fieldOf === 'function' ? fieldOf(name, values) : (fieldOf[name] ?? name);
}

/**
 * Checks `params` with `schema`: on success the parsed output (what to send), else each form
 * field's first problem (`fieldOf` names the form's field for a params field).
 */
export function checkParams<S extends z.ZodType, Values = unknown>(
  schema: S,
  params: unknown,
  options: { fieldOf?: FieldOf<Values>; values?: Values } = {},
): ParamsCheck<z.output<S>> {
  const parsed = schema.safeParse(params);
  if (parsed.success) return { ok: true, params: parsed.data };
  const given = (params ?? {}) as Record<string, unknown>;
  const problems: FieldProblems = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? '');
    const field = formFieldOf(options.fieldOf, name, options.values as Values);
    if (!field || problems[field]) continue;
    problems[field] = problemOf(issue, given[name]);
  }
  return { ok: false, problems };
}

/** The schema inside optional, default, nullable and preprocess wrappers. */
function innermost(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  for (let depth = 0; depth < 10; depth += 1) {
    if (current instanceof z.ZodPipe) current = current.out as z.ZodType;
    else if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodDefault ||
      current instanceof z.ZodNullable
    ) {
      current = current.unwrap() as z.ZodType;
    } else return current;
  }
  return current;
}

/** The most characters a params field takes (for an input's maxLength), when its schema says. */
export function maxLengthOf(schema: z.ZodType, field: string): number | undefined {
  const object = innermost(schema);
  if (!(object instanceof z.ZodObject)) return undefined;
  const fieldSchema = (object.shape as Record<string, z.ZodType | undefined>)[field];
  const inner = fieldSchema && innermost(fieldSchema);
  return inner instanceof z.ZodString && inner.maxLength !== null ? inner.maxLength : undefined;
}

export type ContractFormOptions<Values extends Record<string, unknown>, S extends z.ZodType> = {
  /** The params schema of the endpoint the form calls (`xxxEndpoints.yyy.params`). */
  schema: S;
  initialValues: Values;
  /** The schema's input built from the form's values, where they differ; the values by default. */
  toParams?: (values: Values) => unknown;
  fieldOf?: FieldOf<Values>;
  /**
   * Checks the form makes that no schema can (what the server never sees, such as the national
   * part of a phone number sent whole); the schema's problem for a field comes first.
   */
  check?: (values: Values) => FieldProblems;
  /** A field's own words for a problem; undefined keeps the generic message. */
  message?: (field: string, problem: FieldProblem, values: Values) => string | undefined;
  /** Called on every change (to forget a server refusal of the previous values, say). */
  onValuesChange?: (values: Values, previous: Values) => void;
};

/** A Mantine form whose submit handler is given the schema's parsed output. */
export type ContractForm<Values, Out> = UseFormReturnType<Values, (values: Values) => Out> & {
  /** The form's problems now, by field (whether shown or not). */
  problems: () => FieldProblems;
  /** The message shown beside a field, for an input that is not bound with getInputProps. */
  errorOf: (field: string) => string | undefined;
  /**
   * Shows these fields' problems, from now on following every change (a button that sends part of
   * the form, such as "send the code"); true when they have none.
   */
  checkFields: (fields: readonly string[]) => boolean;
};

/**
 * A form checked with a contract schema (`@mantine/form`'s useForm, controlled). Problems show
 * once the form is submitted, then follow every change; `form.onSubmit(handler)` calls the handler
 * only when the schema accepts the values, with its parsed output. Bind inputs with
 * `{...form.getInputProps('field')}`; a server refusal about a field can be shown with
 * `form.setFieldError`, and goes when the values change.
 */
export function useContractForm<Values extends Record<string, unknown>, S extends z.ZodType>(
  options: ContractFormOptions<Values, S>,
): ContractForm<Values, z.output<S>> {
  const { t } = useTranslation('common');
  const { schema, toParams = (values: Values) => values, fieldOf, check, message } = options;
  // The fields whose problems show: none until a submit shows them all.
  const shown = useRef<Set<string> | 'all'>(new Set());
  const setErrors = useRef<((errors: FormErrors) => void) | null>(null);

  const problemsOf = (values: Values): FieldProblems => {
    const checked = checkParams(schema, toParams(values), { fieldOf, values });
    return { ...check?.(values), ...(checked.ok ? {} : checked.problems) };
  };

  const genericMessage = (problem: FieldProblem): string => {
    switch (problem.kind) {
      case 'required':
        return t('form.required');
      case 'tooShort':
        return t('form.tooShort', { min: problem.min });
      case 'tooLong':
        return t('form.tooLong', { max: problem.max });
      case 'tooSmall':
        return t('form.tooSmall', { min: problem.min });
      case 'tooLarge':
        return t('form.tooLarge', { max: problem.max });
      case 'rule':
        return (
          (problem.error && translateError(currentLanguage(), problem.error, problem.errorParams ?? {})) ??
          t('form.invalid')
        );
      default:
        return t('form.invalid');
    }
  };

  const errorsOf = (values: Values, only?: Set<string>): FormErrors => {
    const errors: FormErrors = {};
    for (const [field, problem] of Object.entries(problemsOf(values))) {
      if (problem && (!only || only.has(field))) {
        errors[field] = message?.(field, problem, values) ?? genericMessage(problem);
      }
    }
    return errors;
  };
  const shownErrorsOf = (values: Values) =>
    shown.current === 'all' ? errorsOf(values) : errorsOf(values, shown.current);

  const form = useForm<Values, (values: Values) => z.output<S>>({
    mode: 'controlled',
    initialValues: options.initialValues,
    validate: errorsOf,
    // Once submitted, every change checks the whole form again (a confirmation follows its password).
    clearInputErrorOnChange: false,
    onValuesChange: (values, previous) => {
      if (shown.current === 'all' || shown.current.size > 0) setErrors.current?.(shownErrorsOf(values));
      options.onValuesChange?.(values, previous);
    },
    transformValues: (values) => schema.parse(toParams(values)),
  });
  const setFormErrors = form.setErrors;
  useLayoutEffect(() => {
    setErrors.current = setFormErrors;
  }, [setFormErrors]);

  return {
    ...form,
    onSubmit: (handleSubmit, handleValidationFailure) => (event) => {
      shown.current = 'all';
      form.onSubmit(handleSubmit, handleValidationFailure)(event);
    },
    reset: () => {
      shown.current = new Set();
      form.reset();
    },
    problems: () => problemsOf(form.getValues()),
    errorOf: (field) => {
      const error = form.errors[field];
      return typeof error === 'string' ? error : undefined;
    },
    checkFields: (fields) => {
      if (shown.current !== 'all') shown.current = new Set([...shown.current, ...fields]);
      const errors = shownErrorsOf(form.getValues());
      form.setErrors(errors);
      return fields.every((field) => errors[field] === undefined);
    },
  };
}

/**
 * The uploads under way in a form, kept in a field of its own (`uploading`): `uploadsBusy(…)(field)`
 * is that upload's `onBusyChange`, adding or removing the field.
 */
export function uploadsBusy(uploading: readonly string[], setUploading: (fields: string[]) => void) {
  return (field: string) => (busy: boolean) =>
    setUploading(busy ? [...new Set([...uploading, field])] : uploading.filter((f) => f !== field));
}

/** A problem for each field whose upload is under way: the form waits for them. */
export function uploadProblems(uploading: readonly string[]): FieldProblems {
  return Object.fromEntries(uploading.map((field) => [field, { kind: 'rule' as const }]));
}
