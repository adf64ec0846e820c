import type { EndpointAccess, HomeVo } from '@caravan/contract';
import type { z } from 'zod';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { CatalogCache } from './lib/catalog-cache.js';
import type { Clock } from './lib/clock.js';
import type { Limiter } from './lib/limiter.js';
import type { Mailer, OutboxMailer } from './lib/mailer.js';
import type { Realtime } from './lib/realtime.js';
import type { FileStorage } from './lib/storage.js';
import type { TtlCache } from './lib/ttl-cache.js';
import type { CancellationRules } from './modules/account/cancellation.js';
import type { ViewCounter } from './modules/catalog/view-counter.js';
import type { Notifier } from './modules/notifications/notifier.js';

// What every route, plugin and service is handed: the app's dependencies. Its own file, so that
// the routes of every module depend on it and not on app.ts, which depends on them.

/** Who may call an action (the contract's endpoint access). */
export type AuthMode = EndpointAccess;

/** An action as registered, for the OpenAPI document. */
export interface RegisteredAction {
  paths: string[];
  methods: readonly ('GET' | 'POST')[];
  summary: string;
  tag: string;
  auth: AuthMode;
  params: z.ZodType;
  response: z.ZodType;
}

export interface AppDeps {
  db: Db;
  clock: Clock;
  config: Config;
  /** Uploaded and generated files: DATA_DIR's disk, or an S3-compatible bucket (scaled mode). */
  storage: FileStorage;
  /** The actions registered so far, for the OpenAPI document. */
  actions: RegisteredAction[];
  /** List totals, reused for a few seconds (config CATALOG_CACHE_SECONDS). */
  listCounts: TtlCache<number>;
  homePages: TtlCache<HomeVo>;
  /** Finished replies of anonymous catalogue reads, shared through Redis when it is configured. */
  catalogCache: CatalogCache;
  /** Call after any change to goods, shops, categories or banners: public caches start afresh. */
  catalogChanged(): Promise<void>;
  /**
   * Per-key counters for the per-account and per-IP limits of sensitive actions (enforceLimits);
   * with RATE_LIMIT_PER_MINUTE=0 none refuses.
   */
  limiter: Limiter;
  mailer: Mailer;
  /** Where mail goes without SMTP_URL (read in the console); undefined when SMTP is used. */
  outbox: OutboxMailer | undefined;
  /** What refuses an account cancellation: loans, orders, deposits, withdrawals, then the wallet (app.ts). */
  cancellation: CancellationRules;
  /** Frames pushed to the browsers' websockets (chat messages, unread counts, notifications). */
  realtime: Realtime;
  /** How users are told of events: notifications, their queued e-mails and pushed frames (ADR 018). */
  notifier: Notifier;
  /** Product-page views, gathered and written once a second (view-counter.ts). */
  views: ViewCounter;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
