import { catalogAdminEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.js';
import { serveEndpoint } from '../../../plugins/actions.js';
import { auditContext } from '../../audit/index.js';
import { createBanner, deleteBanner, listBanners, updateBanner } from './banners.service.js';
import { categoryTree, createCategory, deleteCategory, updateCategory } from './categories.service.js';
import { createGoods, getGoods, listGoods, setGoodsShelf, updateGoods } from './goods.service.js';

/** Runs a catalogue change, then lets the public caches start afresh (the storefront sees it at once). */
async function changing<T>(deps: AppDeps, change: Promise<T>): Promise<T> {
  const result = await change;
  await deps.catalogChanged();
  return result;
}

/**
 * Catalogue management in the operator console (operations and super admin): system goods with
 * SKUs and translations, the two-level category tree, and home-page banners. Every change is audited.
 */
export function registerCatalogConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const base = { tag: 'catalog-admin' } as const;

  serveEndpoint(app, deps, catalogAdminEndpoints.goods, {
    ...base,
    summary: 'System goods: search by name (any language) or id, filter by category and shelf state',
    handler: ({ input, lang, deps: d }) => listGoods(d.db, lang, input, input),
  });

  serveEndpoint(app, deps, catalogAdminEndpoints.good, {
    ...base,
    summary: 'One system good with its translations, SKUs and images',
    handler: ({ input, lang, deps: d }) => getGoods(d.db, lang, input.id),
  });

  serveEndpoint(app, deps, catalogAdminEndpoints.createGood, {
    ...base,
    summary: 'Create a system good (JSON body: translations, images, skus); audited',
    handler: ({ actor, input, lang, request, deps: d }) =>
      changing(d, createGoods(d.db, lang, input, auditContext(actor, request, d))),
  });

  serveEndpoint(app, deps, catalogAdminEndpoints.updateGood, {
    ...base,
    summary: 'Replace a system good’s fields, translations and SKUs; audited',
    handler: ({ actor, input, lang, request, deps: d }) =>
      changing(d, updateGoods(d.db, lang, input, auditContext(actor, request, d))),
  });

  serveEndpoint(app, deps, catalogAdminEndpoints.shelfGood, {
    ...base,
    summary: 'Put a system good on (1) or off (0) the shelf; off the shelf it leaves every store; audited',
    handler: ({ actor, input, lang, request, deps: d }) =>
      changing(d, setGoodsShelf(d.db, lang, input, auditContext(actor, request, d))),
  });

  serveEndpoint(app, deps, catalogAdminEndpoints.categoryTree, {
    ...base,
    summary: 'The two-level category tree with every translation, hidden categories included',
    handler: ({ deps: d }) => categoryTree(d.db),
  });

  serveEndpoint(app, deps, catalogAdminEndpoints.createCategory, {
    ...base,
    summary: 'Create a category (top level, or under a top-level one); audited',
    handler: ({ actor, input, request, deps: d }) =>
      changing(d, createCategory(d.db, input, auditContext(actor, request, d))),
  });

  serveEndpoint(app, deps, catalogAdminEndpoints.updateCategory, {
    ...base,
    summary: 'Change a category’s names, icon, order, visibility or parent; audited',
    handler: ({ actor, input, request, deps: d }) =>
      changing(d, updateCategory(d.db, input, auditContext(actor, request, d))),
  });

  serveEndpoint(app, deps, catalogAdminEndpoints.deleteCategory, {
    ...base,
    summary: 'Delete an empty category; refused while goods or subcategories are filed under it; audited',
    handler: ({ actor, input, request, deps: d }) =>
      changing(d, deleteCategory(d.db, input.id, auditContext(actor, request, d))),
  });

  serveEndpoint(app, deps, catalogAdminEndpoints.banners, {
    ...base,
    summary: 'Every banner (or those of a type), in display order, with whether each is live now',
    handler: ({ input, deps: d }) => listBanners(d.db, input.type, d.clock.now()),
  });

  serveEndpoint(app, deps, catalogAdminEndpoints.createBanner, {
    ...base,
    summary: 'Create a banner: image, link, titles, order and optional schedule; audited',
    handler: ({ actor, input, request, deps: d }) =>
      changing(d, createBanner(d.db, input, auditContext(actor, request, d))),
  });

  serveEndpoint(app, deps, catalogAdminEndpoints.updateBanner, {
    ...base,
    summary: 'Replace a banner’s image, link, titles, order and schedule; audited',
    handler: ({ actor, input, request, deps: d }) =>
      changing(d, updateBanner(d.db, input, auditContext(actor, request, d))),
  });

  serveEndpoint(app, deps, catalogAdminEndpoints.deleteBanner, {
    ...base,
    summary: 'Delete a banner; audited',
    handler: ({ actor, input, request, deps: d }) =>
      changing(d, deleteBanner(d.db, input.id, auditContext(actor, request, d))),
  });
}
