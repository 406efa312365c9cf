/**
 * The billing bench's server, in a child process so the load generator does not share its CPU:
 * the product over the demo data plus a condominium of 3,000 units billed for 36 months, with
 * their payments (about 150,000 slips) and the last month's receipts. Prints
 * one JSON line when ready. BENCH_DATABASE_URL (or TEST_DATABASE_URL): a fresh database on that
 * PostgreSQL server, dropped at the stop; neither: PGlite in memory.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { postgresHandle } from '../src/platform/db/client';
import { benchOnTestDatabase, openBenchHost } from './bench-host';
import { seedBenchBilling } from './billing-bench-data';
import { seedBenchEvidence } from './billing-bench-evidence';

benchOnTestDatabase();
const months = Number(process.env.BENCH_BILLING_MONTHS ?? 36);
const host = await openBenchHost('billing-bench', { ownDatabase: true });
const started = performance.now();
const tables = 'billing_bills, billing_bill_lines, billing_evidence, billing_receipts, units';
let seeded: Awaited<ReturnType<typeof seedBenchBilling>> & Awaited<ReturnType<typeof seedBenchEvidence>>;
if (host.ownerUrl) {
  const owner = postgresHandle(new pg.Pool({ connectionString: host.ownerUrl, max: 1 }));
  seeded = { ...(await seedBenchBilling(owner.db, months)), ...(await seedBenchEvidence(owner.db)) };
  await owner.db.execute(sql.raw(`vacuum analyze ${tables}`));
  await owner.close();
} else {
  // PGlite's one session took the application role with SET ROLE; RESET goes back to the owner.
  await host.db.execute(sql`reset role`);
  seeded = { ...(await seedBenchBilling(host.db, months)), ...(await seedBenchEvidence(host.db)) };
  await host.db.execute(sql.raw(`vacuum analyze ${tables}`));
  await host.db.execute(sql`set role cc_app`);
}
const seedMs = performance.now() - started;
const app = await host.buildApp();
// Runs are durable jobs: the bench's server works them as the product's does.
app.services.jobs.start({ intervalMs: 200 });
host.ready({ app: await host.listen(app), engine: host.engine, months, ...seeded, seedMs });
