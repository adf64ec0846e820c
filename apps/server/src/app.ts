import { constants as zlibConstants } from 'node:zlib';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { HomeVo } from '@caravan/contract';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { Clock } from './lib/clock.js';
import { logUrl, REDACT_PATHS, serializeError } from './lib/redact.js';
import { TtlCache } from './lib/ttl-cache.js';
import { MemoryCatalogCache, RedisCatalogCache } from './lib/catalog-cache.js';
import { MemoryLimiter, NoLimiter, RedisLimiter } from './lib/limiter.js';
import { OutboxMailer, SmtpMailer, type Mailer } from './lib/mailer.js';
import { LocalRealtime, RedisRealtime } from './lib/realtime.js';
import { fileStorageFor } from './lib/file-storage.js';
import type { FileStorage } from './lib/storage.js';
import { registerAccountRoutes } from './modules/account/account.routes.js';
import { registerAccountConsoleRoutes } from './modules/account/console/console.routes.js';
import { registerEmailBindingRoutes } from './modules/account/email-binding.routes.js';
import { registerLegacyAccountRoutes } from './modules/account/legacy.routes.js';
import { registerAddressRoutes } from './modules/address/address.routes.js';
import { registerAuditConsoleRoutes } from './modules/audit/console/console.routes.js';
import { registerCatalogConsoleRoutes } from './modules/catalog/console/console.routes.js';
import { registerEngagementRoutes } from './modules/engagement/engagement.routes.js';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes.js';
import { registerSearchRoutes } from './modules/catalog/search.routes.js';
import { startViewCounter } from './modules/catalog/view-counter.js';
import { registerSellerDashboardRoutes } from './modules/seller/dashboard.routes.js';
import { registerSellerListingRoutes } from './modules/seller/listings.routes.js';
import { registerSellerShopRoutes } from './modules/seller/shop.routes.js';
import { registerSellerConsoleRoutes } from './modules/seller/console/console.routes.js';
import { registerKycRoutes } from './modules/kyc/kyc.routes.js';
import { registerChatGateway, registerChatRoutes } from './modules/chat/index.js';
import { hasOpenLoan, registerCreditRoutes } from './modules/credit/index.js';
import { EmailQueue, Notifier, registerNotificationRoutes } from './modules/notifications/index.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerOperatorsConsoleRoutes } from './modules/operators/console/console.routes.js';
import { registerOutOfScopeRoutes } from './modules/out-of-scope/out-of-scope.routes.js';
import { registerOrdersConsoleRoutes } from './modules/orders/console/console.routes.js';
import { registerCouponsConsoleRoutes } from './modules/coupons/console/console.routes.js';
import { registerCouponRoutes } from './modules/coupons/index.js';
import { registerFulfilmentRoutes } from './modules/orders/fulfilment.routes.js';
import { checkoutLinesForCoupons, hasUnfinishedOrder } from './modules/orders/index.js';
import { registerOrderRoutes } from './modules/orders/orders.routes.js';
import { registerSystemConsoleRoutes } from './modules/system/console/console.routes.js';
import { registerSystemRoutes } from './modules/system/system.routes.js';
import { registerUploadRoutes } from './modules/uploads/upload.routes.js';
import { registerWalletConsoleRoutes } from './modules/wallet/console/console.routes.js';
import { registerDepositRoutes } from './modules/wallet/deposits.routes.js';
import { closingWallet, hasPendingDeposit, hasPendingWithdrawal } from './modules/wallet/index.js';
import { registerWalletRoutes } from './modules/wallet/wallet.routes.js';
import { registerThirdPartyRoutes } from './modules/wallet/third-party.routes.js';
import { registerWithdrawalRoutes } from './modules/wallet/withdrawals.routes.js';
import { authPlugin } from './plugins/auth.js';
import { BODY_LIMIT_BYTES, envelopePlugin, sendNotFound } from './plugins/envelope.js';
import { registerOpenApi } from './plugins/openapi.js';
import { isApiPath, registerApiRateLimit } from './plugins/api-rate-limit.js';
import { paramsPlugin } from './plugins/params.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import type { HelmetOptions } from 'helmet';
import type { AppDeps } from './deps.js';
import { firstViewOf, firstViewTags } from './first-view.js';
import { mobileRedirectOf } from './mobile-redirect.js';
import { FIRST_SCREEN_LOADER_SOURCE, loadScriptFontSheets, loadWebShell } from './web-shell.js';

export interface AppOptions {
  db: Db;
  clock: Clock;
  config: Config;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: Writable;
  /** The uploads' store; by default the one the configuration names (fileStorageFor). */
  storage?: FileStorage;
}

/**
 * Paths that are never a page: the API (plugins/api-rate-limit.ts), uploads, and the web app's
 * fingerprinted files (a missing one is a 404, not the page's HTML under a script's name).
 */
function isServerPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return isApiPath(path) || path.startsWith('/uploads/') || path.startsWith('/assets/');
}

/**
 * Helmet's options for every reply (worked out once: plugins/security-headers.ts). Only a site
 * served over https (PUBLIC_URL says so) tells browsers to use nothing else: HSTS and
 * `upgrade-insecure-requests` on a plain-http site (a LAN install, `npm start` on a laptop) would
 * pin browsers to an https that is not there, for a year (issue 50).
 */
export function securityHeaderOptions(publicUrl: string | undefined): HelmetOptions {
  const https = publicUrl?.toLowerCase().startsWith('https://') === true;
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The first-screen loader is the one inline script (web-shell.ts).
        scriptSrc: ["'self'", FIRST_SCREEN_LOADER_SOURCE],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  };
}

/** Builds the HTTP application without listening (tests call it with app.inject()). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, clock, config } = options;
  const logger = pino(
    {
      level: config.logLevel,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        err: serializeError,
        req: (req: FastifyRequest) => ({
          method: req.method,
          url: logUrl(req.url),
          id: req.id,
          ip: req.ip,
        }),
      },
    },
    options.logStream,
  );
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: BODY_LIMIT_BYTES,
  });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    await redis.connect();
    app.addHook('onClose', async () => {
      await redis.quit();
    });
  }
  const outbox = config.smtpUrl ? undefined : new OutboxMailer(config.dataDir);
  // Frames are checked against the contract except in production, as replies are (ADR 014).
  const frames = { checkFrames: config.nodeEnv !== 'production' };
  const realtime = redis ? new RedisRealtime(redis, config.redisPrefix, frames) : new LocalRealtime(frames);
  if (realtime instanceof RedisRealtime) await realtime.start();
  app.addHook('onClose', () => realtime.close());
  const mailer: Mailer = config.smtpUrl ? new SmtpMailer(config.smtpUrl) : (outbox as OutboxMailer);
  const logError = (error: unknown, message: string) => app.log.error({ err: error }, message);
  // Notices' e-mails are queued in the database (ADR 018); this instance only queues them; the
  // server's worker (server.ts) sends them, and tests run the queue themselves.
  const emailQueue = new EmailQueue(db, { supervise: false }, logError);
  await emailQueue.start();
  app.addHook('onClose', () => emailQueue.stop());
  const notifier = new Notifier({ db, queue: emailQueue, mailer, realtime, clock, log: logError });
  const cacheMs = config.catalogCacheSeconds * 1000;
  const replyMs = config.catalogReplyCache ? cacheMs : 0;
  const catalogCache = redis
    ? new RedisCatalogCache(redis, replyMs, config.redisPrefix)
    : new MemoryCatalogCache(replyMs);
  const storage = options.storage ?? (await fileStorageFor(config));
  if (!options.storage) app.addHook('onClose', async () => storage.close?.());
  // Views noted by this instance's last requests are written when it closes, before the pool does.
  const views = startViewCounter(db, { flushMs: 1_000, log: logError });
  app.addHook('onClose', () => views.stop());
  const deps: AppDeps = {
    db,
    clock,
    config,
    storage,
    actions: [],
    limiter:
      config.rateLimitPerMinute <= 0
        ? new NoLimiter()
        : redis
          ? new RedisLimiter(redis, config.redisPrefix)
          : new MemoryLimiter(clock),
    mailer,
    outbox,
    // Checked in this order, each with its own message (ADR 025); the wallet's balance last, since
    // every guard is a way money may still reach it.
    cancellation: {
      guards: [
        { refusal: 'AUTH_CANCEL_LOAN_OPEN', holds: hasOpenLoan },
        { refusal: 'AUTH_CANCEL_ORDER_OPEN', holds: hasUnfinishedOrder },
        { refusal: 'AUTH_CANCEL_DEPOSIT_PENDING', holds: hasPendingDeposit },
        { refusal: 'AUTH_CANCEL_WITHDRAWAL_PENDING', holds: hasPendingWithdrawal },
      ],
      wallet: closingWallet,
    },
    realtime,
    notifier,
    views,
    listCounts: new TtlCache<number>(cacheMs),
    homePages: new TtlCache<HomeVo>(cacheMs, 100),
    catalogCache,
    catalogChanged: () => catalogCache.changed(),
  };
  // A change here or on another instance empties this instance's own caches too.
  catalogCache.onChange(() => {
    deps.listCounts.clear();
    deps.homePages.clear();
  });
  app.decorate('deps', deps);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });

  await app.register(securityHeadersPlugin, securityHeaderOptions(config.publicUrl));
  // Replies of 1 kB and more go out compressed when the browser takes it (the home page's reply is
  // ~100 kB of JSON, ~15 kB compressed: seconds on a phone's network). Brotli at a quality cheap
  // enough for every reply; the web app's files come precompressed and pass through untouched.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(envelopePlugin);
  await app.register(paramsPlugin);
  await app.register(authPlugin);
  if (config.rateLimitPerMinute > 0) {
    await registerApiRateLimit(app, {
      max: config.rateLimitPerMinute,
      redis,
      redisPrefix: config.redisPrefix,
    });
  }

  registerHealthRoutes(app, deps);
  registerSystemRoutes(app, deps);
  registerAccountRoutes(app, deps);
  registerEmailBindingRoutes(app, deps);
  registerLegacyAccountRoutes(app, deps);
  registerKycRoutes(app, deps);
  registerCreditRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  registerChatRoutes(app, deps);
  await registerChatGateway(app, deps);
  registerCatalogRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerEngagementRoutes(app, deps);
  registerAddressRoutes(app, deps);
  registerWalletRoutes(app, deps);
  registerDepositRoutes(app, deps);
  registerWithdrawalRoutes(app, deps);
  registerThirdPartyRoutes(app, deps);
  registerOrderRoutes(app, deps);
  registerFulfilmentRoutes(app, deps);
  registerCouponRoutes(app, deps, checkoutLinesForCoupons);
  registerSellerListingRoutes(app, deps);
  registerSellerShopRoutes(app, deps);
  registerSellerDashboardRoutes(app, deps);
  // What old clients call for features Caravan does not offer: nothing to show, or refused (ADR 026).
  registerOutOfScopeRoutes(app, deps);
  // The operator console's endpoints: each domain's from its module's console/ folder.
  registerOperatorsConsoleRoutes(app, deps);
  registerAccountConsoleRoutes(app, deps);
  registerSystemConsoleRoutes(app, deps);
  registerAuditConsoleRoutes(app, deps);
  registerCatalogConsoleRoutes(app, deps);
  registerSellerConsoleRoutes(app, deps);
  registerWalletConsoleRoutes(app, deps);
  registerOrdersConsoleRoutes(app, deps);
  registerCouponsConsoleRoutes(app, deps);
  await registerUploadRoutes(app, deps);
  await registerOpenApi(app, deps.actions);

  await serveUploads(app, storage);
  const { webDist } = config;
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      // One route that looks the file up when asked, not a route for each of the build's 2,700
      // files made at every start (0.3–0.55 s of it); an address with no file is the app's (below), and
      // so is a folder's (`/` the home page's), never a listing or a refusal.
      wildcard: true,
      index: false,
      allowedPath: (pathname) => !pathname.endsWith('/'),
      // The build writes .br and .gz beside each text file; the browser gets the one it accepts.
      preCompressed: true,
      // Our own Cache-Control below (the plugin's would say max-age=0 to every file).
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // Fingerprinted files never change under their name; everything else (the HTML, the
        // service worker, the manifest) is asked for again each time.
        res.setHeader(
          'Cache-Control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
  }
  const webShell = hasWeb ? loadWebShell(webDist) : null;
  const fontSheets = hasWeb ? loadScriptFontSheets(webDist) : {};
  app.setNotFoundHandler(async (request, reply) => {
    if (webShell && (request.method === 'GET' || request.method === 'HEAD') && !isServerPath(request.url)) {
      const phone = mobileRedirectOf(request);
      const vary = phone.varies ? 'Accept-Encoding, User-Agent, Cookie' : 'Accept-Encoding';
      if (phone.target)
        return reply.header('Cache-Control', 'no-cache').header('Vary', vary).redirect(phone.target);
      // The single-page app owns every other path (and renders its own 404 page). A landing page
      // (first-view.ts) comes with its first reply and the pictures it shows first.
      const firstView = request.method === 'GET' ? await firstViewOf(app, request.url, request.ip) : null;
      const shell = webShell(
        request.url.split('?')[0] ?? '/',
        String(request.headers['accept-encoding'] ?? ''),
        firstView ? firstViewTags(firstView, fontSheets) : undefined,
      );
      reply.header('Cache-Control', 'no-cache').header('Vary', vary).type('text/html; charset=utf-8');
      if (shell.encoding) reply.header('Content-Encoding', shell.encoding);
      return reply.send(shell.body);
    }
    return sendNotFound(request, reply);
  });
  return app;
}

/**
 * Uploaded files at /uploads/…: from the disk by the static-file plugin, or from the bucket. Their
 * names are content hashes, so a file never changes under its URL.
 */
async function serveUploads(app: FastifyInstance, storage: FileStorage): Promise<void> {
  const root = storage.publicRoot;
  if (root) {
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
    return;
  }
  app.get('/uploads/*', async (request, reply) => {
    const file = await storage.openPublic(request.url.split('?')[0] ?? '');
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    reply.header('Cache-Control', 'public, max-age=31536000, immutable').type(file.type);
    if (file.size !== undefined) reply.header('Content-Length', file.size);
    return reply.send(file.body);
  });
}
