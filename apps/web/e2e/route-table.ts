import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReactElement, ReactNode } from 'react';
import { createRoutesFromChildren, type RouteObject } from 'react-router';
import { createServer } from 'vite';

// The route sweep's list of pages, read from the web app's own route tables (the functions that
// hold each front end's <Route> tree) through Vite's module loader, so a route added to a table is
// swept without this file or the sweep changing.

/** Where each front end's table is mounted: app.tsx's routes, and the mobile site's seller panel. */
export const FRONT_ENDS = [
  { name: 'storefront', base: '', module: 'src/app/routes/storefront-routes.tsx', table: 'storefrontRoutes' },
  { name: 'wap', base: '/wap', module: 'src/app/routes/wap-routes.tsx', table: 'wapRoutes' },
  { name: 'seller', base: '/seller', module: 'src/seller/seller-routes.tsx', table: 'sellerRoutes' },
  {
    name: 'wap-seller',
    base: '/wap/seller',
    module: 'src/seller/seller-routes.tsx',
    table: 'sellerRoutes',
  },
  { name: 'admin', base: '/admin', module: 'src/admin/admin-routes.tsx', table: 'adminRoutes' },
  {
    name: 'promote',
    base: '/promote',
    module: 'src/features/promote/promote-routes.tsx',
    table: 'promoteRoutes',
  },
] as const;

export type FrontEndName = (typeof FRONT_ENDS)[number]['name'];

/** One page of a table: its pattern (with `:params` and a final `*` for "any other address"). */
export type TableRoute = {
  front: FrontEndName;
  /** The full pattern, e.g. /admin/users/:id, /wap/userInfo/setup, /promote/*. */
  pattern: string;
  /** The console area guarding it (AreaGate's `area`), for the operator role to sweep it as. */
  area?: string;
};

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function areaOf(route: RouteObject): string | undefined {
  const element = route.element as ReactElement<{ area?: unknown }> | null | undefined;
  const area = element?.props?.area;
  return typeof area === 'string' ? area : undefined;
}

/** Every leaf of a table with its full pattern; the first of two alike patterns wins, as in the router. */
function leaves(
  routes: RouteObject[],
  base: string,
  area: string | undefined,
  out: Map<string, string | undefined>,
) {
  for (const route of routes) {
    const own = route.index ? base : route.path ? `${base}/${route.path}` : base;
    const guarded = areaOf(route) ?? area;
    if (route.children?.length) leaves(route.children, own, guarded, out);
    else if (!out.has(own || '/')) out.set(own || '/', guarded);
  }
}

/**
 * Every route of every front end. A splat other than the tables' own "any other address" (`*`)
 * mounts another table: it must be one of FRONT_ENDS, or the sweep would miss its pages.
 */
export async function tableRoutes(): Promise<TableRoute[]> {
  const vite = await createServer({
    root: webRoot,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const found: TableRoute[] = [];
    for (const front of FRONT_ENDS) {
      const module = (await vite.ssrLoadModule(`/${front.module}`)) as Record<string, () => ReactNode>;
      const table = module[front.table];
      if (typeof table !== 'function') throw new Error(`${front.module} exports no ${front.table}()`);
      const out = new Map<string, string | undefined>();
      leaves(createRoutesFromChildren(table()), front.base, undefined, out);
      for (const [pattern, area] of out) {
        if (pattern.endsWith('/*') && pattern !== `${front.base}/*`) {
          const mount = pattern.slice(0, -2);
          if (!FRONT_ENDS.some((f) => f.base === mount)) {
            throw new Error(`${pattern} mounts a route table the sweep does not know: add it to FRONT_ENDS`);
          }
          continue;
        }
        found.push({ front: front.name, pattern, ...(area ? { area } : {}) });
      }
    }
    return found;
  } finally {
    await vite.close();
  }
}
