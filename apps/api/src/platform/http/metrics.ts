import { timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { type Database, queryRows } from '../db/client';
import { unauthorized } from '../errors';

interface Parts {
  db: Database;
  /** The live sockets held by this instance. */
  liveSockets: () => number;
  /** Bearer token a scraper must send; without one, there is no /metrics at all. */
  token: string | undefined;
}

const sameToken = (given: string, wanted: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(wanted);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus figures of this instance at `/metrics`: request rate and latency by route (the
 * route's pattern, never its raw URL, so IDs do not explode the series), server errors, the job
 * queue's depth and the age of its oldest due job (shared by every instance: the database
 * answers), live sockets, the PostgreSQL pool's use, and Node's own (memory, event loop, GC).
 * Only with METRICS_TOKEN set, and only for a scraper that sends it: the figures name routes and
 * load, which a stranger has no business reading. Each app has its own registry, so two apps in
 * one process (the tests) never clash.
 */
export function registerMetrics(app: FastifyInstance, parts: Parts) {
  const { token } = parts;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status class',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'Requests answered with a 5xx, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'jobs_due',
    help: 'Durable jobs due and not yet run (every instance shares the queue)',
    registers: [registry],
    async collect() {
      const [row] = await queryRows<{ due: number; oldest: number | null }>(
        parts.db,
        sql`select count(*)::int as due,
                   extract(epoch from (now() - min(run_at)))::float as oldest
              from jobs where status = 'PENDING' and run_at <= now()`,
      ).catch(() => [{ due: Number.NaN, oldest: null }]);
      this.set(row?.due ?? 0);
      oldestDue.set(row?.oldest ?? 0);
    },
  });
  const oldestDue = new Gauge({
    name: 'jobs_oldest_due_seconds',
    help: 'How long the oldest due job has waited (0 when none waits)',
    registers: [registry],
  });
  new Gauge({
    name: 'live_sockets',
    help: 'Live-update sockets held by this instance',
    registers: [registry],
    collect() {
      this.set(parts.liveSockets());
    },
  });
  const client = (parts.db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const pool = client;
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    const status = `${Math.floor(reply.statusCode / 100)}xx`;
    duration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ route });
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!request.headers.authorization) throw unauthorized('NO_TOKEN');
    if (!sameToken(given, token)) throw unauthorized('INVALID_TOKEN');
    return reply.header('content-type', registry.contentType).send(await registry.metrics());
  });
}
