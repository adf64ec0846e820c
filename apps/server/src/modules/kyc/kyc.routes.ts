import { kycEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { toPage } from '../../lib/paging.js';
import { endpointServer } from '../../plugins/actions.js';
import { auditContext } from '../audit/index.js';
import { applyIdentity, findApplication, hasShop, presentKyc, registerShop } from './kyc.service.js';
import { approveApplication, listApplications, rejectApplication } from './review.service.js';

/** Becoming a seller (issue 18): the application, its progress, and the operators' review. */
export function registerKycRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'seller application' });
  serve(kycEndpoints.apply, {
    summary: 'Files the identity check (or sends a rejected one again): document, number, name, three photos',
    limits: [{ max: 10, minutes: 1, per: 'ip' }],
    handler: async ({ actor, input, lang, deps: d }) => {
      const row = await applyIdentity(d.db, actor.userId, input, d.clock.now());
      return presentKyc(row, await hasShop(d.db, actor.userId), lang);
    },
  });
  serve(kycEndpoints.get, {
    summary: 'The caller’s application and where it stands (0 none, 1 in review, 2 approved, 3 rejected)',
    handler: async ({ actor, lang, deps: d }) =>
      presentKyc(await findApplication(d.db, actor.userId), await hasShop(d.db, actor.userId), lang),
  });
  // version!registerjs is the buyer app's name for the same application (contract §3.1).
  for (const endpoint of [kycEndpoints.register, kycEndpoints.registerFromApp]) {
    serve(endpoint, {
      summary: 'Applies for a shop: its name, logo, description and contact, with the identity behind it',
      limits: [{ max: 10, minutes: 1, per: 'ip', bucket: 'version!register' }],
      handler: async ({ actor, input, lang, deps: d }) => {
        const row = await registerShop(d.db, d.storage, actor.userId, input, d.clock.now());
        return presentKyc(row, false, lang);
      },
    });
  }

  const review = endpointServer(app, deps, { tag: 'seller applications (console)' });
  review(kycEndpoints.admin.list, {
    summary: 'Seller applications by status: waiting ones oldest first, with their identity photos',
    handler: async ({ input, deps: d }) => {
      const { rows, total } = await listApplications(d.db, input.status, input);
      return toPage(rows, input, total);
    },
  });
  review(kycEndpoints.admin.approve, {
    summary: 'Approves a waiting application: verifies the identity and opens the shop asked for',
    handler: ({ actor, input, request, deps: d }) =>
      approveApplication(d.db, d.notifier, input.id, auditContext(actor, request, d)),
  });
  review(kycEndpoints.admin.reject, {
    summary: 'Rejects a waiting application with a reason the applicant reads',
    handler: ({ actor, input, request, deps: d }) =>
      rejectApplication(d.db, d.notifier, input.id, input.reason, auditContext(actor, request, d)),
  });
}
