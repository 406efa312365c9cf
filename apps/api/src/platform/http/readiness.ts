import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';
import { migrationsFolder } from '../db/migrate';
import { readJournal } from '../db/migration-journal';
import type { FileStorage } from '../files/file-storage';

export type CheckName = 'database' | 'migrations' | 'redis' | 'storage';
export type Readiness = { ready: boolean; checks: Record<CheckName, string> };

interface Parts {
  db: Database;
  storage: FileStorage;
  /** Whether live events reach the other instances; undefined when there is no Redis to ask. */
  fanOutConnected?: () => boolean;
}

const LIMIT_MS = 2_000;

/** A check that answers in time or fails: a database that hangs must not hang the probe too. */
function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${LIMIT_MS} ms`)), LIMIT_MS);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Readiness, as a load balancer or orchestrator asks it: this instance can serve now. Liveness
 * (`/api/health`) says the process answers; ready also needs the database, every checked-in
 * migration applied (an instance of a newer build waits for its migrations), Redis when one is
 * configured (else live events would stop at this instance), and writable file storage. Every
 * check runs each time, so the answer names all that is wrong, not the first.
 */
export function readinessProbe(parts: Parts): () => Promise<Readiness> {
  const expected = readJournal(migrationsFolder).then((j) => j.entries.length);
  const checks: Record<CheckName, () => Promise<string>> = {
    database: async () => {
      await parts.db.execute(sql`select 1`);
      return 'ok';
    },
    migrations: async () => {
      const [row] = await queryRows<{ n: number }>(
        parts.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const applied = Number(row?.n ?? 0);
      const wanted = await expected;
      if (applied < wanted) throw new Error(`${applied} of ${wanted} applied`);
      return 'ok';
    },
    redis: async () => {
      if (!parts.fanOutConnected) return 'not configured';
      if (!parts.fanOutConnected()) throw new Error('not connected');
      return 'ok';
    },
    storage: async () => {
      await parts.storage.probe();
      return 'ok';
    },
  };
  return async () => {
    const names = Object.keys(checks) as CheckName[];
    const results = await Promise.allSettled(names.map((name) => within(checks[name]())));
    const answers = Object.fromEntries(
      names.map((name, i) => {
        const r = results[i]!;
        return [name, r.status === 'fulfilled' ? r.value : `failed: ${(r.reason as Error).message}`];
      }),
    ) as Record<CheckName, string>;
    return { ready: results.every((r) => r.status === 'fulfilled'), checks: answers };
  };
}
