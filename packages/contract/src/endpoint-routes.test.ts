import { describe, expect, it } from 'vitest';
import { endpointRoutes, type Endpoint } from './endpoint.js';
import * as contract from './index.js';

// The routes are written from the endpoints (`npm run routes`, a routes.ts beside each family's
// endpoints); a new or changed endpoint whose route was not written again fails here.

// Every `xxxRoutes` the contract exports (endpointRoutes is the function that builds them).
const routes = Object.fromEntries(
  Object.entries(contract).filter(([name]) => name.endsWith('Routes') && name !== 'endpointRoutes'),
);

function routeOf(value: object): unknown {
  if ('reply' in value) {
    const { name, scope, suffix, methods, body } = value as Endpoint;
    return { name, scope, suffix, methods, body };
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, routeOf(inner as object)]));
}

describe('endpoint routes', () => {
  const families = Object.entries(contract).filter(([name]) => name.endsWith('Endpoints'));

  it('has every family of endpoints', () => {
    expect(families.length).toBeGreaterThan(10);
    expect(Object.keys(routes).sort()).toEqual(
      families.map(([name]) => name.replace(/Endpoints$/, 'Routes')).sort(),
    );
  });

  it.each(families)('%s: every endpoint has its route, as the endpoint defines it', (name, family) => {
    const written = (routes as Record<string, unknown>)[name.replace(/Endpoints$/, 'Routes')];
    expect(written, 'run `npm run routes`').toEqual(routeOf(family as object));
  });

  it("fills in endpoint()'s defaults where a route gives its name alone", () => {
    const built = endpointRoutes<{ a: Endpoint; g: { b: Endpoint } }>({
      a: 'x!y',
      g: { b: ['p!q', 'seller', '', ['GET'], 'json'] },
    });
    expect(built).toEqual({
      a: { name: 'x!y', scope: 'api', suffix: '.action', methods: ['POST', 'GET'], body: 'query' },
      g: { b: { name: 'p!q', scope: 'seller', suffix: '', methods: ['GET'], body: 'json' } },
    });
  });
});
