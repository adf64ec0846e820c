import { z } from 'zod';
import { deferred } from '../deferred.js';
import { endpoint } from '../endpoint.js';
import {
  BindEmailCodeParams,
  CancelAccountParams,
  CaptchaVo,
  ChangePasswordParams,
  ChangeSafewordParams,
  HeartbeatParams,
  RefreshAvatarParams,
  RegisterParams,
  ResetPasswordParams,
  SafewordStatusVo,
  SaveEmailParams,
  SendEmailCodeParams,
  SetSafewordParams,
} from './params.js';
import { BoundEmailVo, CancelCheckVo, LocalUserVo, LoginParams, LoginVo, VerifTargetVo } from './shapes.js';

// Accounts and sessions (contract §1.2). Passwords and codes travel in a JSON body from our web
// client (`body: 'json'`), so they stay out of URLs and access logs.

const none = deferred(() => z.object({}));
const POST = ['POST'] as const;
const secret = { methods: POST, body: 'json' } as const;

/** Logging in: the PC's `user!newlogin` and the older `user!login`, the same endpoint. */
const login = (name: string) =>
  endpoint({ ...secret, name, access: 'none', params: LoginParams, reply: LoginVo });

export const accountEndpoints = {
  login: login('user!newlogin'),
  legacyLogin: login('user!login'),
  logout: endpoint({
    name: 'user!logout',
    access: 'none',
    params: none,
    reply: deferred(() => z.null()),
    methods: ['GET', 'POST'],
  }),
  currentUser: endpoint({
    name: 'localuser!get',
    access: 'user',
    params: none,
    reply: LocalUserVo,
    methods: ['GET', 'POST'],
  }),
  captcha: endpoint({ name: 'captcha!slide', access: 'none', params: none, reply: CaptchaVo }),
  register: endpoint({
    name: 'localuser!registerNoVerifcode',
    access: 'none',
    params: RegisterParams,
    reply: LoginVo,
    body: 'json',
  }),
  heartbeat: endpoint({
    name: 'user!heartbeat',
    access: 'optional',
    params: HeartbeatParams,
    reply: deferred(() => z.null()),
  }),
  setAvatar: endpoint({
    name: 'localuser!refreshAvatar',
    access: 'user',
    params: RefreshAvatarParams,
    reply: deferred(() => z.null()),
    methods: POST,
  }),
  sendResetCode: endpoint({
    name: 'jscode!execute',
    access: 'none',
    params: SendEmailCodeParams,
    reply: deferred(() => z.null()),
  }),
  /** Old clients send it by GET with the query (contract §1.2); ours posts JSON, so codes stay out of URLs. */
  resetPassword: endpoint({
    ...secret,
    methods: ['POST', 'GET'],
    name: 'user!resetpsw',
    access: 'none',
    params: ResetPasswordParams,
    reply: deferred(() => z.null()),
  }),
  changePassword: endpoint({
    ...secret,
    name: 'user!updateOldAndNewPsw',
    access: 'user',
    params: ChangePasswordParams,
    reply: deferred(() => z.null()),
  }),
  safewordStatus: endpoint({
    name: 'user!check-safeword',
    access: 'user',
    params: none,
    reply: SafewordStatusVo,
  }),
  setSafeword: endpoint({
    ...secret,
    name: 'user!setSafewordReg',
    access: 'user',
    params: SetSafewordParams,
    reply: deferred(() => z.null()),
  }),
  changeSafeword: endpoint({
    ...secret,
    name: 'user!updateOldAndNewSafeword',
    access: 'user',
    params: ChangeSafewordParams,
    reply: deferred(() => z.null()),
  }),
  cancelAccount: endpoint({
    ...secret,
    name: 'user!logoff',
    access: 'user',
    params: CancelAccountParams,
    reply: deferred(() => z.null()),
  }),
  /** Caravan's own: what the close-account page shows before the user confirms (ADR 025). */
  cancelCheck: endpoint({ name: 'user!logoffCheck', access: 'user', params: none, reply: CancelCheckVo }),
  verifTarget: endpoint({ name: 'user!getVerifTarget', access: 'user', params: none, reply: VerifTargetVo }),
  sendBindingCode: endpoint({
    ...secret,
    name: 'localuser!beforeBind',
    access: 'user',
    params: BindEmailCodeParams,
    reply: deferred(() => z.null()),
  }),
  bindEmail: endpoint({
    ...secret,
    name: 'localuser!save_email',
    access: 'user',
    params: SaveEmailParams,
    reply: BoundEmailVo,
  }),
} as const;
