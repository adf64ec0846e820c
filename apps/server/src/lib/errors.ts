import type { ErrorCode, ErrorParams } from '@caravan/contract';

type ParamsArg<C extends ErrorCode> = keyof ErrorParams<C> extends never ? [] : [params: ErrorParams<C>];

/** The one error class services throw; the envelope plugin maps it to `{code, key, params, msg}`. */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly params: Record<string, string | number>;
  /** Business errors answer HTTP 200 (existing clients read `code`, DESIGN.md §4); a malformed request 4xx. */
  httpStatus = 200;

  constructor(code: C, ...rest: ParamsArg<C>) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.params = (rest[0] ?? {}) as Record<string, string | number>;
  }

  withStatus(status: number): this {
    this.httpStatus = status;
    return this;
  }
}

export function isAppError(e: unknown): e is AppError {
  return e instanceof AppError;
}

/** Whether a database error (or the error it caused) is a unique-index violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause ?? error;
  return (cause as { code?: string })?.code === '23505';
}
