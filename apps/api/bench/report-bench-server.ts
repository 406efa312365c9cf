/**
 * The report bench's server, in a child process so the load generator does not share its CPU: the
 * product over the demo data plus a condominium of 3,000 units with ~2 million active days and a
 * million audit rows. Prints one JSON line when ready. BENCH_DATABASE_URL (or TEST_DATABASE_URL):
 * a fresh database on that PostgreSQL server, dropped at the stop; neither: PGlite in memory.
 */
import { benchOnTestDatabase, openBenchHost } from './bench-host';
import { benchReportFigures, seedBenchReport } from './report-bench-data';

benchOnTestDatabase();
const host = await openBenchHost('report-bench', { ownDatabase: true });
const { seedMs, ...seeded } = await host.fillAsOwner({
  seed: seedBenchReport,
  figures: benchReportFigures,
  tables:
    'user_active_days, user_active_years, audit_log, audit_action_days, units, unit_members, memberships',
});
const app = await host.buildApp();
host.ready({ app: await host.listen(app), engine: host.engine, kept: host.kept, ...seeded, seedMs });
