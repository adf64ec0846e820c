import { z } from 'zod';
import { deferred } from '../deferred.js';
import { endpoint } from '../endpoint.js';
import { PageParams, paged } from '../params.js';
import {
  AdminUserActionParams,
  AdminUserIdParams,
  AdminUserListParams,
  AdminUserLockParams,
  AdminUserVo,
  AuditEntryVo,
  AuditListParams,
  CONSOLE_ACCESS,
  OPERATOR_ROLES,
  OperatorCreateParams,
  OperatorLoginParams,
  OperatorMeVo,
  OperatorSessionVo,
  OperatorUpdateParams,
  OperatorVo,
  OutboxMessageVo,
  SysparaDefinitionVo,
  SysparaUpdateParams,
} from './shapes.js';

// The operator console's sign-in, users, operators, system parameters, audit log and outbox.

const console = { scope: 'admin', methods: ['POST'] } as const;
const anyOperator = { operator: OPERATOR_ROLES } as const;
const usersWrite = { ...console, access: { operator: CONSOLE_ACCESS.usersWrite } } as const;
const operators = { ...console, access: { operator: CONSOLE_ACCESS.operators } } as const;
/** Every system parameter: operations and the super admin only (issue 50). */
const syspara = { ...console, access: { operator: CONSOLE_ACCESS.syspara } } as const;
/** The wallet's parameters (WALLET_SYSPARA_CODES), which finance sets on its own page. */
const walletSettings = { ...console, access: { operator: CONSOLE_ACCESS.finance } } as const;

const userAction = (name: string) =>
  endpoint({ ...usersWrite, name, params: AdminUserActionParams, reply: AdminUserVo });

export const adminEndpoints = {
  login: endpoint({
    ...console,
    name: 'auth!login',
    access: 'none',
    params: OperatorLoginParams,
    reply: OperatorSessionVo,
    body: 'json',
  }),
  logout: endpoint({
    ...console,
    name: 'auth!logout',
    access: anyOperator,
    params: deferred(() => z.object({})),
    reply: deferred(() => z.null()),
  }),
  me: endpoint({
    ...console,
    name: 'auth!me',
    access: anyOperator,
    params: deferred(() => z.object({})),
    reply: OperatorMeVo,
  }),

  users: endpoint({
    ...console,
    name: 'user!list',
    access: { operator: CONSOLE_ACCESS.users },
    params: AdminUserListParams,
    reply: deferred(() => paged(AdminUserVo)),
  }),
  user: endpoint({
    ...console,
    name: 'user!get',
    access: { operator: CONSOLE_ACCESS.users },
    params: AdminUserIdParams,
    reply: AdminUserVo,
  }),
  disableUser: userAction('user!disable'),
  enableUser: userAction('user!enable'),
  unlockUser: userAction('user!unlock'),
  lockUser: endpoint({ ...usersWrite, name: 'user!lock', params: AdminUserLockParams, reply: AdminUserVo }),

  operators: endpoint({
    ...operators,
    name: 'operator!list',
    params: PageParams,
    reply: deferred(() => paged(OperatorVo)),
  }),
  createOperator: endpoint({
    ...operators,
    name: 'operator!create',
    params: OperatorCreateParams,
    reply: OperatorVo,
    body: 'json',
  }),
  updateOperator: endpoint({
    ...operators,
    name: 'operator!update',
    params: OperatorUpdateParams,
    reply: OperatorVo,
  }),

  syspara: endpoint({
    ...syspara,
    name: 'syspara!list',
    params: deferred(() => z.object({})),
    reply: deferred(() => z.array(SysparaDefinitionVo)),
  }),
  updateSyspara: endpoint({
    ...syspara,
    name: 'syspara!update',
    params: SysparaUpdateParams,
    reply: SysparaDefinitionVo,
  }),
  walletSettings: endpoint({
    ...walletSettings,
    name: 'walletSettings!list',
    params: deferred(() => z.object({})),
    reply: deferred(() => z.array(SysparaDefinitionVo)),
  }),
  updateWalletSetting: endpoint({
    ...walletSettings,
    name: 'walletSettings!update',
    params: SysparaUpdateParams,
    reply: SysparaDefinitionVo,
  }),

  audit: endpoint({
    ...console,
    name: 'audit!list',
    access: { operator: CONSOLE_ACCESS.audit },
    params: AuditListParams,
    reply: deferred(() => paged(AuditEntryVo)),
  }),
  outbox: endpoint({
    ...console,
    name: 'outbox!list',
    access: { operator: CONSOLE_ACCESS.outbox },
    params: PageParams,
    reply: deferred(() => paged(OutboxMessageVo)),
  }),
} as const;
