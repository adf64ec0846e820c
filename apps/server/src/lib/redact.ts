// Parameters whose values never reach a log line (DESIGN.md §6).
const SECRET_PARAMS =
  /^(token|password|re_password|old_password|comfirm_password|confirm_password|safeword|re_safeword|old_safeword|session_token|verifcode|code|bankCardNo|cardNo|card_no|bankUserName|bankAddress|routingNum|swiftCode)$/i;

/** Replaces the values of secret query parameters in a URL with "[redacted]". */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = key;
      try {
        decoded = decodeURIComponent(key);
      } catch {
        // keep the raw key
      }
      return eq >= 0 && SECRET_PARAMS.test(decoded) ? `${key}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

/** pino redact paths: headers and any secret field that appears in a logged body or object. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.token',
  '*.password',
  '*.safeword',
  'token',
  'password',
  '*.bankCardNo',
  '*.cardNo',
  '*.bankUserName',
  '*.bankAddress',
  '*.routingNum',
];

// What a database error may say about itself: never `detail` or `where`, which quote row values.
const DATABASE_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

/**
 * An error as the log shows it: its type, message and stack frames, and for a database error its
 * code, constraint and the failed statement's text, never its bound values. (drizzle's message
 * appends the parameters: password hashes, bank details; PostgreSQL's messages and details quote
 * the offending values.) Causes are followed a few levels down.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a non-Error value was thrown' };
  const fields = error as unknown as Record<string, unknown>;
  const isDatabaseError = typeof fields.severity === 'string' && typeof fields.code === 'string';
  let message = error.message;
  const out: Record<string, unknown> = { type: error.constructor.name };
  if (typeof fields.query === 'string') {
    out.query = fields.query;
    message = `Failed query: ${fields.query}`;
  } else if (isDatabaseError) {
    // "invalid input syntax for type uuid: \"…\"": what follows the first colon is the value.
    message = message.replace(/: [\s\S]*$/, '');
  }
  out.message = message;
  if (isDatabaseError || fields.query !== undefined) {
    for (const key of DATABASE_FIELDS) if (typeof fields[key] === 'string') out[key] = fields[key];
  } else if (typeof fields.code === 'string') {
    out.code = fields.code;
  }
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  out.stack = [`${error.name}: ${message}`, ...frames].join('\n');
  if (error.cause !== undefined && depth < 4) out.cause = serializeError(error.cause, depth + 1);
  return out;
}
