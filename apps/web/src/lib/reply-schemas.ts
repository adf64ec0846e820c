import type { z } from 'zod';
import * as contract from '@caravan/contract';
import { endpointPath, endpointsIn, type EndpointRoute } from '@caravan/contract';

// The reply schema of an endpoint called by its route, for the reply checks of development and
// tests (api-client.ts): the whole contract, loaded only where replies are checked.

let byPath: Map<string, z.ZodType> | undefined;

/** The reply schema of the endpoint at the route's path. */
export function replySchemaOf(route: EndpointRoute): z.ZodType {
  if (!byPath) {
    byPath = new Map(
      Object.entries(contract)
        .filter(([name]) => name.endsWith('Endpoints'))
        .flatMap(([, family]) => endpointsIn(family))
        .map((endpoint) => [endpointPath(endpoint), endpoint.reply]),
    );
  }
  const schema = byPath.get(endpointPath(route));
  if (!schema) throw new Error(`No endpoint at ${endpointPath(route)}`);
  return schema;
}
