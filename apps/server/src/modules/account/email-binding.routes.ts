import { accountEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { endpointServer } from '../../plugins/actions.js';
import { bindEmail, sendBindingCode, verificationTarget } from './email-binding.js';

/** The account's recovery address: where codes go, and binding (or changing) a verified e-mail. */
export function registerEmailBindingRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'account' });

  serve(accountEndpoints.verifTarget, {
    summary: 'Where the account’s codes go (its e-mail, else its phone) and whether it is verified',
    handler: ({ actor, deps: d }) => verificationTarget(d.db, actor.userId),
  });

  serve(accountEndpoints.sendBindingCode, {
    summary: 'Mail a 6-digit code to the e-mail address to bind (the login password is asked first)',
    limits: [
      { max: 10, minutes: 60, per: 'ip' },
      { max: 5, minutes: 60, per: { param: 'email' } },
    ],
    handler: async ({ actor, input, lang, deps: d }) => {
      await sendBindingCode(d.db, d.mailer, d.limiter, actor.userId, input, lang, d.clock.now());
      return null;
    },
  });

  serve(accountEndpoints.bindEmail, {
    summary: 'Bind the e-mail address with the code mailed to it; the address it replaces is told',
    limits: [{ max: 20, minutes: 60, per: 'ip' }],
    handler: ({ actor, input, lang, deps: d }) =>
      bindEmail(d.db, d.mailer, actor.userId, input, lang, d.clock.now()),
  });
}
