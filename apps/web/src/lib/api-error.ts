import type { ErrorCode } from '@caravan/contract';

/** Failures that happen before the server's envelope is read. */
export type ClientErrorKey = 'CLIENT_NETWORK' | 'CLIENT_TIMEOUT' | 'CLIENT_BAD_RESPONSE';

/**
 * `code` is the envelope's ("1" business, "403" session, "999" fund password not set) or, when no
 * envelope arrived, NETWORK / TIMEOUT / BAD_RESPONSE.
 */
export type ApiErrorCode = '1' | '403' | '999' | 'NETWORK' | 'TIMEOUT' | 'BAD_RESPONSE';

/** A failed API call: the envelope's code, its error key and params, and the server's own message. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly key: ErrorCode | ClientErrorKey;
  readonly params: Record<string, string | number>;
  readonly msg: string;
  /** How long the server asked to wait before trying again (HTTP 429's Retry-After), when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(
    code: ApiErrorCode,
    key: ErrorCode | ClientErrorKey,
    msg: string,
    params: Record<string, string | number> = {},
    retryAfterMs?: number,
  ) {
    super(msg || key);
    this.name = 'ApiError';
    this.code = code;
    this.key = key;
    this.params = params;
    this.msg = msg;
    this.retryAfterMs = retryAfterMs;
  }
}

/** The seconds to wait when the server says a code was sent too recently, else undefined. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.key !== 'AUTH_CODE_TOO_FREQUENT') return undefined;
  const seconds = Number(error.params.seconds);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}
