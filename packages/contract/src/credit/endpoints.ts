import { z } from 'zod';
import { CONSOLE_ACCESS } from '../admin/shapes.js';
import { deferred } from '../deferred.js';
import { endpoint } from '../endpoint.js';
import { paged, PageParams } from '../params.js';
import {
  AdminCreditDecisionParams,
  AdminCreditListParams,
  AdminCreditRejectParams,
  AdminCreditVo,
  CreditApplyParams,
  CreditBeforeApplyVo,
  CreditBeforePayVo,
  CreditBeforeReapplyVo,
  CreditBillVo,
  CreditConfigVo,
  CreditIdParams,
  CreditPayParams,
  CreditProductSaveParams,
  CreditProductVo,
  CreditVo,
} from './shapes.js';

// Start-up loans (issue 19, contract §1.10). Every buyer client calls these with GET, the changes
// included, so they take GET and POST alike; our web client sends POST.

const none = deferred(() => z.object({}));
const finance = { scope: 'admin', access: { operator: CONSOLE_ACCESS.finance }, methods: ['POST'] } as const;

export const creditEndpoints = {
  /** The string "true" when the caller may apply (no loan in review or in use), else "false". */
  check: endpoint({ name: 'credit!check', access: 'user', params: none, reply: z.enum(['true', 'false']) }),
  config: endpoint({ name: 'credit!config', access: 'user', params: none, reply: CreditConfigVo }),
  apply: endpoint({ name: 'credit!apply', access: 'user', params: CreditApplyParams, reply: CreditVo }),
  bill: endpoint({ name: 'credit!bill', access: 'user', params: none, reply: CreditBillVo }),
  /** The caller's loans, newest first (the name is the contract's). */
  history: endpoint({
    name: 'credit!histroy',
    access: 'user',
    params: PageParams,
    reply: deferred(() => paged(CreditVo)),
  }),
  beforePay: endpoint({
    name: 'credit!beforepay',
    access: 'user',
    params: CreditIdParams,
    reply: CreditBeforePayVo,
  }),
  pay: endpoint({ name: 'credit!pay', access: 'user', params: CreditPayParams, reply: CreditVo }),
  /** The verified identity to start an application from (its photos are accepted as the loan's). */
  beforeApply: endpoint({
    name: 'credit!beforeapply',
    access: 'user',
    params: none,
    reply: CreditBeforeApplyVo,
  }),
  beforeReapply: endpoint({
    name: 'credit!beforereapply',
    access: 'user',
    params: CreditIdParams,
    reply: CreditBeforeReapplyVo,
  }),
  admin: {
    list: endpoint({
      ...finance,
      name: 'credit!list',
      params: AdminCreditListParams,
      reply: deferred(() => paged(AdminCreditVo)),
    }),
    approve: endpoint({
      ...finance,
      name: 'credit!approve',
      params: AdminCreditDecisionParams,
      reply: AdminCreditVo,
    }),
    reject: endpoint({
      ...finance,
      name: 'credit!reject',
      params: AdminCreditRejectParams,
      reply: AdminCreditVo,
    }),
    product: endpoint({ ...finance, name: 'creditProduct!get', params: none, reply: CreditProductVo }),
    saveProduct: endpoint({
      ...finance,
      name: 'creditProduct!save',
      params: CreditProductSaveParams,
      reply: CreditProductVo,
    }),
  },
} as const;
