import { accountEndpoints, type Language } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { resolveSession } from '../../plugins/auth.js';
import { endpointServer, type ActionLimit } from '../../plugins/actions.js';
import { statedLanguage } from '../../plugins/language.js';
import { setAvatar, touchSession } from './account.repository.js';
import { getLocalUser, login, logout } from './account.service.js';
import { cancelAccount, cancellationCheck } from './cancellation.js';
import { createSlideChallenge } from './captcha.js';
import { changePassword, resetPassword, sendResetCode } from './password-reset.js';
import { register, type RegisterContext } from './registration.js';
import { changeSafeword, safewordStatus, setSafeword } from './safeword.js';

/** Registration's limits, one count for every action that registers (or tells a name is free). */
export const REGISTER_LIMITS = [
  { max: 20, minutes: 60, per: 'ip', bucket: 'register' },
  { max: 5, minutes: 10, per: { param: 'username' }, bucket: 'register' },
] as const satisfies readonly ActionLimit[];

/** The reset code's senders' limits (jscode!execute, idcode!execute), one count for both. */
export const RESET_CODE_LIMITS = [
  { max: 10, minutes: 60, per: 'ip', bucket: 'reset-code' },
  { max: 5, minutes: 60, per: { param: 'target' }, bucket: 'reset-code' },
] as const satisfies readonly ActionLimit[];

/** The limit on guessing a reset code, per IP, shared by every action that takes one. */
export const RESET_LIMITS = [
  { max: 20, minutes: 60, per: 'ip', bucket: 'reset-password' },
] as const satisfies readonly ActionLimit[];

/** What registering needs besides its input. */
export function registerContext(d: AppDeps, lang: Language, ip: string): RegisterContext {
  return {
    now: d.clock.now(),
    sessionTtlHours: d.config.sessionTtlHours,
    captchaBypass: d.config.captchaBypass,
    lang,
    ip,
  };
}

export function registerAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'account' });

  for (const endpoint of [accountEndpoints.login, accountEndpoints.legacyLogin]) {
    serve(endpoint, {
      summary: 'Log in with user name, e-mail or phone and password',
      limits: [
        { max: 30, minutes: 1, per: 'ip' },
        { max: 10, minutes: 5, per: { param: 'username' } },
      ],
      handler: ({ input, request, deps: d }) =>
        login(d.db, input, {
          now: d.clock.now(),
          ip: request.ip,
          sessionTtlHours: d.config.sessionTtlHours,
          lang: statedLanguage(request),
        }),
    });
  }

  serve(accountEndpoints.logout, {
    summary: 'End the current session (succeeds even when it has already ended)',
    handler: async ({ request, deps: d }) => {
      const session = await resolveSession(request, d);
      if (session) await logout(d.db, d.realtime, session.tokenHash);
      return null;
    },
  });

  serve(accountEndpoints.currentUser, {
    summary: 'The logged-in user',
    handler: ({ actor, deps: d }) => getLocalUser(d.db, actor.userId),
  });

  serve(accountEndpoints.captcha, {
    summary: 'A new slide-verification puzzle (one-time, expires in two minutes)',
    limits: [{ max: 30, minutes: 1, per: 'ip' }],
    handler: ({ deps: d }) => createSlideChallenge(d.db, d.clock.now()),
  });

  serve(accountEndpoints.register, {
    summary: 'Register by phone (type 1), e-mail (2) or user name (3) after the slide verification; logs in',
    limits: REGISTER_LIMITS,
    handler: ({ input, lang, request, deps: d }) =>
      register(d.db, input, registerContext(d, lang, request.ip)),
  });

  serve(accountEndpoints.heartbeat, {
    summary: 'Keeps the session marked online (every 5 minutes); an invalid token gets an empty success',
    handler: async ({ actor, deps: d }) => {
      if (actor) await touchSession(d.db, actor.tokenHash, actor.userId, d.clock.now());
      return null;
    },
  });

  serve(accountEndpoints.setAvatar, {
    summary: 'Choose one of the built-in avatars',
    handler: async ({ actor, input, deps: d }) => {
      await setAvatar(d.db, actor.userId, input.idx);
      return null;
    },
  });

  serve(accountEndpoints.sendResetCode, {
    summary: 'E-mail a 6-digit password-reset code to the account’s e-mail (one per address per minute)',
    limits: RESET_CODE_LIMITS,
    handler: async ({ input, lang, deps: d }) => {
      await sendResetCode(d.db, d.mailer, d.limiter, input.target, lang, d.clock.now());
      return null;
    },
  });

  serve(accountEndpoints.resetPassword, {
    summary: 'Reset the login password with the e-mailed code; every session ends',
    limits: RESET_LIMITS,
    handler: async ({ input, deps: d }) => {
      await resetPassword(d.db, d.realtime, input, d.clock.now());
      return null;
    },
  });

  serve(accountEndpoints.changePassword, {
    summary: 'Change the login password; every session ends, this one included',
    handler: async ({ actor, input, deps: d }) => {
      await changePassword(d.db, d.realtime, actor.userId, input);
      return null;
    },
  });

  serve(accountEndpoints.safewordStatus, {
    summary: 'Whether a fund password is set and whether fund operations are locked today',
    handler: ({ actor, deps: d }) => safewordStatus(d.db, actor.userId, d.clock.now()),
  });

  serve(accountEndpoints.setSafeword, {
    summary: 'Set the fund password (exactly 6 digits) when none is set',
    handler: async ({ actor, input, deps: d }) => {
      await setSafeword(d.db, actor.userId, input);
      return null;
    },
  });

  serve(accountEndpoints.changeSafeword, {
    summary: 'Change the fund password; wrong old ones count towards the daily lockout',
    handler: async ({ actor, input, deps: d }) => {
      await changeSafeword(d.db, actor.userId, input, d.clock.now());
      return null;
    },
  });

  serve(accountEndpoints.cancelAccount, {
    summary:
      'Cancel the account with a reason and the login password; refused while a loan, an unfinished order, a deposit or withdrawal, or a balance remains (one below the withdrawal minimum may be given up with forfeitBalance); personal data is anonymised',
    handler: async ({ actor, input, deps: d }) => {
      await cancelAccount(d.db, d.realtime, actor.userId, input, d.cancellation, d.clock.now());
      return null;
    },
  });

  serve(accountEndpoints.cancelCheck, {
    summary:
      'What stands in the way of cancelling the account now: the balance, the withdrawal minimum, and each refusal that holds',
    handler: ({ actor, deps: d }) => cancellationCheck(d.db, actor.userId, d.cancellation),
  });
}
