// Parameters whose values never reach a log line (DESIGN.md §6).
const SECRET_PARAMS =
  /^(token|password|re_password|old_password|comfirm_password|confirm_password|safeword|re_safeword|old_safeword|session_token|verifcode|code|bankCardNo|cardNo|card_no)$/i;

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
];
