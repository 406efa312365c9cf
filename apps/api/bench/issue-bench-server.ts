/**
 * The issue-tracking bench's server, in a child process so the load generator does not share its
 * CPU: the product over the demo data plus one office of 200 groups, 200,000 tasks and about
 * 1,000,000 comments. Prints one JSON line when ready. BENCH_DATABASE_URL (or TEST_DATABASE_URL):
 * a fresh database on that PostgreSQL server, dropped at the stop (BENCH_KEEP_DATABASE=1: kept,
 * and reused filled by the next run); neither: PGlite in memory.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { postgresHandle } from '../src/platform/db/client';
import { benchOnTestDatabase, openBenchHost } from './bench-host';
import { benchIssueFigures, seedBenchIssues } from './issue-bench-data';

benchOnTestDatabase();
const size = {
  groups: Number(process.env.BENCH_ISSUE_GROUPS ?? 200),
  tasks: Number(process.env.BENCH_ISSUE_TASKS ?? 200_000),
};
const host = await openBenchHost('issue-bench', { ownDatabase: true });
const started = performance.now();
// The fill works as the tables' owner (their indexes are rebuilt after it, and statistics taken).
const tables = 'issue_groups, issue_tasks, issue_task_assignees, issue_comments, issue_task_events';
let seeded: Awaited<ReturnType<typeof seedBenchIssues>>;
if (host.kept) {
  seeded = await benchIssueFigures(host.db, size.tasks);
} else if (host.ownerUrl) {
  const owner = postgresHandle(new pg.Pool({ connectionString: host.ownerUrl, max: 1 }));
  seeded = await seedBenchIssues(owner.db, size);
  await owner.db.execute(sql.raw(`vacuum analyze ${tables}`));
  await owner.close();
} else {
  // PGlite's one session took the application role with SET ROLE; RESET goes back to the owner.
  await host.db.execute(sql`reset role`);
  seeded = await seedBenchIssues(host.db, size);
  await host.db.execute(sql.raw(`vacuum analyze ${tables}`));
  await host.db.execute(sql`set role cc_app`);
}
const seedMs = performance.now() - started;
const app = await host.buildApp();
host.ready({ app: await host.listen(app), engine: host.engine, ...size, ...seeded, seedMs });
