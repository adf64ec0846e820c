import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';

/**
 * /livez: the process is up (no I/O; also the bench's bare route). /healthz: ready, answering 200
 * only when the database answers within 2 s.
 */
export function registerHealthRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/livez', async () => ({ status: 'ok' }));

  app.get('/healthz', async (_request, reply) => {
    try {
      await Promise.race([
        deps.db.execute(sql`select 1`),
        new Promise((_, reject) => setTimeout(() => reject(new Error('database timeout')), 2000).unref()),
      ]);
      return { status: 'ok' };
    } catch (err) {
      app.log.warn({ err }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
