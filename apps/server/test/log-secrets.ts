import type { FastifyInstance } from 'fastify';

// Parameters whose values must never reach a log line: credentials, session tokens and the bank
// details of withdrawals (DESIGN.md §6, issue 14).
const SECRET_FIELDS =
  /^(token|password|re_password|old_password|comfirm_password|safeword|re_safeword|old_safeword|verifcode|bankUserName|bankCardNo|bankAddress|routingNum|swiftCode)$/;
const PASSWORD_HASH = /\$argon2(id|i|d)\$/;
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Watches one test app: remembers every secret parameter a request sent and every token a reply
 * issued, so that after the file's tests its whole log can be searched for them.
 */
export function watchSecrets(app: FastifyInstance): { leaks(logs: string[]): string[] } {
  const secrets = new Set<string>();
  app.addHook('preHandler', async (request) => {
    for (const [key, value] of Object.entries(request.input ?? {})) {
      if (SECRET_FIELDS.test(key) && typeof value === 'string' && value.trim().length >= 6)
        secrets.add(value);
    }
  });
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (typeof payload === 'string') {
      for (const match of payload.matchAll(/"token":"([^"]{16,})"/g)) if (match[1]) secrets.add(match[1]);
    }
    return payload;
  });
  return {
    leaks(logs) {
      const found: string[] = [];
      const text = logs.join('\n');
      if (PASSWORD_HASH.test(text)) found.push('a password hash');
      for (const secret of secrets) {
        // Whole values only: "123456" inside a timestamp is not a fund password.
        if (new RegExp(`(?<![\\w$])${escape(secret)}(?![\\w$])`).test(text)) found.push(`"${secret}"`);
      }
      return found;
    },
  };
}
