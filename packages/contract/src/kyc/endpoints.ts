import { z } from 'zod';
import { deferred } from '../deferred.js';
import { CONSOLE_ACCESS } from '../admin/shapes.js';
import { endpoint } from '../endpoint.js';
import { paged } from '../params.js';
import {
  AdminSellerApplicationApproveParams,
  AdminSellerApplicationListParams,
  AdminSellerApplicationRejectParams,
  AdminSellerApplicationVo,
  KycApplyParams,
  KycVo,
  SellerRegisterParams,
} from './shapes.js';

// Becoming a seller (issue 18): the buyer's application and its progress, and the operators' review.

const POST = ['POST'] as const;
const review = { scope: 'admin', access: { operator: CONSOLE_ACCESS.sellers }, methods: POST } as const;

/** The shop application: /seller/version!register (and /wap/seller/…), open to any logged-in buyer. */
const shopApplication = (name: string) =>
  endpoint({
    name,
    scope: 'seller',
    access: 'user',
    params: SellerRegisterParams,
    reply: KycVo,
    methods: POST,
  });

export const kycEndpoints = {
  /** POST, and GET as the seller wap sends it (contract §1.2). */
  apply: endpoint({ name: 'kyc!apply', access: 'user', params: KycApplyParams, reply: KycVo }),
  get: endpoint({ name: 'kyc!get', access: 'user', params: deferred(() => z.object({})), reply: KycVo }),
  register: shopApplication('version!register'),
  /** The same application under the name the buyer app sends it by (contract §3.1). */
  registerFromApp: shopApplication('version!registerjs'),
  admin: {
    list: endpoint({
      ...review,
      name: 'sellerApplication!list',
      params: AdminSellerApplicationListParams,
      reply: deferred(() => paged(AdminSellerApplicationVo)),
    }),
    approve: endpoint({
      ...review,
      name: 'sellerApplication!approve',
      params: AdminSellerApplicationApproveParams,
      reply: AdminSellerApplicationVo,
    }),
    reject: endpoint({
      ...review,
      name: 'sellerApplication!reject',
      params: AdminSellerApplicationRejectParams,
      reply: AdminSellerApplicationVo,
    }),
  },
} as const;
