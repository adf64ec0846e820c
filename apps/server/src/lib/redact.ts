// What a request's log line says of its address: the path and the names of its parameters, never
// a value (issue 50). The web app sends most writes with their values in the query string (as the
// existing clients do), so a value may be anything a user typed: an identity number, a withdrawal
// address, a bank's name, a chat message, an e-mail address. Only the parameters that say which
// page, which record or which language keep their value, and only while it looks like one: an id,
// a page number, a language code.
const PLAIN_PARAMS = new Set(['lang', 'tz', 'loginType', 'pageNum', 'pageSize', 'page_no', 'page_size']);
/** `id`, `orderId`, `sellerGoodsId`, `message_id`, `partyid`: names of record ids. */
const ID_PARAM = /^(?:id|[a-z][A-Za-z]*Id|[a-z]+_id|partyid|chatid)$/;
/** What an id, a page number or a language code looks like (several ids may be comma-joined). */
const PLAIN_VALUE = /^[\w.,/-]{1,80}$/;
/** A parameter name as the clients send them; anything else is shown as "?". */
const PARAM_NAME = /^[\w.[\]-]{1,40}$/;
const MAX_PARAMS = 30;
const MAX_PATH = 200;

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * A request's address as its log line shows it: the path, then each parameter's name, with its
 * value only for an id, a page number or the language, and only while the value looks like one
 * (`/api/order!pay.action?orderId=42&safeword&token&lang=en`).
 */
export function logUrl(url: string): string {
  const q = url.indexOf('?');
  const rawPath = q < 0 ? url : url.slice(0, q);
  const path = rawPath.length > MAX_PATH ? `${rawPath.slice(0, MAX_PATH)}…` : rawPath;
  if (q < 0) return path;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean);
  const shown = pairs.slice(0, MAX_PARAMS).map((pair) => {
    const eq = pair.indexOf('=');
    const name = decode(eq < 0 ? pair : pair.slice(0, eq));
    if (!PARAM_NAME.test(name)) return '?';
    if (eq < 0) return name;
    const value = decode(pair.slice(eq + 1));
    const plain = (PLAIN_PARAMS.has(name) || ID_PARAM.test(name)) && PLAIN_VALUE.test(value);
    return plain ? `${name}=${value}` : name;
  });
  if (pairs.length > MAX_PARAMS) shown.push(`…${pairs.length - MAX_PARAMS} more`);
  return `${path}?${shown.join('&')}`;
}

/** pino redact paths: headers and any secret field that appears in a logged body or object. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  // Plugins that log their options at trace level (@fastify/multipart's busboy options).
  '*.headers.authorization',
  '*.headers.cookie',
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

const EMAIL_ADDRESS = /[^\s<>"'@,;:]+@[^\s<>"'@,;:]+\.[a-z]{2,}/gi;

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
  // An error may quote an e-mail address (a mail server's refusal names the recipient).
  message = message.replace(EMAIL_ADDRESS, '[e-mail]');
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
