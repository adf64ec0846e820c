import * as contract from '@caravan/contract';
import { endpointPath, type Endpoint, type EndpointRoute } from '@caravan/contract';
import { describe, expect, it } from 'vitest';
import { replySchemaOf } from './reply-schemas';

// A call by route is checked against the reply schema of the endpoint at its path: no two
// endpoints may share a path with different replies.

function pairs(endpoints: object, routes: object): [Endpoint, EndpointRoute][] {
  if ('reply' in endpoints) return [[endpoints as Endpoint, routes as EndpointRoute]];
  return Object.entries(endpoints).flatMap(([key, inner]) =>
    pairs(inner as object, (routes as Record<string, object>)[key] ?? {}),
  );
}

describe('reply schemas of routes', () => {
  const all = Object.entries(contract)
    .filter(([name]) => name.endsWith('Endpoints'))
    .flatMap(([name, family]) =>
      pairs(
        family as object,
        (contract as Record<string, unknown> as Record<string, object>)[
          name.replace(/Endpoints$/, 'Routes')
        ] ?? {},
      ),
    );

  it("finds every endpoint's own reply schema from its route", () => {
    expect(all.length).toBeGreaterThan(200);
    for (const [endpoint, route] of all) {
      expect(replySchemaOf(route), endpointPath(endpoint)).toBe(endpoint.reply);
    }
  });

  it('refuses a path no endpoint has', () => {
    expect(() =>
      replySchemaOf({
        name: 'nothing!here',
        scope: 'api',
        suffix: '.action',
        methods: ['GET'],
        body: 'query',
      }),
    ).toThrow('No endpoint at /api/nothing!here.action');
  });
});
