import { legacyAccountEndpoints as legacy, VERIFCODE_TYPES } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { endpointServer } from '../../plugins/actions.js';
import { getShare } from './account.service.js';
import { REGISTER_LIMITS, registerContext, RESET_CODE_LIMITS, RESET_LIMITS } from './account.routes.js';
import { bindEmailOrPhone } from './email-binding.js';
import {
  changePassword,
  checkResetCode,
  resetCodeTarget,
  resetOwnPassword,
  sendResetCode,
} from './password-reset.js';
import { checkAccountFree, register } from './registration.js';
import { setSafeword } from './safeword.js';

/**
 * The account actions only the existing clients call (ADR 026): each through the service that does
 * what it asks, with the limits of the action it stands for, or refused where Caravan has nothing.
 */
export function registerLegacyAccountRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'account (existing clients)' });

  serve(legacy.registerWithCode, {
    summary:
      'Registration as localuser!registerNoVerifcode: the slide verification stands in for the code (ADR 026)',
    limits: REGISTER_LIMITS,
    handler: ({ input, lang, request, deps: d }) =>
      register(d.db, input, registerContext(d, lang, request.ip)),
  });

  serve(legacy.registerUsername, {
    summary:
      'Registration by user name after the slide verification (no image code); sets the fund password sent with it',
    limits: REGISTER_LIMITS,
    handler: ({ input, lang, request, deps: d }) =>
      register(
        d.db,
        { ...input, agentCode: input.agentCode ?? input.usercode },
        registerContext(d, lang, request.ip),
      ),
  });

  serve(legacy.imageCode, {
    summary: 'Refused (COMMON_NOT_SUPPORTED): the verification is the slide puzzle, captcha!slide',
    handler: async () => {
      throw new AppError('COMMON_NOT_SUPPORTED');
    },
  });

  serve(legacy.sendCode, {
    summary:
      'As jscode!execute (same code, same limits); a phone number is AUTH_SMS_NOT_SUPPORTED, there is no SMS',
    limits: RESET_CODE_LIMITS,
    handler: async ({ input, lang, deps: d }) => {
      await sendResetCode(d.db, d.mailer, d.limiter, input.target, lang, d.clock.now(), {
        refusePhone: true,
      });
      return null;
    },
  });

  serve(legacy.verifyCode, {
    summary: 'Checks the mailed reset code without using it; a wrong one counts against its five guesses',
    limits: RESET_LIMITS,
    handler: async ({ input, deps: d }) => {
      await checkResetCode(d.db, input, d.clock.now());
      return null;
    },
  });

  serve(legacy.resetTarget, {
    summary:
      'Where a reset code for the name goes, told from the name alone (never whether the account exists)',
    limits: [
      { max: 10, minutes: 60, per: 'ip' },
      { max: 5, minutes: 60, per: { param: 'username' } },
    ],
    handler: async ({ input }) => resetCodeTarget(input.username),
  });

  for (const endpoint of [legacy.checkAccount, legacy.checkEmailOrPhone]) {
    serve(endpoint, {
      summary:
        'True when the e-mail or phone is free to register; taken is AUTH_ACCOUNT_EXISTS (limited as registration)',
      limits: [REGISTER_LIMITS[0], { max: 5, minutes: 10, per: { param: 'target' }, bucket: 'register' }],
      handler: ({ input, deps: d }) => checkAccountFree(d.db, input.target),
    });
  }

  serve(legacy.changePasswordByCode, {
    summary:
      'A new login password with the reset code mailed to the account (verifcode_type 2); every session ends',
    limits: RESET_LIMITS,
    handler: async ({ actor, input, deps: d }) => {
      if (input.verifcode_type === VERIFCODE_TYPES.phone) throw new AppError('AUTH_SMS_NOT_SUPPORTED');
      if (input.verifcode_type === VERIFCODE_TYPES.google) throw new AppError('COMMON_NOT_SUPPORTED');
      await resetOwnPassword(d.db, d.realtime, actor.userId, input, d.clock.now());
      return null;
    },
  });

  serve(legacy.changePasswordByOld, {
    summary: 'As user!updateOldAndNewPsw: the old password and a new one; every session ends',
    handler: async ({ actor, input, deps: d }) => {
      const { old_password, password } = input;
      await changePassword(d.db, d.realtime, actor.userId, {
        old_password,
        password,
        comfirm_password: input.re_password ?? password,
      });
      return null;
    },
  });

  serve(legacy.setSafeword, {
    summary:
      'As user!setSafewordReg: the first fund password (6 digits); a set one is changed with the old one',
    handler: async ({ actor, input, deps: d }) => {
      await setSafeword(d.db, actor.userId, {
        safeword: input.safeword,
        re_safeword: input.re_safeword ?? input.safeword,
      });
      return null;
    },
  });

  serve(legacy.safewordResetApplication, {
    summary: 'The operator-reviewed fund-password reset: none (null), Caravan has no such review',
    handler: async () => null,
  });

  serve(legacy.applySafewordReset, {
    summary: 'Refused (COMMON_NOT_SUPPORTED): no operator-reviewed fund-password reset',
    handler: async () => {
      throw new AppError('COMMON_NOT_SUPPORTED');
    },
  });

  for (const endpoint of [legacy.bindTarget, legacy.bindTargetSm, legacy.savePhone]) {
    serve(endpoint, {
      summary:
        'Binds an e-mail with the code localuser!beforeBind mailed, as localuser!save_email; a phone is AUTH_SMS_NOT_SUPPORTED',
      limits: [{ max: 20, minutes: 60, per: 'ip', bucket: 'localuser!save_email' }],
      handler: ({ actor, input, lang, deps: d }) =>
        bindEmailOrPhone(d.db, d.mailer, actor.userId, input, lang, d.clock.now()),
    });
  }

  serve(legacy.share, {
    summary: 'The account’s sharing card: its user code (the invitation code) and names; no user levels',
    handler: ({ actor, deps: d }) => getShare(d.db, actor.userId),
  });
}
