import { envelopeCodeFor, ruleErrorOf, type ErrorCode } from '@caravan/contract';
import { formatMessage } from '@caravan/contract/i18n';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { AppError } from '../lib/errors.js';
import { requestLanguage } from './language.js';

/** The largest request body outside uploads (form or JSON). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Success envelope (DESIGN.md §4). */
export function ok<T>(data: T) {
  return { code: '0' as const, msg: '', data };
}

/** The field a zod failure is about: the first issue's path, or the missing key's name. */
export function fieldOf(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'params';
  const path = issue.path.map(String).join('.');
  return path || 'params';
}

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  params: Record<string, string | number>,
  httpStatus = 200,
) {
  const lang = requestLanguage(request);
  return reply.status(httpStatus).send({
    code: envelopeCodeFor(code),
    msg: formatMessage(lang, code, params),
    key: code,
    params,
    data: null,
  });
}

/** Maps a validation failure to the error the client sees; `raw` tells a missing field from a bad one. */
export function zodToAppError(error: ZodError, raw: Record<string, unknown> = {}): AppError {
  const issue = error.issues[0];
  const field = fieldOf(error);
  const given = raw[String(issue?.path[0] ?? '')];
  // A rule the contract names an error for (paramRules): that error with its parameters, as the
  // service would throw it.
  const ruled = issue && ruleErrorOf(issue);
  if (ruled) return new AppError(ruled.code, ruled.params as never);
  if (
    // A required value that was not sent: a wrong type, or no choice of an enum's.
    (issue?.code === 'invalid_type' || issue?.code === 'invalid_value') &&
    (given === undefined || (typeof given === 'string' && given.trim() === ''))
  ) {
    return new AppError('COMMON_PARAM_MISSING', { field });
  }
  if (issue?.code === 'too_big' && issue.origin === 'string') {
    return new AppError('COMMON_PARAM_TOO_LONG', { field, max: Number(issue.maximum) });
  }
  return new AppError('COMMON_PARAM_INVALID', { field });
}

/**
 * Every reply is the envelope: AppError → code "1"/"403" with key, params and msg in the request's
 * language; zod failures name the field; anything unexpected → a generic message, logged with the
 * request id. Never an HTML error page, never a stack trace on the wire.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) {
      // Rate limits answer HTTP 429 (DESIGN.md §4); every other business error HTTP 200.
      const status = error.code === 'COMMON_RATE_LIMITED' ? 429 : error.httpStatus;
      return sendError(request, reply, error.code, error.params, status);
    }
    if (error instanceof ZodError) {
      const appError = zodToAppError(error, request.input ?? {});
      return sendError(request, reply, appError.code, appError.params);
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) return sendError(request, reply, 'COMMON_RATE_LIMITED', {}, 429);
    if (status === 405) return sendError(request, reply, 'COMMON_METHOD_NOT_ALLOWED', {}, 405);
    if (status === 413) {
      return sendError(request, reply, 'COMMON_BODY_TOO_LARGE', { max: BODY_LIMIT_BYTES / 1024 }, 413);
    }
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(request, reply, 'COMMON_PARAM_INVALID', { field: 'request' }, status);
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendError(request, reply, 'COMMON_SYSTEM_ERROR', {}, 500);
  });
});

/** A JSON 404 in the envelope, for unknown API routes. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, 'COMMON_NOT_FOUND', {}, 404);
}
