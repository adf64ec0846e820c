import { z } from 'zod';
import { paths } from './paths.js';

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,40}$/)
    .default('caravan'),
  SEED_DEMO: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 7),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  CATALOG_REPLY_CACHE: flag.default(true),
  PUBLIC_URL: z.string().optional(),
  TRUST_PROXY: flag.default(false),
  SMTP_URL: z.string().optional(),
  CAPTCHA_BYPASS: flag.default(false),
  PAYMENT_SANDBOX: flag.optional(),
  SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  LOGISTICS_SIMULATOR_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  CLOCK_SHIFT_DAYS: z.coerce.number().int().min(0).max(3650).default(0),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
});

/** An S3-compatible bucket for the uploads (the scaled mode); without it they go to DATA_DIR. */
export type S3Config = {
  bucket: string;
  /** The store's address (MinIO, R2…); AWS's own when absent. */
  endpoint: string | undefined;
  region: string;
  /** Without a key pair the AWS SDK's own chain is used (environment, instance role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`: on by default with an endpoint. */
  forcePathStyle: boolean;
};

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of this deployment's shared cache keys in Redis (several deployments may share one). */
  redisPrefix: string;
  /** Seed the demo marketplace on an empty database (never in production unless SEED_DEMO=1). */
  seedDemo: boolean;
  logLevel: string;
  sessionTtlHours: number;
  /** Requests per minute per IP; 0 turns the limiter off. */
  rateLimitPerMinute: number;
  /** How long catalogue aggregates (list totals, shop figures, the home page) may be reused; 0 = never. */
  catalogCacheSeconds: number;
  /** Whether anonymous catalogue replies are kept (ADR 008); the bench turns it off to measure queries. */
  catalogReplyCache: boolean;
  publicUrl: string | undefined;
  trustProxy: boolean;
  /** SMTP server for outgoing mail; without it mail goes to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** Skips the slide verification (automated tests only; refused in production). */
  captchaBypass: boolean;
  /** The built web app (apps/web/dist) the server serves at /, when it has been built. */
  webDist: string;
  /**
   * Third-party deposits go through the sandbox provider's test page, on which the buyer decides
   * the outcome: on by default outside production, and never to be enabled where money is real.
   */
  paymentSandbox: boolean;
  /** How often the order sweeps run (auto-cancel, auto-receipt, default review, settlement); 0 never. */
  sweepSeconds: number;
  /**
   * The demo's stand-in carrier adds a scan to each shipped order this often; 0 off. On by
   * default (60 s) only where demo data is.
   */
  logisticsSimulatorSeconds: number;
  /**
   * Runs the server this many days ahead of the system's time (browser tests: a settlement due a
   * week after receipt, within one run); refused in production.
   */
  clockShiftDays: number;
  /** Where uploads go in the scaled mode; undefined: DATA_DIR/uploads and DATA_DIR/private. */
  s3: S3Config | undefined;
};

/** Reads and validates the configuration from the environment; throws naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const seedDemo = e.SEED_DEMO ?? e.NODE_ENV !== 'production';
  if (e.CAPTCHA_BYPASS && e.NODE_ENV === 'production') {
    throw new Error('Invalid configuration: CAPTCHA_BYPASS cannot be used with NODE_ENV=production');
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: S3_BUCKET is required with the other S3_ variables');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  }
  if (e.CLOCK_SHIFT_DAYS > 0 && e.NODE_ENV === 'production') {
    throw new Error('Invalid configuration: CLOCK_SHIFT_DAYS cannot be used with NODE_ENV=production');
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    seedDemo,
    logLevel: e.LOG_LEVEL,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
    catalogReplyCache: e.CATALOG_REPLY_CACHE,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL || undefined,
    captchaBypass: e.CAPTCHA_BYPASS,
    webDist: paths.webDist,
    paymentSandbox: e.PAYMENT_SANDBOX ?? e.NODE_ENV !== 'production',
    sweepSeconds: e.SWEEP_SECONDS,
    logisticsSimulatorSeconds: e.LOGISTICS_SIMULATOR_SECONDS ?? (seedDemo ? 60 : 0),
    clockShiftDays: e.CLOCK_SHIFT_DAYS,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
        }
      : undefined,
  };
}

/** A configuration for tests: no listening, no seeding, no rate limit unless asked. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    rateLimitPerMinute: 0,
    catalogCacheSeconds: 0,
    ...overrides,
  };
}
