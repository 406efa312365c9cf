/**
 * The patrol bench's server, in a child process so the load generator does not share its CPU: the
 * product over the demo data plus a condominium with 40 checkpoints, a year of rounds and ~200,000
 * scans. Prints one JSON line when ready. BENCH_DATABASE_URL (or TEST_DATABASE_URL): a fresh
 * database on that PostgreSQL server, dropped at the stop; neither: PGlite in memory.
 */
import { benchOnTestDatabase, openBenchHost } from './bench-host';
import { benchPatrolFigures, seedBenchPatrol } from './patrol-bench-data';

benchOnTestDatabase();
const host = await openBenchHost('patrol-bench', { ownDatabase: true });
const { seedMs, ...seeded } = await host.fillAsOwner({
  seed: seedBenchPatrol,
  figures: benchPatrolFigures,
  tables: 'patrol_rounds, patrol_scans, patrol_checkpoints',
});
const app = await host.buildApp();
host.ready({ app: await host.listen(app), engine: host.engine, kept: host.kept, ...seeded, seedMs });
