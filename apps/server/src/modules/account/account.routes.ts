import {
  CancelAccountParams,
  CaptchaVo,
  ChangePasswordParams,
  ChangeSafewordParams,
  HeartbeatParams,
  LocalUserVo,
  LoginParams,
  LoginVo,
  RefreshAvatarParams,
  RegisterParams,
  ResetPasswordParams,
  SafewordStatusVo,
  SendEmailCodeParams,
  SetSafewordParams,
} from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { resolveSession } from '../../plugins/auth.js';
import { defineAction } from '../../plugins/actions.js';
import { setAvatar, touchSession } from './account.repository.js';
import { getLocalUser, login, logout } from './account.service.js';
import { cancelAccount } from './cancellation.js';
import { createSlideChallenge } from './captcha.js';
import { changePassword, resetPassword, sendResetCode } from './password-reset.js';
import { register } from './registration.js';
import { changeSafeword, safewordStatus, setSafeword } from './safeword.js';

const none = z.null();

export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const name of ['user!newlogin', 'user!login']) {
    defineAction(app, deps, {
      name,
      summary: 'Log in with user name, e-mail or phone and password',
      tag: 'account',
      auth: 'none',
      methods: ['POST'],
      params: LoginParams,
      response: LoginVo,
      limits: [
        { max: 30, minutes: 1, per: 'ip' },
        { max: 10, minutes: 5, per: { param: 'username' } },
      ],
      handler: ({ input, request, deps: d }) =>
        login(d.db, input, { now: d.clock.now(), ip: request.ip, sessionTtlHours: d.config.sessionTtlHours }),
    });
  }

  defineAction(app, deps, {
    name: 'user!logout',
    summary: 'End the current session (succeeds even when it has already ended)',
    tag: 'account',
    auth: 'none',
    params: z.object({}),
    response: z.null(),
    handler: async ({ request, deps: d }) => {
      const session = await resolveSession(request, d);
      if (session) await logout(d.db, session.tokenHash);
      return null;
    },
  });

  defineAction(app, deps, {
    name: 'localuser!get',
    summary: 'The logged-in user',
    tag: 'account',
    auth: 'user',
    params: z.object({}),
    response: LocalUserVo,
    handler: ({ actor, deps: d }) => getLocalUser(d.db, actor.userId),
  });

  defineAction(app, deps, {
    name: 'captcha!slide',
    summary: 'A new slide-verification puzzle (one-time, expires in two minutes)',
    tag: 'account',
    auth: 'none',
    params: z.object({}),
    response: CaptchaVo,
    limits: [{ max: 30, minutes: 1, per: 'ip' }],
    handler: ({ deps: d }) => createSlideChallenge(d.db, d.clock.now()),
  });

  defineAction(app, deps, {
    name: 'localuser!registerNoVerifcode',
    summary: 'Register by phone (type 1), e-mail (2) or user name (3) after the slide verification; logs in',
    tag: 'account',
    auth: 'none',
    params: RegisterParams,
    response: LoginVo,
    limits: [
      { max: 20, minutes: 60, per: 'ip' },
      { max: 5, minutes: 10, per: { param: 'username' } },
    ],
    handler: ({ input, deps: d }) =>
      register(d.db, input, {
        now: d.clock.now(),
        sessionTtlHours: d.config.sessionTtlHours,
        captchaBypass: d.config.captchaBypass,
      }),
  });

  defineAction(app, deps, {
    name: 'user!heartbeat',
    summary: 'Keeps the session marked online (every 5 minutes); an invalid token gets an empty success',
    tag: 'account',
    auth: 'optional',
    params: HeartbeatParams,
    response: none,
    handler: async ({ actor, deps: d }) => {
      if (actor) await touchSession(d.db, actor.tokenHash, actor.userId, d.clock.now());
      return null;
    },
  });

  defineAction(app, deps, {
    name: 'localuser!refreshAvatar',
    summary: 'Choose one of the built-in avatars',
    tag: 'account',
    auth: 'user',
    methods: ['POST'],
    params: RefreshAvatarParams,
    response: none,
    handler: async ({ actor, input, deps: d }) => {
      await setAvatar(d.db, actor.userId, input.idx);
      return null;
    },
  });

  defineAction(app, deps, {
    name: 'jscode!execute',
    summary: 'E-mail a 6-digit password-reset code to the account’s e-mail (one per address per minute)',
    tag: 'account',
    auth: 'none',
    params: SendEmailCodeParams,
    response: none,
    limits: [
      { max: 10, minutes: 60, per: 'ip' },
      { max: 5, minutes: 60, per: { param: 'target' } },
    ],
    handler: async ({ input, lang, deps: d }) => {
      await sendResetCode(d.db, d.mailer, input.target, lang, d.clock.now());
      return null;
    },
  });

  defineAction(app, deps, {
    name: 'user!resetpsw',
    summary: 'Reset the login password with the e-mailed code; every session ends',
    tag: 'account',
    auth: 'none',
    methods: ['POST'],
    params: ResetPasswordParams,
    response: none,
    limits: [{ max: 20, minutes: 60, per: 'ip' }],
    handler: async ({ input, deps: d }) => {
      await resetPassword(d.db, input, d.clock.now());
      return null;
    },
  });

  defineAction(app, deps, {
    name: 'user!updateOldAndNewPsw',
    summary: 'Change the login password; every session ends, this one included',
    tag: 'account',
    auth: 'user',
    methods: ['POST'],
    params: ChangePasswordParams,
    response: none,
    handler: async ({ actor, input, deps: d }) => {
      await changePassword(d.db, actor.userId, input);
      return null;
    },
  });

  defineAction(app, deps, {
    name: 'user!check-safeword',
    summary: 'Whether a fund password is set and whether fund operations are locked today',
    tag: 'account',
    auth: 'user',
    params: z.object({}),
    response: SafewordStatusVo,
    handler: ({ actor, deps: d }) => safewordStatus(d.db, actor.userId, d.clock.now()),
  });

  defineAction(app, deps, {
    name: 'user!setSafewordReg',
    summary: 'Set the fund password (exactly 6 digits) when none is set',
    tag: 'account',
    auth: 'user',
    methods: ['POST'],
    params: SetSafewordParams,
    response: none,
    handler: async ({ actor, input, deps: d }) => {
      await setSafeword(d.db, actor.userId, input);
      return null;
    },
  });

  defineAction(app, deps, {
    name: 'user!updateOldAndNewSafeword',
    summary: 'Change the fund password; wrong old ones count towards the daily lockout',
    tag: 'account',
    auth: 'user',
    methods: ['POST'],
    params: ChangeSafewordParams,
    response: none,
    handler: async ({ actor, input, deps: d }) => {
      await changeSafeword(d.db, actor.userId, input, d.clock.now());
      return null;
    },
  });

  defineAction(app, deps, {
    name: 'user!logoff',
    summary: 'Cancel the account (refused while a balance remains); personal data is anonymised',
    tag: 'account',
    auth: 'user',
    methods: ['POST'],
    params: CancelAccountParams,
    response: none,
    handler: async ({ actor, input, deps: d }) => {
      await cancelAccount(d.db, actor.userId, input.reason, d.cancellationGuards, d.clock.now());
      return null;
    },
  });
}
