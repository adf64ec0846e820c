import type { z } from 'zod';
import type { OperatorRole } from './admin/shapes.js';

// An endpoint, written once: its name, the API family it lives in, who may call it, its params and
// its reply. The server registers it (apps/server plugins/actions.ts defineAction) and the web calls
// it (apps/web lib/api-client.ts callEndpoint), so neither writes a request or reply type of its own.

/** Who may call an endpoint: anyone; anyone, with the user when logged in; a user; a seller; operators of these roles. */
export type EndpointAccess = 'none' | 'optional' | 'user' | 'seller' | { operator: readonly OperatorRole[] };

/** The API family: `/api/…` (also `/wap/api/…`), `/seller/…` (also `/wap/seller/…`) or `/admin/…`. */
export type EndpointScope = 'api' | 'seller' | 'admin';

export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends EndpointAccess = EndpointAccess,
> {
  /** `<entity>!<action>`, e.g. `wallet!getUsdt`. */
  name: string;
  scope: EndpointScope;
  /**
   * What follows the name in the path: `.action` (contract §1.0), or nothing for the few names the
   * existing clients call without it (the notification centre's `notification!message.pagelist`…).
   */
  suffix: '.action' | '';
  access: A;
  params: P;
  reply: R;
  /** The methods existing clients use (contract §1.0); our web client uses the first. */
  methods: readonly ('GET' | 'POST')[];
  /**
   * How our web client sends the params: in the query (as every existing client does), as JSON, or
   * as a multipart form with a file (uploads).
   */
  body: 'query' | 'json' | 'multipart';
}

/**
 * Defines an endpoint; `scope` defaults to `api`, `suffix` to `.action`, `methods` to POST and GET,
 * `body` to the query.
 */
export function endpoint<P extends z.ZodType, R extends z.ZodType, A extends EndpointAccess>(def: {
  name: string;
  scope?: EndpointScope;
  suffix?: '.action' | '';
  access: A;
  params: P;
  reply: R;
  methods?: readonly ('GET' | 'POST')[];
  body?: 'query' | 'json' | 'multipart';
}): Endpoint<P, R, A> {
  return { ...ENDPOINT_DEFAULTS, ...def };
}

/** What an endpoint is unless its definition says otherwise (the routes' specs leave them out too). */
const ENDPOINT_DEFAULTS = {
  scope: 'api',
  suffix: '.action',
  methods: ['POST', 'GET'],
  body: 'query',
} as const satisfies Pick<Endpoint, 'scope' | 'suffix' | 'methods' | 'body'>;

/** Every endpoint in a family of endpoints (`xxxEndpoints`, nested groups included). */
export function endpointsIn(group: unknown): Endpoint[] {
  if (!group || typeof group !== 'object') return [];
  if ('name' in group && 'params' in group && 'reply' in group) return [group as Endpoint];
  return Object.values(group).flatMap(endpointsIn);
}

/** An endpoint's path in its family, before any mobile base: `/api/wallet!getUsdt.action`. */
export function endpointPath(e: Pick<Endpoint, 'scope' | 'name' | 'suffix'>): string {
  return `/${e.scope}/${e.name}${e.suffix}`;
}

type In<E extends Endpoint> = z.input<E['params']>;
type Out<E extends Endpoint> = z.output<E['params']>;
/** A parsed value as it may travel: lists and records the server parses out of a text, as that text. */
type Wire<T> = T extends string | number | boolean | null | undefined ? T : T | string;

/**
 * What a caller sends: the params schema's input, where a field the server pre-processes (and so
 * takes as `unknown`) is typed by what it becomes (a coin is 'ETH' | 'BTC', not anything), or by
 * the text it is parsed from (`orderInfo`'s comma-separated triples).
 */
export type EndpointParams<E extends Endpoint> = {
  [K in keyof In<E>]: unknown extends In<E>[K]
    ? K extends keyof Out<E>
      ? Wire<Out<E>[K]> | undefined
      : In<E>[K]
    : In<E>[K];
};
/** What the endpoint answers in `data`. */
export type EndpointReply<E extends Endpoint> = z.output<E['reply']>;

declare const ENDPOINT: unique symbol;

/**
 * What a client needs to call an endpoint, without its schemas: the storefront's first screens call
 * a dozen endpoints, and the schemas (zod with them) would be a tenth of their script. The
 * endpoint's type rides along, so a call is typed by its params and reply all the same. Every
 * endpoint is one: `callEndpoint` takes either.
 */
export interface EndpointRoute<E extends Endpoint = Endpoint> extends Pick<
  Endpoint,
  'name' | 'scope' | 'suffix' | 'methods' | 'body'
> {
  readonly [ENDPOINT]?: E;
}

/** A family of endpoints (nested groups included) as routes. */
export type RoutesOf<T> = {
  readonly [K in keyof T]: T[K] extends Endpoint ? EndpointRoute<T[K]> : RoutesOf<T[K]>;
};

/** An endpoint's route as a family's `routes.ts` writes it: its name alone where the rest is `endpoint()`'s default. */
export type RouteSpec =
  | string
  | readonly [
      name: string,
      scope: EndpointScope,
      suffix: '.action' | '',
      methods: Endpoint['methods'],
      body: Endpoint['body'],
    ];
interface RouteSpecs {
  readonly [key: string]: RouteSpec | RouteSpecs;
}

/** The routes of a family of endpoints from their specs (a family's `routes.ts`, written by `npm run routes`). */
export function endpointRoutes<T>(specs: RouteSpecs): RoutesOf<T> {
  const routes: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(specs)) {
    if (typeof spec === 'string') {
      routes[key] = { name: spec, ...ENDPOINT_DEFAULTS };
    } else if (isRouteTuple(spec)) {
      const [name, scope, suffix, methods, body] = spec;
      routes[key] = { name, scope, suffix, methods, body };
    } else {
      routes[key] = endpointRoutes(spec);
    }
  }
  return routes as RoutesOf<T>;
}

function isRouteTuple(spec: RouteSpec | RouteSpecs): spec is Exclude<RouteSpec, string> {
  return Array.isArray(spec);
}
