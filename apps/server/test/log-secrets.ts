import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

// Parameters whose values must never reach a log line: credentials, session tokens and the bank
// details of withdrawals (DESIGN.md §6, issue 14).
const SECRET_FIELDS =
  /^(token|session_token|password|re_password|old_password|comfirm_password|confirm_password|safeword|re_safeword|old_safeword|verifcode|bankUserName|bankAddress|routingNum|swiftCode|bankCardNo|cardNo|card_no)$/;
// Of those, the ones no reply and no database row may hold either (issue 22): passwords and fund
// passwords are stored hashed, a bank card by its last four digits. (The account holder's name and
// bank are shown back to their owner and to finance.)
const CREDENTIAL_FIELDS =
  /^(password|re_password|old_password|comfirm_password|confirm_password|safeword|re_safeword|old_safeword)$/;
const CARD_FIELDS = /^(bankCardNo|cardNo|card_no)$/;
// A bank withdrawal's account number or IBAN (sent as bankCardNo to withdraw!apply) is where the
// money is paid: kept whole in withdrawals.account_number and shown by the audited
// withdrawals!bankDetails only (ADR 029); never in a log line, any other reply or any other column.
const PAYOUT_REQUEST = /\/withdraw!apply\.action/;
const PAYOUT_REVEAL = /\/withdrawals!bankDetails\.action/;
const PAYOUT_COLUMN = 'account_number';
const PAYOUT_TABLE = 'public.withdrawals';
// Tokens a reply issues: a session's, or a one-time form's (recharge_open, withdraw_open).
const ISSUED_TOKEN = /"(?:token|session_token)":"([^"]{16,})"/g;
const PASSWORD_HASH = /\$argon2(id|i|d)\$/;
// Characters that continue a value: "123456" inside "a123456" or "1234567" is another value.
const WORD = /[\w$]/;
const DIGIT = /\d/;

/**
 * Whether `value` occurs in `text` as a whole value: "123456" inside a timestamp, an order number
 * or the amount 123456.50 is not a fund password.
 */
function occursWhole(text: string, value: string): boolean {
  for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + 1)) {
    const before = text[at - 1] ?? '';
    const after = text[at + value.length] ?? '';
    if (WORD.test(before) || WORD.test(after)) continue;
    if (before === '.' && DIGIT.test(text[at - 2] ?? '')) continue;
    if (after === '.' && DIGIT.test(text[at + value.length + 1] ?? '')) continue;
    return true;
  }
  return false;
}

const RUNS = /[\w$]+/g;
const NOT_WORD = /[^\w$]+/;
/** The longest run of word characters in `value`, or '' when it has none. */
function longestRun(value: string): string {
  let longest = '';
  for (const [run] of value.matchAll(RUNS)) if (run.length > longest.length) longest = run;
  return longest;
}

/**
 * Values to look for; a value known to be no secret (see `ordinary`) is never added. A whole
 * occurrence of a value has each of its runs of word characters as a whole run of the text, so
 * the values are indexed by their longest run and a text is read once, whatever their number (a
 * fuzzing file sends a thousand passwords and fifty thousand requests).
 */
class SecretSet {
  private readonly byRun = new Map<string, Set<string>>();
  private size = 0;
  constructor(private readonly ordinary: ReadonlySet<string>) {}
  add(value: string): void {
    if (this.ordinary.has(value)) return;
    const run = longestRun(value);
    const bucket = this.byRun.get(run) ?? new Set<string>();
    if (bucket.has(value)) return;
    bucket.add(value);
    this.byRun.set(run, bucket);
    this.size++;
  }
  delete(value: string): void {
    if (this.byRun.get(longestRun(value))?.delete(value)) this.size--;
  }
  /** The secrets that occur whole in `text`. */
  in(text: string): string[] {
    const found = new Set<string>();
    const check = (values: Iterable<string> | undefined) => {
      for (const value of values ?? []) if (occursWhole(text, value)) found.add(value);
    };
    if (this.size <= 16) {
      // A few values: one search each is quicker than reading the text's runs.
      for (const bucket of this.byRun.values()) check(bucket);
    } else {
      check(this.byRun.get(''));
      for (const run of new Set(text.split(NOT_WORD))) check(this.byRun.get(run));
    }
    return [...found];
  }
}

/** Shows a secret in a failure message without repeating it whole. */
const hint = (secret: string) => `"${secret.slice(0, 4)}…" (${secret.length} chars)`;

