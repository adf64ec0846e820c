import { catalogAdminEndpoints, type Endpoint, type Language } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import type { AppDeps } from '../../../deps.js';
import { endpointServer } from '../../../plugins/actions.js';
import { auditContext, type AuditContext } from '../../audit/index.js';
import { createBanner, deleteBanner, listBanners, updateBanner } from './banners.service.js';
import { categoryTree, createCategory, deleteCategory, updateCategory } from './categories.service.js';
import { createGoods, getGoods, listGoods, setGoodsShelf, updateGoods } from './goods.service.js';

type CatalogAccess = (typeof catalogAdminEndpoints)['createGood']['access'];

/**
 * Catalogue management in the operator console (operations and super admin): system goods with
 * SKUs and translations, the two-level category tree, and home-page banners. Every change is audited.
 */
export function registerCatalogConsoleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'catalog-admin' });
  /** An audited change; then the public caches start afresh, so the storefront sees it at once. */
  const serveChange = <P extends z.ZodType, R extends z.ZodType>(
    endpoint: Endpoint<P, R, CatalogAccess>,
    summary: string,
    change: (db: Db, input: z.infer<P>, audit: AuditContext, lang: Language) => Promise<z.infer<R>>,
  ): void =>
    serve(endpoint, {
      summary,
      handler: async ({ actor, input, lang, request, deps: d }) => {
        const result = await change(d.db, input, auditContext(actor, request, d), lang);
        await d.catalogChanged();
        return result;
      },
    });

  serve(catalogAdminEndpoints.goods, {
    summary: 'System goods: search by name (any language) or id, filter by category and shelf state',
    handler: ({ input, lang, deps: d }) => listGoods(d.db, lang, input, input),
  });

  serve(catalogAdminEndpoints.good, {
    summary: 'One system good with its translations, SKUs and images',
    handler: ({ input, lang, deps: d }) => getGoods(d.db, lang, input.id),
  });

  serveChange(
    catalogAdminEndpoints.createGood,
    'Create a system good (JSON body: translations, images, skus); audited',
    (db, input, audit, lang) => createGoods(db, lang, input, audit),
  );

  serveChange(
    catalogAdminEndpoints.updateGood,
    'Replace a system good’s fields, translations and SKUs; audited',
    (db, input, audit, lang) => updateGoods(db, lang, input, audit),
  );

  serveChange(
    catalogAdminEndpoints.shelfGood,
    'Put a system good on (1) or off (0) the shelf; off the shelf it leaves every store; audited',
    (db, input, audit, lang) => setGoodsShelf(db, lang, input, audit),
  );

  serve(catalogAdminEndpoints.categoryTree, {
    summary: 'The two-level category tree with every translation, hidden categories included',
    handler: ({ deps: d }) => categoryTree(d.db),
  });

  serveChange(
    catalogAdminEndpoints.createCategory,
    'Create a category (top level, or under a top-level one); audited',
    createCategory,
  );

  serveChange(
    catalogAdminEndpoints.updateCategory,
    'Change a category’s names, icon, order, visibility or parent; audited',
    updateCategory,
  );

  serveChange(
    catalogAdminEndpoints.deleteCategory,
    'Delete an empty category; refused while goods or subcategories are filed under it; audited',
    (db, input, audit) => deleteCategory(db, input.id, audit),
  );

  serve(catalogAdminEndpoints.banners, {
    summary: 'Every banner (or those of a type), in display order, with whether each is live now',
    handler: ({ input, deps: d }) => listBanners(d.db, input.type, d.clock.now()),
  });

  serveChange(
    catalogAdminEndpoints.createBanner,
    'Create a banner: image, link, titles, order and optional schedule; audited',
    createBanner,
  );

  serveChange(
    catalogAdminEndpoints.updateBanner,
    'Replace a banner’s image, link, titles, order and schedule; audited',
    updateBanner,
  );

  serveChange(catalogAdminEndpoints.deleteBanner, 'Delete a banner; audited', (db, input, audit) =>
    deleteBanner(db, input.id, audit),
  );
}
