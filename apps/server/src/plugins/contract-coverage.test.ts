// Every action the contract document names (packages/contract contract-actions.ts, itself held to
// the document) answers at each of its paths (its /wap twin too) by every method the document gives
// it, as the old clients send it — POST with the parameters in the query string and no body, or GET
// — in the envelope, never with HTTP 404, which an old client shows as a broken page; from a
// visitor, and from a seller's session (a seller is a user too), which gets past every login check.
import { CONTRACT_ACTIONS, contractActionPaths, type ContractMethod } from '@caravan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.js';
import { orderShop } from '../../test/order-fixtures.js';

// Limits off: a limited request answers the envelope too, but would not reach the action.
const t = useTestApp({ rateLimitPerMinute: 0 });

/** Each path and method to call; the `promote!*` family by one of its (unnamed) actions. */
const calls: [ContractMethod, string][] = CONTRACT_ACTIONS.flatMap((action) =>
  contractActionPaths(action.path.replace(/\*$/, 'teamList.action')).flatMap((path) =>
    action.methods.map((method): [ContractMethod, string] => [method, path]),
  ),
);

let sellerToken = '';
beforeAll(async () => {
  sellerToken = (await orderShop(t)).token;
});

/** What is wrong with the answer to one call, or undefined when it is the envelope. */
async function problemOf(method: ContractMethod, path: string, token?: string): Promise<string | undefined> {
  const query = new URLSearchParams({ lang: 'en', ...(token ? { token } : {}) }).toString();
  const res = await t.app.inject({ method, url: `${path}?${query}` });
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${method} ${path}: HTTP ${res.statusCode}, not JSON`;
  }
  const { code, msg } = (body ?? {}) as { code?: unknown; msg?: unknown };
  if (
    res.statusCode === 404 ||
    res.statusCode >= 500 ||
    typeof code !== 'string' ||
    typeof msg !== 'string'
  ) {
    return `${method} ${path}: HTTP ${res.statusCode} ${JSON.stringify(body).slice(0, 120)}`;
  }
  return undefined;
}

describe('the contract’s actions', () => {
  it('are many: the list is the document’s, not a sample', () => {
    expect(CONTRACT_ACTIONS.length).toBeGreaterThan(200);
    expect(calls.length).toBeGreaterThan(400);
  });

  it('answer a visitor in the envelope at every path and method, never HTTP 404', async () => {
    const problems: string[] = [];
    for (const [method, path] of calls) {
      const problem = await problemOf(method, path);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });

  it('answer a logged-in seller in the envelope too, past the login checks', async () => {
    const problems: string[] = [];
    // Logging out would end the session the rest are sent with (a visitor's call above covers it).
    for (const [method, path] of calls.filter(([, p]) => !p.includes('user!logout'))) {
      const problem = await problemOf(method, path, sellerToken);
      if (problem) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });
});
