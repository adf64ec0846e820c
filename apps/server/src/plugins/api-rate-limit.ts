import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/** The API's own trees: the buyer's, the phone site's and the chat's sockets, and the sandbox provider. */
const API_PREFIXES = ['/api/', '/wap/api/', '/data/', '/wap/data/', '/sandbox/'];

/**
 * Whether a request is the API's: every `.action` route (the buyer's, the seller panel's and the
 * console's), the /api trees, the chat's sockets and the sandbox provider's pages. The web app's
 * files (its HTML, scripts, styles, fonts, pictures, the service worker) and uploaded pictures are
 * not: a fresh home view asks for ~140 of them, and counted with the API they used up an office's
 * or a carrier's shared address in nine visits, then answered the page's own scripts with 429 and
 * left it white (issue 51).
 */
export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path.endsWith('.action') || API_PREFIXES.some((prefix) => path.startsWith(prefix));
}

export interface ApiRateLimitOptions {
  /** Requests per minute per IP. */
  max: number;
  /** The scaled mode's Redis, where every instance shares the counters. */
  redis?: Redis;
  redisPrefix: string;
}

/** The per-IP limit of the API (README: `RATE_LIMIT_PER_MINUTE`); nothing else is counted. */
export async function registerApiRateLimit(
  app: FastifyInstance,
  options: ApiRateLimitOptions,
): Promise<void> {
  await app.register(rateLimit, {
    max: options.max,
    timeWindow: 60_000,
    ...(options.redis ? { redis: options.redis, nameSpace: `${options.redisPrefix}:rl:` } : {}),
    // If Redis is unreachable, serve rather than refuse everyone.
    skipOnError: true,
    allowList: (request) => !isApiPath(request.url),
  });
}
