import { walletEndpoints } from '@caravan/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { endpointServer } from '../../plugins/actions.js';
import { depositRules } from './deposit-rules.js';
import {
  findPaymentByReference,
  safeReturnUrl,
  sandboxProvider,
  startThirdPartyPayment,
  THIRD_PARTY_CHANNELS,
} from './third-party.service.js';
import { settleThirdPartyPayment } from './commands/settle-third-party-payment.js';
import { amount, roundUp, toWire } from '../../lib/money.js';
import { AppError } from '../../lib/errors.js';
import { escapeHtml } from '../../lib/html.js';

/** Third-party deposit channels (contract §1.9) and the sandbox provider's hosted test page. */
export function registerThirdPartyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const serve = endpointServer(app, deps, { tag: 'wallet' });

  // Only the sandbox provider exists so far; without it (production) no channel is offered.
  const provider = deps.config.paymentSandbox ? sandboxProvider : null;
  serve(walletEndpoints.onlineCurrencies, {
    summary: 'The fiat currencies and channels of third-party deposits, with their bounds',
    handler: async ({ deps: d }) => {
      if (!provider) return [];
      const { pesoRate: rate, ...limits } = await depositRules(d.db);
      // No rate set: nothing can be converted, so the method is not offered.
      if (rate.lte(0)) return [];
      // The USDT bounds in pesos, rounded inwards so both ends are allowed.
      return [
        {
          currency: 'PHP',
          rate: toWire(rate, 8),
          // People read a rate as the price of one USDT: "1 USDT = 57.14 PHP", not "0.0175".
          usdtPrice: toWire(amount(1).dividedBy(rate).toDecimalPlaces(2)),
          sandbox: provider === sandboxProvider,
          min: toWire(roundUp(limits.min.dividedBy(rate))),
          max: toWire(limits.max.dividedBy(rate)),
          channels: THIRD_PARTY_CHANNELS.filter((c) => c.offered).map(({ id, action, name }) => ({
            id,
            action,
            name,
          })),
        },
      ];
    },
  });
  for (const channel of THIRD_PARTY_CHANNELS) {
    serve(walletEndpoints.pesoPayments[channel.action], {
      summary: `Starts a peso payment through ${channel.name} (route ${channel.id}); returns the provider's page`,
      limits: [{ max: 20, minutes: 10, per: 'ip' }],
      handler: async ({ actor, input, deps: d }) => {
        if (!provider) throw new AppError('WALLET_NO_PAYMENT_METHOD');
        const started = await startThirdPartyPayment(
          d.db,
          provider,
          actor.userId,
          {
            channel: channel.id,
            sessionToken: input.session_token,
            amount: input.amount,
            returnUrl: input.pageUrl,
          },
          d.clock.now(),
        );
        return { order_no: started.orderNo, payUrl: started.payUrl, usdt: started.usdt };
      },
    });
  }

  if (!provider) return;
  // The sandbox provider's hosted page: the amount, and a button to pay or to fail the payment.
  app.get('/sandbox/pay', async (request, reply) => {
    const ref = String((request.query as Record<string, unknown>).ref ?? '');
    const payment = await findPaymentByReference(deps.db, provider.name, ref);
    if (!payment) throw new AppError('COMMON_NOT_FOUND');
    const channel = THIRD_PARTY_CHANNELS.find((c) => c.id === payment.channel)?.name ?? '';
    const state = ['Waiting for payment', 'Paid', 'Failed'][payment.state] ?? '';
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1a1b1e}
.card{border:1px solid #dee2e6;border-radius:12px;padding:1.5rem}h1{font-size:1.25rem}.amount{font-size:2rem;font-weight:700;margin:.5rem 0}
.note{color:#868e96;font-size:.875rem}form{display:inline}button{font-size:1rem;padding:.6rem 1.2rem;border-radius:8px;border:0;margin:.25rem .5rem .25rem 0;cursor:pointer}
.pay{background:#2f9e44;color:#fff}.fail{background:#e03131;color:#fff}</style></head>
<body><div class="card"><p class="note">Sandbox provider: a test page, no real money moves.</p>
<h1>${escapeHtml(channel)}</h1><p class="amount">${escapeHtml(payment.fiatAmount)} PHP</p>
<p>Order ${escapeHtml(payment.orderNo)} · ${escapeHtml(state)}</p>
${
  payment.state === 0
    ? `<form method="post" action="/sandbox/pay/complete"><input type="hidden" name="ref" value="${escapeHtml(ref)}"><button class="pay" type="submit">Pay ${escapeHtml(payment.fiatAmount)} PHP</button></form>
<form method="post" action="/sandbox/pay/fail"><input type="hidden" name="ref" value="${escapeHtml(ref)}"><button class="fail" type="submit">Fail the payment</button></form>`
    : `<p><a href="${escapeHtml(safeReturnUrl(payment.returnUrl) ?? '/userInfo/money-package')}">Back to the shop</a></p>`
}</div></body></html>`;
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  });
  for (const outcome of ['complete', 'fail'] as const) {
    app.post(`/sandbox/pay/${outcome}`, async (request, reply) => {
      const ref = String((request.body as Record<string, unknown> | undefined)?.ref ?? '');
      const payment = await settleThirdPartyPayment(
        deps.db,
        provider.name,
        ref,
        outcome === 'complete',
        deps.clock.now(),
      );
      // Checked again: a payment started before return paths were percent-encoded kept its raw one.
      const back = safeReturnUrl(payment.returnUrl) ?? '/userInfo/money-package';
      const sep = back.includes('?') ? '&' : '?';
      return reply.redirect(
        `${back}${sep}payment=${payment.state === 1 ? 'paid' : 'failed'}&order_no=${payment.orderNo}`,
        303,
      );
    });
  }
}