export interface SecretWatch {
  /** What the app's log lines hold of the secrets its requests sent and its replies issued. */
  leaks(logs: string[]): string[];
  /**
   * What the database holds of them: a session or form token (stored as SHA-256 hashes), a
   * password or fund password (argon2 hashes), a full card number (last four digits only).
   */
  databaseLeaks(pool: pg.Pool): Promise<string[]>;
}

/**
 * Watches one test app: remembers every secret parameter a request sent and every token a reply
 * issued, so that after the file's tests its whole log and its database can be searched for them;
 * and searches every reply as it is sent. A reply may carry the token it issues (a login), never
 * a token issued before, a password hash, a password, a fund password or a full card number
 * (unless the same value was also sent as an ordinary parameter).
 */
export function watchSecrets(app: FastifyInstance): SecretWatch {
  // Everything a log line must not hold; the subsets a reply or a row must not hold.
  // A value sent in an ordinary parameter too (a fuzzer's 9007199254740991 as a password and as a
  // price) may well be logged, come back or be stored: it is no secret.
  const ordinary = new Set<string>();
  const logged = new SecretSet(ordinary);
  // Tokens issued, passwords, fund passwords and card numbers sent: never in a reply or a row.
  const kept = new SecretSet(ordinary);
  // Withdrawals' account numbers: kept in their one column, shown in their one reply.
  const payout = new SecretSet(ordinary);
  const replyLeaks: string[] = [];

  const remember = (input: Record<string, unknown> | null | undefined, url: string) => {
    for (const [key, value] of Object.entries(input ?? {})) {
      if (!SECRET_FIELDS.test(key) && (typeof value === 'string' || typeof value === 'number')) {
        const text = String(value);
        if (!ordinary.has(text)) {
          ordinary.add(text);
          for (const set of [logged, kept, payout]) set.delete(text);
        }
      }
      if (!SECRET_FIELDS.test(key) || typeof value !== 'string' || value.trim().length < 6) continue;
      logged.add(value);
      if (CREDENTIAL_FIELDS.test(key)) kept.add(value);
      if (CARD_FIELDS.test(key)) {
        // As sent, and as stored if it were: digits only (the contract drops spaces and dashes).
        const digits = value.replace(/[\s-]/g, '');
        const account = value.replace(/[\s.-]/g, '').toUpperCase();
        if (PAYOUT_REQUEST.test(url) && /^[A-Z0-9]{6,}$/.test(account)) {
          payout.add(account);
          logged.add(account);
        } else if (/^\d{8,}$/.test(digits)) {
          kept.add(digits);
          logged.add(digits);
        }
      }
    }
  };

  // At onSend the request's input is known even when its validation failed (no preHandler ran).
  app.addHook('onSend', async (request, _reply, payload) => {
    remember(request.input, request.url);
    if (typeof payload !== 'string') return payload;
    const found = kept.in(payload).map(hint);
    if (!PAYOUT_REVEAL.test(request.url)) found.push(...payout.in(payload).map(hint));
    if (PASSWORD_HASH.test(payload)) found.push('a password hash');
    if (found.length > 0)
      replyLeaks.push(`${found.join(', ')} in the reply to ${request.method} ${request.url.split('?')[0]}`);
    for (const match of payload.matchAll(ISSUED_TOKEN)) {
      if (match[1]) {
        kept.add(match[1]);
        logged.add(match[1]);
      }
    }
    return payload;
  });

  return {
    leaks(logs) {
      const found: string[] = [...replyLeaks];
      const text = logs.join('\n');
      if (PASSWORD_HASH.test(text)) found.push('a password hash in the log');
      for (const secret of logged.in(text)) found.push(`${hint(secret)} in the log`);
      return found;
    },
    async databaseLeaks(pool) {
      const { rows: tables } = await pool.query<{ name: string }>(
        `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
      );
      if (tables.length === 0) return [];
      // Every row of every table as JSON, in one round trip.
      const { rows } = await pool.query<{ name: string; rows: string | null; others: string | null }>(
        tables
          .map(
            ({ name }) =>
              `select '${name}' as name, (select json_agg(t)::text from ${name} t) as rows, ` +
              `(select json_agg(to_jsonb(t) - '${PAYOUT_COLUMN}')::text from ${name} t) as others`,
          )
          .join(' union all '),
      );
      const found: string[] = [];
      for (const { name, rows: text, others } of rows) {
        for (const secret of text ? kept.in(text) : []) found.push(`${hint(secret)} in the table ${name}`);
        const outside = name === PAYOUT_TABLE ? others : text;
        for (const secret of outside ? payout.in(outside) : [])
          found.push(`${hint(secret)} in the table ${name}`);
      }
      return found;
    },
  };
}
