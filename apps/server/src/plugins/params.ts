import { LISTING_CSV_LIMITS } from '@caravan/contract';
import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.js';

export type Params = Record<string, unknown>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Parameters merged from the query string, a form body and a JSON body (later wins). */
    input: Params;
  }
}

function flatten(source: unknown): Params {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return {};
  const out: Params = {};
  for (const [key, value] of Object.entries(source as Params)) {
    // A repeated query parameter arrives as an array; clients mean one value, so take the first.
    out[key] = Array.isArray(value) && key !== 'list' ? value[0] : value;
  }
  return out;
}

/**
 * No single parameter is longer than this (the longest ordinary field, the slide puzzle's trace,
 * is 60,000 characters), but for the fields in PARAM_MAX_CHARS_OF; each field's own limit is its
 * schema's.
 */
export const PARAM_MAX_CHARS = 65_536;

/** The top-level fields allowed longer: a whole file of text (goods!import's CSV). */
export const PARAM_MAX_CHARS_OF: Readonly<Record<string, number>> = { csv: LISTING_CSV_LIMITS.maxChars };

/** The most characters `field` may hold before its schema reads it. */
export function paramMaxChars(field: string): number {
  return PARAM_MAX_CHARS_OF[field] ?? PARAM_MAX_CHARS;
}

// U+0000 (PostgreSQL text cannot hold it) and UTF-16 halves without their other half (they cannot
// be encoded as UTF-8 at all; node-postgres would silently store U+FFFD instead).
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * No JSON body nests deeper than this: the deepest any route takes is a good's SKUs' attributes
 * (body → skus → a SKU → attributes → one), and walking a body thousands of levels deep, which
 * JSON.parse accepts, would overflow the stack (a 500, found by fuzzing, issue 22).
 */
export const PARAM_MAX_DEPTH = 32;

/**
 * The refusal for the first parameter, at any depth of a JSON body, whose name or text cannot be
 * stored or is longer than any field takes, or that nests too deep; undefined when every one is fine.
 */
export function refuseHostileText(value: unknown, field = 'params', depth = 0): AppError | undefined {
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) return new AppError('COMMON_PARAM_INVALID', { field });
    const max = paramMaxChars(field);
    if (value.length > max) return new AppError('COMMON_PARAM_TOO_LONG', { field, max });
    return undefined;
  }
  if (!value || typeof value !== 'object') return undefined;
  if (depth >= PARAM_MAX_DEPTH) return new AppError('COMMON_PARAM_INVALID', { field });
  for (const [key, inner] of Object.entries(value as Params)) {
    const name = field === 'params' ? key : `${field}.${key}`;
    const refusal =
      UNSTORABLE.test(key) || key.length > 200
        ? new AppError('COMMON_PARAM_INVALID', { field: 'params' })
        : refuseHostileText(inner, name, depth + 1);
    if (refusal) return refusal;
  }
  return undefined;
}

/** One raw parameter from wherever the client put it, before validation. */
export function rawParam(request: FastifyRequest, name: string): string | undefined {
  // Once merged, the input holds the query's fields too: no second flattening of the query.
  const value = request.input ? request.input[name] : flatten(request.query)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Existing clients send POST parameters in the query string with no body (contract §2.2); others
 * send a form or JSON body. Every `.action` route reads one merged params object.
 */
export const paramsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(formbody);
  // An empty JSON body is "no parameters", not an error; malformed JSON is a parameter error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new AppError('COMMON_PARAM_INVALID', { field: 'body' }), undefined);
    }
  });
  app.decorateRequest('input', null as unknown as Params);
  app.addHook('preValidation', async (request: FastifyRequest) => {
    // A JSON body's arrays are meant (evaluation!addList's list of reviews); only the query and
    // form fields repeat by accident.
    const json = request.headers['content-type']?.includes('application/json') ?? false;
    const body = request.body;
    const fromBody =
      json && body && typeof body === 'object' && !Array.isArray(body) ? (body as Params) : flatten(body);
    request.input = { ...flatten(request.query), ...fromBody };
    // Refused at the edge, before any query runs: every string of the query, the form and the JSON
    // body, including the repeated values that flatten() drops. (Multipart fields are read by the
    // upload route, which checks them the same way.)
    const refusal = refuseHostileText(request.query) ?? refuseHostileText(body);
    if (refusal) throw refusal;
  });
});
