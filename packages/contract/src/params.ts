import { z } from 'zod';
import { deferred } from './deferred.js';
import { ERROR_PARAMS, type ErrorCode, type ErrorParams } from './errors.js';

// Existing clients send every parameter as a string in the query (contract §2.2), and send an empty
// value for "not set". These helpers turn '' into undefined before validating.
export const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * An amount or rate as text, the one rule for it everywhere (contract, server, forms): up to 12
 * whole digits and at most `places` decimals, no sign (amounts are never floats).
 */
export function decimalTextPattern(places: number): RegExp {
  return new RegExp(`^\\d{1,12}(\\.\\d{1,${places}})?$`);
}

/** Whether `text` is such an amount with at most `places` decimals. */
export function isDecimalText(text: string, places: number): boolean {
  return decimalTextPattern(places).test(text);
}

/** An optional integer parameter; '' means absent; anything else must be a whole number in range. */
export function optionalInt(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  return z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).optional());
}

/**
 * A list or map that may come as JSON text (a query or form field) as well as JSON: the text is
 * parsed, anything else (and text that is not JSON) is passed on for the schema to judge.
 */
export const parseJsonString = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

/** `schema`, or absent when the value is blank ('', spaces only, null): an optional field. */
export function optionalOf<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : blankToUndefined(v)),
    schema.optional(),
  );
}

/** An optional id parameter (UUID); '' means absent. */
export const optionalId = deferred(() => z.preprocess(blankToUndefined, z.uuid().optional()));

/** A required id parameter (UUID). */
export const requiredId = deferred(() => z.preprocess(blankToUndefined, z.uuid()));

export const INT_MAX = 2_147_483_647;

/**
 * A string of digits only, as a number; `12a`, ` 12`, `1.0`, `1e3` and `0x10` stay strings (and
 * are refused by a number schema) rather than being coerced.
 */
export const digits = (v: unknown) =>
  typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : blankToUndefined(v);

/** The parts of a comma-joined list ("a, b,,c" is a, b, c): trimmed, empty ones dropped. */
export const commaParts = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** A comma-joined list sent as text, as its parts (commaParts); anything else (a JSON array) as it is. */
export const commaList = (v: unknown) => (typeof v === 'string' ? commaParts(v) : v);

/** An integer parsed strictly (contract §1.3): a JSON integer or a string of digits only. */
export function strictInt(min: number) {
  return z.preprocess(digits, z.number().int().min(min).max(INT_MAX));
}

/**
 * A yes/no switch that is off unless sent: 1/0, true/false (text or JSON), '' or absent for no;
 * anything else is refused as invalid.
 */
export const optionalSwitch = deferred(() =>
  z.preprocess(
    (v) =>
      v === '1' || v === 1 || v === 'true' || v === true
        ? true
        : v === '0' || v === 0 || v === 'false' || v === false || v === '' || v === null || v === undefined
          ? false
          : v,
    z.boolean(),
  ),
);

/** An optional trimmed string with a maximum length; '' means absent. */
export function optionalText(max: number, min = 0) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim()) : blankToUndefined(v)),
    z.string().min(min).max(max).optional(),
  );
}

/** A required trimmed string with a maximum length. */
export function requiredText(max: number, min = 1) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim()) : blankToUndefined(v)),
    z.string().min(min).max(max),
  );
}

/**
 * An image a user uploaded here and gives as their own (a shop's logo and banner): the path the
 * upload answered, `/uploads/<folder>/<32 hex>.webp` (so no `..`, no other site's address); ''
 * means absent. The server also checks that it is the caller's upload and is stored.
 */
export const UploadedImageParam = deferred(() =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim()) : blankToUndefined(v)),
    z
      .string()
      .max(120)
      .regex(/^\/uploads\/[a-z0-9-]{1,32}\/[0-9a-f]{32}\.webp$/)
      .optional(),
  ),
);

/**
 * Paging in (contract §2.3): pageNum a positive integer (≤ 10000), pageSize 1–100 with a default of
 * 20; sizes above 100 are clamped to 100 as the existing server does. Non-numbers are refused.
 */
