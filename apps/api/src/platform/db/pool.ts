import pg from 'pg';
import type { FaultLog } from '../faults/fault-log';

/**
 * A node-postgres pool that lives through the database going away (a restart, a failover, a
 * pooler dropping idle connections). node-postgres emits 'error' on the pool for an idle client
 * whose connection ends, and on a client checked out between two queries (inside a
 * transaction); an EventEmitter 'error' with no listener throws, and that ended the process. With
 * listeners, the broken client is dropped (the pool discards one that is no longer queryable)
 * and the next query opens a fresh connection: the pool reconnects by itself.
 *
 * A request that meets the outage fails fast instead of waiting: connecting gives up after
 * `connectionTimeoutMillis`, and the error handler answers it 503 (connection-errors.ts).
 */
export function resilientPool(
  connectionString: string,
  log: FaultLog,
  { max = 10, options }: { max?: number; options?: string } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    options,
    connectionTimeoutMillis: 5_000,
    // A dead peer behind a NAT or a load balancer is noticed instead of hanging a query.
    keepAlive: true,
  });
  // One line per outage, not one per pooled connection: they all end together.
  let lastReport = 0;
  const report = (err: Error) => {
    const now = Date.now();
    if (now - lastReport < 5_000) return;
    lastReport = now;
    log.warn({ err }, 'database connection lost; the pool reconnects on the next query');
  };
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  returnDeadClients(pool);
  return pool;
}

/**
 * Drizzle's transaction (0.45) checks a client out and runs BEGIN before the try/finally that
 * releases it: a connection that dies right then (the outage this pool must outlive) never goes
 * back, and after `max` of them every query waits on an empty pool for good. So a client whose
 * connection ends while it is checked out is released here, once, and destroyed by the pool;
 * a later release by its holder does nothing. Only the promise form is wrapped: pool.query's
 * callback form always releases on its own.
 */
function returnDeadClients(pool: pg.Pool) {
  const connect = pool.connect.bind(pool) as (cb?: unknown) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((cb?: unknown) => {
    if (typeof cb === 'function') return connect(cb);
    return connect()!.then((client) => {
      const release = client.release;
      let released = false;
      const releaseOnce = (err?: Error | boolean) => {
        if (released) return;
        released = true;
        client.removeListener('end', onEnd);
        release(err);
      };
      const onEnd = () => releaseOnce(new Error('connection ended while checked out'));
      client.once('end', onEnd);
      client.release = releaseOnce;
      return client;
    });
  }) as typeof pool.connect;
}
