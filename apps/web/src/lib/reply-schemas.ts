import type { z } from 'zod';
import * as contract from '@caravan/contract';
import { endpointPath, type Endpoint, type EndpointRoute } from '@caravan/contract';

// The reply schema of an endpoint called by its route, for the reply checks of development and
// tests (api-client.ts): the whole contract, loaded only where replies are checked.

let byPath: Map<string, z.ZodType> | undefined;

function collect(value: object, into: Map<string, z.ZodType>): void {
  if ('reply' in value) {
    const endpoint = value as Endpoint;
    into.set(endpointPath(endpoint), endpoint.reply);
    return;
  }
  for (const inner of Object.values(value)) collect(inner as object, into);
}

/** The reply schema of the endpoint at the route's path. */
export function replySchemaOf(route: EndpointRoute): z.ZodType {
  if (!byPath) {
    byPath = new Map();
    for (const [name, family] of Object.entries(contract)) {
      if (name.endsWith('Endpoints')) collect(family as object, byPath);
    }
  }
  const schema = byPath.get(endpointPath(route));
  if (!schema) throw new Error(`No endpoint at ${endpointPath(route)}`);
  return schema;
}