export const PageParams = deferred(() =>
  z.object({
    pageNum: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10000).default(1)),
    pageSize: z.preprocess(
      blankToUndefined,
      z.coerce
        .number()
        .int()
        .min(1)
        .transform((n) => Math.min(n, 100))
        .default(20),
    ),
  }),
);
export type PageParams = z.infer<typeof PageParams>;

/** Paging out: data.pageList and data.pageInfo {pageNum, pageSize, totalElements}. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    pageList: z.array(item),
    pageInfo: z.object({ pageNum: z.number(), pageSize: z.number(), totalElements: z.number() }),
  });
}

/** The error codes whose message takes no parameters. */
export type PlainErrorCode = {
  [C in ErrorCode]: keyof ErrorParams<C> extends never ? C : never;
}[ErrorCode];

/**
 * How a rule refuses a field: with COMMON_PARAM_INVALID (no error), an error whose message takes no
 * parameters, or an error with the parameters its message takes.
 */
export interface RefuseParam<F extends string> {
  (field: F, error?: PlainErrorCode): void;
  <C extends ErrorCode>(field: F, error: C, params: ErrorParams<C>): void;
}

/** An error a params issue names: what the server answers, as a service would throw it. */
export type RuleError = { code: ErrorCode; params: Record<string, string | number> };

/**
 * What an issue carries (its `params`) to name the error the server answers for it: paramRules'
 * `refuse` writes it, and so may a field's own check (an amount: WALLET_AMOUNT_INVALID).
 */
export function ruleIssueParams<C extends ErrorCode>(
  error: C,
  params?: ErrorParams<C>,
): { error: C; errorParams?: ErrorParams<C> } {
  return params ? { error, errorParams: params } : { error };
}

/**
 * A rule of an endpoint's params that a field's own schema cannot state (it compares fields, or the
 * server answers it with an error of its own): `check` reports each broken rule with `refuse`, on
 * the field it is about, in the order the server checks them. A rule named by an error code (and
 * the parameters its message takes) makes the server answer with that error (its envelope plugin
 * reads the issue's `params`: ruleErrorOf), else with COMMON_PARAM_INVALID for the field; the web's
 * forms show it beside the field.
 *
 * It runs even when a field has already failed (so a form can show every problem at once), after
 * the fields' own issues, so the server's answer is still the first field's refusal; `check` is
 * handed what parsed so far and must not trust its types.
 */
export function paramRules<T extends z.ZodType>(
  schema: T,
  check: (
    params: Partial<Record<keyof z.output<T>, unknown>>,
    refuse: RefuseParam<keyof z.output<T> & string>,
  ) => void,
): T {
  return schema.superRefine(
    (params, ctx) => {
      if (!params || typeof params !== 'object') return;
      const refuse = (field: string, error?: ErrorCode, errorParams?: Record<string, string | number>) =>
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: error ?? 'invalid',
          ...(error ? { params: errorParams ? { error, errorParams } : { error } } : {}),
        });
      check(params as Partial<Record<keyof z.output<T>, unknown>>, refuse);
    },
    { when: () => true },
  );
}

/** The error a params issue names (see paramRules and ruleIssueParams), with its parameters, if any. */
export function ruleErrorOf(issue: z.core.$ZodIssue): RuleError | undefined {
  if (issue.code !== 'custom') return undefined;
  const error: unknown = issue.params?.error;
  if (typeof error !== 'string' || !Object.hasOwn(ERROR_PARAMS, error)) return undefined;
  const code = error as ErrorCode;
  const given: unknown = issue.params?.errorParams;
  const params: Record<string, string | number> = {};
  for (const name of ERROR_PARAMS[code] as readonly string[]) {
    const value: unknown =
      given && typeof given === 'object' ? (given as Record<string, unknown>)[name] : undefined;
    if (typeof value === 'string' || typeof value === 'number') params[name] = value;
  }
  return { code, params };
}
